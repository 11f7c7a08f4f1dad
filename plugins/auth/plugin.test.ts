import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionContext } from '@shared/workflow/context.ts';
import type { PluginApi } from '../define.ts';
import {
  authError,
  authPlugin,
  AuthError,
  clientOptions,
  domainUrl,
  profilePayload,
  siteUser,
  mayHaveSession,
  returnPath,
} from './plugin.ts';

type Api = PluginApi<typeof authPlugin.settings, typeof authPlugin.variables>;

function fakeApi(settings: Record<string, unknown>, user: unknown = null): Api {
  const variables: Record<string, unknown> = { user };
  return {
    settings: { scope: 'openid profile email', rolesKey: 'https://baobab.dev/roles', ...settings },
    setVariable: (name: string, value: unknown) => void (variables[name] = value),
    getVariable: (name: string) => variables[name],
    log: { info() {}, warn() {}, error() {} },
  } as unknown as Api;
}
const ctx = {} as ActionContext;

afterEach(() => vi.unstubAllGlobals());

describe('auth plugin', () => {
  it('skips the SDK where no session of the client can be stored', () => {
    const storage = (keys: string[]) =>
      ({ length: keys.length, key: (i: number) => keys[i] ?? null }) as unknown as Storage;
    expect(mayHaveSession('shop', storage([]))).toBe(false);
    expect(mayHaveSession('shop', storage(['theme', '@@auth0spajs@@::other::x']))).toBe(false);
    expect(mayHaveSession('shop', storage(['@@auth0spajs@@::shop::@@user@@']))).toBe(true);
    expect(mayHaveSession('shop', null)).toBe(true);
  });

  it('comes back only to a path of this site after signing in', () => {
    for (const path of ['/payment', '/orders?page=2#top', '/']) expect(returnPath(path)).toBe(path);
    for (const bad of [
      '//evil.example/',
      'https://evil.example/',
      'payment',
      '/\\evil',
      '/a b',
      42,
      '',
      null,
    ])
      expect(returnPath(bad)).toBeUndefined();
    expect(returnPath(`/${'x'.repeat(2000)}`)).toBeUndefined();
  });

  it('validates a tenant configuration', () => {
    expect(authPlugin.validate?.({ domain: '' }, {})).toEqual([]);
    expect(authPlugin.validate?.({ domain: 'shop.auth0.com/', SPAClientId: '' }, {})).toEqual([
      'A SPA client id is required with an Auth0 domain.',
      'The domain must not end with a slash.',
    ]);
  });

  it('publishes the user with roles from the configured key, namespaces stripped', () => {
    const user = { sub: 'a', email: 'admin@example.com', 'https://baobab.dev/roles': ['admin'] };
    expect(siteUser(user, 'https://baobab.dev/roles')).toEqual({
      sub: 'a',
      email: 'admin@example.com',
      roles: ['admin'],
    });
    expect(
      siteUser({ sub: 'b', 'https://x.example/groups': ['staff'] }, 'https://x.example/groups')
        .roles,
    ).toEqual(['staff']);
  });

  it('maps the SDK errors to their codes and the seeds’ messages', () => {
    const popupClosed = Object.assign(new Error('Popup closed'), {
      error: 'cancelled',
      error_description: 'Popup closed',
    });
    expect(authError(popupClosed).message).toBe('cancelled: Popup closed');
    const state = Object.assign(new Error('Invalid state'), {
      error: 'state_mismatch',
      error_description: 'Invalid state',
    });
    expect(authError(state)).toMatchObject({
      code: 'state_mismatch',
      message: 'state_mismatch: Invalid state',
    });
    expect(authError(new Error('offline')).code).toBe('request_error');
  });

  it('configures the SDK for refresh tokens in localStorage, 60 s timeouts and the default scope', () => {
    const options = clientOptions(
      fakeApi({ domain: 'http://localhost:3000/', SPAClientId: 'spa', audience: 'urn:baobab:api' }),
      'http://auth-lab.preview.localhost:3000',
    );
    expect(options).toMatchObject({
      domain: 'http://localhost:3000',
      clientId: 'spa',
      useRefreshTokens: true,
      cacheLocation: 'localstorage',
      authorizeTimeoutInSeconds: 60,
      authorizationParams: {
        redirect_uri: 'http://auth-lab.preview.localhost:3000/',
        scope: 'openid profile email',
        audience: 'urn:baobab:api',
      },
    });
    expect(domainUrl('tenant.auth0.com')).toBe('https://tenant.auth0.com');
  });

  it('sends the profile payload with metadata as an object', () => {
    expect(
      profilePayload({
        name: 'Grace',
        nickname: 'g',
        metadata: [{ key: 'suburb', value: 'Avondale' }],
        other: 1,
      }),
    ).toEqual({ name: 'Grace', nickname: 'g', metadata: { suburb: 'Avondale' } });
  });

  it('change-password sends nothing without an email, else posts to dbconnections', async () => {
    const fetch = vi.fn(
      async () => new Response("We've just sent you an email to reset your password."),
    );
    vi.stubGlobal('fetch', fetch);
    const handler = authPlugin.actions['change-password']!.handler;
    const api = fakeApi({ domain: 'http://localhost:3000', SPAClientId: 'spa' });
    expect(await handler({}, ctx, api)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    const signedIn = fakeApi(
      { domain: 'http://localhost:3000', SPAClientId: 'spa' },
      { email: 'shopper@example.com' },
    );
    expect(await handler({}, ctx, signedIn)).toBe(
      "We've just sent you an email to reset your password.",
    );
    expect(fetch).toHaveBeenCalledWith('http://localhost:3000/dbconnections/change_password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: 'spa',
        email: 'shopper@example.com',
        connection: 'Username-Password-Authentication',
      }),
    });
    fetch.mockResolvedValueOnce(new Response('Bad request', { status: 400 }));
    await expect(handler({ email: 'x@example.com' }, ctx, api)).rejects.toThrow(AuthError);
  });

  it('update-email needs an email', async () => {
    await expect(authPlugin.actions['update-email']!.handler({}, ctx, fakeApi({}))).rejects.toThrow(
      'invalid_body: An email is required.',
    );
  });
});
