import type { ReactNode } from "react";

/** A home-page section: anchor id, heading (labels the region), optional intro. */
export function Section({
  id,
  heading,
  intro,
  children,
  className = "",
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`deferred-section py-16 sm:py-20 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-emerald-950">
          {heading}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-stone-700">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** Shared look of buttons and links styled as buttons. */
export const buttonClass = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-full bg-emerald-800 px-5 py-3 font-medium text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-full border border-emerald-800 bg-white px-5 py-3 font-medium text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800",
} as const;
