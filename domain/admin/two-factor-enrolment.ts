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
