import type { Content } from 'pdfmake/interfaces.js';
import { formatMoney } from '@suite/money';
import { GREY, LETTER_TEXT_WIDTH, letterDocument, letterheadBlock, renderPdf, signatureBlock } from '../../documents/pdf-kit.js';
import { usDate } from '../../documents/sources.js';
import { isPurchaseOrder, isUnconditional, waiverFileName, type WaiverPdfData } from './pdf-data.js';

// A payment's lien waiver (docs/subcontracts.md §1, §6; issue 33 "Lien waivers"): conditional on a progress payment,
// unconditional on the final payment, from the payment's frozen figures as REST gives them. The product's own wording
// (not any state's statutory form): the claimant (the subcontractor or vendor), the customer (the contractor), the
// project, the amount, the through-date and the claimant's signature. US Letter portrait.

export const CONDITIONAL_TITLE = 'Conditional Waiver and Release on Progress Payment';
export const UNCONDITIONAL_TITLE = 'Unconditional Waiver and Release on Final Payment';

/** The conditional waiver's release: effective only once the payment has been received. */
export const conditionalText = (amount: string, through: string) =>
  `This waiver takes effect only when the Claimant has received payment of ${amount} from the Customer. Once that payment `
  + 'has been received, the Claimant waives and releases every lien, stop-payment-notice and payment-bond right it holds on '
  + `the Project for the labor, services, equipment and materials it furnished to the Customer through ${through}, to the `
  + 'extent of that payment. Retainage still held, extra work not yet approved in writing and work furnished after that '
  + 'date are not released.';

/** The unconditional waiver's release: the final payment, received. */
export const unconditionalText = (amount: string, through: string) =>
  `The Claimant has received ${amount} from the Customer as the final payment under the agreement named above, and is `
  + 'paid in full. The Claimant unconditionally waives and releases every lien, stop-payment-notice and payment-bond right '
  + `it holds on the Project for all labor, services, equipment and materials it furnished to the Customer through ${through}. `
  + 'This waiver is effective when signed, whether or not the payment has cleared: sign it only once the payment has been received.';

/** The through-date REST froze with the payment; a payment made before any approved billing covers work through its own date. */
const throughDate = (p: WaiverPdfData['payment']) => p.through_date ?? p.paid_on;

const row = (label: string, value: string): Content[] => [{ text: label, bold: true }, { text: value || '—' }];

function identification(data: WaiverPdfData): Content {
  const p = data.payment;
  const agreement = isPurchaseOrder(data.commitment) ? 'Purchase Order' : 'Subcontract';
  return {
    table: {
      widths: [130, '*'],
      body: [
        row('Claimant', [data.party.name, data.party.address].filter(Boolean).join(', ')),
        row('Customer', [data.company?.name ?? '', ...(data.company?.lines ?? []).slice(0, 2)].filter(Boolean).join(', ')),
        row('Project', [`${data.project.uid} ${data.project.name}`, data.project.address].filter(Boolean).join(', ')),
        row(agreement, data.commitment.number),
        row('Payment Amount', formatMoney(p.amount)),
        row('Payment Date', usDate(p.paid_on)),
        row('Check / Reference', p.reference),
        row('Through Date', usDate(throughDate(p))),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 10],
  } as Content;
}

const pageHeader = (data: WaiverPdfData) => (): Content => ({
  columns: [
    { text: isUnconditional(data.payment) ? UNCONDITIONAL_TITLE : CONDITIONAL_TITLE, bold: true },
    { text: `${data.commitment.number} · ${data.project.uid} ${data.project.name}`, alignment: 'right', color: GREY },
  ],
  fontSize: 8,
});

/** The waiver's document definition (exported for tests that read its structure). */
export function waiverDocument(data: WaiverPdfData) {
  const final = isUnconditional(data.payment);
  const heading = final ? UNCONDITIONAL_TITLE : CONDITIONAL_TITLE;
  const amount = formatMoney(data.payment.amount);
  const through = usDate(throughDate(data.payment));
  return letterDocument(
    { title: waiverFileName(data).replace(/\.pdf$/, ''), author: data.company?.name ?? '', subject: heading },
    [
      ...letterheadBlock(data.company, LETTER_TEXT_WIDTH.portrait),
      { text: heading, style: 'title' },
      identification(data),
      { text: final ? 'Unconditional Waiver and Release' : 'Conditional Waiver and Release', style: 'section' },
      { text: final ? unconditionalText(amount, through) : conditionalText(amount, through) },
      signatureBlock(`Claimant: ${data.party.name || '—'}`, 'Signed for the Claimant by an authorized person.',
        ['Signature', 'Title', 'Date']),
    ],
    { orientation: 'portrait', header: pageHeader(data) },
  );
}

/** Renders a payment's lien waiver (US Letter, portrait). */
export async function renderWaiverPdf(data: WaiverPdfData): Promise<Buffer> {
  return renderPdf(waiverDocument(data));
}
