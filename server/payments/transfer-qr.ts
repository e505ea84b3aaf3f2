import QRCode from "qrcode";
import { epcPayload, type TransferOrder } from "../../domain/payments/epc-qr";

/**
 * The EPC QR code of a transfer as an SVG data URL, drawn here so the guest's page loads
 * nothing from elsewhere. Error correction M, as the EPC guideline asks.
 */
export async function transferQrCode(order: TransferOrder): Promise<string> {
  const svg = await QRCode.toString(epcPayload(order), {
    type: "svg",
    margin: 4,
    errorCorrectionLevel: "M",
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
