import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackgroundVideo, POLL_MS, type BackgroundVideoProps } from './BackgroundVideo.tsx';

/** Renders the video with a controllable readyState and a stubbed play(). */
function mount(
  props: BackgroundVideoProps,
  play: () => Promise<void> | undefined = () => Promise.resolve(),
) {
  const view = render(<BackgroundVideo {...props} />);
  const video = view.container.querySelector('video')!;
  const media = { readyState: 0, reads: 0 };
  Object.defineProperty(video, 'readyState', {
    configurable: true,
    get: () => {
      media.reads++;
      return media.readyState;
    },
  });
  const playSpy = vi.fn(play);
  video.play = playSpy as unknown as HTMLVideoElement['play'];
  video.muted = false;
  return { ...view, video, media, play: playSpy };
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('BackgroundVideo', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders a muted, inline, decorative video with its source, poster, loop and preload', () => {
    const video = render(
      <BackgroundVideo
        src="/media/hero.mp4"
        poster="/media/hero.jpg"
        loop={false}
        preload="metadata"
      />,
    ).container.querySelector('video')!;
    expect(video.className).toBe('b-background-video');
    expect(video.getAttribute('src')).toBe('/media/hero.mp4');
    expect(video.getAttribute('poster')).toBe('/media/hero.jpg');
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('aria-hidden')).toBe('true');
    expect(video.loop).toBe(false);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.hasAttribute('controls')).toBe(false);
  });

  it('loops and preloads the whole video by default', () => {
    const video = render(<BackgroundVideo src="/v.mp4" />).container.querySelector('video')!;
    expect(video.loop).toBe(true);
    expect(video.getAttribute('preload')).toBe('auto');
  });

  it('checks whether the video is ready every second', async () => {
    const { media, play } = mount({ src: '/v.mp4' });
    await advance(POLL_MS - 1);
    expect(media.reads).toBe(0);
    await advance(1);
    expect(media.reads).toBe(1);
    await advance(POLL_MS * 4);
    expect(media.reads).toBe(5);
    expect(POLL_MS).toBe(1000);
    expect(play).not.toHaveBeenCalled();
  });

  it('plays once ready (HAVE_FUTURE_DATA), muted, then stops polling', async () => {
    const { media, play, video } = mount({ src: '/v.mp4' });
    media.readyState = 2; // HAVE_CURRENT_DATA: not enough to play through
    await advance(POLL_MS * 2);
    expect(play).not.toHaveBeenCalled();
    media.readyState = 3;
    await advance(POLL_MS);
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(true);
    const reads = media.reads;
    await advance(POLL_MS * 5);
    expect(media.reads).toBe(reads);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stops polling when unmounted', async () => {
    const { media, play, unmount } = mount({ src: '/v.mp4' });
    await advance(POLL_MS);
    expect(media.reads).toBe(1);
    unmount();
    media.readyState = 4;
    await advance(POLL_MS * 5);
    expect(media.reads).toBe(1);
    expect(play).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('survives a refused play(), logging it once per video', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refuse = () => Promise.reject(new DOMException('autoplay refused', 'NotAllowedError'));
    const first = mount({ src: '/refused.mp4' }, refuse);
    first.media.readyState = 4;
    await advance(POLL_MS);
    expect(first.play).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/refused.mp4');
    cleanup();
    const second = mount({ src: '/refused.mp4' }, refuse);
    second.media.readyState = 4;
    await advance(POLL_MS);
    expect(second.play).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(second.container.querySelector('video')).not.toBeNull();
  });

  it('survives a play() that throws or returns nothing (older browsers)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwing = mount({ src: '/throws.mp4' }, () => {
      throw new Error('not supported');
    });
    throwing.media.readyState = 4;
    await advance(POLL_MS);
    expect(throwing.play).toHaveBeenCalledTimes(1);
    cleanup();
    const old = mount({ src: '/old.mp4' }, () => undefined);
    old.media.readyState = 4;
    await advance(POLL_MS);
    expect(old.play).toHaveBeenCalledTimes(1);
  });

  it('shows only the poster without a video: no polling', async () => {
    const { media, video } = mount({ poster: '/poster.jpg' });
    expect(video.hasAttribute('src')).toBe(false);
    expect(video.getAttribute('poster')).toBe('/poster.jpg');
    await advance(POLL_MS * 3);
    expect(media.reads).toBe(0);
  });

  it('stays on its poster when the visitor asks for reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const { media, play } = mount({ src: '/v.mp4', poster: '/p.jpg' });
    media.readyState = 4;
    await advance(POLL_MS * 3);
    expect(play).not.toHaveBeenCalled();
  });

  it('restarts polling for a new source', async () => {
    const { media, play, rerender, video } = mount({ src: '/a.mp4' });
    media.readyState = 4;
    await advance(POLL_MS);
    expect(play).toHaveBeenCalledTimes(1);
    rerender(<BackgroundVideo src="/b.mp4" />);
    expect(video.getAttribute('src')).toBe('/b.mp4');
    await advance(POLL_MS);
    expect(play).toHaveBeenCalledTimes(2);
  });
});
