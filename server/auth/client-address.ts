/** The header better-auth reads the client address from; set only by our own code. */
export const clientAddressHeader = "x-almblick-client-address";
/** Headers a client could use to pose as another address; removed before better-auth sees them. */
const spoofableHeaders = [
  "x-forwarded-for",
  "x-real-ip",
  "cf-connecting-ip",
  "x-client-ip",
  "forwarded",
  clientAddressHeader,
];

/**
 * A request for better-auth: the client's forwarding headers removed and the address we decided
 * (socket, or the trusted proxy's) set, so nobody can dodge the sign-in limit.
 */
export function forAuth(request: Request, clientAddress: string, init?: RequestInit): Request {
  const headers = new Headers(init?.headers ?? request.headers);
  for (const name of spoofableHeaders) headers.delete(name);
  headers.set(clientAddressHeader, clientAddress);
  const method = init?.method ?? request.method;
  return new Request(request.url, {
    method,
    headers,
    body: init?.body ?? (method === "GET" || method === "HEAD" ? undefined : request.body),
    // Node's fetch needs this for streamed bodies; the DOM's RequestInit does not name it.
    duplex: "half",
  } as RequestInit);
}
