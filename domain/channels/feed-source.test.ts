import { expect, it } from "vitest";
import { isFeedUrl, isOwnerFeedUrl, maskFeedUrl, parseFeedList } from "./feed-source";

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

it("takes from the owners only https addresses that are not written as inside addresses", () => {
  expect(isOwnerFeedUrl("https://www.airbnb.com/calendar/ical/1.ics?s=abc")).toBe(true);
  expect(isOwnerFeedUrl("http://www.airbnb.com/calendar/ical/1.ics")).toBe(false);
  for (const inside of [
    "https://127.0.0.1/a.ics",
    "https://[::1]/a.ics",
    "https://169.254.169.254/latest/meta-data",
    "https://2130706433/a.ics",
    "https://0x7f.0.0.1/a.ics",
    "https://[::ffff:10.0.0.1]/a.ics",
    "https://192.168.1.1/a.ics",
  ]) {
    expect(isOwnerFeedUrl(inside), inside).toBe(false);
  }
});

it("hides a user name and password in a feed's URL", () => {
  expect(maskFeedUrl("https://anna:geheim@feeds.example/a.ics?s=1")).toBe(
    "https://***@feeds.example/a.ics?s=1",
  );
  expect(maskFeedUrl("https://feeds.example/a.ics")).toBe("https://feeds.example/a.ics");
});
