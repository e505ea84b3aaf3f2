import { copyDone, copyStatus, copyValue, select } from "./contract";

/**
 * One-tap copy of the bank details on the guest's page. The buttons come hidden in the markup
 * (without this script the values are plain selectable text); here they show where the browser
 * can write to the clipboard, and a tap copies the button's value and says so in the page's live
 * region.
 */
export function initCopyButtons(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>(select(copyValue, "button"));
  if (buttons.length === 0 || !navigator.clipboard) return;
  for (const button of buttons) button.hidden = false;
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(
      select(copyValue, "button"),
    );
    if (!button) return;
    const status = document.querySelector(select(copyStatus));
    navigator.clipboard.writeText(button.getAttribute(copyValue) ?? "").then(
      () => {
        if (status) status.textContent = button.getAttribute(copyDone) ?? "";
      },
      () => {
        // Refused (no permission): the value is still there to select by hand.
        if (status) status.textContent = "";
      },
    );
  });
}
