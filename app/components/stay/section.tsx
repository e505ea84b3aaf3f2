import type { ReactNode } from "react";

/** One white card of the guest's page with its heading, labelled for assistive technology. */
export function StaySection({
  id,
  heading,
  children,
  className = "",
}: {
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`rounded-2xl border border-stone-200 bg-white p-4 sm:p-6 print:break-inside-avoid print:rounded-none print:border-0 print:p-0 ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-emerald-950 sm:text-2xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A label–value pair of a card's list: side by side where there is room, stacked on a phone. */
export function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-x-4 py-2 sm:flex-row sm:justify-between">
      <dt className="text-stone-700">{label}</dt>
      <dd className="font-medium text-stone-900 sm:text-right">{children}</dd>
    </div>
  );
}
