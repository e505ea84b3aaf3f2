import { describe, expect, it } from "vitest";
import { defaultStayTemplates, stayMessageKinds } from "../../content/stay-templates";
import { defaultContactFacts } from "../contact/contact-facts";
import { defaultHouseFacts } from "../site/house-facts";
import { exampleStay } from "./example-stay";
import { fillStayMessage } from "./stay-message";
import { missingPlaceholderProblem, readStayTemplate } from "./stay-template-form";

const builtIn = defaultStayTemplates(defaultContactFacts, defaultHouseFacts);

describe("a stay message's template", () => {
  it("is taken as built in, in every kind and language", () => {
    for (const kind of stayMessageKinds) {
      for (const language of ["de", "en", "it"] as const) {
        const { subject, body } = builtIn[kind][language];
        expect(readStayTemplate(kind, subject, body), `${kind} ${language}`).toMatchObject({
          ok: true,
        });
      }
    }
  });

  it("is refused in words when it lost what its mail needs", () => {
    const offer = builtIn.offer.de;
    const withoutLink = offer.body.replace("{gastseite}", "");
    expect(readStayTemplate("offer", offer.subject, withoutLink)).toEqual({
      ok: false,
      problem: expect.stringContaining("Diese Nachricht braucht noch: {gastseite}"),
    });
    // A brace typed away is a placeholder lost.
    const broken = builtIn.thanks.de.body.replace("{bewertung}", "{bewertung");
    expect(missingPlaceholderProblem("thanks", { subject: "x", body: broken })).toContain(
      "{bewertung}",
    );
  });

  it("gives bank details only with an amount, a due date and the reference", () => {
    const text = (body: string) => ({ subject: "Zahlung", body: `{gastseite}\n${body}` });
    expect(missingPlaceholderProblem("cancelled", text("{zahlungsdaten}"))).toContain(
      "{anzahlung}, {anzahlung_bis}, {referenz}",
    );
    expect(
      missingPlaceholderProblem(
        "cancelled",
        text("{restzahlung} bis {restzahlung_bis}\n{zahlungsdaten}\n{referenz}"),
      ),
    ).toBeNull();
  });

  it("previews with an example stay, every placeholder filled", () => {
    const now = new Date("2026-12-07T17:45:00Z");
    const stay = exampleStay(now, "2026-12-07", "https://almblick.example");
    for (const kind of stayMessageKinds) {
      const filled = fillStayMessage(builtIn[kind].de, stay, "de", null);
      expect(`${filled.subject}\n${filled.body}`, kind).not.toMatch(/\{[a-z_]+\}/);
    }
    const offer = fillStayMessage(builtIn.offer.de, stay, "de", null);
    // The hold is given with its time, as the guest's page gives it.
    expect(offer.body).toContain("bis 10. Dezember 2026 um 18:45 für Sie frei");
    expect(offer.body).toContain("Mit der Anzahlung nehmen Sie das Angebot an");
  });
});
