import { expect } from 'vitest';
import { formatMoney, formatPercent } from '@suite/money';
import type { Harness } from '../../../testkit.js';
import { catalogue, newPco, ok } from '../../pcos/__fixtures__/pcos.js';
import { fixedProject } from '../../proposal/__fixtures__/projects.js';

// Billing test data through the real REST rules: a project with bids (the proposal's fixture) and Accepted change orders
// (the PCOs' fixture), and the selections every billing test asks.

const FIGURES = 'scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent balanceToFinish';
export const LINE = `id itemNo kind bidId pcoId description ${FIGURES} retainageWork retainageStored retainageReleased retainage`;
export const SUMMARY = `originalContractSum netChangeByChangeOrders contractSumToDate completedStoredToDate retainageCompletedWork
  retainageStoredMaterial totalRetainage totalEarnedLessRetainage previousCertificates currentPaymentDue balanceToFinishIncludingRetainage`;
export const APPLICATION = `id projectUid number status periodFrom periodTo applicationDate workRate storedRate isFinal version
  certifiedAmount certifiedOn submittedAt submittedBy createdAt contractMoved editable lines { ${LINE} } totals { ${FIGURES} retainage }
  summary { ${SUMMARY} } changeOrderSummary { previousAdditions previousDeductions thisPeriodAdditions thisPeriodDeductions totalAdditions
  totalDeductions net } releasedThisApplication payments { id amount receivedOn reference recordedBy recordedAt } paymentsTotal
  g702PdfUrl g703PdfUrl`;
/** Everything of the project's billing but the access fields (which read GET auth/me). */
export const BILLING_DATA = `projectUid retainage { workRate storedRate } startDate estimatedCompletionDate contractSumToDate
  applications { ${APPLICATION.replace(' editable ', ' ')} }`;
export const BILLING = `projectUid retainage { workRate storedRate } startDate estimatedCompletionDate contractSumToDate canWrite
  applications { ${APPLICATION} }`;

export interface BillingProject { id: string; uid: string; name: string; tenant: number }

/** A project of the demo company with `bids` bids (one alternate besides) and `changeOrders` Accepted change orders. */
export async function billingProject(h: Harness, token: string, o: { uidNumber: string; name: string; bids: number; changeOrders: number }):
Promise<BillingProject> {
  const made = await fixedProject(h, token, { uidNumber: o.uidNumber, name: o.name, bids: o.bids, alternates: 1 });
  const row = await h.api.db.selectFrom('projects').select(['id', 'tenant_id']).where('project_uid', '=', made.uid).executeTakeFirstOrThrow();
  const p = { id: String(row.id), uid: made.uid };
  const c = await catalogue(h);
  for (let i = 0; i < o.changeOrders; i += 1) {
    const pco = await newPco(h, token, p, c, { title: `Change ${i + 1}`, lines: true });
    const version = (await h.api.db.selectFrom('pcos').select('version').where('id', '=', Number(pco.id)).executeTakeFirstOrThrow()).version;
    await ok(h, token, 'mutation($id: ID!, $v: Int!) { setPcoStatus(id: $id, status: ACCEPTED, expectedVersion: $v) { id } }', { id: pco.id, v: version });
  }
  return { ...p, name: made.name, tenant: row.tenant_id };
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Every figure REST gives of an application (lines, totals, lines 1–9, change-order summary) equals the GraphQL answer's. */
export function expectRestFigures(gql: any, rest: any): void {
  expect(gql.id).toBe(String(rest.id));
  expect(gql.version).toBe(rest.version);
  expect(gql.lines).toHaveLength(rest.lines.length);
  rest.lines.forEach((line: Record<string, unknown>, i: number) => {
    for (const [k, v] of Object.entries(line)) {
      if (typeof v === 'string' && /^-?\d+\.\d\d$/.test(v)) expect(gql.lines[i][camel(k)], `lines[${i}].${k}`).toBe(v);
    }
  });
  for (const part of ['totals', 'summary', 'change_order_summary'] as const) {
    for (const [k, v] of Object.entries(rest[part] as Record<string, string>)) expect(gql[camel(part)][camel(k)], `${part}.${k}`).toBe(v);
  }
  expect(gql.paymentsTotal).toBe(rest.payments_total);
  // Who submitted and who recorded each payment, by name (REST's *_by_name).
  expect(gql.submittedBy).toBe(rest.submitted_by_name);
  expect(gql.payments.map((p: { recordedBy: string }) => p.recordedBy)).toEqual(rest.payments.map((p: { recorded_by_name: string }) => p.recorded_by_name));
  expect(gql.releasedThisApplication).toBe(rest.released_this_application);
}

/** Lines 1–9 as the G702 prints them, from the GraphQL summary. */
export function g702Lines(a: { workRate: string; storedRate: string; summary: Record<string, string> }): string[] {
  const s = a.summary;
  return [
    `1. Original Contract Sum ${formatMoney(s.originalContractSum!)}`,
    `2. Net Change by Change Orders ${formatMoney(s.netChangeByChangeOrders!)}`,
    `3. Contract Sum to Date (Line 1 + 2) ${formatMoney(s.contractSumToDate!)}`,
    `4. Total Completed and Stored to Date (Column G on G703) ${formatMoney(s.completedStoredToDate!)}`,
    `5a. Retainage: ${formatPercent(a.workRate)} of Completed Work (Columns D + E on G703) ${formatMoney(s.retainageCompletedWork!)}`,
    `5b. Retainage: ${formatPercent(a.storedRate)} of Stored Material (Column F on G703) ${formatMoney(s.retainageStoredMaterial!)}`,
    `5. Total Retainage (Column I on G703) ${formatMoney(s.totalRetainage!)}`,
    `6. Total Earned Less Retainage (Line 4 less Line 5) ${formatMoney(s.totalEarnedLessRetainage!)}`,
    `7. Less Previous Certificates for Payment ${formatMoney(s.previousCertificates!)}`,
    `8. Current Payment Due ${formatMoney(s.currentPaymentDue!)}`,
    `9. Balance to Finish, Including Retainage (Line 3 less Line 6) ${formatMoney(s.balanceToFinishIncludingRetainage!)}`,
  ];
}
