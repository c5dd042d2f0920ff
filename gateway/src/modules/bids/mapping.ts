import type {
  AddBidInput, Bid, BidLease, BidSubcontractor, BidTotals, LaborLine, TradeLine, TradeLineInput, UpdateBidInput,
} from '../../__generated__/graphql.js';
import { dec } from '@suite/money';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import { intId, restId } from '../../ids.js';
import type { RestData } from '../../rest-types.js';
import {
  emptyLines, groupLinesInto, laborLineColumns, laborLineFields, tradeLineColumns, tradeLineFields, toVersionedTradeLinePayload,
  VERSION_PATH, type LineGrouping, type Lines,
} from '../lines/mapping.js';

// Bid sheets (schema/bids.graphql) over the REST contract of api/src/modules/bids/README.md.
export type RestBid = RestData<'setup/bid/{id}', 'get'>;
export type RestBidLines = RestData<'bidsheet/lines', 'get'>;
export type RestLaborLine = RestBidLines['labor'][number];
export type RestTradeLine = RestBidLines['trades'][number];

/** A bid's lines, by bid id (one entry per bid, empty lists for a bid without lines). */
export type BidLines = Lines<LaborLine, TradeLine>;

/**
 * Bid parent: every field mapped from the REST row except its lines and project, resolved by field resolvers
 * (lines through the request's lines loader, the project through the project loaders); the lease keeps the
 * holder's user id so `mine` is decided against the caller.
 */
export type BidParent = Omit<Bid, 'laborLines' | 'tradeLines' | 'project' | 'lease'> & {
  lease: BidLeaseParent | null;
  /** The bid's lines when they came with it (a project's listing): answered as they are, no loader round. */
  lines?: BidLines;
};
/** `mine` is resolved against the caller (GET auth/me, once per request, only when a lease is asked for). */
export type BidLeaseParent = Omit<BidLease, 'mine'> & { holderUserId: string };

/**
 * Types whose parents come from this file only, holding every ID, String, Boolean, Int and enum value already as
 * GraphQL serializes it (ids through String(), optional texts through str(), REST strings and booleans as the API's
 * response schemas send them): jit.ts compiles operations on these types alone without those serializer calls.
 */
export const SERIALIZED_BID_TYPES: ReadonlySet<string> = new Set([
  'Bid', 'BidRef', 'BidSubcontractor', 'BidTotals', 'BidLease', 'LaborLine', 'TradeLine', 'TradeAmount',
]);

const str = (v: string | null | undefined): string => (v === null || v === undefined ? '' : v);
function toSubcontractors(row: RestBid): BidSubcontractor[] {
  const subs = Array.isArray(row.SubContractor) ? row.SubContractor : [];
  // Bid leveling: the lowest among those that quoted (a 0.00 total has quoted nothing); ties are all lowest.
  // Each total is parsed once (exact decimals, never floats).
  const totals = subs.map((s) => dec(s.total));
  let lowest: ReturnType<typeof dec> | null = null;
  for (const t of totals) if (t.gt(0) && (lowest === null || t.lt(lowest))) lowest = t;
  const selectedId = row.selected_subcontractor_id === null || row.selected_subcontractor_id === undefined
    ? null : String(row.selected_subcontractor_id);
  return subs.map((s, i) => ({
    id: String(s.id),
    name: s.name,
    total: s.total,
    selected: String(s.id) === selectedId,
    lowest: lowest !== null && totals[i]!.gt(0) && totals[i]!.eq(lowest),
  }));
}

export function toTotals(row: RestBid): BidTotals {
  return {
    labor: row.labor_total,
    burden: row.burden_total,
    trades: row.trades_total,
    subTotal: row.total_cost,
    overhead: row.calculated_overhead,
    profit: row.calculated_profit,
    totalCost: row.bidsheet_total_cost,
  };
}

export function toBid(row: RestBid): BidParent {
  const subcontractors = toSubcontractors(row);
  const selectedId = row.selected_subcontractor_id;
  let selectedSubcontractor: BidSubcontractor | null = null;
  if (selectedId !== null && selectedId !== undefined) {
    selectedSubcontractor = subcontractors.find((s) => s.id === String(selectedId)) ?? {
      id: String(selectedId), name: str(row.selected_subcontractor_name), total: str(row.selected_subcontractor_amount) || '0.00',
      selected: true, lowest: false,
    };
  }
  return {
    id: String(row.id),
    projectUid: row.project_uid,
    division: { id: String(row.division_id), name: row.division_name },
    subdivision: { id: String(row.subdivision_id), name: row.subdivision_name },
    label: str(row.label),
    scopeOfWork: str(row.scope_of_work),
    isAlternate: row.is_alternate,
    status: row.division_status,
    pricingMode: row.hourly ? 'HOURLY' : 'WEEKLY',
    subcontractors,
    selectedSubcontractor,
    version: row.version,
    lease: row.lease ? {
      holderName: row.lease.holder_name, expiresAt: row.lease.expires_at, holderUserId: String(row.lease.user_id),
    } : null,
    totals: toTotals(row),
  };
}

// A bid sheet holds thousands of lines: each line is one object, completed in place (no spread copy of its columns).
export function toLaborLine(row: RestLaborLine): LaborLine {
  const line = laborLineColumns(row) as LaborLine;
  line.bidId = String(row.bidsheet_id);
  return line;
}

export function toTradeLine(row: RestTradeLine): TradeLine {
  const line = tradeLineColumns(row) as TradeLine;
  line.bidId = String(row.bidsheet_id);
  const amounts = Array.isArray(row.subcontractor) ? row.subcontractor : [];
  line.amounts = amounts.map((a) => ({
    subcontractorId: String(a.subcontractor_id), subcontractorName: a.subcontractor_name, amount: a.subcontractor_amount,
  }));
  return line;
}

const BID_LINES: LineGrouping<RestLaborLine, RestTradeLine, LaborLine, TradeLine> = {
  laborSheet: (row) => row.bidsheet_id, tradeSheet: (row) => row.bidsheet_id, toLabor: toLaborLine, toTrade: toTradeLine,
};

/** The batch answer grouped by bid, one entry for each asked bid id (in order). */
export function groupLines(data: RestBidLines, bidIds: readonly string[]): BidLines[] {
  const byBid = groupLinesInto(emptyLines<LaborLine, TradeLine>(bidIds), data, BID_LINES);
  return bidIds.map((id) => byBid.get(id)!);
}

/** Every bid id the batch answer names, with its lines (a project's bids without lines are added by the caller). */
export function linesByBid(data: RestBidLines): Map<string, BidLines> {
  return groupLinesInto(new Map(), data, BID_LINES);
}

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

export function toAddBidPayload(input: AddBidInput) {
  return {
    project_uid: input.projectUid,
    division_id: restId(input.divisionId),
    subdivision_id: restId(input.subdivisionId),
    subcontractor: (input.subcontractorIds ?? []).map((id) => ({ id: restId(id) })),
    is_alternate: input.isAlternate ?? false,
    label: str(input.label),
    scope_of_work: str(input.scopeOfWork),
  };
}

export function toUpdateBidPayload(input: UpdateBidInput) {
  return {
    division_id: input.divisionId ? restId(input.divisionId) : undefined,
    subdivision_id: input.subdivisionId ? restId(input.subdivisionId) : undefined,
    label: opt(input.label),
    scope_of_work: opt(input.scopeOfWork),
    version: opt(input.expectedVersion),
  };
}

/** A bid's trade line payload: the shared columns, its version, and its subcontractors' quotes. */
export function toTradeLinePayload(input: TradeLineInput) {
  return {
    ...toVersionedTradeLinePayload(input),
    subcontractor: input.amounts ? input.amounts.map((a, i) => ({
      subcontractor_id: intId(a.subcontractorId, `input.amounts.${i}.subcontractorId`), subcontractor_amount: a.amount,
    })) : undefined,
  };
}

export const ADD_BID_FIELDS: FieldPathMap = underArgument('input', byRule(
  ['project_uid', 'division_id', 'subdivision_id', 'is_alternate', 'label', 'scope_of_work'],
  { subcontractor: 'subcontractorIds', 'subcontractor.*.id': 'subcontractorIds.*' },
));
export const UPDATE_BID_FIELDS: FieldPathMap = underArgument('input', byRule(
  ['division_id', 'subdivision_id', 'label', 'scope_of_work'], VERSION_PATH,
));
export const LABOR_LINE_FIELDS: FieldPathMap = laborLineFields(VERSION_PATH);
export const TRADE_LINE_FIELDS: FieldPathMap = tradeLineFields({
  subcontractor: 'amounts', 'subcontractor.*.subcontractor_amount': 'amounts.*.amount',
  'subcontractor.*.subcontractor_id': 'amounts.*.subcontractorId', ...VERSION_PATH,
});
