import { type Kysely, sql } from 'kysely';

// How a company's proposal presents overhead and profit to the owner (docs/money.md §8): separate lines with their
// percentages (the specification's proposal, the default), separate lines without percentages, or one combined
// "Overhead and fee" line.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table companies add column proposal_overhead text not null default 'separate_percent'
      check (proposal_overhead in ('separate_percent', 'separate', 'combined'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column if exists proposal_overhead`.execute(db);
}
