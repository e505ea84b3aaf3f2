/**
 * The public pages are not hydrated (their route modules export `handle.hydrate = false`),
 * so the client router must never render them. Our links to them load the document
 * (`reloadDocument` or plain <a>); this `clientLoader`, re-exported by those route modules, is
 * the safety net for any other client-side navigation (a redirect, a typed `navigate`): it
 * turns it into a full document load.
 */
export function clientLoader({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
