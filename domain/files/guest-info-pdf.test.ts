import { describe, expect, it } from "vitest";
import { guestInfoPdfUrl, maxGuestInfoPdfBytes, pdfProblem } from "./guest-info-pdf";

const ascii = (text: string) => new TextEncoder().encode(text);
const pdf = ascii("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

describe("pdfProblem", () => {
  it("takes a PDF, also one with bytes after its end mark", () => {
    expect(pdfProblem(pdf)).toBeNull();
    expect(pdfProblem(ascii("%PDF-2.0\n…\n%%EOF\r\n\0\0"))).toBeNull();
  });

  it("refuses an empty file as missing", () => {
    expect(pdfProblem(new Uint8Array())).toBe("missing");
  });

  it("refuses what is not a PDF: an image, text, a PDF cut short", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(pdfProblem(png)).toBe("not-a-pdf");
    expect(pdfProblem(ascii("Hausordnung: Ruhe ab 22 Uhr\n%%EOF"))).toBe("not-a-pdf");
    expect(pdfProblem(ascii("%PDF-1.7\n1 0 obj\n<<"))).toBe("not-a-pdf");
    expect(pdfProblem(ascii(" %PDF-1.7\n%%EOF"))).toBe("not-a-pdf");
  });

  it("refuses a file over the limit before looking inside", () => {
    const big = new Uint8Array(maxGuestInfoPdfBytes + 1);
    big.set(pdf);
    expect(pdfProblem(big)).toBe("too-large");
    const atLimit = new Uint8Array(maxGuestInfoPdfBytes);
    atLimit.set(pdf);
    atLimit.set(ascii("%%EOF"), maxGuestInfoPdfBytes - 5);
    expect(pdfProblem(atLimit)).toBeNull();
  });
});

describe("guestInfoPdfUrl", () => {
  it("links the owners' upload by its content, else the configured address, else nothing", () => {
    const upload = { sha256: "abcdefghijklmnopqrstuvwxyz" };
    expect(guestInfoPdfUrl(upload, "https://example.com", "https://files.example.com/a.pdf")).toBe(
      "https://example.com/gaesteinformationen.pdf?v=abcdefghijkl",
    );
    expect(guestInfoPdfUrl(null, "https://example.com", "https://files.example.com/a.pdf")).toBe(
      "https://files.example.com/a.pdf",
    );
    expect(guestInfoPdfUrl(null, "https://example.com", null)).toBeNull();
  });
});
