import { sql, type Updateable } from 'kysely';
import type { Static } from 'typebox';
import { dec, type Decimal } from '@suite/money';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db, PcosTable } from '../../db/types.js';
import { conflict } from '../../errors.js';
import { badField, text } from '../lines/fields.js';
import { switchPricingMode } from '../lines/queries.js';
import { acceptedError, type LockedPco } from './guard.js';
import { PCO_LINES } from './lines.js';
import { PCO_REASONS } from './reasons.js';
import { ACCEPTED, changeOrderName, PCO_MESSAGES, pcoNumberOf, type PcoStatus } from './rules.js';
import type { PcoBody } from './schemas.js';

// PUT change-order/update/{id} (README.md Rules): the status from the list, the edit dialog's fields, the pricing
// mode; an Accepted PCO keeps its title, notes, profit % and mode; accepting takes the project's next change-order
// number under the project row lock the caller holds.

export interface PcoFields {
  title: string | undefined;
  notes: string | undefined;
  date: string | null | undefined;
  profit: Decimal | undefined;
  status: PcoStatus | undefined;
  changeOrderName: string | undefined;
}

export const nameTaken = () => conflict(PCO_MESSAGES.nameTaken, 'pco_name', PCO_REASONS.nameTaken);

/** 409 PCO_NAME_TAKEN when another PCO of the project has the name (callers hold the project lock). */
export async function assertNameFree(ctx: RequestContext, trx: Db, projectId: number, name: string, exceptId?: number) {
  let query = trx.selectFrom('pcos').select('id').where('tenant_id', '=', tenantOf(ctx)).where('project_id', '=', projectId)
    .where(sql<boolean>`lower(pco_name) = ${name.toLowerCase()}`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
  // The project remembers the highest PCO-nnn used, so a deleted PCO's name is never offered again.
  const n = pcoNumberOf(name);
  if (n !== undefined) {
    await sql`update projects set last_pco_number = greatest(last_pco_number, ${n}::int)
      where tenant_id = ${tenantOf(ctx)} and id = ${projectId}`.execute(trx);
  }
}

/** The project's next change-order number: 1 + the highest given (callers hold the project lock). */
async function nextChangeOrderNumber(ctx: RequestContext, trx: Db, projectId: number): Promise<number> {
  const row = await trx.selectFrom('pcos').select(sql<number>`coalesce(max(change_order_number), 0)::int`.as('n'))
    .where('tenant_id', '=', tenantOf(ctx)).where('project_id', '=', projectId).executeTakeFirstOrThrow();
  return row.n + 1;
}

export async function applyPcoUpdate(
  ctx: RequestContext, trx: Db, pco: LockedPco, body: Static<typeof PcoBody>, fields: PcoFields,
): Promise<void> {
  const hourly = body.hourly === undefined || body.hourly === null ? undefined : body.hourly;
  if (pco.status === ACCEPTED) {
    // docs/projects.md §4 PCO status: an Accepted PCO's content is frozen; only its status (and change-order name) may change.
    const changed = (fields.title !== undefined && fields.title !== pco.title)
      || (fields.notes !== undefined && fields.notes !== pco.notes)
      || (fields.profit !== undefined && !fields.profit.eq(dec(pco.pco_profit_percentage)))
      || (hourly !== undefined && hourly !== pco.hourly);
    if (changed) throw acceptedError();
  }
  const set: Updateable<PcosTable> = {};
  if (fields.title !== undefined) set.title = fields.title;
  if (fields.notes !== undefined) set.notes = fields.notes;
  if (fields.profit !== undefined) set.pco_profit_percentage = fields.profit.toFixed();
  if (fields.date !== undefined && fields.date !== null) set.date = fields.date;
  else if (fields.date === null) {
    // README: a null date is the creation day.
    await sql`update pcos set date = (created_at at time zone 'UTC')::date where tenant_id = ${tenantOf(ctx)} and id = ${pco.id}`.execute(trx);
  }
  if (body.pco_name !== undefined && body.pco_name !== null) {
    const name = text(body.pco_name);
    if (name.length > 100) throw badField('pco_name', PCO_MESSAGES.nameRequired);
    if (name !== pco.pco_name) {
      await assertNameFree(ctx, trx, pco.project_id, name, pco.id);
      set.pco_name = name;
    }
  }
  let number = pco.change_order_number;
  if (fields.status !== undefined && fields.status !== pco.status) {
    set.status = fields.status;
    if (fields.status === ACCEPTED) {
      set.accepted_at = new Date();
      // docs/money.md §9: the next number "when it has none"; leaving Accepted keeps it.
      if (number === null) {
        number = await nextChangeOrderNumber(ctx, trx, pco.project_id);
        set.change_order_number = number;
        if (!fields.changeOrderName && !pco.change_order_name) set.change_order_name = changeOrderName(number);
      }
    } else if (pco.status === ACCEPTED) set.accepted_at = null;
  }
  if (fields.changeOrderName !== undefined) {
    set.change_order_name = fields.changeOrderName !== '' ? fields.changeOrderName : number === null ? null : changeOrderName(number);
  }
  if (hourly !== undefined && hourly !== pco.hourly) {
    // §5: the labor lines' units converted and re-priced from their levels, as bidsheet/switchstatus does.
    await switchPricingMode(ctx, trx, PCO_LINES, pco.id, hourly);
    set.hourly = hourly;
  }
  if (Object.keys(set).length > 0) {
    await trx.updateTable('pcos').set(set).where('tenant_id', '=', tenantOf(ctx)).where('id', '=', pco.id).execute();
  }
}
