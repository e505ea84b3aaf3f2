import { expect, it } from "vitest";
import { isFeedUrl, parseFeedList } from "./feed-source";

it("reads space-separated Name=URL pairs, a URL keeping its own '='", () => {
  expect(
    parseFeedList(
      " Airbnb=https://www.airbnb.com/calendar/ical/1.ics?s=abc  Vrbo=http://example.com/v.ics\n",
    ),
  ).toEqual({
    feeds: [
      { name: "Airbnb", url: "https://www.airbnb.com/calendar/ical/1.ics?s=abc" },
      { name: "Vrbo", url: "http://example.com/v.ics" },
    ],
    problems: [],
  });
  expect(parseFeedList("")).toEqual({ feeds: [], problems: [] });
});

it("names bad pairs without repeating their URL (it holds a secret)", () => {
  const { feeds, problems } = parseFeedList(
    "=https://a.example/x.ics Airbnb=file:///etc/passwd?s=secret Airbnb=https://a.example/1 Airbnb=https://a.example/2",
  );
  expect(feeds).toEqual([{ name: "Airbnb", url: "https://a.example/1" }]);
  expect(problems).toEqual([
    "pair 1 needs a name of 1 to 60 characters",
    "Airbnb needs an http:// or https:// URL",
    "Airbnb is named twice",
  ]);
  expect(problems.join(" ")).not.toContain("secret");
});

it("accepts http and https URLs only", () => {
  expect(isFeedUrl("https://example.com/a.ics")).toBe(true);
  expect(isFeedUrl("http://127.0.0.1:8080/a.ics")).toBe(true);
  expect(isFeedUrl("webcal://example.com/a.ics")).toBe(false);
  expect(isFeedUrl("file:///etc/passwd")).toBe(false);
  expect(isFeedUrl("not a url")).toBe(false);
});
