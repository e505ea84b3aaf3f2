// `npm run backup -- FILE`: one portable archive of all data (README, "Backups"). Runs the built
// server bundle, so an installation with only production dependencies can run it.
import { buildIfStale } from "./build-if-stale.mjs";

process.env.NODE_ENV ??= "production";
const { backupCommand } = await import(buildIfStale());
process.exit(await backupCommand(process.argv.slice(2)));
