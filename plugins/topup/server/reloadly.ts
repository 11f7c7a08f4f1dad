/**
 * A small client of Reloadly's top-up API (the real one or the embedded stand-in): an access
 * token by OAuth client credentials (kept until a minute before it expires), the operator of a
 * number (auto-detect), a top-up, and the transactions report by `customIdentifier`. Calls send
 * `Accept: application/com.reloadly.topups-v1+json`. A 4xx answer is a `ProviderRefusal` with
 * Reloadly's `message` and `errorCode`; anything else (5xx, network) is a plain error: try again.
 */
export interface ReloadlyAccount {
  /** The API's address (`https://topups.reloadly.com`); also the token's audience. */
  apiUrl: string;
  /** The sign-in server's address (`https://auth.reloadly.com`). */
  authUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface ReloadlyOperator {
  operatorId: number;
  name: string;
  [field: string]: unknown;
}

export interface ReloadlyTransaction {
  transactionId: number;
  status: string;
  operatorTransactionId: string | null;
  customIdentifier: string | null;
  recipientPhone: string;
  operatorId: number;
  operatorName: string;
  requestedAmount: number;
  requestedAmountCurrencyCode: string;
  deliveredAmount: number;
  deliveredAmountCurrencyCode: string;
  transactionDate: string;
  [field: string]: unknown;
}

export class ProviderRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const ACCEPT = 'application/com.reloadly.topups-v1+json';
const TIMEOUT_MS = 20_000;
const tokens = new Map<string, { token: string; until: number }>();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const trimmed = (url: string) => url.replace(/\/+$/, '');

async function request(url: string, init: RequestInit): Promise<unknown> {
  const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await answer.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (answer.ok) return body;
  const fields = isObject(body) ? body : {};
  const message =
    typeof fields.message === 'string'
      ? fields.message
      : `The top-up provider answered ${answer.status} ${answer.statusText}.`;
  const code = typeof fields.errorCode === 'string' ? fields.errorCode : `HTTP_${answer.status}`;
  if (answer.status >= 400 && answer.status < 500)
    throw new ProviderRefusal(answer.status, code, message);
  throw new Error(`The top-up provider failed (${answer.status}): ${message}`);
}

async function accessToken(account: ReloadlyAccount, fresh = false): Promise<string> {
  const key = `${account.authUrl}|${account.apiUrl}|${account.clientId}`;
  const kept = tokens.get(key);
  if (kept && !fresh && kept.until > Date.now()) return kept.token;
  const body = await request(`${trimmed(account.authUrl)}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      client_id: account.clientId,
      client_secret: account.clientSecret,
      grant_type: 'client_credentials',
      audience: trimmed(account.apiUrl),
    }),
  });
  const fields = isObject(body) ? body : {};
  if (typeof fields.access_token !== 'string')
    throw new Error('The top-up provider gave no access token.');
  const seconds = typeof fields.expires_in === 'number' ? fields.expires_in : 300;
  tokens.set(key, { token: fields.access_token, until: Date.now() + (seconds - 60) * 1000 });
  return fields.access_token;
}

/** An API call with the account's token (a new one once if it was refused as expired). */
async function api(account: ReloadlyAccount, method: string, path: string, body?: unknown) {
  for (let attempt = 0; ; attempt++) {
    const token = await accessToken(account, attempt > 0);
    try {
      return await request(`${trimmed(account.apiUrl)}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: ACCEPT,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      if (attempt === 0 && error instanceof ProviderRefusal && error.status === 401) continue;
      throw error;
    }
  }
}

export async function detectOperator(
  account: ReloadlyAccount,
  phone: string,
  countryCode: string,
): Promise<ReloadlyOperator> {
  const body = await api(
    account,
    'GET',
    `/operators/auto-detect/phone/${encodeURIComponent(phone)}/countries/${encodeURIComponent(countryCode)}`,
  );
  if (!isObject(body) || typeof body.operatorId !== 'number' || typeof body.name !== 'string')
    throw new Error('The top-up provider answered the operator lookup with no operator.');
  return body as ReloadlyOperator;
}

const isTransaction = (value: unknown): value is ReloadlyTransaction =>
  isObject(value) && typeof value.transactionId === 'number' && typeof value.status === 'string';

/** The transaction made with `customIdentifier`, if any (a top-up sent before a crash). */
export async function transactionByKey(
  account: ReloadlyAccount,
  customIdentifier: string,
): Promise<ReloadlyTransaction | null> {
  const body = await api(
    account,
    'GET',
    `/topups/reports/transactions?size=5&customIdentifier=${encodeURIComponent(customIdentifier)}`,
  );
  const content = isObject(body) && Array.isArray(body.content) ? body.content : [];
  return (
    content.find(
      (row): row is ReloadlyTransaction =>
        isTransaction(row) && row.customIdentifier === customIdentifier,
    ) ?? null
  );
}

export async function sendTopup(
  account: ReloadlyAccount,
  topup: {
    operatorId: number;
    amount: number;
    customIdentifier: string;
    recipientPhone: { countryCode: string; number: string };
  },
): Promise<ReloadlyTransaction> {
  const body = await api(account, 'POST', '/topups', { ...topup, useLocalAmount: false });
  if (!isTransaction(body)) throw new Error('The top-up provider answered with no transaction.');
  return body;
}
