/**
 * The forms plugin's server half through `server.inject`: a submission stored and mailed to the
 * outbox; a honeypot answered alike and nothing kept; the rate limit; refusals naming the field;
 * another host's site; a body over the limit; the `mine` and `all` collections. Runs on PGlite,
 * and on PostgreSQL with `DATABASE_URL`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishSite } from '@server/publish.ts';
import { SiteStore } from '@server/site-store/store.ts';
import { outboxMails } from '@server/mail/outbox.ts';
import { PORT, startFormsLab, SUBMIT, type FormsLab } from './testing/forms-lab.ts';

let lab: FormsLab;
beforeAll(async () => {
  lab = await startFormsLab();
}, 60_000);
afterAll(async () => {
  await lab?.close();
});

let addresses = 0;
/** A client address of its own per test: the rate limit counts per address. */
const nextIp = () => `203.0.113.${++addresses}`;

const message = (email: string, extra: Record<string, unknown> = {}) => ({
  form: 'contact',
  fields: {
    name: 'Thandi Dube',
    email,
    phone: '+27 71 555 0142',
    message: 'Where is my order?\nIt costs $1 and $& </script><script>alert(1)</script>',
    ...extra,
  },
  honeypot: '',
});

const stored = (email: string) =>
  lab.db.query<{ form: string; fields: Record<string, string>; user_sub: string | null }>(
    'SELECT form, fields, user_sub FROM forms_submissions WHERE email = $1',
    [email],
  );

describe('POST /plugins/designs/:siteId/forms/submit', () => {
  it('stores the message and queues its mail to the form’s address', async () => {
    const email = 'stored@example.com';
    const answer = await lab.post(SUBMIT, message(email), { ip: nextIp() });
    expect(answer.status).toBe(200);
    const submission = answer.body.submission as { reference: string };
    expect(submission.reference).toMatch(/^MSG-[A-Z2-9]{6}$/);
    expect(Object.keys(submission).sort()).toEqual(['createdAt', 'id', 'reference']);
    const rows = await stored(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_sub).toBeNull();
    // `$` patterns and `</script>` are data: stored and mailed as written.
    expect(rows[0]!.fields.message).toBe(message(email).fields.message);
    const [mail] = (await outboxMails(lab.db, { recipient: 'help@shop.example' })).filter((m) =>
      m.body.includes(submission.reference),
    );
    expect(mail?.subject).toBe(`Contact form (${submission.reference})`);
    expect(mail?.body).toContain(
      [
        'Your name: Thandi Dube',
        'Email: stored@example.com',
        'Phone: +27 71 555 0142',
        'Message:',
        '  Where is my order?',
        '  It costs $1 and $& </script><script>alert(1)</script>',
        '',
        'Reply to: stored@example.com',
      ].join('\n'),
    );
  });

  it('keeps a signed-in visitor’s message as theirs', async () => {
    const token = await lab.token('auth0|writer');
    const answer = await lab.post(SUBMIT, message('writer@example.com'), {
      token,
      ip: nextIp(),
    });
    expect(answer.status).toBe(200);
    expect((await stored('writer@example.com'))[0]!.user_sub).toBe('auth0|writer');
  });

  it('answers a filled honeypot as if it took the message, and keeps nothing', async () => {
    const email = 'bot@example.com';
    const before = (await outboxMails(lab.db, { limit: 500 })).length;
    const answer = await lab.post(
      SUBMIT,
      { ...message(email), honeypot: 'http://cheap-pills.example' },
      { ip: nextIp() },
    );
    expect(answer.status).toBe(200);
    // Shaped like a stored one's: nothing tells the bot it was caught.
    expect((answer.body.submission as Record<string, string>).reference).toMatch(
      /^MSG-[A-Z2-9]{6}$/,
    );
    expect(await stored(email)).toEqual([]);
    expect((await outboxMails(lab.db, { limit: 500 })).length).toBe(before);
  });

  it('refuses past the limit per client address with a clear text', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++)
      expect((await lab.post(SUBMIT, message(`limit${i}@example.com`), { ip })).status).toBe(200);
    const refused = await lab.post(SUBMIT, message('limit3@example.com'), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^Too many messages from this address\. Try again in \d+ minutes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await stored('limit3@example.com')).toEqual([]);
    // Another address is not held back.
    expect((await lab.post(SUBMIT, message('other@example.com'), { ip: nextIp() })).status).toBe(
      200,
    );
  });

  it('refuses values that do not fit the form, naming the field', async () => {
    const refusal = async (body: unknown) => {
      const answer = await lab.post(SUBMIT, body, { ip: nextIp() });
      return [answer.status, answer.body.error];
    };
    const email = 'refused@example.com';
    expect(await refusal(message(email, { website: 'x' }))).toEqual([
      400,
      'The form "contact" has no field "website".',
    ]);
    expect(await refusal(message(email, { message: 'x'.repeat(4001) }))).toEqual([
      400,
      '"Message" is too long: 4000 characters at most.',
    ]);
    expect(await refusal(message(email, { name: '' }))).toEqual([400, 'Fill in "Your name".']);
    expect(await refusal(message('nobody'))).toEqual([
      400,
      '"Email" is not an email address (name@example.com).',
    ]);
    expect(await refusal({ ...message(email), form: 'quote' })).toEqual([
      404,
      'This site has no form "quote".',
    ]);
    expect(await stored(email)).toEqual([]);
  });

  it('refuses another site’s route, and bodies over 16 KB', async () => {
    const elsewhere = await lab.post(
      '/plugins/designs/other/forms/submit',
      message('a@b.example'),
      {
        ip: nextIp(),
      },
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toBe('This host serves the site "demo", not "other".');
    const huge = await lab.post(
      SUBMIT,
      message('big@example.com', { message: 'x'.repeat(40_000) }),
      {
        ip: nextIp(),
      },
    );
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('The message is too large.');
  });

  it('reads the settings the site published in the visitor’s environment', async () => {
    const staging = `staging.localhost:${PORT}`;
    const before = await lab.post(SUBMIT, message('staged@example.com'), {
      host: staging,
      ip: nextIp(),
    });
    expect(before.status).toBe(404);
    const store = new SiteStore(lab.config.sitesDir);
    const bundle = (await store.load('demo')).bundle!;
    await publishSite(bundle, store.siteDir('demo'), lab.config.dataDir, 'staging');
    const after = await lab.post(SUBMIT, message('staged@example.com'), {
      host: staging,
      ip: nextIp(),
    });
    expect(after.status).toBe(200);
    const [row] = await lab.db.query<{ environment: string }>(
      'SELECT environment FROM forms_submissions WHERE email = $1',
      ['staged@example.com'],
    );
    expect(row?.environment).toBe('staging');
  });
});

describe('the forms collection source', () => {
  it('gives a visitor their own messages, staff every one, others nothing', async () => {
    const token = await lab.token('auth0|reader');
    await lab.post(SUBMIT, message('reader@example.com'), { token, ip: nextIp() });
    const mine = await lab.collection('my-messages', token);
    expect(mine.status).toBe(200);
    const data = mine.body.data as Array<Record<string, unknown>>;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      form: 'contact',
      email: 'reader@example.com',
      status: 'new',
      fields: { name: 'Thandi Dube', email: 'reader@example.com' },
    });

    expect((await lab.collection('my-messages')).status).toBe(401);
    const notStaff = await lab.collection('all-messages', token);
    expect([notStaff.status, notStaff.body.error]).toEqual([
      403,
      'Only staff can see every message.',
    ]);
    const staff = await lab.token('auth0|staff', { roles: ['admin'] });
    const all = await lab.collection('all-messages', staff);
    expect(all.status).toBe(200);
    const emails = (all.body.data as Array<{ email: string }>).map((s) => s.email);
    expect(emails).toContain('reader@example.com');
    expect(emails).toContain('stored@example.com');
    // Only the preview's: staging's message is staging's.
    expect(emails).not.toContain('staged@example.com');
    expect(emails).not.toContain('bot@example.com');
  });
});
