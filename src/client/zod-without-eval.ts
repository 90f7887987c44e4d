// The browser's `import … from "zod/mini"` resolves here (vite.config.ts). Zod compiles its object parsers
// with `new Function` where it may, and finds out by trying once; the Content-Security-Policy refuses
// eval, and the browser reports that refused try as a violation even though zod catches it.
// `jitless` skips the try. It has to be set before any schema is built, which holds
// because every schema module imports zod through this one. The server keeps zod's compiled parsers.
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4/mini";
