export { App, type AppProps } from './App.tsx';
export { readBootData, BOOT_ELEMENT_ID } from './boot.ts';
export { loadPageData, pageDataUrl, PageLoadError } from './load-page.ts';
export { resolveRoute, NOT_FOUND_PATH, type Route } from './route.ts';
export { applyHead } from './head.ts';
