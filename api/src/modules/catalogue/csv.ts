import { CsvRejected, type CsvRow, type RowError } from '../../csv/index.js';
import type { csvLookups } from './parts.js';
import { CATALOGUE_MESSAGES, COST_CODE_MAX, money, NAME_MAX, type PartValues } from './rules.js';

/** One row per part (documented in README.md); the division by its name or CSI number. */
export const PART_COLUMNS = ['division', 'subdivision', 'category', 'part', 'cost_per_unit', 'u_per_m', 'cost_code'] as const;
export const PART_OPTIONAL_COLUMNS = new Set(['cost_code']);

type Lookups = Awaited<ReturnType<typeof csvLookups>>;
const key = (...parts: string[]) => parts.map((p) => p.trim().toLowerCase()).join('\u0001');

/**
 * Checks every row against the tenant's catalogue: the division, sub division and category must exist (matched
 * case-insensitively), so must the unit; a part name may not repeat within its category, in the catalogue or the file.
 * Throws CsvRejected listing every bad cell by line and column when any row is bad: nothing is imported then.
 */
export function validatePartRows(rows: CsvRow[], lookups: Lookups): PartValues[] {
  const divisions = new Set<string>();
  const subdivisions = new Set<string>();
  const categories = new Map<string, number>();
  for (const c of lookups.categories) {
    for (const division of [c.division_name, c.division_id ?? '']) {
      if (division === '') continue;
      divisions.add(key(division));
      subdivisions.add(key(division, c.subdivision_name));
      categories.set(key(division, c.subdivision_name, c.category_name), c.id);
    }
  }
  const units = new Map(lookups.units.map((u) => [key(u.u_per_m), u.id]));
  const existing = new Set(lookups.parts.map((p) => `${p.category_id}/${key(p.part_hold)}`));
  const seen = new Map<string, number>();
  const errors: RowError[] = [];
  const out: PartValues[] = [];

  for (const { line, cells } of rows) {
    const bad: RowError[] = [];
    const fail = (column: string, reason: string) => bad.push({ line, column, reason });
    for (const column of ['division', 'subdivision', 'category', 'part', 'cost_per_unit', 'u_per_m'] as const) {
      if ((cells[column] ?? '').trim() === '') fail(column, CATALOGUE_MESSAGES.mandatory);
    }
    const { division = '', subdivision = '', category = '', part = '', u_per_m: unit = '', cost_code: costCode = '' } = cells;
    if (part.length > NAME_MAX) fail('part', `At most ${NAME_MAX} characters.`);
    if (costCode.length > COST_CODE_MAX) fail('cost_code', `At most ${COST_CODE_MAX} characters.`);
    const cost = (cells.cost_per_unit ?? '').trim() === '' ? undefined : money(cells.cost_per_unit);
    if ((cells.cost_per_unit ?? '').trim() !== '' && cost === undefined) fail('cost_per_unit', CATALOGUE_MESSAGES.costPerUnit);
    let categoryId: number | undefined;
    if (division.trim() && subdivision.trim() && category.trim()) {
      categoryId = categories.get(key(division, subdivision, category));
      if (!divisions.has(key(division))) fail('division', `No division '${division}' in the catalogue.`);
      else if (!subdivisions.has(key(division, subdivision))) fail('subdivision', `No sub division '${subdivision}' in division '${division}'.`);
      else if (categoryId === undefined) fail('category', `No category '${category}' in sub division '${subdivision}'.`);
    }
    const unitId = unit.trim() ? units.get(key(unit)) : undefined;
    if (unit.trim() && unitId === undefined) fail('u_per_m', `No unit of measure '${unit}'; add it first.`);
    if (categoryId !== undefined && part.trim()) {
      const partKey = `${categoryId}/${key(part)}`;
      const earlier = seen.get(partKey);
      if (existing.has(partKey)) fail('part', CATALOGUE_MESSAGES.partExists);
      else if (earlier !== undefined) fail('part', `This part is also on line ${earlier}.`);
      else seen.set(partKey, line);
    }
    if (bad.length > 0) errors.push(...bad);
    else out.push({ part_hold: part.trim(), category_id: categoryId!, cost_per_unit: cost!, unit_id: unitId!, cost_code: costCode.trim() });
  }
  if (errors.length > 0) throw new CsvRejected(errors);
  return out;
}
