/**
 * The plugins' own validation messages in the editor's language. A plugin's `validate` returns
 * the seeds' English texts (the server and the logs read them as they are); the Plugins panel
 * shows the French ones each plugin gives in `plugins/<name>/messages.fr.ts` (found here, so a new
 * plugin's messages stay in its folder) when the editor is in French. An unknown message shows
 * as it is.
 */
import type { FrenchMessages } from '@plugins/define.ts';

const found = import.meta.glob<FrenchMessages>('../../../plugins/*/messages.fr.ts', {
  eager: true,
  import: 'default',
});

const FRENCH: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Object.values(found).map((messages) => messages.texts ?? {}),
);
const FRENCH_PATTERNS = Object.values(found).flatMap((messages) => messages.patterns ?? []);

/** `message` in `language` (`fr…` → French when known; otherwise as the plugin wrote it). */
export function pluginMessage(message: string, language: string): string {
  if (!language.startsWith('fr')) return message;
  if (Object.hasOwn(FRENCH, message)) return FRENCH[message]!;
  for (const [pattern, french] of FRENCH_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return french(match);
  }
  return message;
}
