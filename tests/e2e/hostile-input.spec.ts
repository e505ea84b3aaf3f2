import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { expect, test } from "./fixtures";
import { newDataDir, type SiteProcess, startSite, stopSite } from "./support/server-process";

// The thousands of malformed posts run in process (tests/integration/hostile-input.test.ts);
// what needs a real server process and its sockets stays here.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const owner = { email: "fuzz-owner@example.com", password: "fuzz-owner-password-1" };

/** Starts a site with an owner account; every limit that would hide the actions is lifted. */
function startFuzzSite(dataDir: string) {
  return startSite({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    SIGN_IN_RATE_LIMIT: "100000",
  });
}

function chunks(body: Uint8Array) {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.slice(offset, offset + 1000));
      offset += 1000;
    },
  });
}

function send(
  site: SiteProcess,
  path: string,
  request: { headers: Record<string, string>; body: Uint8Array; chunked: boolean },
  cookie?: string,
) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...request.headers, Origin: site.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: (request.chunked ? chunks(request.body) : request.body) as BodyInit,
    // @ts-expect-error Node's fetch needs this for streamed bodies
    duplex: "half",
  });
}

/** Resident memory of a process, in bytes. */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]) * 1024;
}

test("a 30 MB form is answered 413 with a short page, and the server's memory hardly grows", async () => {
  const site = await startFuzzSite(newDataDir());
  try {
    const pid = site.child.pid!;
    const body = new Uint8Array(30 * 1024 * 1024).fill(0x61);
    body.set(new TextEncoder().encode("first_name="));
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    const post = (chunked: boolean, lng = "de") =>
      send(site, `/buchung?lng=${lng}`, { headers, body, chunked });
    // Warm up (first page render, first refused post) so that only the large posts are measured.
    for (let i = 0; i < 3; i++) await (await fetch(`${site.url}/buchung`)).text();
    await (await post(false)).text();
    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
    }, 5);
    try {
      const declared = await post(false, "en");
      const page = await declared.text();
      expect(declared.status).toBe(413);
      expect(page).toContain("Request too large");
      expect(page.length).toBeLessThan(100 * 1024);
      // Four at once, as an attacker would.
      const parallel = await Promise.all([post(false), post(false), post(false), post(false)]);
      for (const response of parallel) {
        expect(response.status).toBe(413);
        expect((await response.arrayBuffer()).byteLength).toBeLessThan(100 * 1024);
      }
      // Streamed without a length, the body is cut off once past the limit: the client gets the
      // page or, when it was still sending, a closed connection. Either way nothing piles up.
      for (let i = 0; i < 4; i++) {
        const streamed = await post(true, "it").catch(() => null);
        if (streamed) {
          expect(streamed.status).toBe(413);
          expect(await streamed.text()).toContain("Richiesta troppo grande");
        }
      }
    } finally {
      clearInterval(sampler);
    }
    const growth = (peak - before) / 1024 / 1024;
    console.log(
      `server RSS ${(before / 1024 / 1024).toFixed(0)} MB, peak growth ${growth.toFixed(1)} MB`,
    );
    expect(growth).toBeLessThan(100);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  } finally {
    await stopSite(site);
  }
});

/** The status of the next complete response on a raw connection; null if none comes in 5 s. */
function nextStatus(socket: Socket, received: { text: string }): Promise<number | null> {
  return new Promise((done) => {
    const finish = (status: number | null) => {
      clearTimeout(timer);
      socket.off("data", check);
      socket.off("close", closed);
      done(status);
    };
    const check = () => {
      const end = received.text.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(received.text)?.[1] ?? Number.NaN);
      if (end < 0 || Number.isNaN(length) || received.text.length < end + 4 + length) return;
      const status = Number(received.text.slice(9, 12));
      received.text = received.text.slice(end + 4 + length);
      finish(status);
    };
    const closed = () => finish(null);
    const timer = setTimeout(closed, 5_000);
    socket.on("data", check);
    socket.on("close", closed);
    check();
  });
}

test("a refused form leaves its connection usable for the next request", async () => {
  const site = await startFuzzSite(newDataDir());
  const socket = connect(Number(new URL(site.url).port), "127.0.0.1");
  try {
    const received = { text: "" };
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received.text += chunk;
    });
    const body = "x".repeat(200_000);
    socket.write(
      `POST /buchung HTTP/1.1\r\nHost: ${new URL(site.url).host}\r\nOrigin: ${site.url}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(await nextStatus(socket, received)).toBe(413);
    // Answered only if the server read past the refused body instead of closing on it.
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${new URL(site.url).host}\r\n\r\n`);
    expect(await nextStatus(socket, received)).toBe(200);
  } finally {
    socket.destroy();
    await stopSite(site);
  }
});
