import { expect, it } from "vitest";
import { stayMessageKinds } from "../../content/stay-templates";
import { replyKinds } from "../../domain/inquiries/reply-template";
import { replyTemplates } from "../db/schema";

it("names every template kind within what its column holds", () => {
  // "varchar(10)": the column's own declaration, as the migration made it.
  const longest = Number(/\((\d+)\)/.exec(replyTemplates.kind.getSQLType())?.[1]);
  expect(longest).toBeGreaterThan(0);
  for (const kind of [...replyKinds, ...stayMessageKinds]) {
    expect(kind.length, kind).toBeLessThanOrEqual(longest);
  }
});
