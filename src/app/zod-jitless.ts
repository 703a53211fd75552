// Imported first by each chunk that may build the page's first schema, before any schema exists:
// src/app/runtime-api.ts, the signed-in console's, and in src/main.tsx the mock's and the testers'
// panel's. The Content Security Policy allows no eval (scripts/csp.ts), and zod 4 probes `Function('')` when it builds its first object
// schema, to compile faster parsers: the browser reports that probe as a policy violation even
// though zod catches it. jitless skips the probe; the console's payloads are small.
import * as z from 'zod';

z.config({ jitless: true });
