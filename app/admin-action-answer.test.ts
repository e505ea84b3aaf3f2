import { describe, expect, it } from "vitest";
import { answerAction, unreadableFormAnswer } from "./admin-action-answer";

describe("admin action answers", () => {
  it("answers each refusal with its status and the result as the data", () => {
    const result = { ok: false, message: "Nicht gespeichert" };
    expect(answerAction({ result })).toMatchObject({ data: result, init: { status: 200 } });
    for (const [refused, status] of [
      ["invalid", 400],
      ["not-found", 404],
      ["conflict", 409],
      ["too-large", 413],
    ] as const) {
      expect(answerAction({ result, refused }), refused).toMatchObject({
        data: result,
        init: { status },
      });
    }
    expect(unreadableFormAnswer(result)).toMatchObject({ data: result, init: { status: 400 } });
  });
});
