/**
 * The embedded provider's sign-in as a browser runs it, through `server.inject`: /authorize with
 * PKCE, the sign-in form, the provider's redirects (consent is granted without asking), the
 * code exchanged at /oauth/token. Cookies are carried by hand.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface FlowOptions {
  /** The editor host the provider answers on (`localhost:PORT`). */
  host: string;
  clientId: string;
  redirectUri: string;
  /** Headers of every request (`x-forwarded-for` is not trusted: tests vary `remoteAddress`). */
  remoteAddress?: string;
}

export interface SignInForm {
  /** The form's address (`/auth/interaction/{uid}/login`). */
  loginUrl: string;
  cookie: string;
  verifier: string;
}

const cookiesOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((c) => String(c).split(';')[0] ?? '')
    .filter((c) => !c.endsWith('='));

function merge(jar: Map<string, string>, setCookie: string | string[] | undefined) {
  for (const pair of cookiesOf(setCookie)) {
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Opens a sign-in: the sign-in form's address and the cookies it needs. */
export async function openSignIn(server: FastifyInstance, flow: FlowOptions): Promise<SignInForm> {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: flow.clientId,
    response_type: 'code',
    redirect_uri: flow.redirectUri,
    scope: 'openid profile email',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const start = await server.inject({
    url: `/authorize?${query}`,
    headers: { host: flow.host },
    ...(flow.remoteAddress ? { remoteAddress: flow.remoteAddress } : {}),
  });
  if (start.statusCode !== 303) throw new Error(`/authorize: ${start.statusCode} ${start.body}`);
  const jar = new Map<string, string>();
  return {
    loginUrl: `${start.headers.location}/login`,
    cookie: merge(jar, start.headers['set-cookie']),
    verifier,
  };
}

/** Posts the sign-in form (as a page of the provider's origin would). */
export function postSignIn(
  server: FastifyInstance,
  flow: FlowOptions,
  form: SignInForm,
  email: string,
  password: string,
) {
  return server.inject({
    method: 'POST',
    url: form.loginUrl,
    headers: {
      host: flow.host,
      cookie: form.cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    ...(flow.remoteAddress ? { remoteAddress: flow.remoteAddress } : {}),
    payload: new URLSearchParams({ email, password }).toString(),
  });
}

/** Signs in and exchanges the code: the access token the provider issues to this client. */
export async function codeFlowToken(
  server: FastifyInstance,
  flow: FlowOptions & { email: string; password: string },
): Promise<string> {
  const form = await openSignIn(server, flow);
  const jar = new Map<string, string>();
  let cookie = merge(jar, form.cookie.split('; '));
  let answer = await postSignIn(server, flow, { ...form, cookie }, flow.email, flow.password);
  for (let hop = 0; hop < 10; hop++) {
    cookie = merge(jar, answer.headers['set-cookie']);
    const location = String(answer.headers.location ?? '');
    if (answer.statusCode < 300 || answer.statusCode >= 400 || !location)
      throw new Error(`sign-in stopped: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    if (location.startsWith(flow.redirectUri)) {
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`no code: ${location}`);
      const token = await server.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { host: flow.host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: flow.redirectUri,
          client_id: flow.clientId,
          code_verifier: form.verifier,
        }).toString(),
      });
      const accessToken = token.json<{ access_token?: string }>().access_token;
      if (!accessToken) throw new Error(`/oauth/token: ${token.statusCode} ${token.body}`);
      return accessToken;
    }
    const url = new URL(location, `http://${flow.host}`);
    answer = await server.inject({
      url: `${url.pathname}${url.search}`,
      headers: { host: flow.host, cookie },
    });
  }
  throw new Error('sign-in: too many redirects');
}
