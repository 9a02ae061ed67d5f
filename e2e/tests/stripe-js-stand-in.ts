import type { Page } from '@playwright/test';

/**
 * Stripe.js as the pledge form uses it, small enough to read: `Stripe(key)` with Elements whose
 * Payment Element is a frame from js.stripe.com in which the card number is typed, and a payment
 * method made by a call to api.stripe.com. Each comes from Stripe's own origins, so the page's
 * Content-Security-Policy is put to the same test Stripe's script would put it to.
 */
const stripeJs = `(() => {
  let cardNumber = '';
  window.addEventListener('message', (event) => {
    if (event.origin === 'https://js.stripe.com' && typeof event.data?.cardNumber === 'string') {
      cardNumber = event.data.cardNumber;
    }
  });
  const paymentElement = () => {
    const listeners = {};
    const element = {
      mount(node) {
        const frame = document.createElement('iframe');
        frame.src = 'https://js.stripe.com/v3/elements-inner-payment.html';
        frame.title = 'Secure payment input frame';
        frame.style.cssText = 'width: 100%; height: 72px; border: 0;';
        frame.addEventListener('load', () => (listeners.ready ?? []).forEach((listener) => listener({ elementType: 'payment' })));
        (typeof node === 'string' ? document.querySelector(node) : node).appendChild(frame);
      },
      on(name, listener) {
        (listeners[name] = listeners[name] ?? []).push(listener);
        return element;
      },
      off(name, listener) {
        listeners[name] = (listeners[name] ?? []).filter((other) => other !== listener);
        return element;
      },
      update() {},
      unmount() {},
      destroy() {},
    };
    return element;
  };
  function Stripe(publishableKey) {
    return {
      elements: () => ({ create: paymentElement, update() {}, submit: async () => ({}) }),
      async createPaymentMethod() {
        // Form-encoded with the key in the body, as Stripe.js sends it: a request with no preflight.
        const response = await fetch('https://api.stripe.com/v1/payment_methods', {
          method: 'POST',
          body: new URLSearchParams({ key: publishableKey, type: 'card', 'card[number]': cardNumber }),
        });
        const body = await response.json();
        return response.ok ? { paymentMethod: body } : { error: body.error };
      },
      async handleNextAction() {
        return {};
      },
      createToken: async () => ({}),
      confirmCardPayment: async () => ({}),
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** The frame's page: one labelled field whose number it hands to the page that holds the frame. */
const paymentFrame = `<!doctype html><html lang="en"><head><title>Card</title></head>
<body style="margin: 0; font: 16px sans-serif">
<label>Card number <input id="number" inputmode="numeric" autocomplete="cc-number"></label>
<script>
document.getElementById('number').addEventListener('input', (event) =>
  parent.postMessage({ cardNumber: event.target.value.replace(/\\s/g, '') }, '*'));
</script></body></html>`;

/** Stripe's test cards, as the payment methods Stripe's API makes of them. */
const paymentMethods: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
};

/** The card number field in Stripe's own frame of the pledge form. */
export const stripeCardField = (page: Page) =>
  page
    .frameLocator('iframe[title="Secure payment input frame"]')
    .getByRole('textbox', { name: 'Card number' });

/**
 * Serves the stand-in for js.stripe.com and api.stripe.com to this page, and records each origin the
 * page asked for: a request the page's policy blocks never reaches here.
 */
export async function serveStripeStandIn(page: Page): Promise<{ asked: Set<string> }> {
  const asked = new Set<string>();
  await page.route('https://js.stripe.com/**', (route) => {
    asked.add('https://js.stripe.com');
    const isFrame = new URL(route.request().url()).pathname.endsWith('.html');
    return route.fulfill(
      isFrame
        ? { contentType: 'text/html', body: paymentFrame }
        : { contentType: 'application/javascript', body: stripeJs },
    );
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    asked.add('https://api.stripe.com');
    const number = new URLSearchParams(route.request().postData() ?? '').get('card[number]') ?? '';
    const id = paymentMethods[number];
    const headers = { 'Access-Control-Allow-Origin': '*' };
    return route.fulfill(
      id
        ? { json: { id, object: 'payment_method', type: 'card' }, headers }
        : {
            status: 402,
            json: { error: { type: 'card_error', message: 'Your card number is incorrect.' } },
            headers,
          },
    );
  });
  return { asked };
}
