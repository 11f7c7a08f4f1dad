import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isReactRouterFile, shakeableReactRouter } from './build-pure.ts';

describe('shakeableReactRouter', () => {
  it('takes out display names and marks React factories pure, and nothing else', () => {
    const source = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      '  Link.displayName = "Link";',
      'var Memo = React3.memo(Routes);',
      'var kept = /* @__PURE__ */ React.createContext(1);',
      'thing.displayName = name;',
      'if (x) y.displayName = "Inline"; else z();',
      'useContext(LocationContext);',
    ].join('\n');
    expect(shakeableReactRouter(source)).toBe(
      [
        'var LocationContext = /* @__PURE__ */ React.createContext(null);',
        '',
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
        '',
        'var Memo = /* @__PURE__ */ React3.memo(Routes);',
        'var kept = /* @__PURE__ */ React.createContext(1);',
        // Not a literal name, or not a statement of its own: left as written.
        'thing.displayName = name;',
        'if (x) y.displayName = "Inline"; else z();',
        'useContext(LocationContext);',
      ].join('\n'),
    );
  });

  it('applies to react-router’s published files only', () => {
    expect(isReactRouterFile('/app/node_modules/react-router/dist/development/chunk-A.mjs')).toBe(
      true,
    );
    expect(isReactRouterFile('/app/node_modules/react-router/dist/production/index.js?v=2')).toBe(
      true,
    );
    expect(isReactRouterFile('/app/node_modules/react-router-dom/dist/index.mjs')).toBe(false);
    expect(isReactRouterFile('/app/runtime/app/router.tsx')).toBe(false);
  });

  it('still finds what it takes out in the installed react-router (a new version may differ)', async () => {
    const require = createRequire(import.meta.url);
    const dist = dirname(require.resolve('react-router'));
    const files = (await readdir(dist)).filter((name) => name.endsWith('.mjs'));
    const source = (
      await Promise.all(files.map((name) => readFile(join(dist, name), 'utf8')))
    ).join('\n');
    const shaken = shakeableReactRouter(source);
    expect(source).toMatch(/^[A-Za-z_$][\w$]*\.displayName = "Location";$/m);
    expect(shaken).not.toMatch(/\.displayName = "Location";/);
    expect(shaken).toMatch(/\/\* @__PURE__ \*\/ React\d*\.createContext\(/);
  });
});
