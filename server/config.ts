/** Server configuration from the environment and the command line. */
import { resolve } from 'node:path';
import type { Environment } from '@shared/schema/compose.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder holding one folder per site definition. */
  sitesDir: string;
  /** Folder for state: published files, later the database and uploads. */
  dataDir: string;
  /** Site served on `preview.localhost` and the other bare environment hosts. */
  defaultSiteId: string | null;
  /** Extra host names per environment (`BAOBAB_HOSTS`), e.g. `production=shop.example.com`. */
  hosts: Partial<Record<Environment, string[]>>;
  /**
   * Host names the editor answers on besides `localhost`, `*.localhost`, `127.0.0.1` and `[::1]`
   * (`BAOBAB_EDITOR_HOSTS`, comma-separated): every other unknown host is refused (421).
   */
  editorHosts?: string[];
  dev: boolean;
  /** `DATABASE_URL`: a PostgreSQL server; null keeps the embedded PGlite under `{dataDir}/db`. */
  databaseUrl: string | null;
  /**
   * `BAOBAB_SMTP_URL` (`smtp://user:password@host:587`, `smtps://…`): mails of the outbox are
   * sent there; absent, they stay in the outbox (`/mail/outbox`).
   */
  smtpUrl?: string | null;
  /** `BAOBAB_MAIL_FROM`: the sender of those mails (default `Baobab <no-reply@localhost>`). */
  mailFrom?: string;
  /** `BAOBAB_PUBLISH_HISTORY`: versions kept per site environment (default 20, at least 1). */
  publishHistory?: number;
  /**
   * Where the editor's authors sign in: `BAOBAB_AUTHOR_ISSUER` (an OpenID provider's issuer URL),
   * `BAOBAB_AUTHOR_CLIENT_ID` and `BAOBAB_AUTHOR_CLIENT_SECRET` (empty: a public client with PKCE
   * only). Absent, the embedded provider's `authors` realm (`server/authors`).
   */
  authorProvider?: AuthorProviderConfig | null;
  /**
   * `BAOBAB_TRUST_PROXY=1`: behind a reverse proxy, trust its `X-Forwarded-*` headers (the
   * visitor's address for rate limits, https for HSTS and `Secure` cookies). Off by default:
   * anyone could send those headers.
   */
  trustProxy?: boolean;
  /** `BAOBAB_SECRETS_KEY` (64 hex digits) seals plugins' secret settings; absent, a generated key. */
  secretsKey?: string | null;
}

export interface AuthorProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

/** `BAOBAB_AUTHOR_*`: null (the embedded provider) unless an issuer and a client id are set. */
export function parseAuthorProvider(env: NodeJS.ProcessEnv): AuthorProviderConfig | null {
  const issuer = env.BAOBAB_AUTHOR_ISSUER?.trim();
  if (!issuer) return null;
  const clientId = env.BAOBAB_AUTHOR_CLIENT_ID?.trim();
  if (!clientId) throw new Error('BAOBAB_AUTHOR_ISSUER is set: set BAOBAB_AUTHOR_CLIENT_ID too.');
  if (!URL.canParse(issuer) || !/^https?:$/.test(new URL(issuer).protocol))
    throw new Error(`BAOBAB_AUTHOR_ISSUER must be an http(s) URL, not "${issuer}".`);
  return { issuer, clientId, clientSecret: env.BAOBAB_AUTHOR_CLIENT_SECRET?.trim() || null };
}

/** Versions kept per site environment unless `BAOBAB_PUBLISH_HISTORY` says otherwise. */
export const DEFAULT_PUBLISH_HISTORY = 20;

/** Parses `BAOBAB_PUBLISH_HISTORY`: a whole number of versions, at least 1 (default 20). */
export function parsePublishHistory(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PUBLISH_HISTORY;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(
      `BAOBAB_PUBLISH_HISTORY must be a whole number of versions to keep, at least 1, not "${value}"`,
    );
  }
  return count;
}

export const DEFAULT_MAIL_FROM = 'Baobab <no-reply@localhost>';

/** Parses `preview=a.example.com,production=b.example.com;c.example.com`. */
export function parseHosts(value: string | undefined): ServerConfig['hosts'] {
  const hosts: ServerConfig['hosts'] = {};
  for (const pair of (value ?? '').split(',')) {
    const [env, names] = pair.split('=').map((s) => s.trim());
    if (!env || !names) continue;
    if (env !== 'preview' && env !== 'staging' && env !== 'production') {
      throw new Error(
        `BAOBAB_HOSTS: "${env}" is not an environment (preview, staging, production)`,
      );
    }
    hosts[env] = names
      .split(';')
      .map((n) => n.trim().toLowerCase())
      .filter(Boolean);
  }
  return hosts;
}

/** Parses `editor.example.com,10.0.0.5`: host names, lower-case, without ports. */
export function parseEditorHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

export function configFromEnv(env: NodeJS.ProcessEnv, argv: readonly string[]): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (0 for any free port), not "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? 'localhost',
    sitesDir: resolve(env.BAOBAB_SITES_DIR ?? 'sites'),
    dataDir: resolve(env.BAOBAB_DATA_DIR ?? '.data'),
    defaultSiteId: env.BAOBAB_DEFAULT_SITE ?? null,
    hosts: parseHosts(env.BAOBAB_HOSTS),
    editorHosts: parseEditorHosts(env.BAOBAB_EDITOR_HOSTS),
    dev: argv.includes('--dev'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.BAOBAB_SMTP_URL || null,
    authorProvider: parseAuthorProvider(env),
    trustProxy: env.BAOBAB_TRUST_PROXY === '1' || env.BAOBAB_TRUST_PROXY === 'true',
    secretsKey: env.BAOBAB_SECRETS_KEY || null,
    mailFrom: env.BAOBAB_MAIL_FROM || DEFAULT_MAIL_FROM,
    publishHistory: parsePublishHistory(env.BAOBAB_PUBLISH_HISTORY),
  };
}
