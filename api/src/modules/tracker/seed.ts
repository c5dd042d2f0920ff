import { sql } from 'kysely';
import type { Db } from '../../db/types.js';

// Demo tracker figures (docs/projects.md §2.11, §5 Scope transfer): on every In Progress and Completed demo project without
// tracker rows, a realistic scope transfer pair netting to zero (−1,500.00 off the labor row with the largest
// budget onto the next labor row) and two holds (2,500.00 on the trade row with the largest budget, 750.00 on the
// receiving labor row), so the tracker shows realistic figures and a balanced Project Total. Runs after the bids.

const STATUSES = ['In Progress', 'Completed'];
export const DEMO_TRANSFER = '1500.00';
export const DEMO_HOLDS = { trade: '2500.00', labor: '750.00' } as const;

interface Key {
  project_id: number;
  typee: 'IL' | 'DT';
  position_id: number | null;
  level_id: number | null;
  division_id: number | null;
  subdivision_id: number | null;
  category_id: number | null;
  part_id: number | null;
  budget: string;
}

const keyText = (k: Key) => (k.typee === 'IL' ? `IL:${k.position_id}:${k.level_id}` : `DT:${k.division_id}:${k.subdivision_id}:${k.category_id}:${k.part_id}`);

export async function seedDemoTracker(db: Db, tenantId: number): Promise<void> {
  // The demo's Completed projects are inserted Completed: their completion day is their expected one (never later
  // than today), as the status change would have set it.
  await sql`update projects set completed_on = least(coalesce(estimated_completion_date, current_date), current_date)
    where tenant_id = ${tenantId} and status = 'Completed' and completed_on is null`.execute(db);
  // The bid budget keys of the chosen projects, largest budget first within each project and type.
  const keys = await sql<Key>`
    select b.project_id, 'IL' as typee, l.position_id, l.level_id, null::integer as division_id, null::integer as subdivision_id,
      null::integer as category_id, null::integer as part_id, sum(l.total)::text as budget
    from projects p join bids b on b.tenant_id = p.tenant_id and b.project_id = p.id and not b.is_alternate
      join bid_labor_lines l on l.tenant_id = b.tenant_id and l.bid_id = b.id
    where p.tenant_id = ${tenantId} and p.status in (${sql.join(STATUSES)})
      and not exists (select 1 from tracker_rows r where r.tenant_id = p.tenant_id and r.project_id = p.id)
    group by b.project_id, l.position_id, l.level_id
    union all
    select b.project_id, 'DT', null, null, s.division_id, t.subdivision_id, t.category_id, t.part_id, sum(t.total)::text
    from projects p join bids b on b.tenant_id = p.tenant_id and b.project_id = p.id and not b.is_alternate
      join bid_trade_lines t on t.tenant_id = b.tenant_id and t.bid_id = b.id
      join catalogue_subdivisions s on s.tenant_id = t.tenant_id and s.id = t.subdivision_id
    where p.tenant_id = ${tenantId} and p.status in (${sql.join(STATUSES)})
      and not exists (select 1 from tracker_rows r where r.tenant_id = p.tenant_id and r.project_id = p.id)
    group by b.project_id, s.division_id, t.subdivision_id, t.category_id, t.part_id
    order by 1, 2, 9 desc`.execute(db);
  const byProject = new Map<number, Key[]>();
  for (const k of keys.rows) {
    let list = byProject.get(k.project_id);
    if (!list) byProject.set(k.project_id, (list = []));
    list.push(k);
  }
  const rows: { key: Key; scope_transfer: string; holds: string }[] = [];
  for (const list of byProject.values()) {
    const labor = list.filter((k) => k.typee === 'IL').sort((a, b) => Number(b.budget) - Number(a.budget));
    const trades = list.filter((k) => k.typee === 'DT').sort((a, b) => Number(b.budget) - Number(a.budget));
    // The pair only where the giving row has the budget to give.
    if (labor.length >= 2 && Number(labor[0]!.budget) >= 2 * Number(DEMO_TRANSFER)) {
      rows.push({ key: labor[0]!, scope_transfer: `-${DEMO_TRANSFER}`, holds: '0.00' });
      rows.push({ key: labor[1]!, scope_transfer: DEMO_TRANSFER, holds: DEMO_HOLDS.labor });
    }
    if (trades[0]) rows.push({ key: trades[0], scope_transfer: '0.00', holds: DEMO_HOLDS.trade });
  }
  if (rows.length === 0) return;
  await db.insertInto('tracker_rows').values(rows.map(({ key, scope_transfer, holds }) => ({
    tenant_id: tenantId, project_id: key.project_id, typee: key.typee, row_key: keyText(key), position_id: key.position_id, level_id: key.level_id,
    division_id: key.division_id, subdivision_id: key.subdivision_id, category_id: key.category_id, part_id: key.part_id, scope_transfer, holds,
  }))).onConflict((oc) => oc.doNothing()).execute();
}
