import { expect, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";

/**
 * The EPC QR code of a transfer on the guest's page, read from the image as a banking app reads
 * it: its lines (service tag, version, …, amount, purpose, reference).
 */
export async function decodeQr(page: Page, part: "deposit" | "balance"): Promise<string[]> {
  const image = page.getByTestId(`transfer-${part}`).getByRole("img");
  const shot = PNG.sync.read(await image.screenshot());
  const code = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(code, `QR code of the ${part}`).not.toBeNull();
  return (code?.data ?? "").split("\n");
}
