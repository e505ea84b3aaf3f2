/**
 * The inquiry form's element ids, made from the fields' names: React renders the form on the
 * server and Preact hydrates it in the browser (app/islands/), and their `useId` values differ.
 */
export const inquiryFieldId = (name: string) => `inquiry-${name}`;

/**
 * The id of the form's part of the page. The form posts to it, so the answer to a post without
 * JavaScript opens there, where its result and the fields' messages are, not at the prices above.
 */
export const inquiryAnchor = "inquiry";
