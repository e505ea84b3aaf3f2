import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, RouterContextProvider, ServerRouter } from "react-router";
import { requestContext } from "../server/context";
import { isDatabaseUnavailable } from "../server/db/unavailable";
import { logRequestFailure } from "../server/log";
import { NonceProvider } from "./nonce";

export const streamTimeout = 5_000;

/**
 * A loader, action or render that threw: one log line saying which request it was, and a note
 * for the HTTP layer when the database was away (the answer is then a 503, not a 500).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who navigated away is not an error.
  if (request.signal.aborted) return;
  // Nor a routine refusal React Router answers itself (a POST to a page without a form: 405):
  // the request log has its status, at level info.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  noteFailure(error, context);
  const { pathname } = new URL(request.url);
  logRequestFailure("request failed", error, { method: request.method, path: pathname });
};

function noteFailure(error: unknown, context: unknown) {
  if (isDatabaseUnavailable(error) && context instanceof RouterContextProvider) {
    context.get(requestContext).outcome.databaseUnavailable = true;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestContext);
  // Crawlers and no-JavaScript visitors get the complete document in one piece.
  const waitForAll = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const init = { headers: responseHeaders, status: responseStatusCode };
          resolve(new Response(createReadableStreamFromReadable(body), init));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // A deferred loader promise that failed (the inbox streams its list) ends up here
          // too, and may decide the status: it is noted and logged like a loader's error.
          noteFailure(error, loadContext);
          logRequestFailure(shellRendered ? "render failed" : "request failed", error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
