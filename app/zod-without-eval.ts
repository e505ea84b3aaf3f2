import * as z from "zod/mini";

// Zod compiles its object parsers with `new Function` where it may, and finds out by trying. The
// site's Content-Security-Policy forbids eval, so in the browser that try is a CSP violation in
// every visitor's console. The forms are small: plain parsing is fast enough.
z.config({ jitless: true });
