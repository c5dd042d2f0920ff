import type { Db } from '../db/types.js';

// Tenant B's subcontract rows for route-table.test.ts (issue 33) and how each subcontract route names them; kept apart
// from route-table.tenant-b.ts (which spreads them in) so that file stays one domain's length.

/** The tenant B rows a subcontract is built on, and the subcontract's own. */
export interface SubcontractRowsB {
  division: number;
  subdivision: number;
  category: number;
  part: number;
  bid: number;
  vendor: number;
  subcontract: number;
  subcontractLine: number;
  subcontractBilling: number;
  subcontractPayment: number;
}

type Call = { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown };

const line = (b: SubcontractRowsB) => ({
  division_id: b.division, subdivision_id: b.subdivision, category_id: b.category, part_id: b.part, units: '1', total: '1',
});

/** The subcontract routes naming B's rows (reads subcontract(s) read; writes by area, docs/subcontracts.md §4). */
export function subcontractNamesB(markerUid: string): Record<string, (b: SubcontractRowsB) => Call> {
  const period = { period_from: '2026-10-01', period_to: '2026-10-31', billing_date: '2026-10-31' };
  return {
    'GET /subcontract/projectuid/:projectUid': () => ({ params: { projectUid: markerUid } }),
    'GET /subcontract/:id': (b) => ({ params: { id: b.subcontract } }),
    'POST /subcontract/award/bid/:bidId': (b) => ({ params: { bidId: b.bid }, body: {} }),
    'POST /subcontract/po/projectuid/:projectUid': (b) => ({ params: { projectUid: markerUid }, body: { vendor_id: b.vendor } }),
    'PUT /subcontract/:id': (b) => ({ params: { id: b.subcontract }, body: { version: 1, scope: 'Mine' } }),
    'POST /subcontract/:id/lines': (b) => ({ params: { id: b.subcontract }, body: { version: 1, ...line(b) } }),
    'PUT /subcontract/line/:lineId': (b) => ({ params: { lineId: b.subcontractLine }, body: { version: 1, ...line(b) } }),
    'DELETE /subcontract/line/:lineId': (b) => ({ params: { lineId: b.subcontractLine }, query: { version: 1 } }),
    'DELETE /subcontract/:id': (b) => ({ params: { id: b.subcontract }, query: { version: 1 } }),
    'POST /subcontract/:id/change-orders': (b) => ({
      params: { id: b.subcontract }, body: { version: 1, reason: 'Mine', lines: [{ line_id: b.subcontractLine, amount: '1' }] },
    }),
    'POST /subcontract/:id/billings': (b) => ({
      params: { id: b.subcontract }, body: { version: 1, ...period, lines: [{ line_id: b.subcontractLine, amount: '1' }] },
    }),
    'POST /subcontract/billing/:billingId/approve': (b) => ({ params: { billingId: b.subcontractBilling }, body: { version: 1 } }),
    'POST /subcontract/billing/:billingId/reject': (b) => ({ params: { billingId: b.subcontractBilling }, body: { version: 1, reason: 'Mine' } }),
    'POST /subcontract/:id/payments': (b) => ({ params: { id: b.subcontract }, body: { version: 1, amount: '1', paid_on: '2026-11-30' } }),
    'POST /subcontract/:id/release-retainage': (b) => ({ params: { id: b.subcontract }, body: { version: 1, all: true } }),
    'POST /subcontract/payment/:paymentId/waiver': (b) => ({ params: { paymentId: b.subcontractPayment } }),
    'GET /subcontract/payment/:paymentId/waiver': (b) => ({ params: { paymentId: b.subcontractPayment } }),
    'POST /subcontract/:id/award-email': (b) => ({ params: { id: b.subcontract } }),
    // Role 13's portal (external: 'only'): called as role 13 acting in tenant A.
    'GET /subcontract/mine/projectuid/:projectUid': () => ({ params: { projectUid: markerUid } }),
    'POST /subcontract/mine/:id/billings': (b) => ({
      params: { id: b.subcontract }, body: { version: 1, ...period, lines: [{ line_id: b.subcontractLine, amount: '1' }] },
    }),
  };
}

/** B's subcontract on its bid's subcontractor: a line, a Submitted billing and a payment with a signed waiver, marked. */
export async function seedSubcontractB(
  db: Db, tenantId: number, on: Omit<SubcontractRowsB, 'subcontract' | 'subcontractLine' | 'subcontractBilling' | 'subcontractPayment'>
    & { project: number; subcontractor: number; tradeLine: number; user: number },
  marker: string,
): Promise<Pick<SubcontractRowsB, 'subcontract' | 'subcontractLine' | 'subcontractBilling' | 'subcontractPayment'>> {
  const subcontract = (await db.insertInto('subcontracts').values({
    tenant_id: tenantId, project_id: on.project, kind: 'Subcontract', number: 1, bid_id: on.bid, subcontractor_id: on.subcontractor,
    retainage_rate: '10.00', scope: marker, awarded_by: on.user,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const subcontractLine = (await db.insertInto('subcontract_lines').values({
    tenant_id: tenantId, subcontract_id: subcontract, bid_trade_line_id: on.tradeLine, division_id: on.division, subdivision_id: on.subdivision,
    category_id: on.category, part_id: on.part, units: '1', cost_per_unit: '5', total: '5.00', notes: marker,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const subcontractBilling = (await db.insertInto('subcontract_billings').values({
    tenant_id: tenantId, subcontract_id: subcontract, number: 1, period_from: '2026-10-01', period_to: '2026-10-31', billing_date: '2026-10-31',
    submitted_by: on.user,
  }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('subcontract_billing_lines').values({
    tenant_id: tenantId, billing_id: subcontractBilling, line_id: subcontractLine, amount: '1.00', reason: marker,
  }).execute();
  const subcontractPayment = (await db.insertInto('subcontract_payments').values({
    tenant_id: tenantId, subcontract_id: subcontract, amount: '1.00', paid_on: '2026-11-01', reference: marker, recorded_by: on.user,
  }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('subcontract_payment_waivers').values({
    tenant_id: tenantId, payment_id: subcontractPayment, file_name: `${marker}.pdf`, bytes: 9, content: Buffer.from(`%PDF-${marker}`), uploaded_by: on.user,
  }).execute();
  return { subcontract, subcontractLine, subcontractBilling, subcontractPayment };
}
