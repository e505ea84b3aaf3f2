/**
 * Generated hostile posts to one form: wrong content types and charsets, broken percent-encoding
 * and UTF-8, NUL and control characters, duplicated, missing and oddly named fields, values that
 * break the form's rules, truncated and malformed multipart, bodies over the size limit, sent
 * with a length or chunked. Each body also breaks something the form checks, so no answer may
 * store anything or queue mail, whatever a lenient parser makes of it. Deterministic (seeded),
 * so a failure repeats.
 */

export interface FormTarget {
  name: string;
  /** Path and query the form posts to. */
  path: string;
  /** A post the form would accept (or, for the admin forms, one that reaches its checks). */
  fields: Record<string, string>;
  /** Fields whose absence the form refuses. */
  required: readonly string[];
  /** Fields that refuse line breaks (one-line text). */
  oneLine: readonly string[];
  /** Fields that refuse every other control character. */
  text: readonly string[];
  /** Values that break the rule of their field. */
  invalid?: Record<string, readonly string[]>;
  /** The form uploads a file (never an image here, so no upload can succeed). */
  file?: { field: string; name: string };
}

export interface HostileRequest {
  kind: string;
  headers: Record<string, string>;
  body: Uint8Array;
  /** Sent without Content-Length, in chunks. */
  chunked: boolean;
}

type Entry = [name: string, value: string];

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const urlencodedType = "application/x-www-form-urlencoded";
const boundary = "----hostile7MA4YWxkTrZu0gW";
const multipartType = `multipart/form-data; boundary=${boundary}`;

const encodeEntries = (entries: Entry[]) => new URLSearchParams(entries).toString();

function multipart(entries: Entry[], file?: { field: string; name: string }, text = "no image") {
  const parts = entries.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n${text}\r\n`,
    );
  }
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** Line breaks, for one-line fields only (free text may have them). */
const lineBreaks = ["\n", "\r\n", "\r", "\r\nE-Mail: evil@example.com", "\u2028", "\u0085"];
/** Control characters no text field accepts (NUL is refused in any field). */
const controls = [
  "\t",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "\u009b",
  "\u202Eevil",
  "\u2066",
  "\u0000",
];
/** Percent-encoded bytes that are no UTF-8 (a parser makes U+FFFD of them). */
const brokenUtf8 = [
  "%FF",
  "%FE%FF",
  "%C3%28",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  "%F8%88%80%80%80",
];
/** Names a field does not have: the real one is then missing. */
const oddNames = (name: string) => [
  `${name}[]`,
  `${name}[0]`,
  `${name}.x`,
  ` ${name}`,
  name.toUpperCase(),
  `${name}\u0000`,
];
const pollution = ["__proto__", "constructor[prototype][admin]", "__proto__[role]", "toString"];

/** Content types (with a body to match) that are no form of this site. */
const wrongTypes: Array<(entries: Entry[]) => { type?: string; body: Uint8Array }> = [
  (entries) => ({ body: bytes(encodeEntries(entries)) }),
  (entries) => ({ type: "text/plain", body: bytes(encodeEntries(entries)) }),
  (entries) => ({
    type: "text/plain;charset=UTF-8",
    body: bytes(entries.map((e) => e.join("=")).join("\n")),
  }),
  (entries) => ({
    type: "application/json",
    body: bytes(JSON.stringify(Object.fromEntries(entries))),
  }),
  (entries) => ({ type: "application/json", body: bytes(`{"${entries[0][0]}": [`) }),
  () => ({
    type: "application/xml",
    body: bytes(
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    ),
  }),
  (entries) => ({ type: "application/octet-stream", body: bytes(encodeEntries(entries)) }),
  (entries) => ({
    type: `${urlencodedType}; charset=iso-8859-1`,
    body: Buffer.from(`${encodeEntries(entries)}&n=M\u00fcller`, "latin1"),
  }),
  (entries) => ({
    type: `${urlencodedType}; charset=utf-16le`,
    body: Buffer.from(encodeEntries(entries), "utf16le"),
  }),
  (entries) => ({ type: "multipart/form-data", body: bytes(multipart(entries)) }),
  (entries) => ({ type: "multipart/mixed; boundary=x", body: bytes(multipart(entries)) }),
  (entries) => ({ type: "image/png", body: bytes(encodeEntries(entries)) }),
  (entries) => ({ type: ";;;", body: bytes(encodeEntries(entries)) }),
];

export function hostileRequests(target: FormTarget, count: number, seed: number): HostileRequest[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const base = (): Entry[] => Object.entries(target.fields);
  const textFields = [...target.oneLine, ...target.text];
  const invalidFields = Object.keys(target.invalid ?? {});

  /** One change the form must refuse. */
  const breakIt = (entries: Entry[]): Entry[] => {
    const roll = random();
    if (invalidFields.length > 0 && roll < 0.4) {
      const field = pick(invalidFields);
      return entries.map(([n, v]) => [n, n === field ? pick(target.invalid![field]) : v]);
    }
    if (textFields.length > 0 && roll < 0.7) {
      const field = pick(textFields);
      const pool = target.oneLine.includes(field) ? [...lineBreaks, ...controls] : controls;
      return entries.map(([n, v]) => [
        n,
        n === field ? `${v.slice(0, 3)}${pick(pool)}${v.slice(3)}` : v,
      ]);
    }
    const missing = pick(target.required);
    return entries.filter(([n]) => n !== missing);
  };

  const urlencoded = (entries: Entry[]) => ({
    type: urlencodedType,
    body: bytes(encodeEntries(entries)),
  });
  const asForm = (entries: Entry[]) =>
    target.file || random() < 0.3
      ? { type: multipartType, body: bytes(multipart(entries, target.file)) }
      : urlencoded(entries);

  const kinds: Record<string, () => { type?: string; body: Uint8Array }> = {
    "invalid value": () => asForm(breakIt(base())),
    "control character": () => {
      const field = pick(textFields.length > 0 ? textFields : Object.keys(target.fields));
      const pool =
        target.oneLine.includes(field) || !target.text.includes(field)
          ? [...lineBreaks, ...controls]
          : controls;
      // Inside the value: trimming would drop a break at either end.
      const insert = (value: string) => `${value.slice(0, 2)}${pick(pool)}${value.slice(2)}`;
      return asForm(base().map(([n, v]) => [n, n === field ? insert(v) : v]));
    },
    "missing field": () => {
      const missing = pick(target.required);
      return asForm(base().filter(([n]) => n !== missing));
    },
    "duplicated field": () => {
      const entries = base();
      const [name, value] = pick(entries);
      const again = random() < 0.5 ? value : (target.invalid?.[name]?.[0] ?? `${value}x`);
      entries.splice(Math.floor(random() * entries.length), 0, [name, again]);
      return asForm(entries);
    },
    "NUL byte": () => {
      const entries = base();
      const index = Math.floor(random() * entries.length);
      const [name, value] = entries[index];
      entries[index] = random() < 0.7 ? [name, `${value}\u0000`] : [`${name}\u0000`, value];
      return asForm(entries);
    },
    "broken UTF-8": () => {
      const entries = base();
      const [name] = pick(entries);
      const encoded = entries
        .map(
          ([n, v]) =>
            `${encodeURIComponent(n)}=${encodeURIComponent(v)}${n === name ? pick(brokenUtf8) : ""}`,
        )
        .join("&");
      const raw =
        random() < 0.3
          ? concat(bytes(`${encoded}&x=`), new Uint8Array([0xff, 0xc3, 0x28, 0xc0, 0xaf]))
          : bytes(encoded);
      return { type: urlencodedType, body: raw };
    },
    "odd field name": () => {
      const missing = pick(target.required);
      const entries = base().map(([n, v]): Entry => [n === missing ? pick(oddNames(n)) : n, v]);
      entries.push([pick(pollution), "1"]);
      return asForm(entries);
    },
    "wrong content type": () => pick(wrongTypes)(breakIt(base())),
    "broken multipart": () => {
      const body = multipart(breakIt(base()), target.file);
      const broken = pick([
        () => body.slice(0, Math.floor(random() * body.length)),
        () => body.replace(`--${boundary}--`, ""),
        () => body.replaceAll("\r\n", "\n"),
        () => body.replace("Content-Disposition: form-data; ", "Content-Disposition: "),
        () => body.replace('name="', "name="),
        () => body.replaceAll(boundary, `${boundary}x`),
        () => `garbage before the first boundary\r\n${body}`,
        () => body.replace("\r\n\r\n", "\r\nX-Header-Without-Colon\r\n\r\n"),
        () => body.replace('filename="', 'filename="a\r\nb.png"; x="'),
        () => body.replace(/filename="[^"]*"/, "filename*=UTF-8''a%0Ab%00.png"),
      ])();
      return { type: multipartType, body: bytes(broken) };
    },
    oversized: () => {
      const entries = breakIt(base());
      const field = pick(textFields.length > 0 ? textFields : Object.keys(target.fields));
      const size = pick([5_000, 60_000, 70_000, 200_000]);
      return urlencoded(entries.map(([n, v]) => [n, n === field ? v + "x".repeat(size) : v]));
    },
    "empty or junk": () => ({
      type: pick([urlencodedType, multipartType]),
      body: bytes(pick(["", "=", "&&&", "a", "==&==", "%%%", "\u0000\u0000", "=".repeat(5000)])),
    }),
  };

  const names = Object.keys(kinds);
  return Array.from({ length: count }, (_, i) => {
    const kind = names[i % names.length];
    const { type, body } = kinds[kind]();
    const headers: Record<string, string> = type ? { "Content-Type": type } : {};
    return { kind, headers, body, chunked: random() < 0.25 };
  });
}
