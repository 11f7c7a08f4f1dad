/**
 * `npm run auth:grant -- <email> <role>` gives a site visitor's account of the embedded provider
 * a role, such as `admin` for a site's staff pages; `--revoke` takes it away. No account has a
 * fixed password: the person signs up on the site first, then the site's staff run this. It
 * opens the database the server uses (`DATABASE_URL`, else PGlite under `BAOBAB_DATA_DIR/db`,
 * `.data/db` by default); PGlite is one process's at a time, so stop the server first. The role is
 * in the tokens issued after: the person signs in again.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '@server/config.ts';
import type { Queryable } from '@server/db/database.ts';
import { migrate } from '@server/db/migrate.ts';
import { openDatabase } from '@server/db/open.ts';
import { findAccountByEmail, isEmail, normaliseEmail, setRoles } from './provider/accounts.ts';
import { AUTH_MIGRATIONS } from './provider/schema.ts';

export const GRANT_USAGE = 'Usage: npm run auth:grant -- <email> <role> [--revoke]';

/** A role name: a letter or digit, then letters, digits, `_ . : -`; 64 at most. */
const ROLE_NAME = /^[A-Za-z0-9][\w.:-]{0,63}$/;

export interface GrantOutcome {
  /** The exit code: 0 done, 1 no such visitor, 2 bad usage. */
  code: 0 | 1 | 2;
  message: string;
}

/** What the command line asks, or the usage error to print (exit code 2). */
export function parseGrant(
  args: readonly string[],
): { email: string; role: string; revoke: boolean } | GrantOutcome {
  const revoke = args.includes('--revoke');
  const [email, role, ...rest] = args.filter((arg) => arg !== '--' && arg !== '--revoke');
  if (!email || !role || rest.length > 0) return { code: 2, message: GRANT_USAGE };
  if (!isEmail(email.trim()))
    return { code: 2, message: `"${email}" is not an email address.\n${GRANT_USAGE}` };
  if (!ROLE_NAME.test(role))
    return {
      code: 2,
      message: `"${role}" is not a role name (letters, digits, "_", ".", ":", "-").\n${GRANT_USAGE}`,
    };
  return { email, role, revoke };
}

/** Adds (or with `--revoke` removes) a role of the visitor account with this email. */
export async function grantRole(db: Queryable, args: readonly string[]): Promise<GrantOutcome> {
  const asked = parseGrant(args);
  if ('code' in asked) return asked;
  const { email, role, revoke } = asked;
  const account = await findAccountByEmail(db, email, 'visitors');
  if (!account)
    return {
      code: 1,
      message: `No visitor account has the email ${normaliseEmail(email)}: they sign up on the site first.`,
    };
  const roles = revoke
    ? account.roles.filter((held) => held !== role)
    : [...new Set([...account.roles, role])];
  await setRoles(db, account.id, roles);
  return {
    code: 0,
    message: `${account.email} ${revoke ? 'no longer has' : 'has'} the role ${role} (roles: ${roles.join(', ') || 'none'}); it applies from their next sign-in.`,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const asked = parseGrant(args);
  if ('code' in asked) {
    console.error(asked.message);
    process.exitCode = asked.code;
    return;
  }
  const config = configFromEnv(process.env, []);
  const dir = join(config.dataDir, 'db');
  if (!config.databaseUrl && !existsSync(join(dir, 'PG_VERSION'))) {
    // Not a folder the server made (a mistyped BAOBAB_DATA_DIR): none is created here.
    console.error(
      `No database in ${dir}: set BAOBAB_DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
    process.exitCode = 1;
    return;
  }
  const db = await openDatabase({ url: config.databaseUrl, dir });
  try {
    await migrate(db, AUTH_MIGRATIONS);
    const outcome = await grantRole(db, args);
    (outcome.code === 0 ? console.log : console.error)(outcome.message);
    process.exitCode = outcome.code;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
