/**
 * Keys the server makes for itself (signing upload addresses, version preview links): 32 random
 * bytes in `{dataDir}/secrets/{name}.key`, made on first use and readable by the server's user
 * only, read once per data folder and name.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const secrets = new Map<string, Promise<Buffer>>();

/** The secret `name` of a data folder, made the first time. */
export function serverSecret(dataDir: string, name: string): Promise<Buffer> {
  const key = `${dataDir}\u0000${name}`;
  let secret = secrets.get(key);
  if (!secret) {
    secret = readOrMakeSecret(dataDir, name);
    secrets.set(key, secret);
    secret.catch(() => secrets.delete(key));
  }
  return secret;
}

async function readOrMakeSecret(dataDir: string, name: string): Promise<Buffer> {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, `${name}.key`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    // `wx`: two servers starting together never overwrite each other's secret.
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = (await readFile(file, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} does not hold a secret`);
  return Buffer.from(text, 'hex');
}
