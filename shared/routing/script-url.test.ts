import { describe, expect, it } from 'vitest';
import { isScriptUrl } from './script-url.ts';

describe('isScriptUrl', () => {
  it('finds script and data URLs in every spelling the browser reads as one', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' \tjavascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\r\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      '\u0000javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'da\tta:text/html,x',
    ])
      expect(isScriptUrl(url), JSON.stringify(url)).toBe(true);
  });

  it('lets web addresses and paths through, and what the parser does not read as a scheme', () => {
    for (const url of [
      'https://example.com/javascript:x',
      '/javascript:x',
      'mailto:a@example.com',
      'tel:+263',
      '#top',
      'page?next=javascript:x',
      // A NUL inside the scheme is not dropped by the parser: no scheme, a relative path.
      'java\u0000script:alert(1)',
      '&#106;avascript:alert(1)',
    ])
      expect(isScriptUrl(url), JSON.stringify(url)).toBe(false);
  });
});
