import { startMemoryDatabasesFrom } from "../../server/db/client";
import { migratedDumpVariable } from "./databases";

// Before each test file: its in-memory databases start from the run's migrated dump.
const dump = process.env[migratedDumpVariable];
if (dump) startMemoryDatabasesFrom(dump);
