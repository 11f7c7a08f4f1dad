/**
 * The sounds a page has loaded, by id, and their published entries (seeds 001 §3: id,
 * isPlaying, totalTime, currentTime, currentTimePercent, metadata, options). Plays through a
 * `SoundHandle` (howler's Howl in the browser, `howl.ts`); while any sound plays, the entries'
 * times refresh every 333 ms (seeds §9). The browser's media session (lock screen, media keys)
 * shows the playing sound's metadata and offers play, pause, seek and previous track only.
 */

/** Seeds §9: progress of playing sounds refreshes about every 333 ms. */
export const SOUND_POLL_MS = 333;

export const SOUND_MESSAGES = {
  notFound: (id: string) => `Sound not found: ${id}`,
  noSource: 'No sound source defined.',
} as const;

export interface SoundMetadata {
  title: string;
  artist: string;
  album: string;
  /** Image URL of the cover. */
  artwork: string;
}

/** How the sound was loaded (what the load action was given, defaults filled). */
export interface SoundOptions {
  src: string[];
  autoplay: boolean;
  loop: boolean;
  /** 0 to 1. */
  volume: number;
  /** 0.5 to 4. */
  rate: number;
  mute: boolean;
  /** Stream through an HTML5 audio element instead of decoding the whole file (long tracks). */
  html5: boolean;
  /** File formats when the URLs have no extension (`mp3`, `wav`…). */
  format: string[];
}

export interface SoundEntry {
  id: string;
  isPlaying: boolean;
  /** Seconds. */
  totalTime: number;
  /** Seconds. */
  currentTime: number;
  /** 0 to 100. */
  currentTimePercent: number;
  metadata: SoundMetadata;
  options: SoundOptions;
}

export interface SoundEvents {
  onload(): void;
  onloaderror(error: unknown): void;
  onplay(): void;
  onpause(): void;
  onstop(): void;
  onend(): void;
  onseek(): void;
}

/** What the bank needs of one sound; `howl.ts` gives it over a Howl. */
export interface SoundHandle {
  play(): void;
  pause(): void;
  stop(): void;
  /** Seconds played. */
  position(): number;
  seek(seconds: number): void;
  volume(): number;
  setVolume(volume: number): void;
  setMute(muted: boolean): void;
  fade(from: number, to: number, ms: number): void;
  setRate(rate: number): void;
  setLoop(loop: boolean): void;
  /** Seconds (0 until loaded). */
  duration(): number;
  playing(): boolean;
  unload(): void;
}

export type SoundFactory = (options: SoundOptions, events: SoundEvents) => Promise<SoundHandle>;

/** The parts of `navigator.mediaSession` used (absent where the browser has none). */
export interface MediaSessionLike {
  metadata: unknown;
  playbackState: 'none' | 'paused' | 'playing';
  setActionHandler(
    action: 'play' | 'pause' | 'seekto' | 'previoustrack',
    handler: ((details: { seekTime?: number }) => void) | null,
  ): void;
}

export interface SoundBankDeps {
  create: SoundFactory;
  /** Publishes the entries (the plugin's `sounds` variable). */
  publish(entries: Readonly<Record<string, SoundEntry>>): void;
  mediaSession?: MediaSessionLike | undefined;
  /** Builds the media session's metadata (`new MediaMetadata(...)` in the browser). */
  mediaMetadata?: ((metadata: SoundMetadata) => unknown) | undefined;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (timer: unknown) => void;
}

interface Loaded {
  handle: SoundHandle | null;
  entry: SoundEntry;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export class SoundBank {
  private readonly sounds = new Map<string, Loaded>();
  private timer: unknown = null;
  /** The sound the media session controls: the last one that started playing. */
  private current: string | null = null;

  constructor(private readonly deps: SoundBankDeps) {}

  entries(): Readonly<Record<string, SoundEntry>> {
    return Object.fromEntries([...this.sounds].map(([id, { entry }]) => [id, { ...entry }]));
  }

  entry(id: string): SoundEntry {
    return { ...this.find(id).entry };
  }

  /**
   * Loads a sound under `id` (replacing one loaded before under it); resolves with its entry
   * once loaded, rejects with the loader's error.
   */
  async load(id: string, options: SoundOptions, metadata: SoundMetadata): Promise<SoundEntry> {
    if (options.src.length === 0) throw new Error(SOUND_MESSAGES.noSource);
    if (this.sounds.has(id)) this.unload(id);
    const loaded: Loaded = {
      handle: null,
      entry: {
        id,
        isPlaying: false,
        totalTime: 0,
        currentTime: 0,
        currentTimePercent: 0,
        metadata,
        options,
      },
    };
    this.sounds.set(id, loaded);
    this.publish();
    const alive = () => this.sounds.get(id) === loaded;
    let settle: { resolve(): void; reject(error: Error): void } | undefined;
    const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    // Awaited below; a failure that comes first must not count as unhandled meanwhile.
    done.catch(() => undefined);
    const handle = await this.deps
      .create(options, {
        onload: () => {
          if (alive()) this.refresh(id);
          settle?.resolve();
        },
        onloaderror: (error) => {
          if (alive()) {
            this.sounds.delete(id);
            this.publish();
          }
          settle?.reject(loaderError(error));
        },
        onplay: () => this.changed(id, true),
        onpause: () => this.changed(id, false),
        onstop: () => this.changed(id, false),
        onend: () => this.changed(id, loaded.handle?.playing() ?? false),
        onseek: () => alive() && this.refresh(id),
      })
      .catch((error: unknown) => {
        if (alive()) {
          this.sounds.delete(id);
          this.publish();
        }
        throw error;
      });
    if (!alive()) {
      // Unloaded (or loaded again) while the library was coming: this one is not wanted.
      handle.unload();
      throw new Error(SOUND_MESSAGES.notFound(id));
    }
    loaded.handle = handle;
    await done;
    return this.entry(id);
  }

  unload(id: string): void {
    const { handle } = this.find(id);
    this.sounds.delete(id);
    handle?.unload();
    if (this.current === id) {
      this.current = null;
      if (this.deps.mediaSession) this.deps.mediaSession.playbackState = 'none';
    }
    this.publish();
    this.updateTimer();
  }

  play(id: string): SoundEntry {
    this.handle(id).play();
    return this.entry(id);
  }

  pause(id: string): SoundEntry {
    this.handle(id).pause();
    return this.entry(id);
  }

  stop(id: string): SoundEntry {
    this.handle(id).stop();
    return this.refresh(id);
  }

  /** Seconds from the start, kept within the sound. */
  seek(id: string, seconds: number): SoundEntry {
    const handle = this.handle(id);
    const total = handle.duration();
    handle.seek(Math.max(0, total > 0 ? Math.min(seconds, total) : seconds));
    return this.refresh(id);
  }

  volume(id: string, volume: number): SoundEntry {
    const value = clamp(volume, 0, 1);
    this.handle(id).setVolume(value);
    return this.option(id, { volume: value });
  }

  mute(id: string, muted: boolean): SoundEntry {
    this.handle(id).setMute(muted);
    return this.option(id, { mute: muted });
  }

  /** From `from` (default: the volume now) to `to` over `ms` milliseconds. */
  fade(id: string, to: number, ms: number, from?: number): SoundEntry {
    const handle = this.handle(id);
    const target = clamp(to, 0, 1);
    handle.fade(clamp(from ?? handle.volume(), 0, 1), target, Math.max(0, ms));
    return this.option(id, { volume: target });
  }

  rate(id: string, rate: number): SoundEntry {
    const value = clamp(rate, 0.5, 4);
    this.handle(id).setRate(value);
    return this.option(id, { rate: value });
  }

  loop(id: string, loop: boolean): SoundEntry {
    this.handle(id).setLoop(loop);
    return this.option(id, { loop });
  }

  /** Unloads every sound (the page is going away). */
  unloadAll(): void {
    for (const id of [...this.sounds.keys()]) this.unload(id);
  }

  private find(id: string): Loaded {
    const loaded = this.sounds.get(id);
    if (!loaded) throw new Error(SOUND_MESSAGES.notFound(id));
    return loaded;
  }

  private handle(id: string): SoundHandle {
    const { handle } = this.find(id);
    // Still coming (the library loads): howler queues actions until loaded, but we have no
    // Howl to queue on yet.
    if (!handle) throw new Error(SOUND_MESSAGES.notFound(id));
    return handle;
  }

  private option(id: string, change: Partial<SoundOptions>): SoundEntry {
    const loaded = this.find(id);
    loaded.entry = { ...loaded.entry, options: { ...loaded.entry.options, ...change } };
    this.publish();
    return { ...loaded.entry };
  }

  private changed(id: string, playing: boolean): void {
    const loaded = this.sounds.get(id);
    if (!loaded) return;
    loaded.entry = { ...loaded.entry, isPlaying: playing };
    if (playing) this.current = id;
    this.refresh(id);
    this.updateTimer();
    this.updateMediaSession(id, playing);
  }

  /** Reads the sound's times into its entry and publishes. */
  private refresh(id: string): SoundEntry {
    const loaded = this.find(id);
    const { handle } = loaded;
    if (handle) {
      const totalTime = round(handle.duration());
      const currentTime = round(Math.min(handle.position(), totalTime || Infinity));
      loaded.entry = {
        ...loaded.entry,
        totalTime,
        currentTime,
        currentTimePercent: totalTime > 0 ? round((currentTime / totalTime) * 100) : 0,
      };
    }
    this.publish();
    return { ...loaded.entry };
  }

  private tick(): void {
    for (const [id, { entry }] of this.sounds) if (entry.isPlaying) this.refresh(id);
  }

  private updateTimer(): void {
    const anyPlaying = [...this.sounds.values()].some(({ entry }) => entry.isPlaying);
    const set = this.deps.setInterval ?? ((fn: () => void, ms: number) => setInterval(fn, ms));
    const clear =
      this.deps.clearInterval ??
      ((t: unknown) => clearInterval(t as ReturnType<typeof setInterval>));
    if (anyPlaying && this.timer === null) this.timer = set(() => this.tick(), SOUND_POLL_MS);
    if (!anyPlaying && this.timer !== null) {
      clear(this.timer);
      this.timer = null;
    }
  }

  private updateMediaSession(id: string, playing: boolean): void {
    const session = this.deps.mediaSession;
    if (!session || this.current !== id) return;
    session.playbackState = playing ? 'playing' : 'paused';
    if (!playing) return;
    const { metadata } = this.find(id).entry;
    if (this.deps.mediaMetadata) session.metadata = this.deps.mediaMetadata(metadata);
    const control = (act: (sound: string) => void) => () => {
      if (this.current !== null && this.sounds.has(this.current)) act(this.current);
    };
    session.setActionHandler(
      'play',
      control((sound) => this.play(sound)),
    );
    session.setActionHandler(
      'pause',
      control((sound) => this.pause(sound)),
    );
    session.setActionHandler('seekto', (details) =>
      control((sound) => this.seek(sound, details.seekTime ?? 0))(),
    );
    session.setActionHandler(
      'previoustrack',
      control((sound) => this.seek(sound, 0)),
    );
  }

  private publish(): void {
    this.deps.publish(this.entries());
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Howler gives a text (Web Audio) or a media error code (HTML5 audio). */
function loaderError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (typeof error === 'number')
    return new Error(`Failed loading audio file (media error ${error}).`);
  return new Error(String(error));
}
