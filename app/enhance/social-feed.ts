import {
  select,
  socialBeforeLoad,
  socialEmbedUrl,
  socialFeed,
  socialFrameTitle,
  socialLoad,
} from "./contract";

/**
 * The social feed's two-click widget: nothing is requested from the network until the visitor
 * presses `<button data-social-load>`; then the frame (`data-embed-url`, `data-frame-title` on
 * the `[data-social-feed]` holder) takes the place of the button and its note.
 */
export function initSocialFeed(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.(select(socialLoad, "button"));
    const holder = button?.closest<HTMLElement>(select(socialFeed));
    const src = holder?.getAttribute(socialEmbedUrl);
    if (!holder || !src) return;
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = holder.getAttribute(socialFrameTitle) ?? "";
    frame.loading = "lazy";
    frame.className = "mt-6 h-[480px] w-full rounded-xl border-0 bg-white";
    for (const element of holder.querySelectorAll(select(socialBeforeLoad))) element.remove();
    holder.append(frame);
  });
}
