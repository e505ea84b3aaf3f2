// Migrates a fresh embedded database in DATA_DIR and closes it: the run's template that every
// site of the end-to-end run starts from as a copy (scripts/e2e-server.mjs), instead of paying
// a new database's initdb at each start.
import { openDatabase } from "../server/db/client";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR names the folder to migrate");
await (await openDatabase({ dataDir })).close();
