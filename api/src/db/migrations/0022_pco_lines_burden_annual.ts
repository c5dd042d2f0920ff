import { type Kysely, sql } from 'kysely';

// docs/money.md §5: a labor line stores the burden rate's annual figure and prices its overhead from it. A line saved
// before kept only the period figure it was priced with (hourly on an hourly PCO, weekly otherwise): its annual figure
// is that figure spread back (× 2,080 or × 52), and its overhead is priced again from it — the same cents, since
// the period figure it was priced with is exactly that annual figure over the period.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pco_labor_lines add column burden_annual numeric(14,2) not null default 0`.execute(db);
  await sql`
    update pco_labor_lines l
    set burden_annual = round(l.burden * case when b.hourly then 2080 else 52 end, 2)
    from pcos b where b.tenant_id = l.tenant_id and b.id = l.pco_id`.execute(db);
  await sql`
    update pco_labor_lines l
    set overhead = round(l.quantity * case when b.hourly then l.units else l.units * 40 end * l.burden_annual / 2080, 2),
      budget_total = l.total + round(l.quantity * case when b.hourly then l.units else l.units * 40 end * l.burden_annual / 2080, 2)
    from pcos b where b.tenant_id = l.tenant_id and b.id = l.pco_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pco_labor_lines drop column if exists burden_annual`.execute(db);
}
