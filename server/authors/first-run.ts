/**
 * The first run stays two commands: while no administrator exists, `npm start` prints a
 * one-time link (as a notebook server prints its token) that makes the first owner. No fixed
 * password works on a fresh install.
 */
import type { ServerContext } from '../contract.ts';
import { hasAdministrator, newFirstRunToken } from './store.ts';

export const FIRST_RUN_LABEL = 'First sign-in (once)';

/** The line to print (`  First sign-in (once)   http://…/auth/first-run/{token}`), or null. */
export async function firstRunLine(context: ServerContext, origin: string): Promise<string | null> {
  try {
    const db = await context.db();
    if (await hasAdministrator(db)) return null;
    const token = await newFirstRunToken(db);
    return `  ${FIRST_RUN_LABEL.padEnd(24)}${origin}/auth/first-run/${token}\n  (open it to create the editor's owner; it works once, for 24 hours)`;
  } catch (error) {
    return `  The database could not be opened, so no first sign-in link was made: ${String(error)}`;
  }
}
