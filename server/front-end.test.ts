import { describe, expect, it } from 'vitest';
import { injectJson } from './front-end.ts';

describe('injectJson', () => {
  it('keeps `$` patterns and `</script>` in the data as data', () => {
    const html = '<html><head><title>t</title></head><body>rest</body></html>';
    const data = { name: "Save $' now $& $` $$ $1 </script><script>alert(1)</script>" };
    const out = injectJson(html, 'boot', data);
    const json = /<script id="boot" type="application\/json">(.*?)<\/script>/.exec(out)?.[1];
    expect(JSON.parse(json!)).toEqual(data);
    expect(out.endsWith('</head><body>rest</body></html>')).toBe(true);
    expect(out.match(/<\/script>/g)).toHaveLength(1);
  });
});
