import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createServer } from '../app.ts';
import { testDatabase, type TestDatabase } from '../db/testing.ts';
import { fixedFrontEnd } from '../front-end.ts';
import { TEMPLATES, testConfig } from '../testing/temp-site.ts';
import { editorHeaders } from '../testing/editor.ts';
import { testAuthor } from '../authors/testing.ts';
import { MAX_ATTEMPTS, startMailDelivery } from './delivery.ts';
import { MAIL_MIGRATIONS } from './migrations.ts';
import { MAX_ATTACHMENTS_BYTES, outboxMails, queueMail } from './outbox.ts';
import { outboxPage } from './routes.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await testDatabase(MAIL_MIGRATIONS);
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** A local SMTP server that keeps what it receives; `refuse` answers 550 to every mail. */
async function smtpServer(refuse = false) {
  const received: Array<{ from: string; to: string[]; text: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refuse)
          return done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          text,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('the outbox', { timeout: 60_000 }, () => {
  it('keeps mails newest first, narrowed by recipient, with one-line subjects', async () => {
    await queueMail(test.db, { to: 'a@example.com', subject: 'First\r\nBcc: x@evil', body: 'one' });
    await queueMail(test.db, {
      to: 'B@example.com',
      subject: 'Second',
      body: 'two',
      link: 'http://x/y',
      siteId: 'demo',
    });
    const all = await outboxMails(test.db);
    expect(all.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'First Bcc: x@evil']);
    const mine = await outboxMails(test.db, { recipient: 'b@example.com' });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ link: 'http://x/y', site_id: 'demo', sent_at: null });
  });

  it('refuses what is no address', async () => {
    for (const to of [
      '',
      'nobody',
      'a@b',
      'a b@example.com',
      'x@example.com\r\nBcc: y@example.com',
    ])
      await expect(queueMail(test.db, { to, subject: 's', body: 'b' })).rejects.toThrow(
        'Not an email address',
      );
  });

  it('keeps attachments, shows images in its page and names other files; refuses bad ones', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');
    const attachments = [
      { filename: 'e-ticket-BUS-7KQ2MX.png', contentType: 'image/png', content: png },
      { filename: 'terms.pdf', contentType: 'application/pdf', content: 'JVBERg==' },
    ];
    await queueMail(test.db, { to: 'files@example.com', subject: 'Files', body: 'x', attachments });
    const [mail] = await outboxMails(test.db, { recipient: 'files@example.com' });
    expect(mail?.attachments).toEqual(attachments);
    const page = outboxPage([mail!], false);
    expect(page).toContain(
      `<img src="data:image/png;base64,${png}" alt="e-ticket-BUS-7KQ2MX.png">`,
    );
    expect(page).toContain('<p>Attached: terms.pdf (application/pdf)</p>');
    const bad = (attachment: Partial<(typeof attachments)[number]>) =>
      queueMail(test.db, {
        to: 'files@example.com',
        subject: 'Bad',
        body: 'x',
        attachments: [{ ...attachments[0]!, ...attachment }],
      });
    await expect(bad({ filename: '../x.png' })).rejects.toThrow(
      'Attachment 1 ("../x.png"): the file name must be letters, digits, ".", "-" or "_".',
    );
    await expect(bad({ contentType: 'image/png"><script>' })).rejects.toThrow(
      'is not a media type',
    );
    await expect(bad({ content: 'not base64!' })).rejects.toThrow('the content is not base64');
    await expect(bad({ content: 'AAAA'.repeat(MAX_ATTACHMENTS_BYTES / 3 + 1) })).rejects.toThrow(
      "a mail's attachments hold at most 256 KB",
    );
    expect(await outboxMails(test.db, { recipient: 'files@example.com' })).toHaveLength(1);
  });

  it('is listed on the editor host as a page and as JSON, escaped', async () => {
    const config = await testConfig();
    const server = await createServer(config, {
      frontEnd: fixedFrontEnd(TEMPLATES),
      database: test.db,
    });
    await queueMail(test.db, { to: 'c@example.com', subject: '<b>$& and </script>', body: 'x' });
    // Signed out, the outbox sends to sign in; an author who owns no site may not read it.
    const signedOut = await server.inject({
      url: '/mail/outbox',
      headers: { host: 'localhost:3000' },
    });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/auth/editor/sign-in?returnTo=%2Fmail%2Foutbox');
    expect(signedOut.body).not.toContain('&#60;b&#62;');
    const editor = await testAuthor(server, { roles: { demo: 'editor' } });
    const refused = await server.inject({
      url: '/mail/outbox?format=json',
      headers: { host: 'localhost:3000', ...editor.headers },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('c@example.com');
    const owner = await testAuthor(server, { roles: { demo: 'owner' } });
    const byOwner = await server.inject({
      url: '/mail/outbox?format=json&to=c@example.com',
      headers: { host: 'localhost:3000', ...owner.headers },
    });
    expect(byOwner.statusCode).toBe(200);
    // An administrator.
    const headers = await editorHeaders(server);
    const page = await server.inject({ url: '/mail/outbox', headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&#60;b&#62;$&#38; and &#60;/script&#62;');
    expect(page.body).not.toContain('<b>');
    expect(page.body).toContain('no mail server is configured');
    const json = await server.inject({
      url: '/mail/outbox?format=json&to=c@example.com',
      headers,
    });
    expect(json.json<{ mails: Array<{ subject: string }> }>().mails.map((m) => m.subject)).toEqual([
      '<b>$& and </script>',
    ]);
    // Not on a site's host.
    const site = await server.inject({
      url: '/mail/outbox',
      headers: { host: 'preview.localhost:3000' },
    });
    expect(site.body).not.toContain('Outbox');
    await server.close();
  });
});

describe('sending by SMTP', () => {
  it('sends each waiting mail once and marks it sent', async () => {
    const smtp = await smtpServer();
    await test.db.query('UPDATE mail_outbox SET sent_at = now()');
    await queueMail(test.db, {
      to: 'shopper@example.com',
      subject: 'Your order',
      body: 'Thank you.',
      link: 'http://shop/order',
      attachments: [{ filename: 'qr.png', contentType: 'image/png', content: 'iVBORw0KGgo=' }],
    });
    const delivery = startMailDelivery(async () => test.db, {
      smtpUrl: smtp.url,
      from: 'Shop <shop@example.com>',
    });
    await delivery.idle();
    delivery.kick();
    await delivery.idle();
    delivery.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      from: 'shop@example.com',
      to: ['shopper@example.com'],
    });
    expect(smtp.received[0]!.text).toContain('Thank you.');
    expect(smtp.received[0]!.text).toContain('http://shop/order');
    expect(smtp.received[0]!.text).toMatch(/Content-Type: image\/png; name=qr\.png/);
    expect(smtp.received[0]!.text).toContain('iVBORw0KGgo=');
    const [mail] = await outboxMails(test.db, { recipient: 'shopper@example.com' });
    expect(mail?.sent_at).toBeInstanceOf(Date);
    await smtp.close();
  });

  it('keeps a refused mail with its error and stops after the last attempt', async () => {
    const smtp = await smtpServer(true);
    await test.db.query('UPDATE mail_outbox SET sent_at = now()');
    await queueMail(test.db, { to: 'refused@example.com', subject: 'S', body: 'B' });
    const errors = console.error;
    console.error = () => {};
    try {
      const delivery = startMailDelivery(async () => test.db, {
        smtpUrl: smtp.url,
        from: 'a@b.co',
      });
      for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
        await delivery.idle();
        delivery.kick();
      }
      await delivery.idle();
      delivery.stop();
    } finally {
      console.error = errors;
    }
    const [mail] = await outboxMails(test.db, { recipient: 'refused@example.com' });
    expect(mail).toMatchObject({ sent_at: null, attempts: MAX_ATTEMPTS });
    expect(mail?.last_error).toMatch(/Mailbox unavailable/);
    await smtp.close();
  });
});
