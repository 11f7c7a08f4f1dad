/**
 * Tests only, imported before the component: KaTeX warns as it loads unless the document is in
 * standards mode, and happy-dom documents have no doctype and no `compatMode`.
 */
if (typeof document !== 'undefined') {
  if (!document.doctype)
    document.insertBefore(
      document.implementation.createDocumentType('html', '', ''),
      document.documentElement,
    );
  if (document.compatMode !== 'CSS1Compat')
    Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat', configurable: true });
}
