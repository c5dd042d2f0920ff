import { type Kysely, sql } from 'kysely';

// docs/money.md §5: a labor line stores the burden rate's annual figure and prices its overhead from it. A direct
// cost's line is priced in hours: its annual figure is the hourly figure it was priced with × 2,080, and its overhead
// priced again from it is the same to the cent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table direct_cost_labor_lines add column burden_annual numeric(14,2) not null default 0`.execute(db);
  await sql`update direct_cost_labor_lines set burden_annual = round(burden * 2080, 2)`.execute(db);
  await sql`
    update direct_cost_labor_lines
    set overhead = round(quantity * units * burden_annual / 2080, 2),
      budget_total = total + round(quantity * units * burden_annual / 2080, 2)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table direct_cost_labor_lines drop column if exists burden_annual`.execute(db);
}
