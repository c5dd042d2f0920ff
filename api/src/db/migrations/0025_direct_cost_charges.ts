import { type Kysely, sql } from 'kysely';

// A direct cost is charged to a budget line (docs/money.md §10, §11): the tracker row it is coded to, by the tracker's
// key (position and level, or division, subdivision, category and part), or explicitly to a "new cost line"
// (`unbudgeted`), which lands on its subdivision's row and is shown as unbudgeted. Existing direct costs are recoded:
// to a budget row of their subdivision (a non-alternate bid's or an Accepted PCO's trade line; for a subcontractor's
// bill, first the rows of the bids that selected that subcontractor), the one with the largest budget when several
// match (then the lowest part id); a direct cost no budget row matches becomes a new cost line.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table direct_costs
      add column charge_position_id integer,
      add column charge_level_id integer,
      add column charge_division_id integer,
      add column charge_subdivision_id integer,
      add column charge_category_id integer,
      add column charge_part_id integer,
      add column unbudgeted boolean not null default false,
      add check ((charge_position_id is null) = (charge_level_id is null)),
      add check ((charge_division_id is null) = (charge_subdivision_id is null)),
      add check ((charge_category_id is null) = (charge_part_id is null)),
      add check (charge_subdivision_id is null or charge_part_id is not null),
      add check (charge_position_id is null or charge_subdivision_id is null),
      add check (not unbudgeted or (charge_level_id is null and charge_subdivision_id is null)),
      add foreign key (tenant_id, charge_position_id, charge_level_id) references levels (tenant_id, position_id, id),
      add foreign key (tenant_id, charge_division_id) references catalogue_divisions (tenant_id, id),
      add foreign key (tenant_id, charge_subdivision_id) references catalogue_subdivisions (tenant_id, id),
      add foreign key (tenant_id, charge_category_id) references catalogue_categories (tenant_id, id),
      add foreign key (tenant_id, charge_part_id) references catalogue_parts (tenant_id, id)`.execute(db);
  // Catalogue and level deletes count their uses through these.
  for (const column of ['charge_level_id', 'charge_division_id', 'charge_subdivision_id', 'charge_category_id', 'charge_part_id']) {
    await sql`create index ${sql.raw(`direct_costs_${column}_idx`)} on direct_costs (tenant_id, ${sql.ref(column)})
      where ${sql.ref(column)} is not null`.execute(db);
  }

  await recodeDirectCosts(db);
}

/**
 * The recoding of the direct costs not charged yet (charge columns null, not a new cost line): each one's candidate
 * budget rows in its subdivision, the best one kept; none: a new cost line.
 */
export async function recodeDirectCosts(db: Kysely<unknown>): Promise<void> {
  const uncharged = sql`d.charge_level_id is null and d.charge_subdivision_id is null and not d.unbudgeted`;
  await sql`
    with cand as (
      select d.tenant_id, d.id as dc_id, tl.subdivision_id, tl.category_id, tl.part_id,
        coalesce(b.selected_subcontractor_id = d.subcontractor_id, false) as chosen_sub,
        case when b.selected_subcontractor_id is null then tl.total else coalesce(a.amount, 0) end as budget
      from direct_costs d
        join bids b on b.tenant_id = d.tenant_id and b.project_id = d.project_id and not b.is_alternate
        join bid_trade_lines tl on tl.tenant_id = b.tenant_id and tl.bid_id = b.id and tl.subdivision_id = d.subdivision_id
        left join bid_trade_amounts a on a.tenant_id = tl.tenant_id and a.trade_line_id = tl.id
          and a.subcontractor_id = b.selected_subcontractor_id
      where ${uncharged}
      union all
      select d.tenant_id, d.id, tl.subdivision_id, tl.category_id, tl.part_id, false, tl.total
      from direct_costs d
        join pcos c on c.tenant_id = d.tenant_id and c.project_id = d.project_id and c.status = 'Accepted'
        join pco_trade_lines tl on tl.tenant_id = c.tenant_id and tl.pco_id = c.id and tl.subdivision_id = d.subdivision_id
      where ${uncharged}
    ),
    keyed as (
      select tenant_id, dc_id, subdivision_id, category_id, part_id, bool_or(chosen_sub) as chosen_sub, sum(budget) as budget
      from cand group by tenant_id, dc_id, subdivision_id, category_id, part_id
    ),
    best as (
      select distinct on (tenant_id, dc_id) * from keyed order by tenant_id, dc_id, chosen_sub desc, budget desc, part_id
    )
    update direct_costs d set charge_division_id = sd.division_id, charge_subdivision_id = best.subdivision_id,
      charge_category_id = best.category_id, charge_part_id = best.part_id
    from best join catalogue_subdivisions sd on sd.tenant_id = best.tenant_id and sd.id = best.subdivision_id
    where d.tenant_id = best.tenant_id and d.id = best.dc_id`.execute(db);
  await sql`update direct_costs d set unbudgeted = true where ${uncharged}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table direct_costs
      drop column if exists charge_position_id, drop column if exists charge_level_id, drop column if exists charge_division_id,
      drop column if exists charge_subdivision_id, drop column if exists charge_category_id, drop column if exists charge_part_id,
      drop column if exists unbudgeted`.execute(db);
}
