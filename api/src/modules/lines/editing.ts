import type { Selectable } from 'kysely';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors.js';
import {
  pricedLaborLine, tradeLineColumns, type LaborLineFields, type StoredLaborLine, type StoredTradeLine, type TradeLineFields,
} from './line-pricing.js';
import type { LineTables } from './queries.js';
import type { LaborLineColumns, TradeLineColumns } from './tables.js';

// Adding, editing and deleting a priced line, the same for every owner: the line is read (404), the owner's sheet is
// locked and checked by the owner's guard, the line priced (§5, §6) and written, and the sheet's figures recomputed
// in the same transaction (the guard's part). An owner gives its tables, its guard and its pricing mode.

/** What an owner gives for its lines to be edited. */
export interface LineSheet<P> {
  tables: LineTables;
  /** Runs `write` on the locked sheet and recomputes its figures in the same transaction (the owner's guard). */
  write<T>(ctx: RequestContext, db: Db, sheetId: number, version: number | null | undefined, write: (trx: Db, sheet: P) => Promise<T>): Promise<T>;
  /** The sheet's labor pricing mode: hours (true) or weeks. */
  hourly(sheet: P): boolean;
  /** The 404 message of a line not found. */
  lineNotFound: string;
}

/** An owner's part of one write: columns only it has, a check of the stored line, a write after the line's. */
export interface LineEdit<S> {
  /** Columns of the owner's table (a direct cost's work date), taken inside the transaction before pricing. */
  extra?: () => Record<string, unknown>;
  /** A check of the stored line before any lock (a direct cost's line named with another direct cost: 404). */
  check?: (line: S) => void;
  /** Runs after the line is written (a bid's subcontractor amounts). */
  after?: (trx: Db, sheetId: number, lineId: number) => Promise<void>;
}

type Stored<C> = Selectable<C> & { parent_id: number };

interface Kind<P, B, S> {
  table: LineTables['labor'] | LineTables['trade'];
  price(ctx: RequestContext, trx: Db, sheet: P, body: B, stored: S | undefined): Promise<Record<string, unknown>>;
}

function lineEditing<P, B, C>(sheet: LineSheet<P>, kind: Kind<P, B, Stored<C>>) {
  // Kysely types the statements as over bid labor lines; every line table has the columns written here (tables.ts).
  const table = kind.table as 'bid_labor_lines';
  const lineOf = async (ctx: RequestContext, db: Db, id: number): Promise<Stored<C>> => {
    const row = await db.selectFrom(table).selectAll().where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(sheet.lineNotFound);
    return { ...row, parent_id: (row as unknown as Record<string, number>)[sheet.tables.parent]! } as unknown as Stored<C>;
  };
  return {
    lineOf,
    /** Adds a line to the sheet; its id. */
    async add(ctx: RequestContext, db: Db, sheetId: number, version: number | null | undefined, body: B, edit: LineEdit<Stored<C>> = {}) {
      return sheet.write(ctx, db, sheetId, version, async (trx, locked) => {
        const extra = edit.extra?.() ?? {};
        const values = { tenant_id: tenantOf(ctx), [sheet.tables.parent]: sheetId, ...extra, ...(await kind.price(ctx, trx, locked, body, undefined)) };
        const row = await trx.insertInto(table).values(values as never).returning('id').executeTakeFirstOrThrow();
        await edit.after?.(trx, sheetId, row.id);
        return row.id;
      });
    },
    /** Edits a line (fields left out keep their value; re-priced); the line as it was (its sheet in parent_id). */
    async update(ctx: RequestContext, db: Db, id: number, version: number | null | undefined, body: B, edit: LineEdit<Stored<C>> = {}) {
      const line = await lineOf(ctx, db, id);
      edit.check?.(line);
      await sheet.write(ctx, db, line.parent_id, version, async (trx, locked) => {
        const stored = await lineOf(ctx, trx, id);
        const extra = edit.extra?.() ?? {};
        const set = { ...(await kind.price(ctx, trx, locked, body, stored)), ...extra, updated_at: new Date() };
        await trx.updateTable(table).set(set as never).where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
        await edit.after?.(trx, line.parent_id, id);
      });
      return line;
    },
    /** Deletes a line; the line as it was (its sheet in parent_id). */
    async remove(ctx: RequestContext, db: Db, id: number, version: number | null | undefined) {
      const line = await lineOf(ctx, db, id);
      await sheet.write(ctx, db, line.parent_id, version, async (trx) => {
        await trx.deleteFrom(table).where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
      });
      return line;
    },
  };
}

/** Labor lines of an owner: priced by §5 in the sheet's mode, the burden read now. */
export function laborLineEditing<P>(sheet: LineSheet<P>) {
  return lineEditing<P, LaborLineFields, LaborLineColumns>(sheet, {
    table: sheet.tables.labor,
    price: (ctx, trx, locked, body, stored) => pricedLaborLine(ctx, trx, sheet.hourly(locked), body, stored as StoredLaborLine | undefined),
  });
}

/** Direct-trade lines of an owner: §6 columns, defaulted from the part. */
export function tradeLineEditing<P>(sheet: LineSheet<P>) {
  return lineEditing<P, TradeLineFields, TradeLineColumns>(sheet, {
    table: sheet.tables.trade,
    price: (ctx, trx, _locked, body, stored) => tradeLineColumns(ctx, trx, body, stored as StoredTradeLine | undefined),
  });
}
