import { notFound, select } from "./contract";

/** The 404 page (`<main>` content marked data-not-found) logs the path that was asked for. */
export function initNotFoundLog(): void {
  if (document.querySelector(select(notFound))) {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      window.location.pathname,
    );
  }
}
