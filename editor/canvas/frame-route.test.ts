import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd, HTML_ENTRIES } from '@server/front-end.ts';
import { editorHeaders } from '@server/testing/editor.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';

describe('the canvas frame page', { timeout: 60_000 }, () => {
  it('is served at /canvas-frame on editor hosts only', async () => {
    const canvas = '<!doctype html><title>canvas</title>';
    const server = await createServer(await testConfig(), {
      frontEnd: fixedFrontEnd({ ...TEMPLATES, canvas }),
    });
    // Signed out, the editor host sends to sign in; signed in, it answers the frame.
    const signedOut = await server.inject({
      url: '/canvas-frame?site=demo',
      headers: { host: 'localhost:3000' },
    });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe(
      '/auth/editor/sign-in?returnTo=%2Fcanvas-frame%3Fsite%3Ddemo',
    );
    expect(signedOut.body).not.toBe(canvas);
    const editor = await server.inject({
      url: '/canvas-frame',
      headers: await editorHeaders(server),
    });
    expect(editor.statusCode).toBe(200);
    // The canvas page, with this answer's nonce for its scripts (server/csp/).
    expect(editor.body.replace(/<meta property="csp-nonce" nonce="[^"]+">/, '')).toBe(canvas);
    expect(editor.headers['content-type']).toContain('text/html');
    const site = await server.inject({
      url: '/canvas-frame',
      headers: { host: 'preview.localhost:3000' },
    });
    expect(site.body).not.toBe(canvas);
    await server.close();
  });

  it('is built from editor/canvas/frame.html', () => {
    expect(HTML_ENTRIES.canvas).toBe('editor/canvas/frame.html');
  });
});
