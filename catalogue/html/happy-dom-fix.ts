/**
 * Test-only fixes for happy-dom (the unit-test DOM), imported first by Html.test.tsx, so that
 * DOMPurify sanitises there as it does in browsers. They change nothing in the code under test;
 * Storybook's e2e run checks the same component in real Chromium.
 *
 * 1. `Node.prototype.nodeName`: happy-dom's getter returns '' for elements and text (subclasses
 *    override it). DOMPurify reads that very getter (against DOM clobbering), so every tag looked
 *    unknown. Browsers implement it for every node: here it calls the most derived getter.
 * 2. `Document.prototype.createNodeIterator`: happy-dom's iterator loses its place when the node
 *    it just returned is removed, so DOMPurify skipped whatever followed a removed `<script>`.
 *    This one follows the DOM spec's rule: the reference moves to the preceding node.
 */
const NodeProto = window.Node.prototype;

function fixNodeName(): void {
  const base = Object.getOwnPropertyDescriptor(NodeProto, 'nodeName')?.get;
  if (!base) return;
  Object.defineProperty(NodeProto, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      for (
        let proto = Object.getPrototypeOf(this) as object | null;
        proto && proto !== NodeProto;
        proto = Object.getPrototypeOf(proto) as object | null
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (own) return own.call(this) as string;
      }
      return base.call(this) as string;
    },
  });
}

function fixNodeIterator(): void {
  function createNodeIterator(
    root: Node,
    whatToShow = 0xffffffff,
    filter: NodeFilter | null = null,
  ): NodeIterator {
    let reference: Node = root;
    let beforeReference = true;
    let preceding: Node | null = null;
    const accepts = (node: Node) => {
      if (((1 << (node.nodeType - 1)) & whatToShow) === 0) return false;
      if (!filter) return true;
      const verdict = typeof filter === 'function' ? filter(node) : filter.acceptNode(node);
      return verdict === 1;
    };
    const following = (node: Node): Node | null => {
      if (node.firstChild) return node.firstChild;
      for (let at: Node | null = node; at && at !== root; at = at.parentNode)
        if (at.nextSibling) return at.nextSibling;
      return null;
    };
    const precedingOf = (node: Node): Node | null => {
      let before = node.previousSibling;
      if (!before) return node.parentNode;
      while (before.lastChild) before = before.lastChild;
      return before;
    };
    const iterator = {
      root,
      whatToShow,
      filter,
      get referenceNode() {
        return reference;
      },
      get pointerBeforeReferenceNode() {
        return beforeReference;
      },
      nextNode(): Node | null {
        // The node returned last was removed: go on from the node that preceded it.
        if (reference !== root && !root.contains(reference)) {
          reference = preceding ?? root;
          beforeReference = false;
        }
        let node: Node | null = beforeReference ? reference : following(reference);
        while (node && !accepts(node)) node = following(node);
        if (!node) return null;
        reference = node;
        beforeReference = false;
        preceding = node === root ? null : precedingOf(node);
        return node;
      },
      previousNode(): Node | null {
        throw new Error('previousNode is not needed by DOMPurify');
      },
      detach() {},
    };
    return iterator as unknown as NodeIterator;
  }
  // The prototype that really holds it (happy-dom's `window.Document` is another class).
  let owner = Object.getPrototypeOf(document) as object | null;
  while (owner && !Object.hasOwn(owner, 'createNodeIterator'))
    owner = Object.getPrototypeOf(owner) as object | null;
  Object.defineProperty(owner ?? Object.getPrototypeOf(document), 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(this: Document, root: Node, whatToShow?: number, filter?: NodeFilter | null) {
      return createNodeIterator(root, whatToShow, filter ?? null);
    },
  });
}

fixNodeName();
fixNodeIterator();

export {};
