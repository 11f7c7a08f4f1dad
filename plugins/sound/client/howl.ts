/**
 * Sounds through howler (loaded with `import()` on the first load action, so pages without
 * sound never download it): Web Audio where the browser has it, else HTML5 audio. Howler's own
 * defaults are the seeds' constants (§9): the audio context suspends after 30 s without sound,
 * an HTML5 audio pool of 10, and an inactive pool of 5 per sound — set here explicitly.
 */
import type { SoundEvents, SoundFactory, SoundHandle, SoundOptions } from './bank.ts';

export const HTML5_POOL_SIZE = 10;
export const SOUND_POOL_SIZE = 5;

export const createHowlSound: SoundFactory = async (
  options: SoundOptions,
  events: SoundEvents,
): Promise<SoundHandle> => {
  const { Howl, Howler } = await import('howler');
  Howler.autoSuspend = true;
  Howler.html5PoolSize = HTML5_POOL_SIZE;
  const howl = new Howl({
    src: options.src,
    ...(options.format.length > 0 ? { format: options.format } : {}),
    autoplay: options.autoplay,
    loop: options.loop,
    volume: options.volume,
    rate: options.rate,
    mute: options.mute,
    html5: options.html5,
    pool: SOUND_POOL_SIZE,
    onload: () => events.onload(),
    onloaderror: (_id, error) => events.onloaderror(error),
    onplay: () => events.onplay(),
    onpause: () => events.onpause(),
    onstop: () => events.onstop(),
    onend: () => events.onend(),
    onseek: () => events.onseek(),
  });
  return {
    play: () => {
      // One voice per sound: play resumes it rather than starting a second one over it.
      if (!howl.playing()) howl.play();
    },
    pause: () => void howl.pause(),
    stop: () => void howl.stop(),
    position: () => {
      const seconds = howl.seek();
      return typeof seconds === 'number' ? seconds : 0;
    },
    seek: (seconds) => void howl.seek(seconds),
    volume: () => howl.volume(),
    setVolume: (volume) => void howl.volume(volume),
    setMute: (muted) => void howl.mute(muted),
    fade: (from, to, ms) => void howl.fade(from, to, ms),
    setRate: (rate) => void howl.rate(rate),
    setLoop: (loop) => void howl.loop(loop),
    duration: () => howl.duration(),
    playing: () => howl.playing(),
    unload: () => howl.unload(),
  };
};
