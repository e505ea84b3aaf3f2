import { describe, expect, it } from "vitest";
import { paymentFields, readPaymentForm } from "./payment-form";

const today = "2026-12-07";
const stay = { today, receivedCents: 0, amounts: { totalCents: 98_500, depositCents: 30_000 } };
const typed = (amount: string, extra: Record<string, string> = {}) => ({
  [paymentFields.amount]: amount,
  [paymentFields.receivedOn]: today,
  [paymentFields.method]: "transfer",
  ...extra,
});

describe("the payment form", () => {
  it("takes what the stay asks without a question", () => {
    expect(readPaymentForm(typed("300,00"), stay)).toMatchObject({ ok: true });
    expect(readPaymentForm(typed("985,00"), stay)).toMatchObject({ ok: true });
    expect(readPaymentForm(typed("20"), stay)).toMatchObject({ ok: true });
  });

  it("asks before recording more than is open, and records it once confirmed", () => {
    const asked = readPaymentForm(typed("5.000"), stay);
    expect(asked).toEqual({
      ok: false,
      errors: {
        [paymentFields.confirm]: expect.stringMatching(
          /^5\.000,00\s€ ist mehr als noch offen ist \(985,00\s€\)/,
        ),
      },
    });
    const confirmed = readPaymentForm(typed("5.000", { [paymentFields.confirm]: "yes" }), stay);
    expect(confirmed).toMatchObject({ ok: true, payment: { amountCents: 500_000 } });
    // What is open counts what came before.
    const half = { ...stay, receivedCents: 60_000 };
    expect(readPaymentForm(typed("400"), half)).toMatchObject({ ok: false });
    expect(readPaymentForm(typed("385"), half)).toMatchObject({ ok: true });
  });

  it("asks about a typo's multiple of the deposit that does not settle the stay", () => {
    const large = { ...stay, amounts: { totalCents: 985_000, depositCents: 30_000 } };
    const asked = readPaymentForm(typed("3.000"), large);
    expect(asked).toMatchObject({ ok: false });
    expect(JSON.stringify(asked)).toContain("eine Null zu viel");
    expect(readPaymentForm(typed("9.850"), large)).toMatchObject({ ok: true });
    expect(readPaymentForm(typed("2.999"), large)).toMatchObject({ ok: true });
  });

  it("asks nothing of a refund or of a stay without a price", () => {
    const paid = { ...stay, receivedCents: 98_500 };
    expect(readPaymentForm(typed("-100"), paid)).toMatchObject({ ok: true });
    expect(readPaymentForm(typed("5.000"), { ...stay, amounts: null })).toMatchObject({ ok: true });
  });
});
