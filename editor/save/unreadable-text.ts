/** The words for a file the server cannot read, in the status and in the "Why" dialog. */
import type { SaveError } from './hub.ts';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "pages/home.json cannot be read: line 1, column 13", or with the reason when no place. */
export function unreadableText(error: SaveError, t: Translate): string {
  const { file, at, reason } = error.unreadable ?? { file: error.path, at: null, reason: '' };
  return at
    ? t('save.unreadable.at', { file, line: at.line, column: at.column })
    : t('save.unreadable.reason', { file, reason });
}
