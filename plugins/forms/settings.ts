/**
 * The forms plugin's settings, shared by its browser half and its server half (which reads the
 * site's published public settings: a submission is checked against what the site published).
 */
import type { PluginSettingsDescriptors } from '../define.ts';
import { label } from '@shared/i18n/label.ts';

export const FORMS_SETTINGS = {
  public: {
    forms: {
      type: 'json',
      label: label(
        'Forms by name: { "contact": { "fields": [{ "name": "email", "label", "type": "email", "required": true, "maxLength" }], "notify": "who@example.com", "subject", "referencePrefix" } }',
        'Formulaires par nom : { "contact": { "fields": [{ "name": "email", "label", "type": "email", "required": true, "maxLength" }], "notify": "qui@exemple.com", "subject", "referencePrefix" } }',
      ),
      required: true,
    },
    staffRole: {
      type: 'text',
      label: label(
        'Role of staff who see every submission',
        'Rôle de l’équipe qui voit tous les envois',
      ),
      default: 'admin',
    },
    perHour: {
      type: 'number',
      label: label(
        'Submissions per visitor address per hour',
        'Envois par adresse de visiteur et par heure',
      ),
      default: 5,
    },
  },
  private: {},
} as const satisfies PluginSettingsDescriptors;
