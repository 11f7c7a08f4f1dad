/**
 * A site file the server cannot read or parse (hand-edited into invalid JSON, a folder where a
 * file should be, no permission). The editor API answers it with 422 naming the file and, for
 * JSON, the line and column: the author's change is not the problem and waiting will not fix
 * it, so it is neither a 500 nor "offline" (issue 32).
 */
import { parseJsonText } from '@shared/json/syntax.ts';

export class UnreadableFileError extends Error {
  constructor(
    /** The file, relative to its site folder: `pages/home.json`. */
    readonly file: string,
    /** Why: the JSON parser's reason, or the system's error code. */
    readonly reason: string,
    readonly at: { line: number; column: number } | null = null,
  ) {
    super(
      at
        ? `${file} cannot be read: line ${at.line}, column ${at.column} (${reason}).`
        : `${file} cannot be read: ${reason}.`,
    );
    this.name = 'UnreadableFileError';
  }

  /** The 422 answer's body: `{ error: 'unreadable', message, file, reason, line, column }`. */
  toAnswer() {
    return {
      error: 'unreadable',
      message: this.message,
      file: this.file,
      reason: this.reason,
      line: this.at?.line ?? null,
      column: this.at?.column ?? null,
    };
  }
}

/** `text` of `file` parsed; an `UnreadableFileError` with the place when it is not JSON. */
export function parseFileText(file: string, text: string): unknown {
  const parsed = parseJsonText(text);
  if (parsed.ok) return parsed.value;
  throw new UnreadableFileError(file, parsed.reason, parsed.at);
}
