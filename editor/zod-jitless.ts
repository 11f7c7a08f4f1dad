/**
 * Zod probes for `new Function` to compile its object parsers: under the editor's content
 * security policy (no 'unsafe-eval', `server/csp/`) that probe is a reported violation. Its
 * interpreter parses the same. Imported first by the editor's entry, before any parse.
 */
import { z } from 'zod';

z.config({ jitless: true });
