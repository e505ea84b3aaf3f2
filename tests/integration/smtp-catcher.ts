import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface CaughtMail {
  raw: string;
  to: string[];
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. It can be stopped and started
 * again on the same port, to test delivery while the mail server is down, and can refuse
 * recipients for good (550), as a server does for an address that does not exist.
 */
export async function startSmtpCatcher(port = 0) {
  const mails: CaughtMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;
  const refused = new Set<string>();
  const refusals: string[] = [];

  async function start() {
    if (server) return;
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refused.has(address.address)) return callback();
        refusals.push(address.address);
        const error = Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 });
        callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          mails.push({
            raw: Buffer.concat(chunks).toString("utf8"),
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(boundPort, "127.0.0.1", resolve));
    boundPort = (server.server.address() as AddressInfo).port;
  }

  async function stop() {
    if (!server) return;
    const closing = server;
    server = null;
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await start();
  return {
    mails,
    /** Recipients answered 550 at RCPT TO. */
    refused,
    /** Every recipient that was answered 550, once per attempt. */
    refusals,
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    start,
    stop,
  };
}
