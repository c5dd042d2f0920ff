import type {
  AddDirectCostInput, ChargeRow, ContractorType, DirectCost, DirectCostLaborLine, DirectCostLaborLineInput, DirectCostSheetName, DirectCostTradeLine, TradeLineInput,
} from '../../__generated__/graphql.js';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import { restId } from '../../ids.js';
import type { RestData } from '../../rest-types.js';
import {
  emptyLines, groupLinesInto, laborLineBody, laborLineColumns, laborLineFields, refuseLineInputs, tradeLineBody, tradeLineColumns,
  tradeLineFields, type LineGrouping, type Lines,
} from '../lines/mapping.js';

// Direct costs (schema/direct-costs.graphql) over the REST contract of api/src/modules/direct-costs/README.md.
export type RestDirectCost = RestData<'directcostsheet/{ID}', 'get'>;
export type RestDirectCostLines = RestData<'directcostsheet/lines', 'get'>;
export type RestLaborLine = RestDirectCostLines['labor'][number];
export type RestTradeLine = RestDirectCostLines['trades'][number];
export type RestSheetName = RestData<'directcostsheetname', 'post'>;
export type RestChargeRow = RestData<'directcostsheet/charge-rows', 'get'>[number];

/** A direct cost's lines (empty lists for one without lines). */
export type DirectCostLines = Lines<DirectCostLaborLine, DirectCostTradeLine>;

/** Parent: every field from the REST row but the lines, resolved through the request's lines loader unless they came with it. */
export type DirectCostParent = Omit<DirectCost, 'laborLines' | 'tradeLines'> & { lines?: DirectCostLines };

const CONTRACTOR_TYPES: Record<RestDirectCost['contractor_type'], ContractorType> = {
  Vendor: 'VENDOR', Subcontractor: 'SUBCONTRACTOR', Payroll: 'PAYROLL',
};
const REST_CONTRACTOR_TYPES: Record<ContractorType, RestDirectCost['contractor_type']> = {
  VENDOR: 'Vendor', SUBCONTRACTOR: 'Subcontractor', PAYROLL: 'Payroll',
};
const str = (v: string | null | undefined): string => (v === null || v === undefined ? '' : v);
const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

export function toDirectCost(row: RestDirectCost): DirectCostParent {
  return {
    id: String(row.id),
    projectUid: row.project_uid,
    sheetName: row.sheet_name,
    division: { id: String(row.division_id), name: row.division },
    subdivision: { id: String(row.subdivision_id), name: row.sub_division },
    contractorType: CONTRACTOR_TYPES[row.contractor_type],
    vendor: row.vendor === null ? null : { id: String(row.vendor), name: str(row.vendor_name) },
    subcontractor: row.sub_contractor === null ? null : { id: String(row.sub_contractor), name: str(row.sub_contractor_name) },
    contractorName: row.contractor_name,
    date: row.date,
    notes: str(row.notes),
    amount: row.amount,
    laborTotal: row.labor_total,
    tradesTotal: row.trades_total,
    total: row.total,
    lineCount: row.line_count,
    chargeRow: row.charge_row,
    unbudgeted: row.unbudgeted,
  };
}

/** A budget row a direct cost may be charged to (docs/money.md §10). */
export const toChargeRow = (row: RestChargeRow): ChargeRow => ({
  key: row.row_key, type: row.typee === 'IL' ? 'LABOR' : 'DIRECT_TRADE', costCode: row.cost_code, trade: row.trade,
  subdivision: row.sub_division, part: row.part,
});

export function toLaborLine(row: RestLaborLine): DirectCostLaborLine {
  return { ...laborLineColumns(row), directCostId: String(row.direct_cost_id), date: row.date };
}

export function toTradeLine(row: RestTradeLine): DirectCostTradeLine {
  return { ...tradeLineColumns(row), directCostId: String(row.direct_cost_id) };
}

export const toSheetName = (row: RestSheetName): DirectCostSheetName => ({ id: String(row.id), name: row.direct_cost_sheet_name });

const DIRECT_COST_LINES: LineGrouping<RestLaborLine, RestTradeLine, DirectCostLaborLine, DirectCostTradeLine> = {
  laborSheet: (row) => row.direct_cost_id, tradeSheet: (row) => row.direct_cost_id, toLabor: toLaborLine, toTrade: toTradeLine,
};

/** The batch answer grouped by direct cost, one entry for each asked id (in order); the API answers by direct cost. */
export function groupLines(data: RestDirectCostLines, ids: readonly string[]): DirectCostLines[] {
  const byId = linesByDirectCost(data, ids);
  return ids.map((id) => byId.get(id)!);
}

/** Every direct cost the batch answer names with its lines, plus an empty entry for each of `ids` without any. */
export function linesByDirectCost(data: RestDirectCostLines, ids: readonly string[] = []): Map<string, DirectCostLines> {
  return groupLinesInto(emptyLines<DirectCostLaborLine, DirectCostTradeLine>(ids), data, DIRECT_COST_LINES);
}

export function toAddDirectCostPayload(input: AddDirectCostInput) {
  const type = REST_CONTRACTOR_TYPES[input.contractorType];
  return {
    project_uid: input.projectUid,
    sheet_name: input.sheetName,
    division_id: restId(input.divisionId),
    subdivision_id: restId(input.subdivisionId),
    contractor_type: type,
    vendor: input.vendorId ? restId(input.vendorId) : undefined,
    sub_contractor: input.subcontractorId ? restId(input.subcontractorId) : undefined,
    date: opt(input.date),
    notes: opt(input.notes),
    total: opt(input.amount),
    charge_row: input.chargeRow,
  };
}

export function toLaborLinePayload(input: DirectCostLaborLineInput) {
  return { date: input.date, ...laborLineBody(input) };
}

/** TradeLineInput is the bid's: its subcontractor amounts and expected version have no meaning here (schema). */
export function toTradeLinePayload(input: TradeLineInput) {
  const refused = (['amounts', 'expectedVersion'] as const).filter((k) => input[k] !== undefined && input[k] !== null);
  refuseLineInputs(refused, 'Direct-cost trade lines take no subcontractor amounts and no expected version.');
  return tradeLineBody(input);
}

export const ADD_DIRECT_COST_FIELDS: FieldPathMap = underArgument('input', byRule(
  ['project_uid', 'sheet_name', 'division_id', 'subdivision_id', 'contractor_type', 'date', 'notes', 'charge_row'],
  { division: 'divisionId', sub_division: 'subdivisionId', vendor: 'vendorId', sub_contractor: 'subcontractorId', total: 'amount' },
));
export const LABOR_LINE_FIELDS: FieldPathMap = laborLineFields({ date: 'date' });
export const TRADE_LINE_FIELDS: FieldPathMap = tradeLineFields();
