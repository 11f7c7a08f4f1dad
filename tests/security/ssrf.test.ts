/**
 * SSRF (issue 28, Acceptance: "SSRF spellings and redirects") against the server's one fetcher
 * of addresses a visitor chooses: the REST plugin's proxy (`plugins/rest`). Every spelling of an
 * inner address — loopback, private, link-local (cloud metadata), unspecified, IPv4 written as
 * one number, hex or octal, IPv4 inside IPv6, names that resolve inward (the resolver is the
 * test's: no DNS here), userinfo tricks — is 403 with the refusal naming host, address and kind;
 * other schemes are 400; a public-looking host (a stand-in on this machine, allowed by name as
 * a public host would be) redirecting to each inner address is 403 at the redirect, and the
 * stand-in sees only the redirecting requests. The other server-side fetchers take their address
 * from owners only (the datasource's and payment's `apiUrl` are private settings, the auth
 * `domain` fetches only `/.well-known/jwks.json`): not a visitor's choice.
 */
import { lookup } from 'node:dns/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REST_MESSAGES } from '@plugins/rest/messages.ts';
import type { ResolvedAddress } from '@plugins/rest/server/proxy.ts';
import { baobabWithRest, remoteServer } from '@plugins/rest/server/testing/servers.ts';

const PATH = '/plugins/designs/demo/rest-api/request';
const STAND_IN = 'public.stand-in';

/** What the test's resolver answers; other names go to the system (localhost). */
const NAMES: Record<string, string[]> = {
  'internal.example': ['10.0.0.5'],
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['93.184.215.14', '192.168.1.1'],
  'v6-loopback.example': ['::1'],
  'mapped.example': ['::ffff:10.0.0.1'],
  'ula.example': ['fd12:3456::1'],
  'nat.example': ['100.64.0.9'],
  [STAND_IN]: ['127.0.0.1'],
};

async function resolve(host: string): Promise<ResolvedAddress[]> {
  const known = NAMES[host];
  if (known) return known.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  return lookup(host, { all: true, verbatim: true });
}

let server: FastifyInstance;
let remote: Awaited<ReturnType<typeof remoteServer>>;
beforeAll(async () => {
  // The stand-in is allowed by name, as a public host would pass; its address is loopback.
  ({ server } = await baobabWithRest({ resolve, allowedHosts: [STAND_IN] }));
  remote = await remoteServer();
}, 60_000);

async function proxy(url: string, method = 'GET') {
  const answer = await server.inject({
    method: 'POST',
    url: PATH,
    headers: { host: 'preview.localhost:3000' },
    payload: { url, method },
  });
  return { status: answer.statusCode, error: answer.json<{ error?: string }>().error };
}

const refused = (host: string, address: string, kind: string) => ({
  status: 403,
  error: REST_MESSAGES.proxyRefused(host, address, kind),
});

/** [url, host as refused, address as refused, kind]. */
const SPELLINGS: Array<[string, string, string, string]> = [
  ['http://127.0.0.1/', '127.0.0.1', '127.0.0.1', 'loopback'],
  ['http://127.1/', '127.0.0.1', '127.0.0.1', 'loopback'],
  ['http://127.255.255.254:8080/', '127.255.255.254', '127.255.255.254', 'loopback'],
  ['https://127.0.0.1:443/', '127.0.0.1', '127.0.0.1', 'loopback'],
  ['http://127.0.0.1:5432/', '127.0.0.1', '127.0.0.1', 'loopback'],
  ['http://0/', '0.0.0.0', '0.0.0.0', 'unspecified'],
  ['http://0.0.0.0:3000/', '0.0.0.0', '0.0.0.0', 'unspecified'],
  ['http://0x7f000001/', '127.0.0.1', '127.0.0.1', 'loopback'],
  ['http://0x7f.0x0.0x0.0x1/', '127.0.0.1', '127.0.0.1', 'loopback'],
  ['http://2130706433/', '127.0.0.1', '127.0.0.1', 'loopback'],
  ['http://0177.0.0.1/', '127.0.0.1', '127.0.0.1', 'loopback'],
  ['http://017700000001/', '127.0.0.1', '127.0.0.1', 'loopback'],
  ['http://[::1]/', '::1', '::1', 'loopback'],
  ['http://[0:0:0:0:0:0:0:1]/', '::1', '::1', 'loopback'],
  ['http://[::]/', '::', '::', 'unspecified'],
  ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1', '::ffff:7f00:1', 'loopback'],
  ['http://[::ffff:7f00:1]/', '::ffff:7f00:1', '::ffff:7f00:1', 'loopback'],
  ['http://[0:0:0:0:0:ffff:127.0.0.1]/', '::ffff:7f00:1', '::ffff:7f00:1', 'loopback'],
  ['http://[::127.0.0.1]/', '::7f00:1', '::7f00:1', 'loopback'],
  ['http://[64:ff9b::127.0.0.1]/', '64:ff9b::7f00:1', '64:ff9b::7f00:1', 'loopback'],
  ['http://[2002:7f00:1::]/', '2002:7f00:1::', '2002:7f00:1::', 'loopback'],
  ['http://[::ffff:169.254.169.254]/', '::ffff:a9fe:a9fe', '::ffff:a9fe:a9fe', 'link-local'],
  ['http://169.254.169.254/latest/meta-data/', '169.254.169.254', '169.254.169.254', 'link-local'],
  ['http://[fd00:ec2::254]/', 'fd00:ec2::254', 'fd00:ec2::254', 'private'],
  ['http://10.0.0.1/', '10.0.0.1', '10.0.0.1', 'private'],
  ['http://10.255.255.255/', '10.255.255.255', '10.255.255.255', 'private'],
  ['http://172.16.0.1/', '172.16.0.1', '172.16.0.1', 'private'],
  ['http://172.31.255.254/', '172.31.255.254', '172.31.255.254', 'private'],
  ['http://192.168.0.1/', '192.168.0.1', '192.168.0.1', 'private'],
  ['http://192.168.255.255/', '192.168.255.255', '192.168.255.255', 'private'],
  ['http://100.64.0.1/', '100.64.0.1', '100.64.0.1', 'carrier-grade NAT'],
  ['http://[fc00::1]/', 'fc00::1', 'fc00::1', 'private'],
  ['http://[fdff:ffff::1]/', 'fdff:ffff::1', 'fdff:ffff::1', 'private'],
  ['http://[fec0::1]/', 'fec0::1', 'fec0::1', 'private'],
  ['http://[fe80::1]/', 'fe80::1', 'fe80::1', 'link-local'],
  ['http://224.0.0.1/', '224.0.0.1', '224.0.0.1', 'multicast'],
  ['http://255.255.255.255/', '255.255.255.255', '255.255.255.255', 'reserved'],
  ['http://api.rest.localhost/', 'api.rest.localhost', '127.0.0.1', 'loopback'],
  ['http://preview.localhost:3000/', 'preview.localhost', '127.0.0.1', 'loopback'],
  ['http://internal.example/', 'internal.example', '10.0.0.5', 'private'],
  ['http://INTERNAL.example/', 'internal.example', '10.0.0.5', 'private'],
  ['http://metadata.example/latest/', 'metadata.example', '169.254.169.254', 'link-local'],
  ['http://mixed.example/', 'mixed.example', '192.168.1.1', 'private'],
  ['http://v6-loopback.example/', 'v6-loopback.example', '::1', 'loopback'],
  ['http://mapped.example/', 'mapped.example', '::ffff:10.0.0.1', 'private'],
  ['http://ula.example/', 'ula.example', 'fd12:3456::1', 'private'],
  ['http://nat.example/', 'nat.example', '100.64.0.9', 'carrier-grade NAT'],
  ['http://good.example@127.0.0.1/', '127.0.0.1', '127.0.0.1', 'loopback'],
  ['http://user:pass@[::1]:8080/', '::1', '::1', 'loopback'],
  [`http://${STAND_IN}@10.0.0.1/`, '10.0.0.1', '10.0.0.1', 'private'],
  ['http://good.example:80@internal.example/', 'internal.example', '10.0.0.5', 'private'],
];

const SCHEMES: Array<[string, string]> = [
  ['file:///etc/passwd', 'file'],
  ['file://localhost/etc/passwd', 'file'],
  ['gopher://127.0.0.1:6379/_INFO', 'gopher'],
  ['data:text/plain,hello', 'data'],
  ['ftp://127.0.0.1/', 'ftp'],
  ['dict://127.0.0.1:11211/stat', 'dict'],
  ['ws://127.0.0.1/', 'ws'],
  ['javascript:alert(1)', 'javascript'],
];

/** Counts, for the note. */
export const tally = { attempts: 0, refused: 0 };

describe('SSRF through the REST proxy', { timeout: 60_000 }, () => {
  it('refuses every spelling of an inner address (403, host, address and kind named)', async () => {
    const wrong: string[] = [];
    for (const [url, host, address, kind] of SPELLINGS)
      for (const method of ['GET', 'POST']) {
        tally.attempts++;
        const answer = await proxy(url, method);
        if (JSON.stringify(answer) === JSON.stringify(refused(host, address, kind)))
          tally.refused++;
        else wrong.push(`${method} ${url}: ${answer.status} ${answer.error}`);
      }
    // localhost is the system's: 127.0.0.1 or ::1.
    for (const url of [`http://localhost:${remote.port}/json`, 'http://LOCALHOST/']) {
      tally.attempts++;
      const answer = await proxy(url);
      if (
        answer.status === 403 &&
        /^Refused: localhost is a loopback address/.test(answer.error ?? '')
      )
        tally.refused++;
      else wrong.push(`${url}: ${answer.status} ${answer.error}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses other schemes than http and https (400)', async () => {
    for (const [url, scheme] of SCHEMES) {
      tally.attempts++;
      expect(await proxy(url), url).toEqual({
        status: 400,
        error: REST_MESSAGES.proxyScheme(scheme),
      });
      tally.refused++;
    }
  });

  it('refuses a redirect from a public-looking host to each inner address', async () => {
    const port = remote.port;
    const targets: Array<[string, ReturnType<typeof refused>]> = [
      [`http://127.0.0.1:${port}/json`, refused('127.0.0.1', '127.0.0.1', 'loopback')],
      [`http://2130706433:${port}/json`, refused('127.0.0.1', '127.0.0.1', 'loopback')],
      [`http://[::1]:${port}/json`, refused('::1', '::1', 'loopback')],
      [`http://[::ffff:127.0.0.1]:${port}/`, refused('::ffff:7f00:1', '::ffff:7f00:1', 'loopback')],
      [
        'http://169.254.169.254/latest/meta-data/',
        refused('169.254.169.254', '169.254.169.254', 'link-local'),
      ],
      ['http://10.0.0.1/', refused('10.0.0.1', '10.0.0.1', 'private')],
      ['http://internal.example/admin', refused('internal.example', '10.0.0.5', 'private')],
      ['http://api.rest.localhost/', refused('api.rest.localhost', '127.0.0.1', 'loopback')],
      [`http://user@127.0.0.1:${port}/json`, refused('127.0.0.1', '127.0.0.1', 'loopback')],
      ['file:///etc/passwd', { status: 400, error: REST_MESSAGES.proxyScheme('file') }],
      [
        'gopher://127.0.0.1:6379/_INFO',
        { status: 400, error: REST_MESSAGES.proxyScheme('gopher') },
      ],
    ];
    const before = remote.seen.length;
    const wrong: string[] = [];
    for (const [to, expected] of targets)
      for (const status of [301, 302, 303, 307, 308]) {
        tally.attempts++;
        const from = `http://${STAND_IN}:${port}/redirect?status=${status}&to=${encodeURIComponent(to)}`;
        const answer = await proxy(from, status === 307 ? 'POST' : 'GET');
        if (JSON.stringify(answer) === JSON.stringify(expected)) tally.refused++;
        else wrong.push(`${status} → ${to}: ${answer.status} ${answer.error}`);
      }
    expect(wrong).toEqual([]);
    // The stand-in saw the redirecting requests only: no inner target was ever reached.
    expect(remote.seen.slice(before).every((seen) => seen.url.startsWith('/redirect?'))).toBe(true);
    expect(remote.seen.length - before).toBe(targets.length * 5);
    // The control: the stand-in itself is reached (the refusals are the targets').
    expect((await proxy(`http://${STAND_IN}:${port}/json`)).status).toBe(200);
    if (process.env.SECURITY_REPORT)
      console.log(`ssrf: ${tally.attempts} attempts, ${tally.refused} refused`);
  });
});
