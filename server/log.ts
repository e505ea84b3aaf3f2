/** Structured logs: one JSON object per line on stdout/stderr. */
function write(level: "info" | "warn" | "error", message: string, fields: object = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}

export const log = {
  info: (message: string, fields?: object) => write("info", message, fields),
  warn: (message: string, fields?: object) => write("warn", message, fields),
  error: (message: string, fields?: object) => write("error", message, fields),
};
