/**
 * The forms plugin: a site's forms (contact, call-back…) submitted to the server, which checks
 * the values against the form's declared fields (the site's published `forms` setting), stores
 * them and mails them to the form's `notify` address through the outbox (see CONTEXT.md). Guests
 * may submit; a signed-in visitor's submissions are theirs (collection `{ "source": "forms",
 * "form": "contact", "scope": "mine" }`), staff see all (`"scope": "all"`).
 * A honeypot value (a field hidden from people) makes the server answer as if it took the
 * message, and keep nothing.
 */
import type { JsonValue } from '@shared/schema/values.ts';
import type { PluginApi } from '../define.ts';
import { definePlugin } from '../define.ts';
import { missingSettings } from '../settings.ts';
import { formsOf } from './forms.ts';
import { FORM_MESSAGES } from './messages.ts';
import { FORMS_SETTINGS } from './settings.ts';
import { label } from '@shared/i18n/label.ts';

/** Where the browser is: replaceable in tests. */
export const browser = {
  origin: (): string => window.location.origin,
};

type Api = PluginApi<typeof FORMS_SETTINGS, Record<string, never>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The signed-in visitor's access token (the auth plugin's), when there is one. */
function tokenOf(api: Api): string | null {
  const token = api.variablesOf('auth')?.accessToken;
  return typeof token === 'string' && token ? token : null;
}

/** POSTs a submission to the plugin's route; the stored submission, or the server's text. */
async function submit(api: Api, body: object): Promise<unknown> {
  const url = `${browser.origin()}/plugins/designs/${encodeURIComponent(api.siteId)}/forms/submit`;
  const token = tokenOf(api);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    // No answer at all (offline, the connection dropped): nothing was sent, say so plainly.
    throw new Error(FORM_MESSAGES.unreachable);
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !data) {
    const error = data?.error;
    throw new Error(
      typeof error === 'string' ? error : `The site answered ${response.status}: not sent.`,
    );
  }
  return data.submission ?? null;
}

export const formsPlugin = definePlugin({
  id: 'forms',
  label: label('Forms', 'Formulaires'),
  settings: FORMS_SETTINGS,
  variables: {},
  actions: {
    submit: {
      label: label('Send a form', 'Envoyer un formulaire'),
      config: {
        form: {
          type: 'text',
          label: label(
            'Form name (declared in the plugin’s "forms" setting)',
            'Nom du formulaire (déclaré dans le réglage « forms » du plugin)',
          ),
        },
        fields: {
          type: 'json',
          label: label(
            'Values by field name (the form container’s fields)',
            'Valeurs par nom de champ (les champs du conteneur de formulaire)',
          ),
        },
        honeypot: {
          type: 'text',
          label: label(
            'Honeypot: the hidden field’s value (filled only by bots)',
            'Piège : la valeur du champ masqué (remplie seulement par les robots)',
          ),
        },
      },
      async handler(config, _ctx, api) {
        const form = text(config.form);
        if (!form) throw new Error(FORM_MESSAGES.noForm(''));
        const fields = (config.fields ?? {}) as JsonValue;
        return submit(api, { form, fields, honeypot: text(config.honeypot) });
      },
    },
  },
  // Posts to the site's own origin only.
  contentSources: () => ({}),
  validate(publicSettings) {
    const missing = missingSettings(FORMS_SETTINGS, publicSettings, {});
    if (missing.includes('forms')) return [FORM_MESSAGES.noForms];
    const { forms, problems } = formsOf(publicSettings.forms);
    if (problems.length === 0 && forms.size === 0) problems.push(FORM_MESSAGES.noForms);
    const perHour = publicSettings.perHour;
    if (
      perHour !== undefined &&
      perHour !== null &&
      (typeof perHour !== 'number' || !Number.isInteger(perHour) || perHour < 1 || perHour > 1000)
    )
      problems.push(FORM_MESSAGES.badPerHour);
    return problems;
  },
});
