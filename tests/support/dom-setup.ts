/**
 * Each DOM test file (happy-dom): the document in standards mode, as every page Baobab serves is
 * (`<!doctype html>`). happy-dom leaves `document.compatMode` undefined, so KaTeX took the
 * document for one in quirks mode: it warned in every file that loads it and refused to render.
 */
if (document.compatMode === undefined)
  Object.defineProperty(document, 'compatMode', { configurable: true, value: 'CSS1Compat' });
