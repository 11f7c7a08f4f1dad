/**
 * The forms plugin's settings check, the check of a submission against its form, and the browser
 * half: what it posts (with the visitor's token when signed in), and the server's text as its
 * error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionContext } from '@shared/workflow/context.ts';
import type { PluginApi } from '../define.ts';
import { checkSubmission, formsOf, senderEmail, type FormDeclaration } from './forms.ts';
import { browser, formsPlugin } from './plugin.ts';
import { CONTACT } from './server/testing/contact-form.ts';

const contactForm = (): FormDeclaration => formsOf(CONTACT).forms.get('contact')!;

describe('validate', () => {
  const validate = (settings: Record<string, unknown>) =>
    formsPlugin.validate(settings as never, {});

  it('takes a well declared form', () => {
    expect(validate({ forms: CONTACT, perHour: 5 })).toEqual([]);
    expect(contactForm()).toMatchObject({
      notify: 'help@shop.example',
      referencePrefix: 'MSG',
      fields: [
        { name: 'name', label: 'Your name', type: 'text', required: true, maxLength: 120 },
        { name: 'email', type: 'email', required: true, maxLength: 1000 },
        { name: 'phone', type: 'tel', required: false, maxLength: 40 },
        { name: 'message', label: 'Message', maxLength: 4000 },
      ],
    });
  });

  it('says what is wrong, and where', () => {
    expect(validate({})).toEqual([
      'No form is declared: add one to "forms" (its fields and who is told).',
    ]);
    expect(validate({ forms: {} })).toEqual([
      'No form is declared: add one to "forms" (its fields and who is told).',
    ]);
    expect(validate({ forms: [] })).toEqual(['forms must be an object.']);
    expect(
      validate({
        forms: {
          contact: {
            fields: [
              { name: 'email', type: 'mail', required: 'yes', maxLength: 0, size: 3 },
              { name: 'bad name' },
              { name: 'email' },
            ],
            notify: 'not an address',
            referencePrefix: 'TOO-LONG-PREFIX',
            reply: true,
          },
          empty: { fields: {} },
        },
        perHour: 0,
      }),
    ).toEqual([
      'forms.contact has an unknown key "reply".',
      'forms.contact.fields[0] has an unknown key "size".',
      'forms.contact.fields[0].type is "mail": it must be "text", "email" or "tel".',
      'forms.contact.fields[0].required must be true or false.',
      'forms.contact.fields[0].maxLength must be a whole number from 1 to 10000.',
      'forms.contact.fields[1].name: a name starts with a letter and holds letters, digits, "-" or "_" (40 at most).',
      'forms.contact.fields[2]: the field "email" is declared twice.',
      'forms.contact.notify is "not an address": it must be the email address that receives the messages.',
      'forms.contact.referencePrefix must be 1 to 8 letters or digits.',
      'forms.empty.fields must be a list of at least one field.',
      'perHour must be a whole number from 1 to 1000.',
    ]);
  });
});

describe('checkSubmission', () => {
  const good = {
    name: '  Thandi  ',
    email: 'thandi@example.com',
    phone: '',
    message: 'Where is my order?\nIt was due Monday.',
  };

  it('keeps the declared fields, trimmed, without empty optional ones', () => {
    const values = checkSubmission(contactForm(), good);
    expect(values).toEqual({
      name: 'Thandi',
      email: 'thandi@example.com',
      message: 'Where is my order?\nIt was due Monday.',
    });
    expect(senderEmail(contactForm(), values)).toBe('thandi@example.com');
  });

  it('refuses naming the field', () => {
    const check = (values: unknown) => () => checkSubmission(contactForm(), values);
    expect(check({ ...good, website: 'x' })).toThrow('The form "contact" has no field "website".');
    expect(check({ ...good, name: ' ' })).toThrow('Fill in "Your name".');
    expect(check({ ...good, message: undefined })).toThrow('Fill in "Message".');
    expect(check({ ...good, name: 'x'.repeat(121) })).toThrow(
      '"Your name" is too long: 120 characters at most.',
    );
    expect(check({ ...good, email: 'thandi' })).toThrow(
      '"Email" is not an email address (name@example.com).',
    );
    expect(check({ ...good, phone: 'call me' })).toThrow(
      '"Phone" is not a phone number (digits, spaces, + and -).',
    );
    expect(check({ ...good, message: { $formula: '1' } })).toThrow('"Message" must be text.');
    expect(check('hello')).toThrow('The form sent no values.');
  });
});

type Api = PluginApi<typeof formsPlugin.settings, typeof formsPlugin.variables>;
const fakeApi = (token: string | null) =>
  ({
    settings: {},
    variablesOf: (plugin: string) =>
      plugin === 'auth' ? { accessToken: token ?? '', isAuthenticated: !!token } : undefined,
    siteId: 'shop',
  }) as unknown as Api;
const submit = (config: Record<string, unknown>, token: string | null = null) =>
  Promise.resolve().then(() =>
    formsPlugin.actions.submit!.handler(config, {} as ActionContext, fakeApi(token)),
  );

describe('forms:submit', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () =>
      Response.json({
        submission: { id: 's1', reference: 'MSG-ABC234', createdAt: '2026-11-29T10:00:00.000Z' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(browser, 'origin').mockReturnValue('http://shop.localhost:3000');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts the form as a guest, and answers the stored submission', async () => {
    const fields = { name: 'Thandi', message: 'Hello $1 </script>' };
    const result = await submit({ form: 'contact', fields, honeypot: '' });
    expect(result).toEqual({
      id: 's1',
      reference: 'MSG-ABC234',
      createdAt: '2026-11-29T10:00:00.000Z',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://shop.localhost:3000/plugins/designs/shop/forms/submit');
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    expect(JSON.parse(init.body as string)).toEqual({ form: 'contact', fields, honeypot: '' });
  });

  it('sends the signed-in visitor’s token and the honeypot’s value', async () => {
    await submit({ form: 'contact', fields: {}, honeypot: 'http://spam.example' }, 'tok');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
    expect(JSON.parse(init.body as string)).toMatchObject({ honeypot: 'http://spam.example' });
  });

  it('throws the server’s text, or says what answered', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Fill in "Email".' }, { status: 400 }));
    await expect(submit({ form: 'contact', fields: {} })).rejects.toThrow('Fill in "Email".');
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(submit({ form: 'contact', fields: {} })).rejects.toThrow(
      'The site answered 502: not sent.',
    );
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(submit({ form: 'contact', fields: {} })).rejects.toThrow(
      'The message could not be sent: check your connection, then try again.',
    );
    await expect(submit({ fields: {} })).rejects.toThrow('This site has no form "".');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
