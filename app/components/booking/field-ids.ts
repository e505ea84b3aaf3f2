/**
 * The inquiry form's element ids, made from the fields' names: React renders the form on the
 * server and Preact hydrates it in the browser (app/islands/), and their `useId` values differ.
 */
export const inquiryFieldId = (name: string) => `inquiry-${name}`;
