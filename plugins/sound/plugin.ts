/**
 * The sound plugin (seeds 001 §3, §4, §7, §8, §9): workflow actions `sound:load`, `unload`,
 * `play`, `pause`, `stop`, `seek`, `volume`, `mute`, `fade`, `rate`, `loop` over howler, and the
 * published variable `sounds` (entries by id: `plugins.sound.sounds['intro'].currentTimePercent`).
 * An id no sound was loaded under: 'Sound not found: {id}'. Loading rejects with the loader's error.
 */
import { definePlugin, type PluginApi } from '../define.ts';
import { recordOf, textOf } from '@shared/workflow/config.ts';
import type { ActionConfig } from '@shared/workflow/context.ts';
import {
  SOUND_MESSAGES,
  SoundBank,
  type MediaSessionLike,
  type SoundFactory,
  type SoundMetadata,
  type SoundOptions,
} from './client/bank.ts';
import { createHowlSound } from './client/howl.ts';
import { label } from '@shared/i18n/label.ts';

const text = (en: string, fr: string) => ({ type: 'text' as const, label: label(en, fr) });
const number = (en: string, fr: string) => ({ type: 'number' as const, label: label(en, fr) });
const boolean = (en: string, fr: string) => ({ type: 'boolean' as const, label: label(en, fr) });
const ID = { id: { ...text('Sound id', 'Identifiant du son'), required: true } };

/** `true`/`"true"` and `false`/`"false"`; anything else is `fallback`. */
function flagOf(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return fallback;
}

/** A finite number (or numeric text); anything else is `fallback`. */
function numberOf(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

function listOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items.map((item) => textOf(item)).filter((item): item is string => item !== undefined);
}

/** The sound of an action: `id` (required for every action but load). */
function idOf(config: ActionConfig): string {
  const id = textOf(config.id);
  if (!id) throw new Error(SOUND_MESSAGES.notFound(''));
  return id;
}

export function loadOptions(config: ActionConfig): SoundOptions {
  return {
    src: listOf(config.src),
    autoplay: flagOf(config.autoplay, false),
    loop: flagOf(config.loop, false),
    volume: Math.min(1, Math.max(0, numberOf(config.volume, 1))),
    rate: Math.min(4, Math.max(0.5, numberOf(config.rate, 1))),
    mute: flagOf(config.mute, false),
    html5: flagOf(config.html5, false),
    format: listOf(config.format),
  };
}

export function metadataOf(config: ActionConfig): SoundMetadata {
  const metadata = recordOf(config.metadata);
  const field = (key: string) => textOf(metadata[key]) ?? '';
  return {
    title: field('title'),
    artist: field('artist'),
    album: field('album'),
    artwork: field('artwork'),
  };
}

/** Where the sounds of one page load live (the runtime hands the same api to every action). */
const banks = new WeakMap<object, SoundBank>();

/** Replaceable in tests (the real one is howler's Howl). */
export const soundEnvironment: { create: SoundFactory } = { create: createHowlSound };

function bankOf(plugin: PluginApi): SoundBank {
  let bank = banks.get(plugin);
  if (!bank) {
    const session =
      typeof navigator !== 'undefined' && 'mediaSession' in navigator
        ? (navigator.mediaSession as MediaSessionLike)
        : undefined;
    bank = new SoundBank({
      create: (options, events) => soundEnvironment.create(options, events),
      publish: (entries) => plugin.setVariable('sounds', entries),
      mediaSession: session,
      mediaMetadata:
        typeof MediaMetadata === 'undefined'
          ? undefined
          : ({ title, artist, album, artwork }) =>
              new MediaMetadata({
                title,
                artist,
                album,
                artwork: artwork ? [{ src: artwork }] : [],
              }),
    });
    banks.set(plugin, bank);
  }
  return bank;
}

export const soundPlugin = definePlugin({
  id: 'sound',
  label: label('Sound', 'Son'),
  settings: { public: {}, private: {} },
  variables: {
    sounds: {
      type: 'object',
      label: label('Sounds (by id)', 'Sons (par identifiant)'),
      default: {},
    },
  },
  actions: {
    load: {
      label: label('Load a sound', 'Charger un son'),
      config: {
        id: text('Sound id (default: the first source)', 'Identifiant (défaut : la source)'),
        src: { ...text('Source URLs', 'URL des sources'), required: true },
        autoplay: boolean('Play when loaded', 'Jouer une fois chargé'),
        loop: boolean('Loop', 'En boucle'),
        volume: number('Volume (0–1)', 'Volume (0–1)'),
        rate: number('Rate (0.5–4)', 'Vitesse (0,5–4)'),
        mute: boolean('Muted', 'Muet'),
        html5: boolean('Stream (HTML5 audio)', 'Diffuser (audio HTML5)'),
        format: text('Formats (mp3, wav…)', 'Formats (mp3, wav…)'),
        metadata: {
          type: 'json',
          label: label('Title, artist, album, artwork', 'Titre, artiste, album, pochette'),
        },
      },
      handler: (config, _ctx, plugin) => {
        const options = loadOptions(config);
        const id = textOf(config.id) ?? options.src[0];
        if (!id) throw new Error(SOUND_MESSAGES.noSource);
        return bankOf(plugin).load(id, options, metadataOf(config));
      },
    },
    unload: {
      label: label('Unload a sound', 'Décharger un son'),
      config: ID,
      handler: (config, _ctx, plugin) => {
        const id = idOf(config);
        bankOf(plugin).unload(id);
        return { id };
      },
    },
    play: {
      label: label('Play', 'Lire'),
      config: ID,
      handler: (config, _ctx, plugin) => bankOf(plugin).play(idOf(config)),
    },
    pause: {
      label: label('Pause', 'Pause'),
      config: ID,
      handler: (config, _ctx, plugin) => bankOf(plugin).pause(idOf(config)),
    },
    stop: {
      label: label('Stop', 'Arrêter'),
      config: ID,
      handler: (config, _ctx, plugin) => bankOf(plugin).stop(idOf(config)),
    },
    seek: {
      label: label('Seek', 'Aller à'),
      config: { ...ID, position: number('Position (seconds)', 'Position (secondes)') },
      handler: (config, _ctx, plugin) =>
        bankOf(plugin).seek(idOf(config), numberOf(config.position, 0)),
    },
    volume: {
      label: label('Volume', 'Volume'),
      config: { ...ID, volume: number('Volume (0–1)', 'Volume (0–1)') },
      handler: (config, _ctx, plugin) =>
        bankOf(plugin).volume(idOf(config), numberOf(config.volume, 1)),
    },
    mute: {
      label: label('Mute', 'Couper le son'),
      config: { ...ID, mute: boolean('Muted (default on)', 'Muet (défaut oui)') },
      handler: (config, _ctx, plugin) =>
        bankOf(plugin).mute(idOf(config), flagOf(config.mute, true)),
    },
    fade: {
      label: label('Fade', 'Fondu'),
      config: {
        ...ID,
        from: number('From volume (default: now)', 'Du volume (défaut : actuel)'),
        to: number('To volume', 'Au volume'),
        duration: number('Duration (ms)', 'Durée (ms)'),
      },
      handler: (config, _ctx, plugin) => {
        const from = config.from === undefined ? undefined : numberOf(config.from, 1);
        return bankOf(plugin).fade(
          idOf(config),
          numberOf(config.to, 0),
          numberOf(config.duration, 1000),
          from,
        );
      },
    },
    rate: {
      label: label('Rate', 'Vitesse'),
      config: { ...ID, rate: number('Rate (0.5–4)', 'Vitesse (0,5–4)') },
      handler: (config, _ctx, plugin) =>
        bankOf(plugin).rate(idOf(config), numberOf(config.rate, 1)),
    },
    loop: {
      label: label('Loop', 'Boucle'),
      config: { ...ID, loop: boolean('Loop (default on)', 'En boucle (défaut oui)') },
      handler: (config, _ctx, plugin) =>
        bankOf(plugin).loop(idOf(config), flagOf(config.loop, true)),
    },
  },
  validate: () => [],
  init: (api) => {
    const bank = bankOf(api);
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => bank.unloadAll());
  },
});
