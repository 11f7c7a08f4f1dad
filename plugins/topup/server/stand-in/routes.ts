/**
 * A top-up provider stand-in on the editor host that speaks Reloadly's API shape, so the real
 * provider is a change of addresses and keys only:
 * - `POST {auth}/oauth/token` `{ client_id, client_secret, grant_type: "client_credentials",
 *   audience }` → `{ access_token, scope, expires_in, token_type: "Bearer" }`. Any client id; its
 *   first secret is the one it keeps.
 * - `GET {api}/operators/auto-detect/phone/{phone}/countries/{iso}` → the operator object.
 * - `POST {api}/topups` `{ operatorId, amount, useLocalAmount, customIdentifier, recipientPhone:
 *   { countryCode, number } }` → the transaction (`status: "SUCCESSFUL"`); a `customIdentifier`
 *   used before by the client is refused (409 `DUPLICATED_CUSTOM_IDENTIFIER`): nothing twice.
 * - `GET {api}/topups/reports/transactions?customIdentifier=&page=&size=` → the client's
 *   transactions, newest first (`{ content, totalElements, totalPages, size, number }`).
 * API calls need `Authorization: Bearer <token>` (401 `INVALID_TOKEN` otherwise). Errors have
 * Reloadly's shape `{ timeStamp, message, path, errorCode, infoLink, details }`. A recipient
 * number ending in 0000000 is refused (400 `INVALID_RECIPIENT_PHONE`): the test number for a
 * provider failure.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import type { Queryable } from '@server/db/database.ts';
import {
  nationalNumber,
  operatorObject,
  operatorOfNumber,
  refusedNumber,
  STAND_IN_AMOUNTS,
  STAND_IN_COUNTRY,
  STAND_IN_OPERATORS,
} from './operators.ts';

/** Where the stand-in answers on the editor host (`authUrl` and `apiUrl` when left empty). */
export const STAND_IN_AUTH_PATH = '/reloadly/auth';
export const STAND_IN_API_PATH = '/reloadly/topups';

const TOKEN_SECONDS = 3600;
const MAX_PAGE = 200;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof ApiError)) {
    request.log.error(error, 'top-up stand-in');
    error = new ApiError(500, 'INTERNAL_ERROR', 'The request could not be handled.');
  }
  const { status, errorCode, message } = error as ApiError;
  return reply.code(status).send({
    timeStamp: new Date().toISOString(),
    message,
    path: request.url.split('?')[0],
    errorCode,
    infoLink: null,
    details: [],
  });
}

async function issueToken(db: Queryable, body: unknown) {
  const fields = isObject(body) ? body : {};
  const text = (name: string) =>
    typeof fields[name] === 'string' ? (fields[name] as string).trim() : '';
  if (text('grant_type') !== 'client_credentials')
    throw new ApiError(400, 'UNSUPPORTED_GRANT_TYPE', 'grant_type must be client_credentials');
  const clientId = text('client_id');
  const secret = text('client_secret');
  const audience = text('audience');
  if (!clientId || !secret) throw new ApiError(401, 'INVALID_CREDENTIALS', 'Access Denied');
  if (!audience) throw new ApiError(400, 'INVALID_AUDIENCE', 'audience is required');
  await db.query(
    `INSERT INTO topup_standin_clients (client_id, secret_sha256) VALUES ($1, $2)
     ON CONFLICT (client_id) DO NOTHING`,
    [clientId, sha256(secret)],
  );
  const [client] = await db.query<{ secret_sha256: string }>(
    'SELECT secret_sha256 FROM topup_standin_clients WHERE client_id = $1',
    [clientId],
  );
  if (client?.secret_sha256 !== sha256(secret))
    throw new ApiError(401, 'INVALID_CREDENTIALS', 'Access Denied');
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO topup_standin_tokens (token, client_id, audience, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [token, clientId, audience, TOKEN_SECONDS],
  );
  return {
    access_token: token,
    scope: 'developer',
    expires_in: TOKEN_SECONDS,
    token_type: 'Bearer',
  };
}

/** The client of the request's bearer token, or 401. */
async function clientOf(db: Queryable, request: FastifyRequest): Promise<string> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const [row] = token
    ? await db.query<{ client_id: string }>(
        'SELECT client_id FROM topup_standin_tokens WHERE token = $1 AND expires_at > now()',
        [token],
      )
    : [];
  if (!row)
    throw new ApiError(
      401,
      'INVALID_TOKEN',
      'Full authentication is required to access this resource',
    );
  return row.client_id;
}

interface TransactionRow {
  transaction_id: string | number;
  custom_identifier: string;
  operator_id: number;
  operator_name: string;
  operator_transaction_id: string;
  recipient_phone: string;
  country_code: string;
  amount_cents: number;
  status: string;
  created_at: Date | string;
}

/** Reloadly's transaction object. */
function transactionObject(row: TransactionRow) {
  const amount = row.amount_cents / 100;
  return {
    transactionId: Number(row.transaction_id),
    status: row.status,
    operatorTransactionId: row.operator_transaction_id,
    customIdentifier: row.custom_identifier,
    recipientPhone: row.recipient_phone,
    recipientEmail: null,
    senderPhone: null,
    countryCode: row.country_code,
    operatorId: row.operator_id,
    operatorName: row.operator_name,
    discount: 0,
    discountCurrencyCode: 'USD',
    requestedAmount: amount,
    requestedAmountCurrencyCode: 'USD',
    deliveredAmount: amount,
    deliveredAmountCurrencyCode: 'USD',
    transactionDate: new Date(row.created_at).toISOString(),
    pinDetail: null,
  };
}

async function sendTopup(db: Queryable, clientId: string, body: unknown) {
  const fields = isObject(body) ? body : {};
  const operator = STAND_IN_OPERATORS.find((o) => o.id === fields.operatorId);
  if (!operator) throw new ApiError(404, 'OPERATOR_NOT_FOUND', 'Operator not found');
  const amount = fields.amount;
  if (
    typeof amount !== 'number' ||
    !Number.isFinite(amount) ||
    amount < STAND_IN_AMOUNTS.min ||
    amount > STAND_IN_AMOUNTS.max ||
    Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6
  )
    throw new ApiError(
      400,
      'INVALID_AMOUNT_FOR_OPERATOR',
      `The amount must be between ${STAND_IN_AMOUNTS.min} and ${STAND_IN_AMOUNTS.max} USD for ${operator.name}.`,
    );
  const key = typeof fields.customIdentifier === 'string' ? fields.customIdentifier.trim() : '';
  if (!key || key.length > 150)
    throw new ApiError(
      400,
      'INVALID_CUSTOM_IDENTIFIER',
      'customIdentifier is required (at most 150 characters).',
    );
  const phone = isObject(fields.recipientPhone) ? fields.recipientPhone : {};
  const country = typeof phone.countryCode === 'string' ? phone.countryCode.toUpperCase() : '';
  const national = typeof phone.number === 'string' ? nationalNumber(phone.number) : null;
  if (country !== STAND_IN_COUNTRY.isoName || !national || operatorOfNumber(national) !== operator)
    throw new ApiError(
      400,
      'INVALID_RECIPIENT_PHONE',
      `The recipient's number is not a ${operator.name} number.`,
    );
  if (refusedNumber(national))
    throw new ApiError(
      400,
      'INVALID_RECIPIENT_PHONE',
      `The recipient's number is not active on ${operator.name}.`,
    );
  const [row] = await db.query<TransactionRow>(
    `INSERT INTO topup_standin_transactions (client_id, custom_identifier, operator_id,
       operator_name, operator_transaction_id, recipient_phone, country_code, amount_cents, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'SUCCESSFUL')
     ON CONFLICT (client_id, custom_identifier) DO NOTHING RETURNING *`,
    [
      clientId,
      key,
      operator.id,
      operator.name,
      `${operator.name.slice(0, 2).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`,
      `${STAND_IN_COUNTRY.callingCode}${national}`,
      country,
      Math.round(amount * 100),
    ],
  );
  if (!row)
    throw new ApiError(
      409,
      'DUPLICATED_CUSTOM_IDENTIFIER',
      `A transaction with the customIdentifier "${key}" already exists.`,
    );
  return transactionObject(row);
}

async function report(db: Queryable, clientId: string, query: Record<string, unknown>) {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  const size = Math.min(MAX_PAGE, Math.max(1, Number(text('size')) || 20));
  const page = Math.max(1, Number(text('page')) || 1);
  const key = text('customIdentifier');
  const where = key ? 'client_id = $1 AND custom_identifier = $2' : 'client_id = $1';
  const params = key ? [clientId, key] : [clientId];
  const [count] = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM topup_standin_transactions WHERE ${where}`,
    params,
  );
  const rows = await db.query<TransactionRow>(
    `SELECT * FROM topup_standin_transactions WHERE ${where}
      ORDER BY transaction_id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
    params,
  );
  const total = Number(count?.n ?? 0);
  return {
    content: rows.map(transactionObject),
    totalElements: total,
    totalPages: Math.ceil(total / size),
    size,
    number: page,
  };
}

export async function topupStandInRoutes(
  server: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  const options = { constraints: { hostKind: 'editor' }, bodyLimit: 16 * 1024 };
  const answer =
    (handler: (request: FastifyRequest, db: Queryable) => Promise<object>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return reply
          .header('cache-control', 'no-store')
          .send(await handler(request, await context.db()));
      } catch (error) {
        return sendError(request, reply, error);
      }
    };
  server.post(
    `${STAND_IN_AUTH_PATH}/oauth/token`,
    options,
    answer((request, db) => issueToken(db, request.body)),
  );
  server.get<{ Params: { phone: string; iso: string } }>(
    `${STAND_IN_API_PATH}/operators/auto-detect/phone/:phone/countries/:iso`,
    options,
    answer(async (request, db) => {
      await clientOf(db, request);
      const { phone, iso } = request.params as { phone: string; iso: string };
      const national =
        iso.toUpperCase() === STAND_IN_COUNTRY.isoName ? nationalNumber(phone) : null;
      const operator = national ? operatorOfNumber(national) : undefined;
      if (!operator)
        throw new ApiError(
          404,
          'COULD_NOT_AUTO_DETECT_OPERATOR',
          'Could not retrieve/auto-detect mobile operator for the given phone number',
        );
      return operatorObject(operator);
    }),
  );
  server.post(
    `${STAND_IN_API_PATH}/topups`,
    options,
    answer(async (request, db) => sendTopup(db, await clientOf(db, request), request.body)),
  );
  server.get(
    `${STAND_IN_API_PATH}/topups/reports/transactions`,
    options,
    answer(async (request, db) =>
      report(db, await clientOf(db, request), isObject(request.query) ? request.query : {}),
    ),
  );
}
