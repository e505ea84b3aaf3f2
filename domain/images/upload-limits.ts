/**
 * The largest image file an owner may upload: checked in the browser before posting, by the
 * server's body limit for the upload (server/body-limits.ts) and by the upload itself.
 */
export const maxImageBytes = 10 * 1024 * 1024;
