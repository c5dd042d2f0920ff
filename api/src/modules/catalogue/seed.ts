import type { Db } from '../../db/types.js';
import { DIVISIONS, SECTIONS, UNITS } from './data.js';

/**
 * Gives a company the starting catalogue of data.ts (issue 11): every new company (POST company, in its transaction)
 * and the demo companies. Five bulk inserts, one per table, whatever the size of the data.
 */
export async function seedCatalogue(db: Db, tenantId: number): Promise<void> {
  const divisions = await db.insertInto('catalogue_divisions')
    .values(DIVISIONS.map(([number, name]) => ({ tenant_id: tenantId, division_id: number, division_name: name })))
    .returning(['id', 'division_id']).execute();
  const divisionId = new Map(divisions.map((d) => [d.division_id, d.id]));

  const units = await db.insertInto('catalogue_units').values(UNITS.map((u) => ({ tenant_id: tenantId, u_per_m: u })))
    .returning(['id', 'u_per_m']).execute();
  const unitId = new Map(units.map((u) => [u.u_per_m, u.id]));

  const subdivisions = await db.insertInto('catalogue_subdivisions')
    .values(SECTIONS.map(([number, name]) => ({ tenant_id: tenantId, division_id: divisionId.get(number)!, subdivision_name: name })))
    .returning(['id', 'subdivision_name']).execute();
  const subdivisionId = new Map(subdivisions.map((s) => [s.subdivision_name, s.id]));

  const categoryRows = SECTIONS.flatMap(([, section, categories]) => categories.map(([name]) => ({
    tenant_id: tenantId, subdivision_id: subdivisionId.get(section)!, category_name: name,
  })));
  const categories = await db.insertInto('catalogue_categories').values(categoryRows)
    .returning(['id', 'subdivision_id', 'category_name']).execute();
  const categoryId = new Map(categories.map((c) => [`${c.subdivision_id}/${c.category_name}`, c.id]));

  const parts = SECTIONS.flatMap(([, section, cats]) => cats.flatMap(([category, costCode, items]) => items.map(([part, cost, unit]) => ({
    tenant_id: tenantId,
    category_id: categoryId.get(`${subdivisionId.get(section)}/${category}`)!,
    part_hold: part,
    cost_per_unit: cost,
    unit_id: unitId.get(unit)!,
    cost_code: costCode,
  }))));
  await db.insertInto('catalogue_parts').values(parts).execute();
}

/** States of the demo directory's rows (TX and its neighbours), code → name. */
export const DEMO_STATE_NAMES: Record<string, string> = { TX: 'Texas', OK: 'Oklahoma', LA: 'Louisiana', NM: 'New Mexico', AR: 'Arkansas' };

/**
 * A tenant's catalogue ids for demo rows that name their divisions by CSI number and subdivisions by name (the
 * subcontractor and vendor seeds); a name the catalogue lacks is a seed bug and throws.
 */
export async function demoCatalogueIds(db: Db, tenantId: number, who: string) {
  const [divisions, subdivisions] = await Promise.all([
    db.selectFrom('catalogue_divisions').select(['id', 'division_id']).where('tenant_id', '=', tenantId).execute(),
    db.selectFrom('catalogue_subdivisions').select(['id', 'subdivision_name']).where('tenant_id', '=', tenantId).execute(),
  ]);
  const byNumber = new Map(divisions.map((d) => [d.division_id, d.id]));
  const byName = new Map(subdivisions.map((s) => [s.subdivision_name, s.id]));
  const lookup = <K>(map: Map<K, number>, key: K) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`demo ${who}: no catalogue row ${String(key)}`);
    return id;
  };
  return { division: (number: string) => lookup(byNumber, number), subdivision: (name: string) => lookup(byName, name) };
}
