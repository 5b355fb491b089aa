import { formatMoney } from '@arcadia/contracts';
import type { CheckoutTicket } from './demo-gateway.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only a path on this site: a full address would make the page an open redirect. */
export function safeReturnUrl(raw: unknown, reference: string): string {
  if (typeof raw === 'string' && /^\/(?![/\\])[^\s]*$/.test(raw) && raw.length <= 300) return raw;
  return `/?deposit=${encodeURIComponent(reference)}`;
}

/** Where the page's style sheet is served: its CSP allows no inline style or script. */
export const CHECKOUT_CSS_PATH = '/demo-gateway/checkout.css';

export const CHECKOUT_CSS = `body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0}
main{max-width:24rem;margin:10vh auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#4b5563}dd{margin:0;font-weight:600;word-break:break-all}.actions{display:flex;gap:.75rem}
button{flex:1;font-size:1rem;padding:.75rem;border-radius:8px;border:1px solid #1f2937;cursor:pointer}
.pay{background:#1f2937;color:#fff}.cancel{background:#fff;color:#1f2937}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}p{color:#4b5563;font-size:.875rem}`;

/** The demo gateway's hosted checkout: brand-neutral, amount and reference, Pay or Cancel. */
export function checkoutPage(ticket: CheckoutTicket, token: string, returnUrl: string): string {
  const action = (verb: string) => `/demo-gateway/checkout/${escapeHtml(token)}/${verb}`;
  const amount = `${escapeHtml(ticket.currency)} ${formatMoney(ticket.amount)}`;
  const hidden = `<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Demo payment gateway</title><link rel="stylesheet" href="${CHECKOUT_CSS_PATH}"></head>
<body><main aria-labelledby="title">
<h1 id="title">Demo payment gateway</h1>
<dl><dt>Amount</dt><dd id="amount">${amount}</dd><dt>Reference</dt><dd id="reference">${escapeHtml(ticket.reference)}</dd></dl>
<div class="actions">
<form method="post" action="${action('pay')}">${hidden}<button class="pay" type="submit" aria-label="Pay ${amount}">Pay</button></form>
<form method="post" action="${action('cancel')}">${hidden}<button class="cancel" type="submit" aria-label="Cancel payment">Cancel</button></form>
</div>
<p>A stand-in for a real payment provider: no money moves outside this site.</p>
</main></body></html>`;
}
