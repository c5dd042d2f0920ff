import type { CommitmentLineJson, SubcontractPdfData, WaiverPdfData } from '../pdf-data.js';

// REST-shaped commitments (docs/subcontracts.md §4) for the renderers' tests: figures hand-checked against docs/money.md §15.

const line = (over: Partial<CommitmentLineJson>): CommitmentLineJson => ({
  cost_code: '03-100', division_name: 'Concrete', subdivision_name: 'Concrete Forming', category_name: 'Subcontract',
  part_name: 'Footings', units: '120.0000', unit_of_measure: 'CY', cost_per_unit: '250.0000', total: '30000.00',
  change_orders: '0.00', contract_total: '30000.00', ...over,
});

/** SC-001: two lines, 30,000.00 + 12,345.67 = 42,345.67; an SCO of 1,500.00 on the second; contract total 43,845.67. */
export function awardedSubcontract(): SubcontractPdfData {
  return {
    company: { name: 'Demo Construction Co', lines: ['100 Main St', 'Austin, TX 78701', '512-555-0100'], logo: null },
    project: { uid: 'DC_7301', name: 'Lakeside Library', address: '1 Lake Rd, Austin, TX 78702' },
    party: { name: 'Ace Concrete LLC', address: '9 Quarry Ln, Round Rock, TX 78664' },
    commitment: {
      kind: 'Subcontract', number: 'SC-001', party_name: 'Ace Concrete LLC', retainage_rate: '10.00',
      scope: 'Footings and slab on grade per drawings S-101 to S-104.', start_date: '2026-09-01', end_date: '2026-12-15',
      awarded_at: '2026-08-20T15:00:00.000Z',
      lines: [
        line({}),
        line({ cost_code: '03-300', subdivision_name: 'Cast-in-Place Concrete', part_name: 'Slab', units: '3.0000',
          unit_of_measure: 'LS', cost_per_unit: '4115.2233', total: '12345.67', change_orders: '1500.00', contract_total: '13845.67' }),
      ],
      totals: { total: '42345.67', change_orders: '1500.00', contract_total: '43845.67', billed_to_date: '20000.00',
        retainage_held: '2000.00', payments_to_date: '18000.00' },
    },
  };
}

/** A progress payment of 18,000.00 through 10/31/2026 (conditional) or the final one (unconditional). */
export function paidWaiver(final: boolean): WaiverPdfData {
  return {
    ...awardedSubcontract(),
    payment: final
      ? { id: 8, amount: '25845.67', paid_on: '2026-12-20', reference: 'CHK 1207', is_final: true, waiver_kind: 'unconditional', through_date: '2026-12-15' }
      : { id: 7, amount: '18000.00', paid_on: '2026-11-10', reference: 'CHK 1042', is_final: false, waiver_kind: 'conditional', through_date: '2026-10-31' },
  };
}
