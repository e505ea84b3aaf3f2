import { describe, expect, it } from "vitest";
import { formatOwnerText } from "./formatting";

describe("the owners' formatting", () => {
  it("makes paragraphs of blank lines, keeping single line breaks inside one", () => {
    expect(formatOwnerText("Erster Absatz\nmit zwei Zeilen.\n\nZweiter Absatz.")).toBe(
      "<p>Erster Absatz\nmit zwei Zeilen.</p>\n<p>Zweiter Absatz.</p>\n",
    );
  });

  it("makes **two stars** bold, and leaves italics and other markup as typed", () => {
    expect(formatOwnerText("Ein **warmer** Ofen")).toBe(
      "<p>Ein <strong>warmer</strong> Ofen</p>\n",
    );
    expect(formatOwnerText("*eins* _zwei_ __drei__")).toBe("<p>*eins* _zwei_ __drei__</p>\n");
    expect(formatOwnerText("# Titel\n- Punkt\n> Zitat\n`Code`")).toBe(
      "<p># Titel\n- Punkt\n&gt; Zitat\n`Code`</p>\n",
    );
  });

  it("links to web pages, mail addresses and phone numbers", () => {
    expect(
      formatOwnerText(
        "[Seite](https://example.com/a?b=1) [Mail](mailto:info@example.com) [Anruf](tel:+436641234567)",
      ),
    ).toBe(
      '<p><a href="https://example.com/a?b=1">Seite</a> <a href="mailto:info@example.com">Mail</a> <a href="tel:+436641234567">Anruf</a></p>\n',
    );
  });

  it("shows any other link as typed: javascript:, data:, plain http:", () => {
    for (const link of [
      "[x](javascript:alert(1))",
      "[x](JavaScript:alert(1))",
      "[x](data:text/html,hi)",
      "[x](http://example.com)",
      "[x](//example.com)",
    ]) {
      const html = formatOwnerText(link);
      expect(html, link).not.toContain("<a");
      expect(html, link).toContain("[x](");
    }
  });

  it("shows markup and scripts typed as text, never as HTML", () => {
    expect(formatOwnerText('<script>alert(1)</script><b>x</b> <img src=x onerror="a()">')).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;x&lt;/b&gt; &lt;img src=x onerror=&quot;a()&quot;&gt;</p>\n",
    );
    expect(formatOwnerText("[<b>x</b>](https://example.com)")).toBe(
      '<p><a href="https://example.com">&lt;b&gt;x&lt;/b&gt;</a></p>\n',
    );
  });
});
