import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./island";

describe("Island", () => {
  it("renders its part inside the element naming its script, its data beside it", () => {
    const html = renderToStaticMarkup(
      <Island name="booking" script="/assets/booking-abc.js" props={{ today: "2027-06-01" }}>
        <form>…</form>
      </Island>,
    );
    expect(html).toBe(
      '<div data-island="booking" data-island-script="/assets/booking-abc.js"><form>…</form></div>' +
        '<script type="application/json" data-island-props="booking">{"today":"2027-06-01"}</script>',
    );
  });

  it("writes its data so that no text in it can close the script", () => {
    // An owner's text or a visitor's posted value may contain anything.
    const props = { text: "</script><script>alert(1)</script>", comment: "<!-- x", ok: "a < b" };
    const html = renderToStaticMarkup(
      <Island name="x" script="/x.js" props={props}>
        {null}
      </Island>,
    );
    const data = html.match(
      /<script type="application\/json" data-island-props="x">([^<]*)<\/script>/,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(JSON.parse(data?.[1] ?? "null")).toEqual(props);
  });
});
