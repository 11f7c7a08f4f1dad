/**
 * The plugins' own validation messages in the editor's language. A plugin's `validate` returns
 * the seeds' English texts (the server and the logs read them as they are); the Plugins panel
 * shows the French ones below when the editor is in French. An unknown message shows as it is.
 */
import { ANALYTICS_MESSAGES } from '@plugins/analytics/events.ts';
import { DATASOURCE_MESSAGES } from '@plugins/datasource/validate.ts';
import { FORM_MESSAGES_FRENCH } from '@plugins/forms/messages.ts';
import { ORDER_MESSAGES } from '@plugins/orders/messages.ts';
import { PACKAGE_MESSAGES } from '@plugins/package-loader/plugin.ts';
import { MESSAGES as PAYMENT_MESSAGES } from '@plugins/payment/messages.ts';
import { TAG_MANAGER_MESSAGES } from '@plugins/tag-manager/plugin.ts';
import { TOPUP_MESSAGES } from '@plugins/topup/settings.ts';

const FRENCH: Readonly<Record<string, string>> = {
  [ANALYTICS_MESSAGES.writeKeyRequired]:
    'Les réglages des statistiques demandent une clé d’écriture (write key).',
  [ANALYTICS_MESSAGES.apiHostInvalid]:
    'L’hôte de l’API des statistiques doit être un nom d’hôte suivi d’un chemin, ou une URL http(s).',
  [ANALYTICS_MESSAGES.cdnUrlInvalid]: 'L’URL du CDN des statistiques doit être une URL http(s).',
  'A SPA client id is required with an Auth0 domain.':
    'Un identifiant de client SPA est requis avec un domaine Auth0.',
  'The domain must not end with a slash.': 'Le domaine ne doit pas finir par une barre oblique.',
  [PAYMENT_MESSAGES.noPublicKey]: 'Une clé API publique (clé publiable) est requise.',
  [PAYMENT_MESSAGES.noPrivateKey]: 'Une clé API privée (clé secrète) est requise.',
  [DATASOURCE_MESSAGES.noApiKey]: 'Aucune clé API définie.',
  [PACKAGE_MESSAGES.noPackages]: 'Les paquets doivent être une liste de { name, version }.',
  [TAG_MANAGER_MESSAGES.noContainerId]: 'Un identifiant de conteneur de production est requis.',
  [ORDER_MESSAGES.noProducts]: 'Aucune collection de produits définie.',
  [TOPUP_MESSAGES.noClientId]: 'Aucun identifiant de client défini.',
  [TOPUP_MESSAGES.noClientSecret]: 'Aucun secret de client défini.',
  [TOPUP_MESSAGES.noCountry]: 'Le pays doit être un code ISO de deux lettres, comme ZW.',
  [TOPUP_MESSAGES.badAddress('API address')]:
    'L’adresse de l’API doit être une adresse http(s), ou rester vide.',
  [TOPUP_MESSAGES.badAddress('sign-in address')]:
    'L’adresse de connexion doit être une adresse http(s), ou rester vide.',
};

/** Messages with a part of their own (a position): the English pattern, the French text. */
const FRENCH_PATTERNS: ReadonlyArray<[RegExp, (match: RegExpExecArray) => string]> = [
  [
    /^Package (\d+) needs a name and a version\.$/,
    (m) => `Le paquet ${m[1]} demande un nom et une version.`,
  ],
  ...FORM_MESSAGES_FRENCH,
];

/** `message` in `language` (`fr…` → French when known; otherwise as the plugin wrote it). */
export function pluginMessage(message: string, language: string): string {
  if (!language.startsWith('fr')) return message;
  const known = FRENCH[message];
  if (known !== undefined) return known;
  for (const [pattern, french] of FRENCH_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return french(match);
  }
  return message;
}
