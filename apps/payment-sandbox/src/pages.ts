/**
 * The hosted payment page's HTML, CSS and its one script. Plain server-rendered pages: the form posts
 * without JavaScript; the script only tells the embedding page the result (postMessage). Every value
 * put in the HTML is escaped. Layout after the GOV.UK Design System: labels above fields, hints, an
 * error summary linking to each field, messages beside the field, usable at 320 px and by keyboard.
 */
import { TEST_CARDS, type CardEntry, type CardField } from './cards.ts';
import type { FailureCode, Session, SessionStatus } from './sessions.ts';

export const ASSET_PATHS = { css: '/assets/frame.css', js: '/assets/frame.js' } as const;

/** The message a customer sees when an attempt fails, in their words. */
export const FAILURE_MESSAGES: Record<FailureCode, string> = {
  card_declined: 'Your card was declined. Use a different card, or contact your card issuer.',
  insufficient_funds:
    'Your card was declined because there is not enough money in the account. Use a different card.',
  authentication_failed:
    'Your card issuer could not confirm it was you, so the payment was declined. Try again or use a different card.',
  processing_error:
    'Something went wrong while processing your payment and you have not been charged. Try again.',
};

const FIELDS: ReadonlyArray<{
  name: CardField;
  id: string;
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode?: string;
  width: string;
}> = [
  {
    name: 'cardNumber',
    id: 'card-number',
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    width: 'full',
  },
  {
    name: 'expiry',
    id: 'expiry',
    label: 'Expiry date',
    hint: 'As shown on the card, MM/YY. For example, 04/29',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    width: 'short',
  },
  {
    name: 'cvc',
    id: 'cvc',
    label: 'Security code',
    hint: 'The last 3 digits on the back of the card, or the 4 digits on the front of an American Express card',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    width: 'short',
  },
  {
    name: 'nameOnCard',
    id: 'name-on-card',
    label: 'Name on card',
    autocomplete: 'cc-name',
    width: 'full',
  },
];

export function formatAmount(pence: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The page of a session, framed by the session's allowedOrigin: whom the script may tell. */
interface Embedding {
  sessionId: string;
  targetOrigin: string;
}

/** What the embedding page is told, by postMessage, once there is a result. */
interface ResultHint extends Embedding {
  status: SessionStatus;
}

function page(options: {
  title: string;
  body: string;
  /** A page of a session: the script tells the embedding page its height. */
  embedding?: Embedding;
  /** A page with a result: the script also tells the embedding page the result. */
  result?: ResultHint;
  refreshTo?: string;
}): string {
  const { title, body, result, refreshTo } = options;
  const embedding = result ?? options.embedding;
  const status = result ? ` data-status="${escapeHtml(result.status)}"` : '';
  const hint = embedding
    ? `<div id="sandbox-result" hidden data-session-id="${escapeHtml(embedding.sessionId)}"${status} data-target-origin="${escapeHtml(embedding.targetOrigin)}"></div>` +
      `<script src="${ASSET_PATHS.js}" defer></script>`
    : '';
  const refresh = refreshTo
    ? `<meta http-equiv="refresh" content="2;url=${escapeHtml(refreshTo)}">`
    : '';
  return (
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `${refresh}<title>${escapeHtml(title)} – Payment sandbox</title>` +
    `<link rel="stylesheet" href="${ASSET_PATHS.css}"></head>` +
    `<body><main class="page">${body}</main>${hint}</body></html>`
  );
}

function summary(session: Session): string {
  const description = session.description
    ? `<p class="description">${escapeHtml(session.description)}</p>`
    : '';
  return (
    `<p class="amount">Amount to pay: <strong>${formatAmount(session.amount)}</strong></p>` +
    description +
    `<p class="reference">Reference: ${escapeHtml(session.reference)}</p>`
  );
}

export interface FormState {
  /** The values to show again: never the security code. */
  values: Partial<Omit<CardEntry, 'cvc'>>;
  errors: Partial<Record<CardField, string>>;
  /** Why the last attempt failed, shown above the form. */
  failure?: FailureCode;
}

/** The card form, with the amount, any errors and the values the customer had entered. */
export function paymentFormPage(session: Session, state: FormState, status: SessionStatus): string {
  const errorEntries = FIELDS.filter((field) => state.errors[field.name]);
  const problems = [
    ...(state.failure ? [`<li>${escapeHtml(FAILURE_MESSAGES[state.failure])}</li>`] : []),
    ...errorEntries.map(
      (field) =>
        `<li><a href="#${field.id}">${escapeHtml(state.errors[field.name] ?? '')}</a></li>`,
    ),
  ];
  const errorSummary =
    problems.length > 0
      ? '<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">' +
        '<h2 id="error-summary-title">There is a problem</h2>' +
        `<ul>${problems.join('')}</ul></div>`
      : '';
  const fields = FIELDS.map((field) => {
    const error = state.errors[field.name];
    const value = field.name === 'cvc' ? '' : (state.values[field.name] ?? '');
    const describedBy = [
      field.hint ? `${field.id}-hint` : '',
      error ? `${field.id}-error` : '',
    ].filter(Boolean);
    return (
      `<div class="field${error ? ' field--error' : ''}">` +
      `<label for="${field.id}">${field.label}</label>` +
      (field.hint ? `<p class="hint" id="${field.id}-hint">${field.hint}</p>` : '') +
      (error
        ? `<p class="error" id="${field.id}-error"><span class="visually-hidden">Error:</span> ${escapeHtml(error)}</p>`
        : '') +
      `<input class="input input--${field.width}" id="${field.id}" name="${field.name}" type="text"` +
      ` autocomplete="${field.autocomplete}"${field.inputmode ? ` inputmode="${field.inputmode}"` : ''}` +
      ' spellcheck="false" required' +
      (describedBy.length > 0 ? ` aria-describedby="${describedBy.join(' ')}"` : '') +
      (error ? ' aria-invalid="true"' : '') +
      ` value="${escapeHtml(value)}"></div>`
    );
  }).join('');
  const hasErrors = problems.length > 0;
  const embedding = { sessionId: session.id, targetOrigin: session.allowedOrigin };
  const result =
    status === 'declined' || status === 'failed' ? { result: { ...embedding, status } } : {};
  return page({
    title: `${hasErrors ? 'Error: ' : ''}Pay ${formatAmount(session.amount)}`,
    embedding,
    ...result,
    body:
      errorSummary +
      '<h1>Pay by card</h1>' +
      summary(session) +
      `<form method="post" action="/pay/${encodeURIComponent(session.id)}" novalidate>` +
      fields +
      `<button class="button" type="submit">Pay ${formatAmount(session.amount)}</button>` +
      '</form>' +
      '<p class="small">This is a test payment page. No real money is taken.</p>',
  });
}

/** The 3-D Secure step: the sandbox's stand-in for the card issuer's check. */
export function challengePage(session: Session): string {
  const card = session.pendingCard;
  return page({
    title: 'Confirm your payment',
    embedding: { sessionId: session.id, targetOrigin: session.allowedOrigin },
    body:
      '<h1>Confirm your payment</h1>' +
      '<p>Your card issuer needs to check it is you (3-D Secure). In this test page you choose the result.</p>' +
      summary(session) +
      (card ? `<p>Card ending ${escapeHtml(card.last4)}</p>` : '') +
      `<form method="post" action="/pay/${encodeURIComponent(session.id)}/authenticate">` +
      '<div class="button-group">' +
      '<button class="button" type="submit" name="outcome" value="complete">Complete authentication</button>' +
      '<button class="button button--secondary" type="submit" name="outcome" value="fail">Fail authentication</button>' +
      '</div></form>',
  });
}

/** What the frame shows once the session can take no card: paid, refunded or expired. */
export function outcomePage(session: Session, status: SessionStatus): string {
  const result = { sessionId: session.id, status, targetOrigin: session.allowedOrigin };
  if (status === 'succeeded') {
    const card = session.card;
    return page({
      title: 'Payment successful',
      result,
      body:
        '<h1>Payment successful</h1>' +
        `<p class="amount">You paid <strong>${formatAmount(session.amount)}</strong>` +
        (card ? ` with the card ending ${escapeHtml(card.last4)}` : '') +
        '.</p>' +
        `<p class="reference">Reference: ${escapeHtml(session.reference)}</p>`,
    });
  }
  if (status === 'refunded') {
    return page({
      title: 'Payment refunded',
      result,
      body:
        '<h1>This payment has been refunded</h1>' +
        `<p>${formatAmount(session.amount)} has been returned to the card it was paid with.</p>`,
    });
  }
  return page({
    title: 'Payment expired',
    result,
    body:
      '<h1>This payment has expired</h1>' +
      '<p>You have not been charged. Go back and start the payment again.</p>',
  });
}

/** Shown to a second submit while the first is still being authorised; it refreshes itself. */
export function processingPage(sessionId: string): string {
  return page({
    title: "We're processing your payment",
    refreshTo: `/pay/${encodeURIComponent(sessionId)}`,
    body:
      "<h1>We're processing your payment</h1>" +
      '<p>Please wait. Do not pay again: this page will update by itself.</p>',
  });
}

export function notFoundPage(): string {
  return page({
    title: 'Payment not found',
    body:
      '<h1>Payment not found</h1>' +
      '<p>This payment link is not valid. Go back and start the payment again.</p>',
  });
}

/** The sandbox's own front page: what it is and the test cards. */
export function homePage(): string {
  const rows = TEST_CARDS.map(
    (card) =>
      `<tr><td>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${escapeHtml(card.meaning)}</td></tr>`,
  ).join('');
  return (
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Payment sandbox</title><link rel="stylesheet" href="${ASSET_PATHS.css}"></head>` +
    '<body><main class="page"><h1>Payment sandbox</h1>' +
    '<p>The test payment provider is running. Merchants create payment sessions at <code>/v1/sessions</code>; customers pay on the hosted page at <code>/pay/{session id}</code>.</p>' +
    '<h2>Test cards</h2><p>Use any future expiry date, any 3-digit security code (4 for American Express) and any name. Any other valid card number succeeds.</p>' +
    `<table><thead><tr><th scope="col">Card number</th><th scope="col">Result</th></tr></thead><tbody>${rows}</tbody></table>` +
    '</main></body></html>'
  );
}

export const FRAME_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; font-size: 1rem; line-height: 1.4; color: #0b0c0c; background: #fff; }
.page { max-width: 32rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.2rem; }
.amount { font-size: 1.125rem; }
.reference, .description, .small, .hint { color: #505a5f; }
.small { font-size: 0.875rem; margin-top: 1.5rem; }
.field { margin-bottom: 1.25rem; }
.field--error { border-left: 4px solid #d4351c; padding-left: 0.75rem; }
label { display: block; font-weight: 700; margin-bottom: 0.25rem; }
.hint { margin: 0 0 0.25rem; font-size: 0.9rem; }
.error { margin: 0 0 0.25rem; color: #d4351c; font-weight: 700; }
.input { font: inherit; font-size: 1rem; padding: 0.5rem; border: 2px solid #0b0c0c; border-radius: 0; width: 100%; max-width: 100%; }
.input--short { width: 8rem; }
.field--error .input { border-color: #d4351c; }
.input:focus, .button:focus, a:focus { outline: 3px solid #ffdd00; outline-offset: 0; box-shadow: inset 0 0 0 2px #0b0c0c; }
.button { font: inherit; font-weight: 700; font-size: 1.125rem; padding: 0.6rem 1rem; border: 0; background: #00703c; color: #fff; cursor: pointer; width: 100%; margin-bottom: 0.75rem; box-shadow: 0 2px 0 #002d18; }
.button:hover { background: #005a30; }
.button--secondary { background: #f3f2f1; color: #0b0c0c; box-shadow: 0 2px 0 #929191; }
.button--secondary:hover { background: #dbdad9; }
.error-summary { border: 4px solid #d4351c; padding: 1rem; margin-bottom: 1.5rem; }
.error-summary h2 { margin-top: 0; }
.error-summary ul { margin: 0; padding-left: 1.25rem; }
.error-summary a { color: #d4351c; font-weight: 700; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: 0; padding: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); border: 0; white-space: nowrap; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.4rem 0.5rem 0.4rem 0; border-bottom: 1px solid #b1b4b6; vertical-align: top; }
code { overflow-wrap: anywhere; }
`;

/**
 * Tells the embedding page, only at the session's allowedOrigin (never '*': the browser drops the
 * message if the parent is any other origin), the page's height, so the frame can be sized to
 * show the whole form (again whenever the frame's width changes), and the result once there is
 * one. Hints only: they carry no card data, and the merchant trusts only the signed notification
 * or GET /v1/sessions/:id.
 */
export const FRAME_JS = `'use strict';
(function () {
  var hint = document.getElementById('sandbox-result');
  if (!hint || window.parent === window) return;
  var targetOrigin = hint.getAttribute('data-target-origin');
  if (!targetOrigin || targetOrigin === '*') return;
  var sessionId = hint.getAttribute('data-session-id');
  var lastHeight = 0;
  function tellHeight() {
    var height = Math.ceil(document.documentElement.scrollHeight);
    if (height === lastHeight) return;
    lastHeight = height;
    window.parent.postMessage({ type: 'sandbox.resize', sessionId: sessionId, height: height }, targetOrigin);
  }
  tellHeight();
  window.addEventListener('load', tellHeight);
  window.addEventListener('resize', tellHeight);
  var status = hint.getAttribute('data-status');
  if (status) {
    window.parent.postMessage({ type: 'sandbox.payment', sessionId: sessionId, status: status }, targetOrigin);
  }
})();
`;
