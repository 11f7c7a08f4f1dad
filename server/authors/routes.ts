/**
 * The editor's sign-in and its members (issue 28), on editor hosts:
 *
 * - `GET /auth/editor/sign-in?returnTo=/path` → the provider; `GET /auth/editor/callback` back:
 *   a session for an author (an administrator or a member of some site), else 403;
 * - `GET /api/session` (who is signed in, their roles), `DELETE /api/session` (sign out);
 * - `GET|POST /auth/first-run/{token}`: the one-time link `npm start` prints while no
 *   administrator exists;
 * - `GET|POST /api/sites/{siteId}/members`, `DELETE /api/sites/{siteId}/members/{email}`,
 *   `GET /api/sites/{siteId}/audit` (owners; `access.ts`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AccountExistsError,
  createAccount,
  findAccountByEmail,
  isEmail,
  setPassword,
} from '@plugins/auth/server/provider/accounts.ts';
import { acceptForms, formBody, sendHtml } from '@plugins/auth/server/provider/http.ts';
import { sendPasswordReset } from '@plugins/auth/server/provider/mail.ts';
import { MIN_PASSWORD_LENGTH } from '@plugins/auth/server/provider/password.ts';
import { CSRF_COOKIE, isAuthorRole, type AuthorSession } from '@shared/schema/authors.ts';
import type { ServerContext } from '../contract.ts';
import { siteOfRequest } from '@editor/server/http.ts';
import { editorOrigin } from '../plugin-settings.ts';
import { authorOfRequest, returnPath, SESSION_COOKIE, SIGN_IN_PATH } from './guard.ts';
import { authorMessagePage, firstRunPage } from './pages.ts';
import { CALLBACK_PATH, finishSignIn, startSignIn } from './sign-in.ts';
import {
  audit,
  auditLog,
  createSession,
  endSession,
  endSessionsOf,
  firstRunValid,
  isAuthor,
  isAdministrator,
  normaliseAuthorEmail,
  removeMember,
  rolesOf,
  saveSignIn,
  SESSION_TTL_SECONDS,
  setMember,
  siteMembers,
  takeSignIn,
  useFirstRun,
} from './store.ts';

const EDITOR = { constraints: { hostKind: 'editor' } } as const;

/** The session and CSRF cookies (host-only, the session's HttpOnly; `Secure` over https). */
function sessionCookies(request: FastifyRequest, token: string, csrf: string, maxAge: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return [
    `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`,
    `${CSRF_COOKIE}=${csrf}; Path=/; SameSite=Strict; Max-Age=${maxAge}${secure}`,
  ];
}

async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  context: ServerContext,
  author: { email: string; name: string | null },
  returnTo: string,
) {
  const db = await context.db();
  const session = await createSession(db, author);
  await audit(db, { email: normaliseAuthorEmail(author.email), siteId: null, action: 'sign-in' });
  return reply
    .header('set-cookie', sessionCookies(request, session.token, session.csrf, SESSION_TTL_SECONDS))
    .header('cache-control', 'no-store')
    .redirect(returnTo, 303);
}

/** `root`: the whole server, whose own provider routes the sign-in calls (`sign-in.ts`). */
export async function authorRoutes(
  server: FastifyInstance,
  context: ServerContext,
  root: FastifyInstance,
): Promise<void> {
  const beginSignIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    returnTo: string,
    firstRun: string | null,
  ) => {
    const started = await startSignIn(request, context, root);
    await saveSignIn(await context.db(), started.state, {
      verifier: started.verifier,
      returnTo,
      firstRun,
    });
    return reply.header('cache-control', 'no-store').redirect(started.url, 303);
  };

  server.get<{ Querystring: { returnTo?: string } }>(SIGN_IN_PATH, EDITOR, (request, reply) =>
    beginSignIn(request, reply, returnPath(request.query.returnTo), null),
  );

  server.get<{ Querystring: Record<string, string | undefined> }>(
    CALLBACK_PATH,
    EDITOR,
    async (request, reply) => {
      const again = { href: SIGN_IN_PATH, text: 'Sign in again' };
      const { state, error } = request.query;
      const pending = state ? await takeSignIn(await context.db(), state) : null;
      if (!pending)
        return sendHtml(
          reply,
          authorMessagePage(
            'Sign-in expired',
            'This sign-in has expired or was already used.',
            again,
          ),
          400,
        );
      if (error)
        return sendHtml(
          reply,
          authorMessagePage(
            'Not signed in',
            error === 'access_denied'
              ? 'The sign-in was cancelled.'
              : `The provider answered "${error}".`,
            again,
          ),
          400,
        );
      let identity: { email: string; name: string | null };
      try {
        identity = await finishSignIn(request, context, root, {
          state: state!,
          verifier: pending.verifier,
        });
      } catch (failure) {
        request.log.warn(failure, 'author sign-in');
        return sendHtml(
          reply,
          authorMessagePage(
            'Not signed in',
            `The sign-in could not be checked: ${String((failure as Error).message ?? failure)}`,
            again,
          ),
          400,
        );
      }
      const db = await context.db();
      if (pending.firstRun) await useFirstRun(db, pending.firstRun, identity.email);
      if (!(await isAuthor(db, identity.email)))
        return sendHtml(
          reply,
          authorMessagePage(
            'No site for you yet',
            `You are signed in as ${identity.email}, but no site has you as a member. Ask a site's owner to invite you.`,
          ),
          403,
        );
      return signIn(request, reply, context, identity, pending.returnTo);
    },
  );

  server.get('/api/session', EDITOR, async (request, reply) => {
    const author = request.author ?? (await authorOfRequest(request, context));
    if (!author)
      return reply
        .code(401)
        .header('cache-control', 'no-store')
        .send({ error: 'signed-out', message: 'Sign in to the editor first.' });
    const db = await context.db();
    let roles = await rolesOf(db, author.email);
    if (author.administrator)
      roles = Object.fromEntries(
        (await context.store.listSites()).map((id) => [id, 'owner' as const]),
      );
    const session: AuthorSession = {
      email: author.email,
      name: author.name,
      administrator: author.administrator,
      roles,
    };
    return reply.header('cache-control', 'no-store').send(session);
  });

  server.delete('/api/session', EDITOR, async (request, reply) => {
    if (request.author) {
      const db = await context.db();
      await endSession(db, request.author.session);
      await audit(db, { email: request.author.email, siteId: null, action: 'sign-out' });
    }
    return reply
      .header('set-cookie', sessionCookies(request, '', '', 0))
      .code(204)
      .send();
  });

  // The first run: the one-time link printed by `npm start` while no administrator exists.
  await server.register(async (scope) => {
    acceptForms(scope, 16 * 1024);
    const expired = (reply: FastifyReply) =>
      sendHtml(
        reply,
        authorMessagePage(
          'Link used',
          'This one-time link is used, expired, or an owner exists already. Sign in instead.',
          { href: SIGN_IN_PATH, text: 'Sign in' },
        ),
        400,
      );
    scope.get<{ Params: { token: string } }>(
      '/auth/first-run/:token',
      EDITOR,
      async (request, reply) => {
        const { token } = request.params;
        if (!(await firstRunValid(await context.db(), token))) return expired(reply);
        // With a provider of its own, the first author to sign in through the link is the owner.
        if (context.config.authorProvider) return beginSignIn(request, reply, '/', token);
        return sendHtml(reply, firstRunPage(token, {}));
      },
    );
    scope.post<{ Params: { token: string } }>(
      '/auth/first-run/:token',
      EDITOR,
      async (request, reply) => {
        const { token } = request.params;
        const db = await context.db();
        if (context.config.authorProvider || !(await firstRunValid(db, token)))
          return expired(reply);
        const { email = '', password = '', name = '' } = formBody(request);
        const again = (error: string) =>
          sendHtml(reply, firstRunPage(token, { email, name, error }), 400);
        if (!isEmail(email.trim())) return again('Enter a valid email address.');
        if (password.length < MIN_PASSWORD_LENGTH)
          return again(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
        const existing = await findAccountByEmail(db, email, 'authors');
        if (existing) await setPassword(db, existing.id, password);
        else
          await createAccount(db, { email, password, name: name.trim() || null, realm: 'authors' });
        if (!(await useFirstRun(db, token, email))) return expired(reply);
        await audit(db, { email: normaliseAuthorEmail(email), siteId: null, action: 'first-run' });
        return signIn(request, reply, context, { email, name: name.trim() || null }, '/');
      },
    );
  });

  type SiteParams = { siteId: string };

  server.get<{ Params: SiteParams }>(
    '/api/sites/:siteId/members',
    EDITOR,
    async (request, reply) => {
      const siteId = await siteOfRequest(context.store, request, reply);
      if (!siteId) return reply;
      return reply
        .header('cache-control', 'no-store')
        .send({ members: await siteMembers(await context.db(), siteId) });
    },
  );

  // Invites (or changes the role of) a member: `{ email, role }`.
  server.post<{ Params: SiteParams }>(
    '/api/sites/:siteId/members',
    EDITOR,
    async (request, reply) => {
      const siteId = await siteOfRequest(context.store, request, reply);
      if (!siteId) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? normaliseAuthorEmail(body.email) : '';
      if (!isEmail(email) || email.length > 254)
        return reply
          .code(400)
          .send({ error: 'bad-request', message: 'Enter a valid email address.' });
      if (!isAuthorRole(body.role))
        return reply.code(400).send({
          error: 'bad-request',
          message: 'The role must be "owner", "editor" or "viewer".',
        });
      const author = request.author!;
      if (email === author.email)
        return reply.code(409).send({
          error: 'yourself',
          message: 'You cannot change your own role. Ask another owner.',
        });
      const db = await context.db();
      if (await isAdministrator(db, email))
        return reply.code(409).send({
          error: 'administrator',
          message: `${email} is an administrator: owner of every site.`,
        });
      await setMember(db, siteId, email, body.role, author.email);
      let invitation: string | null = null;
      if (!context.config.authorProvider && !(await findAccountByEmail(db, email, 'authors'))) {
        try {
          const account = await createAccount(db, {
            email,
            password: randomBytes(32).toString('base64url'),
            realm: 'authors',
          });
          const origin = editorOrigin(request, context);
          invitation = await sendPasswordReset(db, account, origin, {
            subject: `You are invited to edit ${siteId}`,
            body: `${author.email} invited you to the site "${siteId}" as ${body.role}. Open the link below within 24 hours to choose your password, then sign in at ${origin}/.`,
          });
          context.mail.kick();
        } catch (error) {
          if (!(error instanceof AccountExistsError)) throw error;
        }
      }
      await audit(db, {
        email: author.email,
        siteId,
        action: 'member-set',
        detail: { member: email, role: body.role, invited: invitation !== null },
      });
      return reply.code(200).send({ members: await siteMembers(db, siteId), invitation });
    },
  );

  server.delete<{ Params: SiteParams & { email: string } }>(
    '/api/sites/:siteId/members/:email',
    EDITOR,
    async (request, reply) => {
      const siteId = await siteOfRequest(context.store, request, reply);
      if (!siteId) return reply;
      const email = normaliseAuthorEmail(request.params.email);
      if (!isEmail(email) || email.length > 254)
        return reply.code(404).send({
          error: 'not-found',
          message: `${email.slice(0, 254)} is not a member of "${siteId}".`,
        });
      const author = request.author!;
      if (email === author.email)
        return reply
          .code(409)
          .send({ error: 'yourself', message: 'You cannot remove yourself. Ask another owner.' });
      const db = await context.db();
      if (!(await removeMember(db, siteId, email)))
        return reply
          .code(404)
          .send({ error: 'not-found', message: `${email} is not a member of "${siteId}".` });
      if (!(await isAuthor(db, email))) await endSessionsOf(db, email);
      await audit(db, {
        email: author.email,
        siteId,
        action: 'member-removed',
        detail: { member: email },
      });
      return { members: await siteMembers(db, siteId) };
    },
  );

  server.get<{ Params: SiteParams }>('/api/sites/:siteId/audit', EDITOR, async (request, reply) => {
    const siteId = await siteOfRequest(context.store, request, reply);
    if (!siteId) return reply;
    return reply
      .header('cache-control', 'no-store')
      .send({ entries: await auditLog(await context.db(), siteId) });
  });
}
