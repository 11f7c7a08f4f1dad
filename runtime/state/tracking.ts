/**
 * Dependency tracking: while an element resolves its properties, every variable, collection or
 * context part a formula reads is recorded, so the element subscribes to exactly those and a
 * change re-renders it alone, never the page.
 */
let active: Set<string> | null = null;

/** Records a read of `dep` (`var:cart`, `col:products`, `browser`…) by the running evaluation. */
export function track(dep: string): void {
  active?.add(dep);
}

/** Runs `read` recording its reads into `deps`. Nested calls record into their own set. */
export function tracked<T>(deps: Set<string>, read: () => T): T {
  const previous = active;
  active = deps;
  try {
    return read();
  } finally {
    active = previous;
  }
}

/** Runs `read` without recording (workflows read the scope; their reads subscribe nothing). */
export function untracked<T>(read: () => T): T {
  const previous = active;
  active = null;
  try {
    return read();
  } finally {
    active = previous;
  }
}
