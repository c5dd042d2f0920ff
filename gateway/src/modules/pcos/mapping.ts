import type {
  AddPcoInput, ChangeOrder, ContractSum, Pco, PcoLaborLine, PcoStatus, PcoTotals, PcoTradeLine, TradeLineInput, UpdatePcoInput,
} from '../../__generated__/graphql.js';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestData, RestResponse } from '../../rest-types.js';
import {
  emptyLines, groupLinesInto, laborLineColumns, laborLineFields, refuseLineInputs, toVersionedLaborLinePayload,
  toVersionedTradeLinePayload, tradeLineColumns, tradeLineFields, VERSION_PATH, type LineGrouping, type Lines,
} from '../lines/mapping.js';

// PCOs and change orders (schema/pcos.graphql) over the REST contract of api/src/modules/pcos/README.md.
export type RestPco = RestData<'change-order/{id}', 'get'>;
export type RestChangeOrders = RestResponse<'change-order/projectuid/{projectUid}', 'get'>;
type RestChangeOrder = RestChangeOrders['data'][number];
type RestContract = RestChangeOrders['contract'];
export type RestPcoLaborLine = RestData<'pco/internal-labor/pcoid/{pcoId}', 'get'>[number];
export type RestPcoTradeLine = RestData<'pco/direct-trade/pcoid/{pcoId}', 'get'>[number];
export type RestPcoLines = RestData<'pco/lines', 'get'>;

/** A PCO's labor and trade lines, as one answer of the batch read (GET pco/lines) holds them. */
export type PcoLines = Lines<PcoLaborLine, PcoTradeLine>;

/**
 * Pco parent: every field mapped from the REST row except those resolved by field resolvers: the lines (through the
 * request's loaders) and `editable`/`deletable` (the caller's permissions and the project's status, read only when asked).
 */
export type PcoParent = Omit<Pco, 'laborLines' | 'tradeLines' | 'editable' | 'deletable'>;
export type ChangeOrderParent = Omit<ChangeOrder, 'pco'> & { pco: PcoParent };

/** docs/projects.md §4 PCO status: the REST words. */
export const PCO_STATUS_LABEL: Record<PcoStatus, string> = { PENDING: 'Pending', ACCEPTED: 'Accepted', NOT_ACCEPTED: 'Not-Accepted' };
const STATUS_BY_LABEL = new Map(Object.entries(PCO_STATUS_LABEL).map(([k, v]) => [v.toLowerCase(), k as PcoStatus]));

export function toPcoStatus(label: string): PcoStatus {
  return STATUS_BY_LABEL.get(label.trim().toLowerCase()) ?? 'PENDING';
}

/** The gateway path serving a PCO's A4 PDF (documents.ts), fetched with the bearer token. */
export const pcoPdfUrl = (id: number | string) => `/documents/pcos/${id}`;

const str = (v: string | null | undefined): string => (v === null || v === undefined ? '' : v);

export function toPcoTotals(row: RestPco): PcoTotals {
  return {
    labor: row.labor_total,
    burden: row.burden_total,
    trades: row.trades_total,
    totalCost: row.total_cost,
    profitPercentage: row.pco_profit_percentage,
    profitCost: row.profit_cost,
    pcoTotalCost: row.total,
  };
}

export function toPco(row: RestPco): PcoParent {
  return {
    id: String(row.id),
    projectUid: row.project_uid,
    name: row.pco_name,
    title: str(row.title),
    date: row.date,
    notes: str(row.notes),
    status: toPcoStatus(row.status),
    changeOrderNumber: row.change_order_number ?? null,
    changeOrderName: row.change_order_name ?? null,
    acceptedAt: row.accepted_at ?? null,
    pricingMode: row.hourly ? 'HOURLY' : 'WEEKLY',
    totals: toPcoTotals(row),
    version: row.version,
    pdfUrl: pcoPdfUrl(row.id),
  };
}

export function toChangeOrder(row: RestChangeOrder): ChangeOrderParent {
  const pco = toPco(row);
  return {
    pco,
    number: row.change_order_number ?? 0,
    name: str(row.change_order_name),
    runningContractSum: row.running_contract_sum,
  };
}

export function toContractSum(contract: RestContract): ContractSum {
  return { original: contract.original, changeOrders: contract.change_orders_total, toDate: contract.contract_sum_to_date };
}

export function toPcoLaborLine(row: RestPcoLaborLine): PcoLaborLine {
  return { ...laborLineColumns(row), pcoId: String(row.pco_id) };
}

export function toPcoTradeLine(row: RestPcoTradeLine): PcoTradeLine {
  return { ...tradeLineColumns(row), pcoId: String(row.pco_id) };
}

const PCO_LINES: LineGrouping<RestPcoLaborLine, RestPcoTradeLine, PcoLaborLine, PcoTradeLine> = {
  laborSheet: (row) => row.pco_id, tradeSheet: (row) => row.pco_id, toLabor: toPcoLaborLine, toTrade: toPcoTradeLine,
};

/**
 * The batch answer grouped by PCO: one entry for each PCO id asked (in order), empty for a PCO without lines (or of
 * another company: the API leaves those out). Each PCO's lines keep the API's line order.
 */
export function groupPcoLines(data: RestPcoLines | undefined, pcoIds: readonly string[]): PcoLines[] {
  const byPco = groupLinesInto(emptyLines<PcoLaborLine, PcoTradeLine>(pcoIds), data, PCO_LINES, true);
  return pcoIds.map((id) => byPco.get(id)!);
}

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** POST change-order as the create form sends it (docs/projects.md §7 PCOs): a new PCO is Pending, type PCO, total 0. */
export function toAddPcoPayload(input: AddPcoInput) {
  return {
    pco_name: input.name,
    title: str(input.title),
    project_uid: input.projectUid,
    date: input.date ?? null,
    notes: str(input.notes),
    total: 0,
    status: 'Pending',
    type: 'PCO',
    // Left out: the project's PCO profit percentage (README Rules).
    pco_profit_percentage: opt(input.profitPercentage),
    hourly: input.pricingMode ? input.pricingMode === 'HOURLY' : undefined,
  };
}

export function toUpdatePcoPayload(input: UpdatePcoInput) {
  return {
    title: opt(input.title),
    change_order_name: opt(input.changeOrderName),
    notes: opt(input.notes),
    pco_profit_percentage: opt(input.profitPercentage),
    hourly: input.pricingMode ? input.pricingMode === 'HOURLY' : undefined,
    version: opt(input.expectedVersion),
  };
}

/** The bid's payload: the same columns and expected version (pcos/README.md). */
export const toPcoLaborLinePayload = toVersionedLaborLinePayload;

/** PCO trade lines carry no subcontractor quotes (schema: "TradeLineInput.amounts is refused on PCO lines"). */
export function toPcoTradeLinePayload(input: TradeLineInput) {
  refuseLineInputs(input.amounts && input.amounts.length > 0 ? ['amounts'] : [], 'Subcontractor amounts are not taken on PCO lines.');
  return toVersionedTradeLinePayload(input);
}

export const ADD_PCO_FIELDS: FieldPathMap = underArgument('input', byRule(['title', 'project_uid', 'date', 'notes'], {
  pco_name: 'name', pco_profit_percentage: 'profitPercentage', hourly: 'pricingMode',
}));
export const UPDATE_PCO_FIELDS: FieldPathMap = underArgument('input', byRule(['title', 'change_order_name', 'notes'], {
  pco_profit_percentage: 'profitPercentage', hourly: 'pricingMode', ...VERSION_PATH,
}));
export const PCO_LABOR_LINE_FIELDS: FieldPathMap = laborLineFields(VERSION_PATH);
export const PCO_TRADE_LINE_FIELDS: FieldPathMap = tradeLineFields({ subcontractor: 'amounts', ...VERSION_PATH });
