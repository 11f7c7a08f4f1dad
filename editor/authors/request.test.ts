import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfToken, editorFetch, signInUrl, SIGNED_OUT_EVENT, withCsrf } from './request.ts';

/** A page with these cookies, whose window hears the signed-out event. */
function page(cookie: string) {
  const win = Object.assign(new EventTarget(), {
    location: { pathname: '/', search: '', hash: '#/sites/demo/edit' },
  });
  Object.assign(win, { parent: win });
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', { cookie });
  const heard = vi.fn();
  win.addEventListener(SIGNED_OUT_EVENT, heard);
  return heard;
}

afterEach(() => vi.unstubAllGlobals());

describe('the CSRF token', () => {
  it('is read from its cookie among others', () => {
    expect(csrfToken('a=1; baobab-csrf=tok_en-1; baobab-csrf-x=2')).toBe('tok_en-1');
    expect(csrfToken('baobab-csrfx=1')).toBeNull();
    expect(csrfToken('')).toBeNull();
  });

  it('goes with every change, in any form of headers, and never with a read', () => {
    page('baobab-csrf=t0k');
    expect(withCsrf({ method: 'PUT', headers: { 'if-match': '"e"' } })?.headers).toEqual({
      'if-match': '"e"',
      'x-baobab-csrf': 't0k',
    });
    expect(withCsrf({ method: 'delete' })?.headers).toEqual({ 'x-baobab-csrf': 't0k' });
    const headers = withCsrf({ method: 'POST', headers: new Headers({ a: 'b' }) })?.headers;
    expect((headers as Headers).get('x-baobab-csrf')).toBe('t0k');
    expect(withCsrf({ method: 'PATCH', headers: [['a', 'b']] })?.headers).toEqual([
      ['a', 'b'],
      ['x-baobab-csrf', 't0k'],
    ]);
    const read = { cache: 'no-store' as const };
    expect(withCsrf(read)).toBe(read);
    expect(withCsrf(undefined)).toBeUndefined();
  });
});

describe('editorFetch', () => {
  it('sends the token on a change, and tells the editor when the session has ended', async () => {
    const heard = page('baobab-csrf=abc');
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const response = await editorFetch('/api/sites/demo/publish', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(fetch).toHaveBeenCalledWith('/api/sites/demo/publish', {
      method: 'POST',
      headers: { 'x-baobab-csrf': 'abc' },
    });
    expect(heard).toHaveBeenCalledTimes(1);
    fetch.mockResolvedValueOnce(new Response('{}'));
    await editorFetch('/api/sites');
    expect(fetch).toHaveBeenLastCalledWith('/api/sites');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('signs in again back at the address now', () => {
    page('');
    expect(signInUrl()).toBe('/auth/editor/sign-in?returnTo=%2F%23%2Fsites%2Fdemo%2Fedit');
  });
});
