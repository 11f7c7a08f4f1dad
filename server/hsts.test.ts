import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { HSTS, securityHeaders } from './guards.ts';

/** Over https (here a trusted proxy says so), answers carry Strict-Transport-Security. */
describe('HSTS', () => {
  it('is sent over https only', async () => {
    const server = Fastify({ trustProxy: true });
    securityHeaders(server);
    server.get('/', async () => 'ok');
    const https = await server.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const http = await server.inject({ url: '/' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(http.headers['x-content-type-options']).toBe('nosniff');
  });
});
