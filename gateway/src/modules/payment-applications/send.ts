import { FormData } from 'undici';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { loadBillingPdfData } from './data.js';
import { renderG702Pdf } from './g702.js';
import { renderG703Pdf } from './g703.js';
import { toSending } from './mapping.js';
import { billingFileName } from './pdf-data.js';

export const PAYMENT_APPLICATION_SENT_MESSAGE = 'Payment application has been sent to the owner successfully.';
export const PAYMENT_APPLICATION_NOT_SENT_MESSAGE = "Sorry! Couldn't send email.";
/** The REST refusals that mean "not sent" rather than an error (the proposal's, docs/billing.md §3 send). */
const NOT_SENT_REASONS = new Set(['OWNER_EMAIL_MISSING', 'MAIL_FAILED']);

/**
 * The G702 and G703 of the downloads (one renderer each), posted to the REST API, which mails both to the owner and
 * records the sending (docs/billing.md §3 `POST payment-application/{id}/send`), as sendProposal does.
 */
export async function sendPaymentApplication(ctx: GatewayContext, id: string, message: string | null | undefined) {
  const data = await loadBillingPdfData(ctx, id);
  const [g702, g703] = await Promise.all([renderG702Pdf(data), renderG703Pdf(data)]);
  const form = new FormData();
  form.append('g702', new Blob([new Uint8Array(g702)], { type: 'application/pdf' }), billingFileName('G702', data));
  form.append('g703', new Blob([new Uint8Array(g703)], { type: 'application/pdf' }), billingFileName('G703', data));
  if (message) form.append('message', message);
  try {
    const sending = await ctx.upstream.post('payment-application/{id}/send', { params: { id }, form });
    return { __typename: 'PaymentApplicationSent' as const, sending: toSending(sending), message: PAYMENT_APPLICATION_SENT_MESSAGE };
  } catch (err) {
    const reason = err instanceof GraphQLError ? err.extensions.reason : undefined;
    if (typeof reason === 'string' && NOT_SENT_REASONS.has(reason)) {
      return { __typename: 'PaymentApplicationNotSent' as const, reason, message: PAYMENT_APPLICATION_NOT_SENT_MESSAGE };
    }
    throw err;
  }
}
