import { fill, texts } from "../../content/admin-texts";

const t = texts.alerts;

export type AlertText = { subject: string; text: string };

/** One moment as the owners and the operator both read it, in UTC. */
const moment = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** German first, then English: the owners read the one, an operator perhaps only the other. */
function bilingual(
  text: { subject: string; de: string; en: string },
  values: Record<string, string | number>,
): AlertText {
  return {
    subject: `Ferienwohnung Almblick: ${fill(text.subject, values)}`,
    text: [fill(text.de, values), "", "—", "", fill(text.en, values)].join("\n"),
  };
}

export const alertMails = {
  backupFailed: (error: string) => bilingual(t.backupFailed, { error }),
  backupRecovered: () => bilingual(t.backupRecovered, {}),
  feedFailing: (feed: string, since: Date, siteUrl: string) =>
    bilingual(t.feedFailing, { feed, since: moment(since), link: `${siteUrl}/admin/kalender` }),
  feedRecovered: (feed: string) => bilingual(t.feedRecovered, { feed }),
  mailStuck: (since: Date, pending: number) =>
    bilingual(t.mailStuck, { since: moment(since), pending }),
  mailRecovered: () => bilingual(t.mailRecovered, {}),
};
