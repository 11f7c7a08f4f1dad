/**
 * The stand-in's hosted pages on the editor host: Checkout (`/stripe/checkout/{sessionId}`, the
 * session's `url`) and the customer portal (`/stripe/portal/{id}`). Server-rendered HTML forms,
 * no script needed: the card is charged against Stripe's test cards, the payment recorded with
 * its events (`payment_intent.*`, `checkout.session.completed`), and the browser sent to the
 * success URL (`{CHECKOUT_SESSION_ID}` filled in) once the first delivery of those events was
 * tried (at most `firstDeliveryWaitMs`), or shown the card's error; "Back" returns to the cancel
 * URL. A completed or expired session says so and takes no payment; two payments of one session
 * at once pay once (the session, then its intent, are locked while a card is charged).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database, Queryable } from '@server/db/database.ts';
import { unframeable } from '@server/csp/page.ts';
import { chargeCard, type CardDetails } from './cards.ts';
import { payIntent, type StandIn } from './api.ts';
import { StripeApiError } from './errors.ts';
import { recordEvent } from './event-store.ts';
import {
  attachIntent,
  completeSession,
  findSessionForUpdate,
  isDue,
  sessionObject,
  type SessionRow,
} from './session-store.ts';
import { currentSession } from './sessions.ts';
import { createIntent, findCustomer, findPortal, paymentsOfCustomer } from './store.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Minor units to a price (`8500`, `zar` → `ZAR 85.00`, in the session's locale). */
export function money(amount: number, currency: string, locale: string | null): string {
  const lang = !locale || locale === 'auto' ? 'en' : locale;
  try {
    return new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1f36;background:#f6f9fc}
.layout{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}
.summary{background:#fff;padding:48px 56px;border-right:1px solid #e6ebf1}
.pay{padding:48px 56px;max-width:520px}
.back{display:inline-flex;gap:6px;align-items:center;color:#4f566b;text-decoration:none;font-weight:500}
.back:hover,.back:focus{color:#1a1f36;text-decoration:underline}
.badge{display:inline-block;margin-left:10px;padding:1px 8px;border-radius:4px;background:#ffde92;color:#5e3a00;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
.total{font-size:36px;font-weight:700;margin:8px 0 24px}
.muted{color:#4f566b}
ul.items{list-style:none;margin:0;padding:0}
ul.items li{display:flex;justify-content:space-between;gap:16px;padding:12px 0;border-bottom:1px solid #e6ebf1}
ul.items img{flex:none;border-radius:6px;object-fit:cover;background:#e6ebf1}
ul.items .line{flex:1}
ul.items .name{font-weight:600}
h1{font-size:20px;margin:24px 0 0}
h2{font-size:18px;margin:0 0 16px}
label{display:block;font-size:14px;font-weight:500;color:#30313d;margin:16px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c9d1dc;border-radius:6px;background:#fff;color:#1a1f36}
input:focus{outline:2px solid #635bff;outline-offset:1px;border-color:#635bff}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.error{margin-top:16px;padding:12px 14px;border-radius:6px;background:#fdecea;color:#9b1c1c;border:1px solid #f5c2c0}
button{margin-top:24px;width:100%;font:inherit;font-weight:600;padding:12px;border:0;border-radius:6px;background:#635bff;color:#fff;cursor:pointer}
button:hover{background:#5046e4}
button:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}
.hint{margin-top:24px;padding:12px 14px;border-radius:6px;background:#eef2ff;color:#30313d;font-size:14px}
code{font-family:ui-monospace,monospace}
@media (max-width:800px){.layout{grid-template-columns:1fr}.summary,.pay{padding:24px}}
`;

function page(title: string, lang: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const langOf = (session: SessionRow) =>
  !session.locale || session.locale === 'auto' ? 'en' : session.locale;

export interface CheckoutForm {
  email?: string;
  name?: string;
  error?: string;
}

export function checkoutPage(session: SessionRow, form: CheckoutForm = {}): string {
  const currency = session.currency ?? 'usd';
  const total = money(session.amount_total, currency, session.locale);
  const items = session.line_items
    .map((item) => {
      const image = item.images?.[0]
        ? `<img src="${escapeHtml(item.images[0])}" alt="" width="48" height="48" loading="lazy" referrerpolicy="no-referrer">`
        : '';
      const about = item.product_description
        ? `<br><span class="muted">${escapeHtml(item.product_description)}</span>`
        : '';
      const each =
        item.quantity > 1
          ? ` · ${escapeHtml(money(item.unit_amount, item.currency, session.locale))} each`
          : '';
      return `<li>${image}<span class="line"><span class="name">${escapeHtml(item.description)}</span>${about}<br><span class="muted">Qty ${item.quantity}${each}${item.recurring_interval ? ` · billed every ${escapeHtml(item.recurring_interval)}` : ''}</span></span><span>${escapeHtml(money(item.unit_amount * item.quantity, item.currency, session.locale))}</span></li>`;
    })
    .join('');
  const back = session.cancel_url
    ? `<a class="back" href="${escapeHtml(session.cancel_url)}" aria-label="Back: cancel the payment and return to the shop">&#8592; Back</a>`
    : '';
  const email = form.email ?? session.customer_email ?? '';
  const error = form.error
    ? `<div class="error" role="alert" id="payment-error">${escapeHtml(form.error)}</div>`
    : '';
  const action =
    session.mode === 'setup'
      ? 'Save card'
      : session.mode === 'subscription'
        ? `Subscribe`
        : `Pay ${total}`;
  const body = `<div class="layout">
<section class="summary" aria-labelledby="summary-title">
  ${back}<span class="badge">Test mode</span>
  <h1 id="summary-title">${session.mode === 'setup' ? 'Save a card for later' : 'Order summary'}</h1>
  ${session.mode === 'setup' ? '' : `<p class="total" aria-label="Total ${escapeHtml(total)}">${escapeHtml(total)}</p>`}
  <ul class="items">${items}</ul>
</section>
<main class="pay">
  <h2>Pay with card</h2>
  <form method="post" action="/stripe/checkout/${escapeHtml(session.id)}" novalidate>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}">
    <label for="cardnumber">Card number</label>
    <input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required aria-describedby="test-hint"${form.error ? ' aria-invalid="true"' : ''}>
    <div class="row">
      <div><label for="exp-date">Expiry (MM / YY)</label>
      <input id="exp-date" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required></div>
      <div><label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
    </div>
    <label for="name">Name on card</label>
    <input id="name" name="name" autocomplete="cc-name" value="${escapeHtml(form.name ?? '')}">
    ${error}
    <button type="submit">${escapeHtml(action)}</button>
  </form>
  <p class="hint" id="test-hint">Test mode: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined. Use any future expiry date and any three-digit CVC.</p>
</main>
</div>`;
  return page(session.mode === 'setup' ? 'Save card' : `Pay ${total}`, langOf(session), body);
}

function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  return page(
    title,
    'en',
    `<main class="pay"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${link ? `<p><a class="back" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}</main>`,
  );
}

/** `MM / YY`, `MM/YYYY`, `MMYY` → month and year (NaN when unreadable). */
export function parseExpiry(text: string): { month: number; year: number } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  return match ? { month: Number(match[1]), year: Number(match[2]) } : { month: NaN, year: NaN };
}

/** A function replacer: a `$` in the id is never read as a replacement pattern. */
export const successUrlOf = (session: SessionRow) =>
  session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', () => session.id);

const html = (reply: FastifyReply, status: number, text: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(unframeable(reply, text));

/** Thrown in the payment's transaction when the session can no longer be paid. */
class SessionClosed extends Error {}

/** Locks the session for the payment and checks it is still open and not past its expiry. */
async function lockOpen(tx: Queryable, sessionId: string): Promise<SessionRow> {
  const locked = await findSessionForUpdate(tx, sessionId);
  if (!locked || locked.status !== 'open' || isDue(locked)) throw new SessionClosed();
  return locked;
}

/** Completes the session in the payment's transaction: its `checkout.session.completed`. */
async function complete(
  tx: Queryable,
  session: SessionRow,
  status: 'paid' | 'no_payment_required',
  email: string,
): Promise<string[]> {
  const row = await completeSession(tx, session.id, status, email);
  return [await recordEvent(tx, row.account, 'checkout.session.completed', sessionObject(row, ''))];
}

/** Waits for `work`, at most `ms` (the wait's timer never keeps the process alive). */
async function atMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  await Promise.race([work, elapsed]);
  clearTimeout(timer);
}

/** Pays a session with the card of its form: the page or redirect to answer with. */
async function payCheckout(
  standIn: StandIn,
  db: Database,
  session: SessionRow,
  fields: Record<string, unknown>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const field = (name: string) => (typeof fields[name] === 'string' ? fields[name].trim() : '');
  const email = field('email');
  const form: CheckoutForm = { email, name: field('name') };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return html(
      reply,
      400,
      checkoutPage(session, { ...form, error: 'Your email address is invalid.' }),
    );
  const expiry = parseExpiry(field('exp-date'));
  const card: CardDetails = {
    number: field('cardnumber'),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: field('cvc'),
  };
  const paid = async (sending: Promise<void>) => {
    // Sites learn of the payment from the webhook: give its first delivery a moment to land
    // before the success page asks (real Stripe makes no such promise).
    await atMost(sending, standIn.firstDeliveryWaitMs);
    return reply.redirect(successUrlOf(session), 303);
  };
  try {
    if (session.mode === 'setup') {
      const checked = chargeCard(card);
      if (!checked.ok)
        return html(reply, 402, checkoutPage(session, { ...form, error: checked.error.message }));
      const events = await db.transaction(async (tx) => {
        await lockOpen(tx, session.id);
        return complete(tx, session, 'no_payment_required', email);
      });
      return await paid(standIn.delivery.send(events));
    }
    // One payment intent per session, made on the first attempt; every attempt is a charge on it.
    const intentId = await db.transaction(async (tx) => {
      const locked = await lockOpen(tx, session.id);
      if (locked.payment_intent) return locked.payment_intent;
      const intent = await createIntent(tx, {
        amount: session.amount_total,
        currency: session.currency ?? 'usd',
        customer: session.customer,
        paymentMethodTypes: session.payment_method_types,
        metadata: session.metadata,
        account: session.account,
      });
      await attachIntent(tx, session.id, intent.id, email);
      return intent.id;
    });
    const { sending } = await payIntent(db, standIn.delivery, intentId, card, {
      checkoutSession: session.id,
      before: async (tx) => void (await lockOpen(tx, session.id)),
      onSucceeded: (tx) => complete(tx, session, 'paid', email),
    });
    return await paid(sending);
  } catch (error) {
    if (error instanceof SessionClosed || isAlreadyPaid(error)) {
      // Paid (or expired) meanwhile, in another tab: show what the session is now.
      const now = await currentSession(db, standIn.delivery, session.id);
      if (now?.status === 'complete') return reply.redirect(successUrlOf(now), 303);
      return html(reply, 410, expiredPage(now ?? session));
    }
    if (error instanceof StripeApiError && error.status < 500)
      return html(reply, error.status, checkoutPage(session, { ...form, error: error.message }));
    throw error;
  }
}

const isAlreadyPaid = (error: unknown) =>
  error instanceof StripeApiError && error.body.code === 'payment_intent_unexpected_state';

const notFoundPage = () =>
  messagePage('Checkout not found', 'This checkout session does not exist.');

const expiredPage = (session: SessionRow) =>
  messagePage(
    'Checkout expired',
    'This checkout session has expired. Nothing was charged.',
    session.cancel_url ? { href: session.cancel_url, label: '← Back' } : undefined,
  );

/** Registers the hosted pages; the form-body parser is the API's (same plugin scope). */
export async function hostedPageRoutes(server: FastifyInstance, standIn: StandIn): Promise<void> {
  const { context, delivery } = standIn;
  const editor = { constraints: { hostKind: 'editor' } };

  server.get<{ Params: { id: string } }>('/stripe/checkout/:id', editor, async (request, reply) => {
    const session = await currentSession(await context.db(), delivery, request.params.id);
    if (!session) return html(reply, 404, notFoundPage());
    if (session.status === 'complete')
      return html(
        reply,
        200,
        messagePage('Already paid', 'This checkout session is complete.', {
          href: successUrlOf(session),
          label: 'Continue',
        }),
      );
    if (session.status === 'expired') return html(reply, 410, expiredPage(session));
    return html(reply, 200, checkoutPage(session));
  });

  server.post<{ Params: { id: string }; Body: unknown }>(
    '/stripe/checkout/:id',
    editor,
    async (request, reply) => {
      const db = await context.db();
      const session = await currentSession(db, delivery, request.params.id);
      if (!session) return html(reply, 404, notFoundPage());
      if (session.status === 'complete') return reply.redirect(successUrlOf(session), 303);
      if (session.status === 'expired') return html(reply, 410, expiredPage(session));
      const fields = (
        request.body && typeof request.body === 'object' ? request.body : {}
      ) as Record<string, unknown>;
      return payCheckout(standIn, db, session, fields, reply);
    },
  );

  server.get<{ Params: { id: string } }>('/stripe/portal/:id', editor, async (request, reply) => {
    const db = await context.db();
    const portal = await findPortal(db, request.params.id);
    if (!portal)
      return html(
        reply,
        404,
        messagePage('Portal not found', 'This portal session does not exist.'),
      );
    const customer = await findCustomer(db, portal.customer);
    const payments = await paymentsOfCustomer(db, portal.customer);
    const rows = payments.length
      ? payments
          .map(
            (p) =>
              `<li><span>${escapeHtml(p.description ?? 'Payment')}<br><span class="muted">${escapeHtml(new Date(p.created).toISOString().slice(0, 10))} · ${escapeHtml(p.card_brand ?? 'card')} •••• ${escapeHtml(p.card_last4 ?? '')}</span></span><span>${escapeHtml(money(p.amount, p.currency, null))}</span></li>`,
          )
          .join('')
      : '<li>No payments yet.</li>';
    const back = portal.return_url
      ? `<a class="back" href="${escapeHtml(portal.return_url)}">&#8592; Return to the shop</a>`
      : '';
    const body = `<main class="pay" style="max-width:720px">${back}<span class="badge">Test mode</span>
<h1>${escapeHtml(customer?.name ?? portal.customer)}</h1><p class="muted">${escapeHtml(customer?.email ?? '')}</p>
<h2>Payment history</h2><ul class="items">${rows}</ul></main>`;
    return html(reply, 200, page('Billing', 'en', body));
  });
}
