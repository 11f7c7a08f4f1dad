/** Listeners by channel name (`var:cart`, `col:products`, `browser`, `page`…). */
type Listener = () => void;

export class Channels {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Grows on every emit: an element notes it when it renders (`changedSince`). */
  version = 0;
  /** The version of each channel's last emit. */
  private readonly emitted = new Map<string, number>();

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
    for (const channel of channels) this.emitted.set(channel, this.version);
    const called = new Set<Listener>();
    for (const channel of channels) {
      for (const listener of this.listeners.get(channel) ?? []) {
        if (called.has(listener)) continue;
        called.add(listener);
        listener();
      }
    }
  }

  /**
   * Whether one of `channels` was emitted after `version`: an element that rendered at
   * `version` and subscribes later (a hydration spans many tasks) catches a change it missed,
   * and renders again only for a change of what it read.
   */
  changedSince(channels: Iterable<string>, version: number): boolean {
    for (const channel of channels) if ((this.emitted.get(channel) ?? 0) > version) return true;
    return false;
  }

  /** How many channels have listeners (tests check that unmounting unsubscribes). */
  get size(): number {
    return this.listeners.size;
  }
}
