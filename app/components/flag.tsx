import type { Language } from "../../content/property";

const common = {
  "aria-hidden": true,
  width: 24,
  height: 16,
  className: "rounded-sm ring-1 ring-stone-300",
} as const;

/** A flag of three equal stripes: horizontal (Germany) or vertical (Italy). */
function Tricolour({
  colours,
  vertical,
}: {
  colours: [string, string, string];
  vertical?: boolean;
}) {
  return (
    <svg viewBox={vertical ? "0 0 3 2" : "0 0 5 3"} {...common}>
      {colours.map((fill, i) =>
        vertical ? (
          <rect key={fill} x={i} width="1" height="2" fill={fill} />
        ) : (
          <rect key={fill} y={i} width="5" height="1" fill={fill} />
        ),
      )}
    </svg>
  );
}

/** Small, decorative flags for the language selector (drawn here, no image requests). */
export function Flag({ language }: { language: Language }) {
  if (language === "de") return <Tricolour colours={["#000", "#D00", "#FFCE00"]} />;
  if (language === "it") return <Tricolour colours={["#009246", "#fff", "#CE2B37"]} vertical />;
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
