/**
 * The environment a site runs in (seeds 000 §4), from the host name as the server names them
 * (server/hosts.ts): `preview.localhost`, `{siteId}.staging.localhost`, …
 */
import { ENVIRONMENTS, type Environment } from '@shared/schema/compose.ts';

export type { Environment };

const HOST = /^(?:[a-z0-9][a-z0-9_-]*\.)?(editor|preview|staging|production)\.localhost\.?$/;

const isEnvironment = (value: unknown): value is Environment =>
  (ENVIRONMENTS as readonly unknown[]).includes(value);

/**
 * `override` (the boot data's environment, which the server knows for custom host names) wins
 * when valid. Any other host is production: a published site is served on the owner's own domain
 * (`shop.example.com`) whose name says nothing about the environment, and treating an unknown
 * host as production never exposes draft behaviour to visitors.
 */
export function environmentFromHost(hostname: string, override?: string | null): Environment {
  if (isEnvironment(override)) return override;
  const match = HOST.exec(hostname.trim().toLowerCase());
  return match ? (match[1] as Environment) : 'production';
}
