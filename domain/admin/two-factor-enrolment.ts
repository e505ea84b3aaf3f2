import { texts } from "../../content/admin-texts";

/**
 * What the profile page shows while an owner sets up the second factor: the authenticator URI
 * better-auth issued (as a QR code drawn by the server, nothing loaded from elsewhere, and its
 * secret as text) and the backup codes that become valid once the first code is confirmed.
 */
export interface Enrolment {
  uri: string;
  secret: string;
  qrCode: string;
  backupCodes: string[];
}

/** The key in groups of four ("ABCD EFGH …"): read off and typed in without losing the place. */
export function groupInFours(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(" ");
}

/** The backup codes as a text file to keep: what they are for, whose they are, one a line. */
export function backupCodesFile(email: string, codes: readonly string[]): string {
  const t = texts.profile;
  return [t.backupFileTitle, email, "", ...codes, "", t.backupFileHint, ""].join("\n");
}
