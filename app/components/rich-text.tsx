import { formatOwnerText } from "../../domain/texts/formatting";

/**
 * A text that may carry the owners' formatting (content/editable-texts.ts): paragraphs, bold and
 * links, as domain/texts/formatting.ts makes them; everything else in it is shown as text.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={`space-y-3 wrap-anywhere [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 ${className ?? ""}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with `html: false` escapes every character of markup typed, and lets through links to https:, mailto: and tel: only.
      dangerouslySetInnerHTML={{ __html: formatOwnerText(text) }}
    />
  );
}
