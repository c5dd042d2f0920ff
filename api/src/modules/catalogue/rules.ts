import { fitsNumeric, parseDecimal } from '@suite/money';
import { FieldErrors, isBlank } from '../../validation.js';

// Validation and messages of the cost catalogue (docs/projects.md §2.18, §3). Uses the spec's words where it has them:
// 'Select a Bid Division.' (docs/projects.md §5, adding a subdivision) and 'Enter all mandatory fields.' (docs/projects.md §8 Other).

export const NAME_MAX = 255;
export const DIVISION_NUMBER_MAX = 20;
export const UNIT_MAX = 20;
export const COST_CODE_MAX = 50;

export const CATALOGUE_MESSAGES = {
  mandatory: 'Enter all mandatory fields.',
  selectDivision: 'Select a Bid Division.',
  selectSubdivision: 'Select a Sub Division.',
  selectCategory: 'Select a Category.',
  selectUnit: 'Select a Unit of measure.',
  costPerUnit: 'Enter the cost per unit as a number of dollars and cents, not below zero.',
  divisionNotFound: 'Division not found.',
  subdivisionNotFound: 'Sub Division not found.',
  categoryNotFound: 'Category not found.',
  partNotFound: 'Part not found.',
  unitNotFound: 'Unit of measure not found.',
  divisionExists: 'A division with this name already exists.',
  divisionNumberExists: 'A division with this number already exists.',
  subdivisionExists: 'A sub division with this name already exists in this division.',
  categoryExists: 'A category with this name already exists in this sub division.',
  partExists: 'A part with this name already exists in this category.',
  unitExists: 'This unit of measure already exists.',
} as const;

/** The levels of the catalogue, as messages name them. */
export type CatalogueLevel = 'division' | 'subdivision' | 'category' | 'part' | 'unit';

const LEVEL_WORD: Record<CatalogueLevel, string> = {
  division: 'division', subdivision: 'sub division', category: 'category', part: 'part', unit: 'unit of measure',
};

/** '3 parts', '1 subdivision': a count of what uses a row, for the 409 message. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** 409 of a delete refused because the row is in use: names the row and every use ('… is used by 3 parts'). */
export function inUseMessage(level: CatalogueLevel, name: string, uses: readonly string[]): string {
  return `The ${LEVEL_WORD[level]} '${name}' cannot be deleted: it is used by ${uses.join(' and ')}.`;
}

export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

export interface DivisionValues { division_name: string; division_id: string | null }
export interface SubdivisionValues { subdivision_name: string; division_id: number }
export interface CategoryValues { category_name: string; subdivision_id: number }
export interface UnitValues { u_per_m: string }
export interface PartValues { part_hold: string; category_id: number; cost_per_unit: string; unit_id: number; cost_code: string }

type Result<T> = { values?: T; errors: FieldErrors };

function required(errors: FieldErrors, body: Record<string, unknown>, field: string, message: string = CATALOGUE_MESSAGES.mandatory) {
  if (isBlank(body[field])) errors.add(field, message);
}

export function validateDivision(body: Record<string, unknown>): Result<DivisionValues> {
  const errors = new FieldErrors();
  required(errors, body, 'division_name');
  if (!errors.empty) return { errors };
  const number = text(body.division_id);
  return { values: { division_name: text(body.division_name), division_id: number === '' ? null : number }, errors };
}

export function validateSubdivision(body: Record<string, unknown>): Result<SubdivisionValues> {
  const errors = new FieldErrors();
  required(errors, body, 'division_id', CATALOGUE_MESSAGES.selectDivision);
  required(errors, body, 'subdivision_name');
  if (!errors.empty) return { errors };
  return { values: { subdivision_name: text(body.subdivision_name), division_id: body.division_id as number }, errors };
}

export function validateCategory(body: Record<string, unknown>): Result<CategoryValues> {
  const errors = new FieldErrors();
  required(errors, body, 'subdivision_id', CATALOGUE_MESSAGES.selectSubdivision);
  required(errors, body, 'category_name');
  if (!errors.empty) return { errors };
  return { values: { category_name: text(body.category_name), subdivision_id: body.subdivision_id as number }, errors };
}

export function validateUnit(body: Record<string, unknown>): Result<UnitValues> {
  const errors = new FieldErrors();
  required(errors, body, 'u_per_m');
  if (!errors.empty) return { errors };
  return { values: { u_per_m: text(body.u_per_m) }, errors };
}

/** Money: at most 2 places, not below zero, within numeric(14,2); commas stripped (docs/money.md §1). */
export function money(value: unknown): string | undefined {
  const parsed = parseDecimal(value);
  if (parsed === undefined || parsed.isNegative() || parsed.decimalPlaces() > 2 || !fitsNumeric(parsed, 14, 2)) return undefined;
  return parsed.toFixed(2);
}

export function validatePart(body: Record<string, unknown>): Result<PartValues> {
  const errors = new FieldErrors();
  required(errors, body, 'part_hold');
  required(errors, body, 'category_id', CATALOGUE_MESSAGES.selectCategory);
  required(errors, body, 'cost_per_unit');
  required(errors, body, 'u_per_m_id', CATALOGUE_MESSAGES.selectUnit);
  const cost = isBlank(body.cost_per_unit) ? undefined : money(body.cost_per_unit);
  if (!isBlank(body.cost_per_unit) && cost === undefined) errors.add('cost_per_unit', CATALOGUE_MESSAGES.costPerUnit);
  if (!errors.empty || cost === undefined) return { errors };
  return {
    values: {
      part_hold: text(body.part_hold),
      category_id: body.category_id as number,
      cost_per_unit: cost,
      unit_id: body.u_per_m_id as number,
      cost_code: text(body.cost_code),
    },
    errors,
  };
}
