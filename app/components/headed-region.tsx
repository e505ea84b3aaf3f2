import type { ReactNode } from "react";

/** A section or aside named by its own heading (`aria-labelledby` points at the heading's id). */
export function HeadedRegion({
  as: Region = "section",
  id,
  heading,
  level: Heading = "h2",
  className,
  headingClassName,
  testId,
  children,
}: {
  as?: "section" | "aside";
  /** The heading's id. */
  id: string;
  heading: ReactNode;
  level?: "h2" | "h3";
  className: string;
  headingClassName: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Region aria-labelledby={id} className={className} data-testid={testId}>
      <Heading id={id} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </Region>
  );
}
