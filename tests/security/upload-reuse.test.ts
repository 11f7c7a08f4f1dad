/**
 * Signed upload addresses (issue 28, Acceptance: "upload reuse"): an address used twice (one
 * after the other, or at once), after it expired, with a changed path, size, type, expiry or
 * signature, or taken to another site. Each PUT is refused with its exact status and message,
 * and nothing is written: the refused address serves no file and its folder holds none, a used
 * address keeps its first file, and the other site's uploads folder is never made.
 */
import { readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@server/app.ts';
import type { ServerConfig } from '@server/config.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, tempDir, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { UPLOAD_MESSAGES } from '@server/uploads/routes.ts';
import { signGrant, uploadSecret } from '@server/uploads/signing.ts';

const DEMO = 'preview.localhost:3000';
const OTHER = 'other.preview.localhost:3000';

interface Signed {
  signedRequest: string;
  url: string;
}

let server: FastifyInstance;
let config: ServerConfig;
beforeAll(async () => {
  config = await testConfig();
  // A second site, `other`, beside the fixture's `demo`.
  const scratch = await tempDir();
  await writeFixtureSite(scratch, (f) => {
    f.site.id = 'other';
  });
  await rename(join(scratch, 'demo'), join(config.sitesDir, 'other'));
  server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES), pluginServers: [] });
}, 60_000);

const local = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};

async function sign(name = 'note.txt', size = 5, type = 'text/plain'): Promise<Signed> {
  const answer = await server.inject({
    method: 'POST',
    url: '/api/designs/demo/user-files',
    headers: { host: DEMO, 'content-type': 'application/json' },
    payload: JSON.stringify({ name, type, size }),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Signed>();
}

const put = (url: string, body: string, type = 'text/plain', host = DEMO) =>
  server.inject({ method: 'PUT', url, headers: { host, 'content-type': type }, payload: body });

/** An address's query changed by `change`. */
function changed(signed: Signed, change: (url: URL) => void): string {
  const url = new URL(signed.signedRequest);
  change(url);
  return local(url.href);
}

/** The files in an upload's folder (none: it was never written). */
async function filesOf(site: string, signed: Signed): Promise<string[]> {
  const key = new URL(signed.url).pathname.split('/')[5] ?? '';
  return readdir(join(config.dataDir, 'uploads', site, key)).catch(() => []);
}

const refusal = (status: number, error: string) => ({ status, body: { error } });
const BAD = refusal(403, UPLOAD_MESSAGES.badSignature);

/** Counts, for the note. */
export const tally = { attempts: 0, refused: 0 };

async function expectRefused(
  name: string,
  attempt: Promise<{ statusCode: number; json: () => unknown }>,
  expected: { status: number; body: { error: string } },
) {
  tally.attempts++;
  const answer = await attempt;
  expect({ status: answer.statusCode, body: answer.json() }, name).toEqual(expected);
  tally.refused++;
}

describe('signed upload addresses', { timeout: 60_000 }, () => {
  it('are single-use: a second PUT, or several at once, is 409 and the first file stays', async () => {
    const once = await sign();
    expect((await put(local(once.signedRequest), 'first')).statusCode).toBe(200);
    for (const body of ['first', 'other', 'x'.repeat(5)])
      await expectRefused(`again: ${body}`, put(local(once.signedRequest), body), {
        status: 409,
        body: { error: UPLOAD_MESSAGES.used },
      });
    expect(
      await readFile(join(config.dataDir, 'uploads', 'demo', await key(once), 'note.txt'), 'utf8'),
    ).toBe('first');

    const raced = await sign();
    const answers = await Promise.all(
      ['one..', 'two..', 'three', 'four.', 'five.'].map((body) =>
        put(local(raced.signedRequest), body),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    tally.attempts += 4;
    tally.refused += statuses.filter((s) => s === 409).length;
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toEqual({ error: UPLOAD_MESSAGES.used });
  });

  it('refuses an expired or changed address, and writes nothing', async () => {
    const signed = await sign();
    const secret = await uploadSecret(config.dataDir);
    const k = await key(signed);
    const past = Math.floor(Date.now() / 1000) - 1;
    const grant = { siteId: 'demo', key: k, name: 'note.txt', type: 'text/plain', size: 5 };
    const expired = changed(signed, (url) => {
      url.searchParams.set('expires', String(past));
      url.searchParams.set('signature', signGrant({ ...grant, expires: past }, secret));
    });
    const signature = new URL(signed.signedRequest).searchParams.get('signature') ?? '';
    const otherKey = 'f'.repeat(32);
    const cases: Array<[string, string, string, string, ReturnType<typeof refusal>]> = [
      [
        'expired (signed for a past time)',
        expired,
        'hello',
        'text/plain',
        refusal(403, UPLOAD_MESSAGES.expired),
      ],
      [
        'expiry pushed a day',
        changed(signed, (u) => u.searchParams.set('expires', String(past + 86_400))),
        'hello',
        'text/plain',
        BAD,
      ],
      [
        'size one more',
        changed(signed, (u) => u.searchParams.set('size', '6')),
        'hello!',
        'text/plain',
        BAD,
      ],
      [
        'size one less',
        changed(signed, (u) => u.searchParams.set('size', '4')),
        'hell',
        'text/plain',
        BAD,
      ],
      [
        'size huge',
        changed(signed, (u) => u.searchParams.set('size', '999999999')),
        'hello',
        'text/plain',
        BAD,
      ],
      [
        'type changed to HTML',
        changed(signed, (u) => u.searchParams.set('type', 'text/html')),
        'hello',
        'text/html',
        BAD,
      ],
      [
        'type changed to SVG',
        changed(signed, (u) => u.searchParams.set('type', 'image/svg+xml')),
        'hello',
        'image/svg+xml',
        BAD,
      ],
      [
        'type removed',
        changed(signed, (u) => u.searchParams.delete('type')),
        'hello',
        'text/plain',
        BAD,
      ],
      [
        'signature removed',
        changed(signed, (u) => u.searchParams.delete('signature')),
        'hello',
        'text/plain',
        BAD,
      ],
      [
        'signature zeroed',
        changed(signed, (u) => u.searchParams.set('signature', '0'.repeat(64))),
        'hello',
        'text/plain',
        BAD,
      ],
      [
        'signature upper-cased',
        changed(signed, (u) => u.searchParams.set('signature', signature.toUpperCase())),
        'hello',
        'text/plain',
        BAD,
      ],
      [
        'signature truncated',
        changed(signed, (u) => u.searchParams.set('signature', signature.slice(0, 32))),
        'hello',
        'text/plain',
        BAD,
      ],
      [
        'signature twice',
        `${local(signed.signedRequest)}&signature=${'0'.repeat(64)}`,
        'hello',
        'text/plain',
        BAD,
      ],
      [
        'file name changed',
        local(signed.signedRequest).replace('/note.txt', '/page.html'),
        'hello',
        'text/plain',
        BAD,
      ],
      [
        'name with a path',
        local(signed.signedRequest).replace('/note.txt', '/..%2fnote.txt'),
        'hello',
        'text/plain',
        BAD,
      ],
      ['key changed', local(signed.signedRequest).replace(k, otherKey), 'hello', 'text/plain', BAD],
      [
        'another design id',
        local(signed.signedRequest).replace('/designs/demo/', '/designs/other/'),
        'hello',
        'text/plain',
        BAD,
      ],
      [
        'another Content-Type than signed',
        local(signed.signedRequest),
        'hello',
        'text/html',
        refusal(415, UPLOAD_MESSAGES.typeMismatch('text/plain')),
      ],
      [
        'more bytes than signed',
        local(signed.signedRequest),
        'hello, world',
        'text/plain',
        refusal(413, UPLOAD_MESSAGES.sizeMismatch(5)),
      ],
      [
        'fewer bytes than signed',
        local(signed.signedRequest),
        'hi',
        'text/plain',
        refusal(400, UPLOAD_MESSAGES.sizeMismatch(5)),
      ],
    ];
    for (const [name, url, body, type, expected] of cases)
      await expectRefused(name, put(url, body, type), expected);
    expect(await filesOf('demo', signed)).toEqual([]);
    expect(await filesOf('demo', { ...signed, url: signed.url.replace(k, otherKey) })).toEqual([]);
    expect(
      (await server.inject({ url: local(signed.url), headers: { host: DEMO } })).statusCode,
    ).toBe(404);
    // The address itself was never used up by the refusals: it still takes its file once.
    expect((await put(local(signed.signedRequest), 'hello')).statusCode).toBe(200);
  });

  it('refuses an address of one site on another site, and writes nothing there', async () => {
    const signed = await sign();
    const path = local(signed.signedRequest);
    await expectRefused('on the other site’s host', put(path, 'hello', 'text/plain', OTHER), BAD);
    await expectRefused(
      'on the other site’s host, as its design',
      put(path.replace('/designs/demo/', '/designs/other/'), 'hello', 'text/plain', OTHER),
      BAD,
    );
    tally.attempts++;
    const editor = await put(path, 'hello', 'text/plain', 'localhost:3000');
    expect({ status: editor.statusCode, body: editor.json() }).toEqual({
      status: 401,
      body: { error: 'signed-out', message: 'Sign in to the editor first.' },
    });
    tally.refused++;
    expect(await readdir(join(config.dataDir, 'uploads')).catch(() => [])).not.toContain('other');
    expect(await filesOf('demo', signed)).toEqual([]);
    if (process.env.SECURITY_REPORT)
      console.log(`upload reuse: ${tally.attempts} attempts, ${tally.refused} refused`);
  });
});

async function key(signed: Signed): Promise<string> {
  return new URL(signed.url).pathname.split('/')[5] ?? '';
}
