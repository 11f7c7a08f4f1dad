import { afterEach, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

afterEach(() => vi.restoreAllMocks());

// No happy-dom fixes here: on a DOM DOMPurify cannot work with, nothing unsafe gets through
// (the element renders empty, with one warning, rather than unsanitised markup).
it('fails closed on a DOM it cannot sanitise with', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  for (const source of [
    '<script>window.pwned = true</script><img src="x.png" onerror="window.pwned = true">',
    '<p>Hi</p><a href="javascript:alert(1)" onclick="x()">x</a>',
  ]) {
    const html = sanitizeHtml(source);
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  }
});
