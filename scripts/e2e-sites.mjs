// The end-to-end run's sites: one per Playwright worker, each with its own database, mail folder
// and port, so specs running side by side never see each other's rows, mails or rate limits.
// E2E_PORT names the run (the sites listen on it and the ports after it), so several runs can
// share the checkout.
import { resolve } from "node:path";
import { testBuildDir } from "./test-build.mjs";

const root = resolve(import.meta.dirname, "..");
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
/** As many sites as workers: two on the two cores of the machines this runs on. */
export const e2eSites = Number(process.env.E2E_SITES ?? 2);
export const e2eRunDir = resolve(root, `data-e2e/${e2ePort}`);
export const e2eBuildDir = testBuildDir(`build-e2e-${e2ePort}`);
export const e2eSiteUrl = (site) => `http://localhost:${e2ePort + site}`;
/** The sites' admin (ADMIN_EMAIL / ADMIN_PASSWORD), seeded into their database. */
export const e2eAdmin = { email: "admin@example.com", password: "admin-password-1" };
/** Where the test SMTP server writes every mail site `site` sends (read by mail tests). */
export const e2eMailDir = (site) => resolve(e2eRunDir, `mails/site-${site}`);
export const e2eDataDir = (site) => resolve(e2eRunDir, `site-${site}`);
/** A migrated, empty data folder: the tests' own instances start from copies. */
export const e2eMigratedDataDir = resolve(e2eRunDir, "migrated");
/** The migrated folder with the admin tests' accounts: each site starts from a copy of it. */
export const e2eSeededDataDir = resolve(e2eRunDir, "seeded");
/** Where the tests ask scripts/e2e-server.mjs for a fresh site (one per spec file). */
export const e2eControlSocket = resolve(e2eRunDir, "control.sock");
