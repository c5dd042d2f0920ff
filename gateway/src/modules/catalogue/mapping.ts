import type {
  CategoryInput, Category, CatalogueDivision, Division, DivisionInput, Part, PartInput, Subdivision, SubdivisionInput, UnitOfMeasure, UnitOfMeasureInput,
} from '../../__generated__/graphql.js';
import type { RestBody, RestRow } from '../../rest-types.js';

/** REST rows (api/src/modules/catalogue/schemas.ts), as the API's OpenAPI document declares them. */
export type RestDivision = RestRow<'divisionname', 'get'>;
export type RestSubdivision = RestRow<'division/subdivision', 'get'>;
export type RestCategory = RestRow<'division/category', 'get'>;
export type RestPart = RestRow<'directtrade/parts', 'get'>;
export type RestUnit = RestRow<'directtrade/uperm', 'get'>;

/** REST wants numeric ids in bodies; anything else goes as null and the API names the field (400). */
export const numeric = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

// REST field → GraphQL input field, so a 400 or 409 names the argument the client sent.
export const DIVISION_FIELDS = { division_name: 'input.name', division_id: 'input.number' };
export const SUBDIVISION_FIELDS = { subdivision_name: 'input.name', division_id: 'input.divisionId' };
export const CATEGORY_FIELDS = { category_name: 'input.name', subdivision_id: 'input.subdivisionId' };
export const UNIT_FIELDS = { u_per_m: 'input.name' };
export const PART_FIELDS = {
  part_hold: 'input.name', category_id: 'input.categoryId', cost_per_unit: 'input.costPerUnit', u_per_m_id: 'input.unitId',
  cost_code: 'input.costCode',
};

export const toDivision = (r: RestDivision): Division => ({ id: String(r.id), number: r.division_number, name: r.division_name });

export const toSubdivision = (r: RestSubdivision): Subdivision => ({
  id: String(r.subdivision_id), name: r.subdivision_name, divisionId: String(r.division_id), divisionName: r.division_name,
  divisionNumber: r.division_number,
});

export const toCategory = (r: RestCategory): Category => ({
  id: String(r.category_id), name: r.category_name, subdivisionId: String(r.subdivision_id), subdivisionName: r.subdivision_name,
  divisionId: String(r.division_id), divisionName: r.division_name, divisionNumber: r.division_number,
});

export const toUnit = (r: RestUnit): UnitOfMeasure => ({ id: String(r.ID), name: r.u_per_m });

export const toPart = (r: RestPart): Part => ({
  id: String(r.id), name: r.part_hold, costPerUnit: r.cost_per_unit, unit: r.u_per_m, unitId: String(r.u_per_m_id),
  costCode: r.cost_code, categoryId: String(r.category_id), categoryName: r.category_name,
  subdivisionId: String(r.subdivision_id), subdivisionName: r.subdivision_name, divisionId: String(r.division_id),
  divisionName: r.division_name,
});

export const toDivisionPayload = (input: DivisionInput): RestBody<'divisionname', 'post'> =>
  ({ division_name: input.name ?? null, division_id: input.number ?? null });
export const toSubdivisionPayload = (input: SubdivisionInput): RestBody<'division/subdivision', 'post'> =>
  ({ subdivision_name: input.name ?? null, division_id: numeric(input.divisionId) });
export const toCategoryPayload = (input: CategoryInput): RestBody<'division/category', 'post'> =>
  ({ category_name: input.name ?? null, subdivision_id: numeric(input.subdivisionId) });
export const toUnitPayload = (input: UnitOfMeasureInput): RestBody<'directtrade/uperm', 'post'> => ({ u_per_m: input.name ?? null });
export const toPartPayload = (input: PartInput): RestBody<'directtrade/parts', 'post'> => ({
  part_hold: input.name ?? null, category_id: numeric(input.categoryId), cost_per_unit: input.costPerUnit ?? null,
  u_per_m_id: numeric(input.unitId), cost_code: input.costCode ?? null,
});

/**
 * Nests the four flat lists into the tree (REST answers each in catalogue order; children keep it). A row whose parent
 * is not in the answer is left out rather than guessed at.
 */
export function toTree(divisions: RestDivision[], subdivisions: RestSubdivision[], categories: RestCategory[], parts: RestPart[]): CatalogueDivision[] {
  const partIds = new Map<number, string[]>();
  for (const p of parts) partIds.set(p.category_id, [...(partIds.get(p.category_id) ?? []), String(p.id)]);
  const categoriesOf = new Map<number, RestCategory[]>();
  for (const c of categories) categoriesOf.set(c.subdivision_id, [...(categoriesOf.get(c.subdivision_id) ?? []), c]);
  const subdivisionsOf = new Map<number, RestSubdivision[]>();
  for (const s of subdivisions) subdivisionsOf.set(s.division_id, [...(subdivisionsOf.get(s.division_id) ?? []), s]);
  return divisions.map((d) => ({
    id: String(d.id),
    number: d.division_number,
    name: d.division_name,
    subdivisions: (subdivisionsOf.get(d.id) ?? []).map((s) => ({
      id: String(s.subdivision_id),
      name: s.subdivision_name,
      categories: (categoriesOf.get(s.subdivision_id) ?? []).map((c) => ({
        id: String(c.category_id), name: c.category_name, partIds: partIds.get(c.category_id) ?? [],
      })),
    })),
  }));
}
