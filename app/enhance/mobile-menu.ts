import { menuToggle, select } from "./contract";

/**
 * The header's mobile menu. Markup: `<button data-menu-toggle aria-controls="<menu id>"
 * aria-expanded="false">` and `<nav id="<menu id>" hidden>`; the button's labels and icons
 * follow aria-expanded through CSS. A choice in the menu closes it; so does Escape, with focus
 * back on the toggle.
 */
function toggleButton(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>(select(menuToggle, "button"));
}

function menuOf(toggle: Element | null): HTMLElement | null {
  const id = toggle?.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

function setOpen(toggle: HTMLButtonElement, open: boolean): void {
  const menu = menuOf(toggle);
  if (!menu) return;
  toggle.setAttribute("aria-expanded", String(open));
  menu.hidden = !open;
}

export function initMobileMenu(): void {
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const toggle = target?.closest?.<HTMLButtonElement>(select(menuToggle, "button"));
    if (toggle) {
      setOpen(toggle, toggle.getAttribute("aria-expanded") !== "true");
      return;
    }
    const current = toggleButton();
    const menu = menuOf(current);
    if (current && menu && target?.closest?.("a") && menu.contains(target)) setOpen(current, false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const toggle = toggleButton();
    if (toggle?.getAttribute("aria-expanded") !== "true") return;
    setOpen(toggle, false);
    toggle.focus();
  });
}
