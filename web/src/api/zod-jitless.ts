import { config } from 'zod';

// Zod 4 compiles object parsers with `new Function` unless told otherwise; our CSP (script-src 'self')
// refuses that and the browser reports a violation on every screen. Imported first by
// main.tsx, so it runs before any contract schema is built: zod reads the setting when it builds one.
config({ jitless: true });
