// `npm run restore -- FILE [--overwrite]`: loads an archive of `npm run backup` into the
// configured database (README, "Backups"). Runs the built server bundle, like `npm start`.
import { buildIfStale } from "./build-if-stale.mjs";

process.env.NODE_ENV ??= "production";
const { restoreCommand } = await import(buildIfStale());
process.exit(await restoreCommand(process.argv.slice(2)));
