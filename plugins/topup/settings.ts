/**
 * The top-up plugin's settings, shared by its browser half (`validate`, the editor's form) and
 * its server half (`server/`). Reloadly's addresses are the defaults of a real account; left
 * empty, the server uses the embedded stand-in on this server (`stand-in/`).
 */
import type { PluginSettingsDescriptors } from '../define.ts';
import { label } from '@shared/i18n/label.ts';

export const TOPUP_SETTINGS = {
  public: {
    apiUrl: {
      type: 'text',
      label: label(
        'Top-up API address (Reloadly: https://topups.reloadly.com; empty: the embedded test stand-in)',
        'Adresse de l’API de recharge (Reloadly : https://topups.reloadly.com ; vide : le substitut de test intégré)',
      ),
    },
    authUrl: {
      type: 'text',
      label: label(
        'Sign-in address of the API (Reloadly: https://auth.reloadly.com; empty: the stand-in)',
        'Adresse de connexion de l’API (Reloadly : https://auth.reloadly.com ; vide : le substitut)',
      ),
    },
    countryCode: {
      type: 'text',
      label: label('Country of the numbers (ISO code)', 'Pays des numéros (code ISO)'),
      default: 'ZW',
    },
    phoneField: {
      type: 'text',
      label: label(
        'Recipient’s number: its path in the order’s details',
        'Numéro du destinataire : son chemin dans les détails de la commande',
      ),
      default: 'phone',
    },
    amountField: {
      type: 'text',
      label: label(
        'Amount to send (in the provider’s currency): its path in the order’s details',
        'Montant à envoyer (dans la devise du fournisseur) : son chemin dans les détails de la commande',
      ),
      default: 'amount',
    },
    operatorField: {
      type: 'text',
      label: label(
        'Network the shopper chose: its path in the order’s details (empty: not checked)',
        'Réseau choisi par l’acheteur : son chemin dans les détails de la commande (vide : non vérifié)',
      ),
      default: 'network',
    },
  },
  private: {
    clientId: {
      type: 'secret',
      label: label('Client ID', 'ID client'),
      required: true,
    },
    clientSecret: {
      type: 'secret',
      label: label('Client secret', 'Secret client'),
      required: true,
    },
  },
} as const satisfies PluginSettingsDescriptors;

export const TOPUP_MESSAGES = {
  noClientId: 'No client ID defined.',
  noClientSecret: 'No client secret defined.',
  badAddress: (name: string) => `The ${name} must be an http(s) address, or be left empty.`,
  noCountry: 'The country must be a two-letter ISO code, such as ZW.',
} as const;
