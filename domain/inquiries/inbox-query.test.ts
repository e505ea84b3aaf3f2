import { expect, it } from "vitest";
import { containsPattern, inboxPageCount, inboxSearch, parseInboxQuery } from "./inbox-query";

const parse = (search: string) => parseInboxQuery(new URLSearchParams(search));

it("defaults to every inquiry, first page, no search", () => {
  expect(parse("")).toEqual({ filter: "alle", search: "", page: 1, inquiryId: null });
});

it("reads filter, search and page", () => {
  expect(parse("status=neu&suche=%20Anna%20&seite=3")).toEqual({
    filter: "neu",
    search: "Anna",
    page: 3,
    inquiryId: null,
  });
});

it("shows one inquiry alone, whatever else the link says", () => {
  expect(
    parse("status=neu&suche=Anna&seite=3&anfrage=0F8FAD5B-D9CB-469F-A165-70867728950E"),
  ).toEqual({
    filter: "alle",
    search: "",
    page: 1,
    inquiryId: "0f8fad5b-d9cb-469f-a165-70867728950e",
  });
});

it("falls back on anything it cannot read", () => {
  for (const page of ["0", "-2", "1.5", "abc", "1e3x"]) expect(parse(`seite=${page}`).page).toBe(1);
  expect(parse("status=geloescht").filter).toBe("alle");
  expect(parse("anfrage=1%27%20or%201=1").inquiryId).toBeNull();
  expect(parse(`suche=${"x".repeat(500)}`).search).toHaveLength(100);
});

it("writes the URL back without defaults", () => {
  expect(inboxSearch({ filter: "alle", search: "", page: 1 })).toBe("");
  expect(inboxSearch({ filter: "bearbeitet", search: "anna b", page: 2 })).toBe(
    "?status=bearbeitet&suche=anna+b&seite=2",
  );
});

it("counts pages of 25, at least one", () => {
  expect([0, 1, 25, 26, 5000].map(inboxPageCount)).toEqual([1, 1, 1, 2, 200]);
});

it("takes the search's own wildcard characters literally", () => {
  expect(containsPattern("anna")).toBe("%anna%");
  expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
});
