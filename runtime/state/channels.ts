/** Listeners by channel name (`var:cart`, `col:products`, `browser`, `page`…). */
type Listener = () => void;

export class Channels {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Grows on every emit: an element compares it to catch a change between render and subscribe. */
  version = 0;

  subscribe(channel: string, listener: Listener): () => void {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(channel) === set) this.listeners.delete(channel);
    };
  }

  emit(...channels: string[]): void {
    this.version++;
    const called = new Set<Listener>();
    for (const channel of channels) {
      for (const listener of this.listeners.get(channel) ?? []) {
        if (called.has(listener)) continue;
        called.add(listener);
        listener();
      }
    }
  }

  /** How many channels have listeners (tests check that unmounting unsubscribes). */
  get size(): number {
    return this.listeners.size;
  }
}
