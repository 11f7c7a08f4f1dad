import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';

export interface WriteHooks {
  /** Called after the temporary file is written and synced, before it replaces the file. */
  beforeRename?: (target: string, temporary: string) => void | Promise<void>;
}

/**
 * Replaces `target` with `text` atomically: a temporary file beside it is written and synced,
 * then renamed over it. Readers see the old file or the new one, never half of one; if anything
 * fails, the old file is left whole and the temporary file removed.
 */
export async function writeFileAtomic(
  target: string,
  text: string,
  hooks: WriteHooks = {},
): Promise<void> {
  const temporary = `${target}.tmp-${randomBytes(6).toString('hex')}`;
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await hooks.beforeRename?.(target, temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
