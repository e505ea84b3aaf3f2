import MarkdownIt from "markdown-it";

/** The schemes an owner's link may use: web pages, mail and phone numbers. */
const allowedLink = /^(?:https:\/\/|mailto:|tel:)/i;

/**
 * The little formatting the owners' longer texts may use (content/editable-texts.ts): paragraphs
 * (a blank line between them), **bold** and links [text](https://…) to web pages, mail addresses
 * (mailto:) and phone numbers (tel:). markdown-it from its `zero` preset (paragraphs and text
 * only) with just these rules added; `html: false`, so any markup typed is shown as text, and a
 * link to any other scheme (javascript:, data:, http:) stays text as typed.
 */
const markdown = new MarkdownIt("zero", { html: false, linkify: false, typographer: false }).enable(
  ["emphasis", "link", "newline", "escape"],
);

markdown.validateLink = (url) => allowedLink.test(url.trim());

// The emphasis rule reads *one* and _one_ as italics and __two__ as bold: only **two** is bold
// here, the others keep their characters as typed.
for (const kind of ["em_open", "em_close"] as const) {
  markdown.renderer.rules[kind] = (tokens, index) => tokens[index].markup;
}
for (const kind of ["strong_open", "strong_close"] as const) {
  markdown.renderer.rules[kind] = (tokens, index, options, _env, self) =>
    tokens[index].markup === "**" ? self.renderToken(tokens, index, options) : tokens[index].markup;
}

/** An owner's formatted text as HTML: paragraphs, bold and safe links, everything else as text. */
export function formatOwnerText(text: string): string {
  return markdown.render(text);
}
