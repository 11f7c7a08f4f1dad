import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SOUND_POLL_MS,
  SoundBank,
  type MediaSessionLike,
  type SoundEntry,
  type SoundEvents,
  type SoundHandle,
  type SoundOptions,
} from './bank.ts';
import { loadOptions, metadataOf } from '../plugin.ts';

/**
 * A sound that plays on a fake clock the way a Howl does: events on play/pause/stop/end, the
 * position advancing while playing. (Real howler needs Web Audio or media elements, which the
 * Chromium e2e `plugin-sound.spec.ts` drives.)
 */
class ClockSound implements SoundHandle {
  startedAt: number | null = null;
  offset = 0;
  vol = 1;
  log: string[] = [];
  constructor(
    private readonly events: SoundEvents,
    readonly length: number,
  ) {}
  private now = () => Date.now() / 1000;
  play() {
    if (this.startedAt !== null) return;
    this.startedAt = this.now();
    this.events.onplay();
  }
  pause() {
    this.offset = this.position();
    this.startedAt = null;
    this.events.onpause();
  }
  stop() {
    this.offset = 0;
    this.startedAt = null;
    this.events.onstop();
  }
  position() {
    const p = this.offset + (this.startedAt === null ? 0 : this.now() - this.startedAt);
    return Math.min(p, this.length);
  }
  seek(seconds: number) {
    this.offset = seconds;
    if (this.startedAt !== null) this.startedAt = this.now();
    this.events.onseek();
  }
  volume() {
    return this.vol;
  }
  setVolume(v: number) {
    this.vol = v;
  }
  setMute(m: boolean) {
    this.log.push(`mute ${m}`);
  }
  fade(from: number, to: number, ms: number) {
    this.log.push(`fade ${from} ${to} ${ms}`);
  }
  setRate(r: number) {
    this.log.push(`rate ${r}`);
  }
  setLoop(l: boolean) {
    this.log.push(`loop ${l}`);
  }
  duration() {
    return this.length;
  }
  playing() {
    return this.startedAt !== null;
  }
  unload() {
    this.log.push('unload');
  }
}

const OPTIONS: SoundOptions = loadOptions({ src: 'https://cdn.example/a.mp3' });
const META = metadataOf({ metadata: { title: 'Song', artist: 'Band', album: 'LP', artwork: '' } });

function setup(behaviour: 'load' | 'fail' = 'load', session?: MediaSessionLike) {
  const published: Array<Readonly<Record<string, SoundEntry>>> = [];
  const sounds: ClockSound[] = [];
  const bank = new SoundBank({
    create: (_options, events) => {
      const sound = new ClockSound(events, 10);
      sounds.push(sound);
      setTimeout(() =>
        behaviour === 'load'
          ? events.onload()
          : events.onloaderror('Failed loading audio file with status: 404.'),
      );
      return Promise.resolve(sound);
    },
    publish: (entries) => published.push(entries),
    mediaSession: session,
    mediaMetadata: (m) => ({ ...m, made: true }),
  });
  return { bank, published, sounds, last: () => published.at(-1) ?? {} };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SoundBank', () => {
  it('loads a sound and publishes its entry with metadata and options', async () => {
    vi.useFakeTimers();
    const { bank, last } = setup();
    const loading = bank.load('intro', OPTIONS, META);
    expect(last().intro).toMatchObject({ id: 'intro', isPlaying: false, totalTime: 0 });
    await vi.runAllTimersAsync();
    const entry = await loading;
    expect(entry).toEqual({
      id: 'intro',
      isPlaying: false,
      totalTime: 10,
      currentTime: 0,
      currentTimePercent: 0,
      metadata: { title: 'Song', artist: 'Band', album: 'LP', artwork: '' },
      options: {
        src: ['https://cdn.example/a.mp3'],
        autoplay: false,
        loop: false,
        volume: 1,
        rate: 1,
        mute: false,
        html5: false,
        format: [],
      },
    });
    expect(last().intro).toEqual(entry);
  });

  it('rejects with the loader’s error and forgets the sound', async () => {
    const { bank, last } = setup('fail');
    await expect(bank.load('intro', OPTIONS, META)).rejects.toThrow(
      'Failed loading audio file with status: 404.',
    );
    expect(last()).toEqual({});
    expect(() => bank.play('intro')).toThrow('Sound not found: intro');
  });

  it('says "Sound not found: {id}" for every action on an unknown id', () => {
    const { bank } = setup();
    expect(() => bank.play('nope')).toThrow('Sound not found: nope');
    expect(() => bank.pause('nope')).toThrow('Sound not found: nope');
    expect(() => bank.stop('nope')).toThrow('Sound not found: nope');
    expect(() => bank.seek('nope', 1)).toThrow('Sound not found: nope');
    expect(() => bank.volume('nope', 1)).toThrow('Sound not found: nope');
    expect(() => bank.mute('nope', true)).toThrow('Sound not found: nope');
    expect(() => bank.fade('nope', 0, 1)).toThrow('Sound not found: nope');
    expect(() => bank.rate('nope', 1)).toThrow('Sound not found: nope');
    expect(() => bank.loop('nope', true)).toThrow('Sound not found: nope');
    expect(() => bank.unload('nope')).toThrow('Sound not found: nope');
  });

  it('refreshes the progress every 333 ms while playing, and stops polling on pause', async () => {
    vi.useFakeTimers();
    const { bank, published, last } = setup();
    const loading = bank.load('intro', OPTIONS, META);
    await vi.runAllTimersAsync();
    await loading;
    bank.play('intro');
    expect(last().intro?.isPlaying).toBe(true);
    const before = published.length;
    await vi.advanceTimersByTimeAsync(SOUND_POLL_MS * 3);
    expect(published.length - before).toBe(3);
    expect(last().intro).toMatchObject({ currentTime: 0.999, currentTimePercent: 9.99 });
    await vi.advanceTimersByTimeAsync(SOUND_POLL_MS * 3 + 1);
    expect(last().intro?.currentTime).toBeCloseTo(2, 1);
    bank.pause('intro');
    expect(last().intro?.isPlaying).toBe(false);
    const paused = published.length;
    await vi.advanceTimersByTimeAsync(SOUND_POLL_MS * 5);
    expect(published.length).toBe(paused);
    expect(bank.seek('intro', 5)).toMatchObject({ currentTime: 5, currentTimePercent: 50 });
    expect(bank.seek('intro', 99).currentTime).toBe(10);
    expect(bank.stop('intro')).toMatchObject({ isPlaying: false, currentTime: 0 });
  });

  it('sets volume, mute, fade, rate and loop on the sound and in the options', async () => {
    const { bank, sounds, last } = setup();
    await bank.load('intro', OPTIONS, META);
    const sound = sounds[0]!;
    expect(bank.volume('intro', 1.5).options.volume).toBe(1);
    expect(bank.volume('intro', 0.4).options.volume).toBe(0.4);
    expect(bank.mute('intro', true).options.mute).toBe(true);
    expect(bank.fade('intro', 0, 500).options.volume).toBe(0);
    expect(bank.rate('intro', 8).options.rate).toBe(4);
    expect(bank.loop('intro', true).options.loop).toBe(true);
    expect(sound.log).toEqual(['mute true', 'fade 0.4 0 500', 'rate 4', 'loop true']);
    expect(last().intro?.options).toMatchObject({ volume: 0, mute: true, rate: 4, loop: true });
  });

  it('unloads a sound, and a second load under an id replaces the first', async () => {
    const { bank, sounds, last } = setup();
    await bank.load('intro', OPTIONS, META);
    await bank.load('intro', { ...OPTIONS, loop: true }, META);
    expect(sounds[0]!.log).toContain('unload');
    expect(last().intro?.options.loop).toBe(true);
    bank.unload('intro');
    expect(sounds[1]!.log).toContain('unload');
    expect(last()).toEqual({});
  });

  it('shows the playing sound in the media session with play, pause, seek and previous track', async () => {
    const handlers = new Map<string, ((details: { seekTime?: number }) => void) | null>();
    const session: MediaSessionLike = {
      metadata: null,
      playbackState: 'none',
      setActionHandler: (action, handler) => void handlers.set(action, handler),
    };
    const { bank, last } = setup('load', session);
    await bank.load('intro', OPTIONS, META);
    bank.play('intro');
    expect(session.playbackState).toBe('playing');
    expect(session.metadata).toMatchObject({ title: 'Song', artist: 'Band', made: true });
    expect([...handlers.keys()].sort()).toEqual(['pause', 'play', 'previoustrack', 'seekto']);
    handlers.get('pause')!({});
    expect(session.playbackState).toBe('paused');
    expect(last().intro?.isPlaying).toBe(false);
    handlers.get('seekto')!({ seekTime: 4 });
    expect(last().intro?.currentTime).toBe(4);
    handlers.get('previoustrack')!({});
    expect(last().intro?.currentTime).toBe(0);
    handlers.get('play')!({});
    expect(last().intro?.isPlaying).toBe(true);
    bank.unload('intro');
    expect(session.playbackState).toBe('none');
  });
});

describe('action configs', () => {
  it('reads load options with defaults and bounds', () => {
    expect(
      loadOptions({
        src: ['a.mp3', ' ', 'a.ogg'],
        volume: '0.5',
        rate: 0.1,
        loop: 'true',
        format: 'mp3, ogg',
      }),
    ).toEqual({
      src: ['a.mp3', 'a.ogg'],
      autoplay: false,
      loop: true,
      volume: 0.5,
      rate: 0.5,
      mute: false,
      html5: false,
      format: ['mp3', 'ogg'],
    });
    expect(metadataOf({})).toEqual({ title: '', artist: '', album: '', artwork: '' });
  });
});
