import { describe, expect, it } from "vitest";
import { readForm } from "./read-form";

const post = (body: BodyInit, contentType?: string) =>
  new Request("http://localhost/buchung", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });
const urlencoded = "application/x-www-form-urlencoded";

function multipart(parts: string[], boundary = "b0undary") {
  return `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("")}--${boundary}--\r\n`;
}
const field = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const file = (name: string, fileName: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\nPNG`;

describe("readForm", () => {
  it("reads a url-encoded or multipart form in UTF-8", async () => {
    const plain = await readForm(post("first_name=Zo%C3%AB&message=a%0D%0Ab", urlencoded));
    expect(plain?.get("first_name")).toBe("Zoë");
    expect((await readForm(post("a=1", `${urlencoded}; charset=UTF-8`)))?.get("a")).toBe("1");
    const parts = multipart([field("first_name", "Zoë"), field("adults", "2")]);
    const form = await readForm(post(parts, "multipart/form-data; boundary=b0undary"));
    expect(form?.get("first_name")).toBe("Zoë");
  });

  it("refuses bodies that are no form of this site", async () => {
    for (const type of [
      undefined,
      "text/plain",
      "application/json",
      "application/xml",
      "application/octet-stream",
      `${urlencoded}; charset=iso-8859-1`,
      `${urlencoded}; charset=utf-16le`,
      "multipart/mixed; boundary=b0undary",
    ]) {
      expect(await readForm(post("first_name=Anna", type)), type).toBeNull();
    }
  });

  it("refuses multipart it cannot parse: no boundary, another boundary, cut off", async () => {
    const parts = multipart([field("first_name", "Anna"), field("message", "x".repeat(200))]);
    expect(await readForm(post(parts, "multipart/form-data"))).toBeNull();
    expect(await readForm(post(parts, "multipart/form-data; boundary=other"))).toBeNull();
    for (const cut of [10, 60, parts.length - 20]) {
      const truncated = parts.slice(0, cut);
      expect(
        await readForm(post(truncated, "multipart/form-data; boundary=b0undary")),
        String(cut),
      ).toBeNull();
    }
  });

  it("refuses duplicated fields, NUL and broken UTF-8", async () => {
    for (const body of [
      "email=a%40example.com&email=b%40example.com",
      "token=abc%00def",
      "first%00name=Anna",
      "first_name=%FF%FE",
      "first_name=%C3%28",
      "first_name=%ED%A0%80",
    ]) {
      expect(await readForm(post(body, urlencoded)), body).toBeNull();
    }
    const raw = new Uint8Array([...new TextEncoder().encode("first_name="), 0xc0, 0xaf]);
    expect(await readForm(post(raw, urlencoded))).toBeNull();
  });

  it("takes a file only where the form uploads one", async () => {
    const parts = multipart([field("category", "gallery"), file("file", "bild.png")]);
    const type = "multipart/form-data; boundary=b0undary";
    expect(await readForm(post(parts, type))).toBeNull();
    const form = await readForm(post(parts, type), { files: true });
    expect((form!.get("file") as File).name).toBe("bild.png");
  });
});
