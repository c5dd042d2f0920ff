import { expect } from 'vitest';
import { dec } from '@suite/money';
import type { Harness } from '../../../testkit.js';
import { fixedProject, restOf } from '../../proposal/__fixtures__/projects.js';

// Subcontract test data through the real REST rules: a project with two bids (the proposal's fixture, one trade line
// each), the first quoted by two subcontractors of the demo company and the first of them selected; and the selections
// every subcontract test asks.

const MONEY = 'total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate unpaidBills remainingBalance';
export const LINE = `id divisionId divisionName divisionCode subdivisionId subdivisionName categoryId categoryName partId partName costCode units
  unitOfMeasure costPerUnit ${MONEY}`;
export const COMMITMENT = `id projectUid kind number status bidId party { id name } retainageRate scope startDate endDate version awardedAt
  lines { ${LINE} } totals { ${MONEY} } changeOrders { id number name reason date total lines { lineId amount } }
  billings { id number periodFrom periodTo billingDate status total retainage lines { lineId amount reason } submittedBy approvedBy approvedAt directCostIds }
  payments { id amount paidOn reference isFinal waiverKind throughDate signedWaiver { fileName bytes uploadedAt url } waiverPdfUrl }
  retainageReleased awardEmails { sentAt to } pdfUrl`;
/** Everything of the ledger but the access field (which reads GET auth/me). */
export const LEDGER_DATA = `projectUid retainageRate commitments { ${COMMITMENT} }`;

export interface AwardableProject {
  uid: string;
  name: string;
  tenant: number;
  /** The bid quoted by both subcontractors, `subs[0]` selected. */
  bidId: string;
  /** The project's second bid, quoted by nobody yet. */
  otherBidId: string;
  subs: { id: number; name: string; email: string }[];
  /** The selected subcontractor's amount on the bid's trade line. */
  amount: string;
}

/** A project of the demo company whose first bid has a selected subcontractor quoting `amount` on its one trade line. */
export async function awardableProject(h: Harness, token: string, o: { uidNumber: string; name: string; amount: string }): Promise<AwardableProject> {
  const rest = restOf(h);
  const made = await fixedProject(h, token, { uidNumber: o.uidNumber, name: o.name, bids: 2, alternates: 0 });
  const project = await h.api.db.selectFrom('projects').select(['tenant_id']).where('project_uid', '=', made.uid).executeTakeFirstOrThrow();
  const subs = await h.api.db.selectFrom('subcontractors').select(['id', 'company_name as name', 'email'])
    .where('tenant_id', '=', project.tenant_id).where('is_active', '=', true).where('email', '!=', '').orderBy('id').limit(2).execute();
  expect(subs).toHaveLength(2);
  const bids = (await rest('GET', `setup/bid/projectuid/${made.uid}`, token)) as { id: number }[];
  const bidId = bids[0]!.id;
  await quoteAndSelect(h, token, bidId, [{ id: subs[0]!.id, amount: o.amount }, { id: subs[1]!.id, amount: '99999.99' }]);
  return { uid: made.uid, name: made.name, tenant: project.tenant_id, bidId: String(bidId), otherBidId: String(bids[1]!.id), subs, amount: o.amount };
}

/** Puts `quotes`' subcontractors on the bid with their amounts on its (first) trade line and selects the first. */
export async function quoteAndSelect(h: Harness, token: string, bidId: number, quotes: { id: number; amount: string }[]): Promise<void> {
  const rest = restOf(h);
  // Every bid write sends the version it read (the bid's, read again after a trade line's write).
  const bid = await rest('GET', `setup/bid/${bidId}`, token);
  const added = await rest('PUT', `bidsheet/addsubcontractor/${bidId}`, token, { sub_contractor: quotes.map((q) => ({ id: q.id })), version: bid.version });
  const [trade] = (await rest('GET', `directtrade/specific/BS/${bidId}`, token)) as { id: number }[];
  await rest('PUT', `directtrade/${trade!.id}`, token, {
    subcontractor: quotes.map((q) => ({ subcontractor_id: q.id, subcontractor_amount: q.amount })), version: added.version,
  });
  const quoted = await rest('GET', `setup/bid/${bidId}`, token);
  await rest('POST', 'bidsheet/selectedsubcontractor', token, { bidsheet_id: bidId, selected_subcontractor_id: quotes[0]!.id, version: quoted.version });
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Every money figure REST gives of a commitment (lines, totals, SCOs, billings, payments) equals the GraphQL answer's. */
export function expectRestFigures(gql: any, rest: any): void {
  expect(gql.id).toBe(String(rest.id));
  expect(gql.version).toBe(rest.version);
  expect(gql.lines).toHaveLength(rest.lines.length);
  const figures = (o: Record<string, unknown>) => Object.entries(o).filter(([, v]) => typeof v === 'string' && /^-?\d+\.\d\d$/.test(v));
  rest.lines.forEach((line: Record<string, unknown>, i: number) => {
    for (const [k, v] of figures(line)) expect(gql.lines[i][camel(k)], `lines[${i}].${k}`).toBe(v);
    // Quantity and Rate travel in the scalars' own text ('3' → '3.00'): the same number.
    expect(dec(gql.lines[i].costPerUnit).eq(line.cost_per_unit as string), `lines[${i}].cost_per_unit`).toBe(true);
    expect(dec(gql.lines[i].units).eq(line.units as string), `lines[${i}].units`).toBe(true);
  });
  for (const [k, v] of Object.entries(rest.totals as Record<string, string>)) expect(gql.totals[camel(k)], `totals.${k}`).toBe(v);
  expect(gql.changeOrders.map((c: any) => c.total)).toEqual(rest.change_orders.map((c: any) => c.total));
  expect(gql.billings.map((b: any) => [b.total, b.retainage, b.lines.map((l: any) => l.amount)]))
    .toEqual(rest.billings.map((b: any) => [b.total, b.retainage, b.lines.map((l: any) => l.amount)]));
  expect(gql.payments.map((p: any) => [p.amount, p.throughDate])).toEqual(rest.payments.map((p: any) => [p.amount, p.through_date]));
  expect(gql.retainageReleased).toBe(rest.retainage_released);
}
