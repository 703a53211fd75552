// Imported first by src/main.tsx, before any schema exists. The Content Security Policy allows
// no eval (scripts/csp.ts), and zod 4 probes `Function('')` when it builds its first object
// schema, to compile faster parsers: the browser reports that probe as a policy violation even
// though zod catches it. jitless skips the probe; the console's payloads are small.
import * as z from 'zod';

z.config({ jitless: true });
