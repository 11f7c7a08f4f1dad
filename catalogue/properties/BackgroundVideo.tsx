/**
 * An element's background video (style keys `backgroundVideo*`): the renderer places it as the
 * first child of the element. A muted, inline, decorative `<video>` covering the element behind
 * its content (BackgroundVideo.css). Seeds §4: it polls every second until the video can play
 * (`readyState` ≥ HAVE_FUTURE_DATA), then starts it muted. With reduced motion asked for, it
 * stays on its poster.
 */
import { useEffect, useRef } from 'react';
import './BackgroundVideo.css';

export interface BackgroundVideoProps {
  /** Video file URL; without one only the poster shows. */
  src?: string | null;
  /** Image shown until the video plays. */
  poster?: string | null;
  /** Default true. */
  loop?: boolean;
  /** Default `auto`: buffer the video, so it becomes ready without a user gesture. */
  preload?: 'auto' | 'metadata' | 'none';
}

/** Seeds §9: "Background video poll 1 s". */
export const POLL_MS = 1000;
/** `HTMLMediaElement.HAVE_FUTURE_DATA`: enough is buffered to start playing. */
const HAVE_FUTURE_DATA = 3;

const warned = new Set<string>();

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Starts the video muted; a refused play (autoplay policy, no source) is logged once per URL. */
function start(video: HTMLVideoElement, src: string): void {
  video.muted = true;
  const logRefusal = (error: unknown) => {
    if (warned.has(src)) return;
    warned.add(src);
    console.warn(`[baobab] background video "${src}" could not start: ${String(error)}`);
  };
  try {
    // Older browsers return nothing from play().
    void video.play()?.catch(logRefusal);
  } catch (error) {
    logRefusal(error);
  }
}

export function BackgroundVideo({
  src,
  poster,
  loop = true,
  preload = 'auto',
}: BackgroundVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const source = typeof src === 'string' && src.trim() !== '' ? src.trim() : undefined;
  useEffect(() => {
    const video = ref.current;
    if (!video || !source || prefersReducedMotion()) return undefined;
    const timer = setInterval(() => {
      if (video.readyState < HAVE_FUTURE_DATA) return;
      clearInterval(timer);
      start(video, source);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [source]);
  return (
    <video
      ref={ref}
      className="b-background-video"
      src={source}
      poster={typeof poster === 'string' && poster.trim() !== '' ? poster.trim() : undefined}
      muted
      playsInline
      loop={loop !== false}
      preload={preload}
      aria-hidden="true"
      disablePictureInPicture
    />
  );
}
