import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailTransport } from "./transport";

describe("mail transport without SMTP", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("has written the mail as an .eml file under the data folder once sending resolves", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "mail-files-"));
    folders.push(dataDir);
    const transport = createMailTransport({ dataDir, from: "Almblick <info@example.com>" });

    await transport.send({
      id: "0b7c2a9e-1111-4c3d-9e8f-123456789abc",
      to: "guest@example.com",
      subject: "Ihre Anfrage",
      text: "Grüß Gott",
    });

    const files = readdirSync(join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/0b7c2a9e-1111-4c3d-9e8f-123456789abc\.eml$/);
    const mail = readFileSync(join(dataDir, "outbox", files[0]), "utf8");
    expect(mail).toContain("To: guest@example.com");
    expect(mail).toContain("Subject: Ihre Anfrage");
    expect(mail).toContain("Message-ID: <0b7c2a9e-1111-4c3d-9e8f-123456789abc@example.com>");
  });
});
