import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";
import { hydrationOf } from "./hydration";

// The shape React Router's <Scripts> renders (preloads hoisted into the head by React).
const page = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-X.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-Y.js" nonce="n1"/></head><body><main>…</main>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-Y.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-X.js");</script>',
  '<script nonce="n1" type="module" src="/assets/main-Z.js"></script>',
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

describe("deferHydration", () => {
  const deferred = deferHydration(page);

  it("drops every module preload and keeps the stylesheet", () => {
    expect(deferred).not.toContain("modulepreload");
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("makes React Router's entry script inert and marked, keeping its nonce and code", () => {
    expect(deferred).toContain(
      '<script nonce="n1" type="text/plain" data-hydrate-on-interaction="">;\nimport * as route0',
    );
    expect(deferred).toContain('import("/assets/entry.client-X.js");</script>');
  });

  it("leaves the data scripts and the enhancement script as they are", () => {
    expect(deferred).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(deferred).toContain('<script nonce="n1" type="module" src="/assets/main-Z.js">');
    expect(deferred).toContain("streamController.close();</script>");
  });
});

describe("hydrationOf", () => {
  it("hydrates at once unless a matched route says otherwise", () => {
    expect(hydrationOf([undefined, {}])).toBe(true);
  });

  it("takes the strictest declaration: none over on interaction over at once", () => {
    expect(hydrationOf([{}, { hydrate: "on-interaction" }])).toBe("on-interaction");
    expect(hydrationOf([{ hydrate: "on-interaction" }, { hydrate: false }])).toBe(false);
  });
});
