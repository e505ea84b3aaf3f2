import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import { log } from "../log";

interface MailMessage {
  /** The outbox id; also the Message-ID, so a retried mail is recognisable as the same mail. */
  id: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

function messageId(id: string, from: string) {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return `<${id}@${domain}>`;
}

/**
 * SMTP when a URL is given; otherwise every mail is written as an .eml file under
 * `dataDir/outbox/` and logged (development and small installations).
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
}): MailTransport {
  const { from } = options;
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as never);
    return {
      async send(message) {
        await smtp.sendMail({ ...message, from, messageId: messageId(message.id, from) });
      },
    };
  }
  const folder = resolve(options.dataDir, "outbox");
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message) {
      const info = await writer.sendMail({
        ...message,
        from,
        messageId: messageId(message.id, from),
      });
      // Not the synchronous calls: a round's files would hold up every request meanwhile.
      await mkdir(folder, { recursive: true });
      const file = join(
        folder,
        `${new Date().toISOString().replaceAll(":", "-")}-${message.id}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info("mail written to file (SMTP_URL unset)", {
        to: message.to,
        subject: message.subject,
        file,
      });
    },
  };
}
