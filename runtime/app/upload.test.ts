import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';
import { uploadFile } from '@shared/workflow/actions/upload-file/index.ts';
import type { ActionContext } from '@shared/workflow/context.ts';
import { createUploadEffects, DIRECT_UPLOADS_ID, requestUpload } from './upload.ts';

/** A fetch that reaches the real server routes (as the preview site's origin). */
async function serverFetch() {
  const server = await createServer(await testConfig(), {
    frontEnd: fixedFrontEnd(TEMPLATES),
    pluginServers: [],
  });
  const doFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://preview.localhost:3000');
    const response = await server.inject({
      method: (init?.method ?? 'GET') as 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { ...(init?.headers as Record<string, string>), host: url.host },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  }) as typeof fetch;
  return { server, fetch: doFetch };
}

describe('requestUpload', () => {
  it('gets a signed address from the site’s server', async () => {
    const { fetch } = await serverFetch();
    const file = new File(['hello'], 'hello world.txt', { type: 'text/plain' });
    const signed = await requestUpload('demo', file, { name: 'hello_world.txt', tag: 't' }, fetch);
    expect(signed).toMatchObject({ name: 'hello_world.txt', ext: 'txt', tag: 't', size: 5 });
    expect(signed.signedRequest).toContain('signature=');
  });

  it('fails with the server’s message', async () => {
    const { fetch } = await serverFetch();
    const file = new File(['<p>'], 'page.html', { type: 'text/html' });
    await expect(
      requestUpload('demo', file, { name: 'page.html', tag: undefined }, fetch),
    ).rejects.toThrow('Files of type "text/html" cannot be uploaded.');
  });
});

describe('upload status', () => {
  it('publishes each file’s status by name, beside its file variable', () => {
    const published: Array<[string, unknown]> = [];
    const effects = createUploadEffects({
      siteId: 'demo',
      publish: (id, state) => published.push([id, state]),
    });
    effects.setUploadStatus({
      variableId: 'photos',
      fileName: 'a.png',
      uploadProgress: 40,
      isUploading: true,
      isUploaded: false,
    });
    effects.setUploadStatus({
      variableId: 'photos',
      fileName: 'b.png',
      uploadProgress: 100,
      isUploading: false,
      isUploaded: true,
    });
    effects.setUploadStatus({
      variableId: undefined,
      fileName: 'c.pdf',
      uploadProgress: 0,
      isUploading: true,
      isUploaded: false,
    });
    expect(published.at(1)).toEqual([
      'photos',
      {
        status: {
          'a.png': { uploadProgress: 40, isUploading: true, isUploaded: false },
          'b.png': { uploadProgress: 100, isUploading: false, isUploaded: true },
        },
      },
    ]);
    expect(published.at(2)).toEqual([
      DIRECT_UPLOADS_ID,
      { status: { 'c.pdf': { uploadProgress: 0, isUploading: true, isUploaded: false } } },
    ]);
  });

  it('runs under the upload-file action: name sanitised, result without the signed address', async () => {
    const { fetch } = await serverFetch();
    const puts: Array<{ url: string; type: string | null; auth: string | null }> = [];
    // The PUT itself (XMLHttpRequest, with its progress) runs in Chromium: plugin-sound.spec.ts.
    class RecordingXhr {
      upload = new EventTarget();
      private listeners = new EventTarget();
      status = 0;
      response = '';
      private url = '';
      private headers = new Map<string, string>();
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers.set(name.toLowerCase(), value);
      }
      addEventListener(type: string, listener: EventListener) {
        this.listeners.addEventListener(type, listener);
      }
      send() {
        puts.push({
          url: this.url,
          type: this.headers.get('content-type') ?? null,
          auth: this.headers.get('authorization') ?? null,
        });
        this.status = 200;
        this.listeners.dispatchEvent(new Event('load'));
      }
    }
    const statuses: unknown[] = [];
    const effects = createUploadEffects({
      siteId: 'demo',
      publish: (_id, state) => statuses.push(state),
      fetch,
      XMLHttpRequest: RecordingXhr as unknown as typeof XMLHttpRequest,
    });
    const file = new File(['%PDF-1.7'], 'my invoice #3.pdf', { type: 'application/pdf' });
    const result = await uploadFile({ file, tag: 'invoice' }, {
      effects,
      origin: { workflowId: 'w', actionId: 'a', chain: ['w'] },
    } as unknown as ActionContext);
    expect(result).toEqual({
      url: expect.stringMatching(
        /^http:\/\/preview\.localhost:3000\/api\/designs\/demo\/user-files\/[0-9a-f]{32}\/my_invoice__3\.pdf$/,
      ) as unknown,
      name: 'my_invoice__3.pdf',
      ext: 'pdf',
      tag: 'invoice',
      size: 8,
    });
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ type: 'application/pdf', auth: null });
    expect(puts[0]!.url.startsWith(`${(result as { url: string }).url}?`)).toBe(true);
    expect(statuses.at(-1)).toEqual({
      status: {
        'my invoice #3.pdf': { uploadProgress: 100, isUploading: false, isUploaded: true },
      },
    });
  });
});
