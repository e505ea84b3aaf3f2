import type { TFunction } from "i18next";
import { createContext } from "react-router";
import type { Language } from "../content/property";
import type { Auth } from "./auth/create-auth";
import type { FeedNetwork } from "./channels/fetch-feed";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { PublicData } from "./public-reads";

/** Long-lived dependencies, created once at start-up and handed to every request. */
export interface AppServices {
  db: Database;
  env: Env;
  /** The clock; tests pin "today" through it. */
  now: () => Date;
  /** Asks the mail worker to deliver queued mail now (after a request queued some). */
  deliverMail: () => void;
  /** Accounts and sessions (better-auth), created once from the database. */
  auth: Auth;
  /** How the owners' feeds reach the network; the system's unless a test sets its own. */
  feedNetwork?: FeedNetwork;
}

/** Facts about the current request, decided by the HTTP layer before React Router runs. */
export interface RequestInfo {
  language: Language;
  /** Server-side translation in the request's language (for titles, e-mails, messages). */
  t: TFunction;
  clientAddress: string;
  /** CSP nonce for inline scripts of this response. */
  nonce: string;
  /** What the public pages show from the database, as of this request. */
  publicData: PublicData;
  /** Set by React Router's error handler: a loader or action found the database away. */
  outcome: { databaseUnavailable: boolean };
}

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();
