import type { Language } from "../../content/property";

/** Small, decorative flags for the language selector (drawn here, no image requests). */
export function Flag({ language }: { language: Language }) {
  const common = {
    "aria-hidden": true,
    width: 24,
    height: 16,
    className: "rounded-sm ring-1 ring-stone-300",
  } as const;
  if (language === "de") {
    return (
      <svg viewBox="0 0 5 3" {...common}>
        <rect width="5" height="1" fill="#000" />
        <rect y="1" width="5" height="1" fill="#D00" />
        <rect y="2" width="5" height="1" fill="#FFCE00" />
      </svg>
    );
  }
  if (language === "it") {
    return (
      <svg viewBox="0 0 3 2" {...common}>
        <rect width="1" height="2" fill="#009246" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#CE2B37" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 60 30" {...common}>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
