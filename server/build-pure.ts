/**
 * react-router's module keeps what a page never uses. Its published build (the `development`
 * one is all its `exports` name) assigns `X.displayName = "…"` to each of its components and
 * contexts at the top level, and calls `React.forwardRef(…)`, `createContext` and `memo`
 * without a pure annotation: for the bundler each is a side effect, so `Link`, `NavLink`, `Form`,
 * the data routers' contexts and all they call stay in a bundle that imports only
 * `BrowserRouter` and two hooks (14.8 KB gzip for the runtime's four imports, 5.7 without).
 *
 * `reactRouterTreeShaking` takes those assignments out (a display name only names a component
 * in React's developer tools) and marks those calls pure, in react-router's files only, in every
 * build pass. Test: `build-pure.test.ts`; `npm run bench -- size` measures what it saves.
 */
import type { Plugin } from 'vite';

/** A statement of its own: `Name.displayName = "Text";`. */
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm;
/** `React.forwardRef(`, `React3.createContext(`, `React10.memo(` not yet marked pure. */
const REACT_CALL = /(?<!\/\* @__PURE__ \*\/ )\b(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/** `source` without its display-name assignments and with React's factories marked pure. */
export function shakeableReactRouter(source: string): string {
  return source.replace(DISPLAY_NAME, '').replace(REACT_CALL, '/* @__PURE__ */ $1');
}

const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;

export const isReactRouterFile = (id: string): boolean =>
  REACT_ROUTER_FILE.test(id.split('?')[0] ?? id);

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'baobab-react-router-tree-shaking',
    transform(code, id) {
      if (!isReactRouterFile(id)) return null;
      const shaken = shakeableReactRouter(code);
      return shaken === code ? null : { code: shaken, map: null };
    },
  };
}
