import QRCode from "qrcode";
import type { Enrolment } from "../../domain/admin/two-factor-enrolment";

const backupCodeShape = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
const maxBackupCodes = 20;

/**
 * The enrolment from better-auth's answer, or from the confirm form's hidden fields after a
 * wrong code (checked, so a forged post can only show its author a harmless page).
 */
export async function enrolmentOf(uri: unknown, backupCodes: unknown): Promise<Enrolment | null> {
  if (typeof uri !== "string" || uri.length > 500 || !uri.startsWith("otpauth://totp/")) {
    return null;
  }
  const secret = new URL(uri).searchParams.get("secret");
  const codes = Array.isArray(backupCodes) ? backupCodes : [];
  if (!secret || !/^[A-Z2-7]+=*$/.test(secret) || codes.length > maxBackupCodes) return null;
  if (!codes.every((code) => typeof code === "string" && backupCodeShape.test(code))) return null;
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return {
    uri,
    secret,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    backupCodes: codes as string[],
  };
}
