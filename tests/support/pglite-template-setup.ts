/** Each node test file: new PGlite databases start from the global setup's empty cluster. */
import { inject } from 'vitest';
import { startPgliteFrom } from '@server/db/open.ts';

startPgliteFrom(inject('pgliteTemplate') || null);
