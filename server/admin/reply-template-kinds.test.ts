import { expect, it } from "vitest";
import { stayMessageKinds } from "../../content/stay-templates";
import { replyKinds } from "../../domain/inquiries/reply-template";
import { replyTemplates } from "../db/schema";

it("names every template kind within what its column holds", () => {
  const longest = replyTemplates.kind.length ?? 0;
  for (const kind of [...replyKinds, ...stayMessageKinds]) {
    expect(kind.length, kind).toBeLessThanOrEqual(longest);
  }
});
