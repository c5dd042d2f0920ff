import type { LaborLine, LaborLineInput, TradeLine, TradeLineInput } from '../../__generated__/graphql.js';
import { GraphQLError } from 'graphql';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import { restId } from '../../ids.js';
import type { RestData } from '../../rest-types.js';

// The priced line (labor and direct trade, docs/money.md §5–§6) as every sheet holding one maps it: bids, PCOs,
// direct costs. Each owner adds the id of its sheet and its own columns (a bid's quotes, a direct cost's date).
type RestLines = RestData<'bidsheet/lines', 'get'>;

/** A sheet's lines (empty lists for one without lines). */
export interface Lines<Labor, Trade> {
  labor: Labor[];
  trades: Trade[];
}

/** How an owner's batch lines answer maps: each row's sheet id and the row as GraphQL answers it. */
export interface LineGrouping<RestLabor, RestTrade, Labor, Trade> {
  laborSheet: (row: RestLabor) => number;
  tradeSheet: (row: RestTrade) => number;
  toLabor: (row: RestLabor) => Labor;
  toTrade: (row: RestTrade) => Trade;
}

/**
 * A batch lines answer grouped by sheet id into `bySheet` (which may hold the asked ids already, in order), in one pass.
 * A sheet the answer names and `bySheet` lacks is added, or left out with `askedOnly`. The API answers by sheet: rows
 * in a run of one sheet share its entry (one map lookup a run, not a row).
 */
export function groupLinesInto<RestLabor, RestTrade, Labor, Trade>(
  bySheet: Map<string, Lines<Labor, Trade>>, data: { labor?: RestLabor[]; trades?: RestTrade[] } | undefined,
  grouping: LineGrouping<RestLabor, RestTrade, Labor, Trade>, askedOnly = false,
): Map<string, Lines<Labor, Trade>> {
  let lastId: number | undefined;
  let last: Lines<Labor, Trade> | undefined;
  const entry = (id: number) => {
    if (id === lastId) return last;
    lastId = id;
    const key = String(id);
    last = bySheet.get(key);
    if (!last && !askedOnly) bySheet.set(key, (last = { labor: [], trades: [] }));
    return last;
  };
  for (const row of Array.isArray(data?.labor) ? data.labor : []) entry(grouping.laborSheet(row))?.labor.push(grouping.toLabor(row));
  lastId = undefined;
  for (const row of Array.isArray(data?.trades) ? data.trades : []) entry(grouping.tradeSheet(row))?.trades.push(grouping.toTrade(row));
  return bySheet;
}

/** An empty entry for each asked sheet id, in order: what groupLinesInto fills. */
export const emptyLines = <Labor, Trade>(ids: readonly string[]): Map<string, Lines<Labor, Trade>> =>
  new Map(ids.map((id) => [id, { labor: [], trades: [] }]));

/** The REST columns every labor line has, on a bid, a PCO or a direct cost (docs/money.md §5). */
export type RestLaborColumns = Pick<RestLines['labor'][number],
  'id' | 'costcode' | 'position_id' | 'position' | 'level_id' | 'level' | 'quantity' | 'units' | 'costperunit' | 'total' | 'overhead'
  | 'budget_total' | 'notes'>;
/** The REST columns every direct-trade line has, on a bid, a PCO or a direct cost (docs/money.md §6). */
export type RestTradeColumns = Pick<RestLines['trades'][number],
  'id' | 'costcode' | 'subdivision_id' | 'sub_division' | 'category_id' | 'category' | 'part_id' | 'part' | 'cost_per_unit' | 'units'
  | 'u_per_m' | 'total' | 'notes'>;

const str = (v: string | null | undefined): string => (v === null || v === undefined ? '' : v);
const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** A labor line's fields whichever sheet it is on; each module adds the id of its sheet. */
export function laborLineColumns(row: RestLaborColumns): Omit<LaborLine, 'bidId' | '__typename'> {
  return {
    id: String(row.id),
    costCode: str(row.costcode),
    position: { id: String(row.position_id), name: row.position },
    level: { id: String(row.level_id), name: row.level },
    quantity: row.quantity,
    units: row.units,
    costPerUnit: row.costperunit,
    total: row.total,
    overhead: row.overhead,
    budgetTotal: row.budget_total,
    notes: str(row.notes),
  };
}

/** A direct-trade line's fields whichever sheet it is on; each module adds the id of its sheet (bids their quotes). */
export function tradeLineColumns(row: RestTradeColumns): Omit<TradeLine, 'bidId' | 'amounts' | '__typename'> {
  return {
    id: String(row.id),
    costCode: str(row.costcode),
    subdivision: { id: String(row.subdivision_id), name: row.sub_division },
    category: { id: String(row.category_id), name: row.category },
    part: { id: String(row.part_id), name: row.part },
    costPerUnit: row.cost_per_unit,
    units: row.units,
    unitOfMeasure: str(row.u_per_m),
    total: row.total,
    notes: str(row.notes),
  };
}

/** A labor line's REST columns from the input, without the sheet's own (a bid's or PCO's version, a direct cost's date). */
export function laborLineBody(input: Omit<LaborLineInput, 'expectedVersion'>) {
  return {
    position_id: restId(input.positionId),
    level_id: restId(input.levelId),
    quantity: input.quantity,
    units: input.units,
    costperunit: opt(input.costPerUnit),
    costcode: opt(input.costCode),
    notes: opt(input.notes),
  };
}

/** A direct-trade line's REST columns from the input, without the sheet's own (a bid's quotes and version). */
export function tradeLineBody(input: TradeLineInput) {
  return {
    subdivision_id: restId(input.subdivisionId),
    category_id: restId(input.categoryId),
    part_id: restId(input.partId),
    cost_per_unit: opt(input.costPerUnit),
    units: input.units,
    u_per_m: opt(input.unitOfMeasure),
    costcode: opt(input.costCode),
    notes: opt(input.notes),
  };
}

/** A versioned sheet's (a bid's, a PCO's) labor line payload: the columns and the expected version. */
export function toVersionedLaborLinePayload(input: LaborLineInput) {
  return { ...laborLineBody(input), version: opt(input.expectedVersion) };
}

/** A versioned sheet's trade line columns and expected version (a bid adds its quotes). */
export function toVersionedTradeLinePayload(input: TradeLineInput) {
  return { ...tradeLineBody(input), version: opt(input.expectedVersion) };
}

/**
 * Refuses the input fields a sheet gives no meaning to (the line inputs are shared; schema: a PCO's or a direct cost's
 * trade line takes no quotes), each named under `input`, before any REST call.
 */
export function refuseLineInputs(refused: readonly string[], message: string): void {
  if (refused.length === 0) return;
  throw new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', fields: Object.fromEntries(refused.map((k) => [`input.${k}`, message])) },
  });
}

// REST → GraphQL paths of the line columns every sheet shares; each owner adds its own (its version, date, quotes).
const LABOR_COLUMN_PATHS: FieldPathMap = byRule(['position_id', 'level_id', 'quantity', 'units', 'notes'], {
  position: 'positionId', level: 'levelId', costperunit: 'costPerUnit', costcode: 'costCode',
});
const TRADE_COLUMN_PATHS: FieldPathMap = byRule(['subdivision_id', 'category_id', 'part_id', 'cost_per_unit', 'units', 'notes'], {
  sub_division: 'subdivisionId', part: 'partId', u_per_m: 'unitOfMeasure', costcode: 'costCode',
});
/** A versioned sheet's own path: the expected version a line write carries. */
export const VERSION_PATH: FieldPathMap = { version: 'expectedVersion' };

/** A labor line write's field paths under `input`, with the owner's own columns. */
export const laborLineFields = (own: FieldPathMap = {}): FieldPathMap => underArgument('input', { ...LABOR_COLUMN_PATHS, ...own });
/** A trade line write's field paths under `input`, with the owner's own columns. */
export const tradeLineFields = (own: FieldPathMap = {}): FieldPathMap => underArgument('input', { ...TRADE_COLUMN_PATHS, ...own });
