import { FormData } from 'undici';
import type { GatewayContext } from '../../context.js';
import { loadSubcontractPdfData } from './data.js';
import { subcontractLoaders } from './loaders.js';
import { subcontractFileName } from './pdf-data.js';
import { renderSubcontractPdf } from './subcontract-pdf.js';

/**
 * The Award Notification (docs/subcontracts.md §4 `POST subcontract/{id}/award-email`): the subcontract PDF of the download
 * (one renderer), posted with the message to the REST API, which mails it with the subcontractor-email template to the
 * subcontractor and records the sending. Answers the commitment with the sending in its award emails.
 */
export async function sendAwardNotification(ctx: GatewayContext, id: string, message: string | null | undefined) {
  const data = await loadSubcontractPdfData(ctx, id);
  const pdf = await renderSubcontractPdf(data);
  const form = new FormData();
  form.append('pdf', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), subcontractFileName(data));
  if (message) form.append('message', message);
  const rest = await ctx.upstream.post('subcontract/{id}/award-email', { params: { id }, form });
  return subcontractLoaders(ctx).written(rest);
}
