import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for Stripe (DESIGN.md section 14): the parts of its documented
 * API the official SDK calls here (customers, Checkout sessions, setup and payment intents,
 * payment methods, refunds), checked as Stripe checks them (the secret key, form encoding, the
 * required parameters) and answered in Stripe's JSON shapes and errors; a hosted card page the
 * browser fills in; and webhooks signed as Stripe documents (`t=...,v1=` HMAC-SHA256 of `t.payload`).
 *
 * Test cards, as Stripe's: 4242424242424242 succeeds; 4000000000000002 is declined
 * (card_declined) and 4000000000000069 has expired (expired_card). A setup saves any of them (as
 * Stripe's 'attach succeeds, charge fails' cards do), so the decline shows where staff charge it; a
 * deposit paid with one is refused on the page.
 */
export const stripeTestCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  expired: '4000000000000069',
} as const;

type Json = Record<string, unknown>;
type Form = { [key: string]: string | Form };

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
const missing = (param: string) => invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

/** `a[b][0]=c` as Stripe's form encoding nests it. */
function parseForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else {
        const next = node[part];
        node = typeof next === 'object' ? next : (node[part] = {});
      }
    });
  }
  return root;
}

const str = (form: Form, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};
const obj = (form: Form, key: string): Form | undefined => {
  const value = form[key];
  return typeof value === 'object' ? value : undefined;
};
const required = (form: Form, key: string) => {
  const value = str(form, key);
  if (value === undefined || value === '') throw missing(key);
  return value;
};

interface CardOnFile {
  number: string;
}

export interface StripeStandInOptions {
  secretKey?: string;
  webhookSecret?: string;
}

export async function startStripeStandIn(options: StripeStandInOptions = {}) {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(18).toString('base64url').replace(/-/g, 'a')}`;
  let webhookUrl: string | undefined;
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const paymentMethods = new Map<string, Json & { card: CardOnFile & Json }>();
  const refunds = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: string }>();
  /** Every request the SDK made (method, path, parsed form), for the tests to look at. */
  const requests: { method: string; path: string; form: Form }[] = [];
  /** Every event sent, with the exact body and header posted. */
  const events: { id: string; type: string; body: string; signature: string }[] = [];
  let base = '';

  const sign = (payload: string, timestamp = now(), secret = webhookSecret) =>
    `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

  function expanded(session: Json, expand: string[]): Json {
    const out: Json = { ...session };
    if (expand.includes('setup_intent') && typeof session.setup_intent === 'string') {
      out.setup_intent = setupIntents.get(session.setup_intent);
    }
    if (expand.includes('payment_intent') && typeof session.payment_intent === 'string') {
      out.payment_intent = paymentIntents.get(session.payment_intent);
    }
    return out;
  }

  async function postEvent(type: string, object: Json) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    };
    const body = JSON.stringify(event);
    const signature = sign(body);
    events.push({ id: event.id, type, body, signature });
    if (!webhookUrl) return;
    await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body,
    }).catch(() => undefined);
  }

  function createCustomer(form: Form): Json {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: str(form, 'email') ?? null,
      metadata: obj(form, 'metadata') ?? {},
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createSession(form: Form): Json {
    const mode = required(form, 'mode');
    if (mode !== 'setup' && mode !== 'payment') throw invalid(`Invalid mode: ${mode}`, 'mode');
    const successUrl = required(form, 'success_url');
    const customer = str(form, 'customer');
    if (customer && !customers.has(customer)) throw noSuch('customer', customer, 'customer');
    let amount: number | null = null;
    let currency = str(form, 'currency') ?? null;
    if (mode === 'setup' && !currency) throw missing('currency');
    if (mode === 'payment') {
      const item = obj(obj(form, 'line_items') ?? {}, '0');
      if (!item) throw missing('line_items');
      const price = obj(item, 'price_data');
      if (!price) throw missing('line_items[0][price_data]');
      currency = required(price, 'currency');
      amount = Number(required(price, 'unit_amount')) * Number(str(item, 'quantity') ?? '1');
      if (!Number.isInteger(amount) || amount < 50) throw invalid('Amount must be at least 50 cents', 'unit_amount');
    }
    const id = newId('cs');
    const session: Json = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      url: `${base}/pay/${id}`,
      customer: customer ?? null,
      currency,
      amount_total: amount,
      metadata: obj(form, 'metadata') ?? {},
      setup_intent: null,
      payment_intent: null,
      success_url: successUrl,
      cancel_url: str(form, 'cancel_url') ?? null,
      created: now(),
    };
    sessions.set(id, session);
    return session;
  }

  const cardFailure = (number: string): { code: string; decline_code?: string; message: string } | undefined => {
    if (number === stripeTestCards.declined) {
      return { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    }
    if (number === stripeTestCards.expired) return { code: 'expired_card', message: 'Your card has expired.' };
    return undefined;
  };

  function createPaymentMethod(number: string, customer: unknown) {
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: typeof customer === 'string' ? customer : null,
      card: { number, brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: 2034 },
    };
    paymentMethods.set(method.id, method);
    return method;
  }

  const publicMethod = (method: Json & { card: Json }) => {
    const { number: _number, ...card } = method.card;
    return { ...method, card };
  };

  /** The hosted page's form, sent: the card saved or the deposit paid, the event posted, then back. */
  async function submitCard(sessionId: string, number: string): Promise<{ redirect?: string; error?: string }> {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') return { error: 'This checkout session is no longer open.' };
    const digits = number.replace(/\D/g, '');
    if (!/^\d{16}$/.test(digits)) return { error: 'Your card number is incomplete.' };
    const method = createPaymentMethod(digits, session.customer);
    if (session.mode === 'setup') {
      const intent = {
        id: newId('seti'),
        object: 'setup_intent',
        status: 'succeeded',
        usage: 'off_session',
        customer: session.customer,
        payment_method: method.id,
        metadata: session.metadata,
      };
      setupIntents.set(intent.id, intent);
      Object.assign(session, { status: 'complete', setup_intent: intent.id });
    } else {
      const failure = cardFailure(digits);
      if (failure) return { error: failure.message };
      const intent = {
        id: newId('pi'),
        object: 'payment_intent',
        status: 'succeeded',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        customer: session.customer,
        payment_method: method.id,
        metadata: session.metadata,
      };
      paymentIntents.set(intent.id, intent);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    }
    await postEvent('checkout.session.completed', { ...session });
    return { redirect: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId) };
  }

  function createPaymentIntent(form: Form): Json {
    const amount = Number(required(form, 'amount'));
    const currency = required(form, 'currency');
    if (!Number.isInteger(amount) || amount < 50) throw invalid('Amount must be at least 50 cents', 'amount');
    const customer = str(form, 'customer');
    if (customer && !customers.has(customer)) throw noSuch('customer', customer, 'customer');
    const methodId = str(form, 'payment_method');
    const method = methodId ? paymentMethods.get(methodId) : undefined;
    if (methodId && !method) throw noSuch('PaymentMethod', methodId, 'payment_method');
    const intent: Json = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      currency,
      customer: customer ?? null,
      payment_method: methodId ?? null,
      description: str(form, 'description') ?? null,
      status: 'requires_payment_method',
      metadata: obj(form, 'metadata') ?? {},
    };
    paymentIntents.set(String(intent.id), intent);
    if (str(form, 'confirm') === 'true') {
      if (!method) throw missing('payment_method');
      const failure = cardFailure(method.card.number);
      if (failure) {
        intent.last_payment_error = { type: 'card_error', ...failure };
        throw new StripeFailure(402, { type: 'card_error', ...failure, payment_intent: intent, charge: newId('ch') });
      }
      Object.assign(intent, { status: 'succeeded', amount_received: amount });
    }
    return intent;
  }

  function createRefund(form: Form): Json {
    const intentId = required(form, 'payment_intent');
    const intent = paymentIntents.get(intentId);
    if (!intent) throw noSuch('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded') throw invalid('This PaymentIntent has not succeeded.', 'payment_intent');
    if ([...refunds.values()].some((refund) => refund.payment_intent === intentId)) {
      throw invalid(
        `Charge for PaymentIntent ${intentId} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const refund = {
      id: newId('re'),
      object: 'refund',
      status: 'succeeded',
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: intentId,
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  function retrieve(map: Map<string, Json>, kind: string, id: string) {
    const found = map.get(id);
    if (!found) throw noSuch(kind, id);
    return found;
  }

  function route(method: string, path: string, form: Form, expand: string[]): Json {
    const [, version, resource, id, ...rest] = path.split('/');
    if (version !== 'v1')
      throw new StripeFailure(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
    const key = `${method} ${resource}${id && resource !== 'checkout' ? '/:id' : ''}${rest.length ? `/${rest.join('/')}` : ''}`;
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = rest[0];
      if (method === 'POST' && !sessionId) return createSession(form);
      if (method === 'GET' && sessionId) return expanded(retrieve(sessions, 'checkout.session', sessionId), expand);
    }
    switch (key) {
      case 'POST customers':
        return createCustomer(form);
      case 'GET customers/:id':
        return retrieve(customers, 'customer', id!);
      case 'GET setup_intents/:id':
        return retrieve(setupIntents, 'setup_intent', id!);
      case 'POST payment_intents':
        return createPaymentIntent(form);
      case 'GET payment_intents/:id':
        return retrieve(paymentIntents, 'payment_intent', id!);
      case 'GET payment_methods/:id': {
        const found = paymentMethods.get(id!);
        if (!found) throw noSuch('PaymentMethod', id!);
        return publicMethod(found);
      }
      case 'POST refunds':
        return createRefund(form);
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const page = (sessionId: string, error?: string) => {
    const session = sessions.get(sessionId);
    const what =
      session?.mode === 'payment'
        ? `Pay ${((Number(session.amount_total) || 0) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`
        : 'Save your card';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stripe stand-in checkout</title></head><body style="font-family:sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem">
<h1>${what}</h1>${error ? `<p role="alert" style="color:#b00">${error}</p>` : ''}
<form method="post" action="/pay/${sessionId}">
<p><label>Card number <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required></label></p>
<p><label>Expiry <input name="expiry" placeholder="MM / YY" autocomplete="cc-exp" required></label></p>
<p><label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label></p>
<p><button type="submit">${session?.mode === 'payment' ? 'Pay' : 'Save card'}</button></p></form></body></html>`;
  };

  async function handle(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';
    const hosted = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
    if (hosted) {
      const sessionId = hosted[1]!;
      if (!sessions.has(sessionId)) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
        return;
      }
      if (method === 'POST') {
        const result = await submitCard(sessionId, new URLSearchParams(body).get('cardNumber') ?? '');
        if (result.redirect) {
          response.writeHead(303, { location: result.redirect }).end();
          return;
        }
        response.writeHead(402, { 'content-type': 'text/html; charset=utf-8' }).end(page(sessionId, result.error));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(sessionId));
      return;
    }
    const reply = (status: number, json: Json, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(json);
      response
        .writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers })
        .end(text);
      return text;
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const given = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      reply(401, {
        error: {
          type: 'invalid_request_error',
          message: given ? `Invalid API Key provided: ${given.slice(0, 8)}****` : 'You did not provide an API key.',
        },
      });
      return;
    }
    if (method === 'POST' && !(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      reply(400, { error: { type: 'invalid_request_error', message: 'Requests must be form-encoded.' } });
      return;
    }
    const idempotencyKey = request.headers['idempotency-key'];
    const cacheKey = typeof idempotencyKey === 'string' ? `${method} ${url.pathname} ${idempotencyKey}` : undefined;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) {
      response
        .writeHead(cached.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
        .end(cached.body);
      return;
    }
    const form = parseForm(method === 'GET' ? url.search.slice(1) : body);
    requests.push({ method, path: url.pathname, form });
    const expandForm = obj(form, 'expand') ?? {};
    const expand = Object.values(expandForm).filter((value): value is string => typeof value === 'string');
    let status = 200;
    let answer: Json;
    try {
      answer = route(method, url.pathname, form, expand);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      answer = { error: error.body };
    }
    const text = reply(status, answer);
    if (cacheKey) idempotent.set(cacheKey, { status, body: text });
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, Buffer.concat(chunks).toString('utf8'), response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** STRIPE_API_BASE for the app. */
    apiBase: base,
    secretKey,
    webhookSecret,
    publishableKey: 'pk_test_standin',
    requests,
    events,
    sessions,
    /** Where its webhooks go (the boutique's webhook URL, known once the boutique is). */
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** What the hosted page does when she sends her card (tests without a browser). */
    submitCard,
    /** Signs a payload as Stripe does (a replay, an out-of-order event, a wrong secret). */
    sign,
    /** Posts an event body with its signature to the webhook URL again (a replay) or as given. */
    async post(body: string, signature = sign(body)) {
      if (!webhookUrl) throw new Error('no webhook URL set');
      return fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
