import type { AvailabilityRecord } from "../../server/availability";

/**
 * The availability calendar on the home page, under the contact section.
 * PLACEHOLDER: the availability issue replaces this with the month grid, legend and texts.
 */
export function AvailabilitySection({
  records,
}: {
  records: AvailabilityRecord[];
  month: string | null;
}) {
  return (
    <section id="availability" className="mx-auto max-w-6xl px-4 py-16">
      <p className="sr-only">{records.length}</p>
    </section>
  );
}
