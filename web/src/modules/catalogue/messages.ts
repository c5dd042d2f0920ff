import type { CsvTemplate } from '../../app/CsvUploadDialog';

export const CATALOGUE_MESSAGES = {
  // docs/projects.md §5 / §8: the spec's words for a blank form and a subdivision without its division.
  mandatory: 'Enter all mandatory fields.',
  selectDivision: 'Select a Bid Division.',
  selectSubdivision: 'Select a Sub Division.',
  failed: 'Something went wrong. Try again after some time.',
  loadFailed: 'Unable to load the catalogue. Try again after some time.',
  uploadFailed: 'Unable to upload the parts. Try again after some time.',
  saved: 'Saved.',
  deleted: 'Deleted.',
} as const;

/** The four grids of Custom Parts (docs/projects.md §2.18) and how their dialogs and questions name a row. */
export const LEVELS = {
  division: { title: 'Divisions', singular: 'Division' },
  subdivision: { title: 'Sub Divisions', singular: 'Sub Division' },
  category: { title: 'Categories', singular: 'Category' },
  part: { title: 'Parts', singular: 'Part' },
} as const;

export type Level = keyof typeof LEVELS;

export const deleteQuestion = (level: Level, name: string) => `Do you want to delete the ${LEVELS[level].singular.toLowerCase()} '${name}'?`;

/** The parts upload (api/src/modules/catalogue/README.md): the division by name or CSI number. */
export const PARTS_CSV: CsvTemplate = {
  columns: ['division', 'subdivision', 'category', 'part', 'cost_per_unit', 'u_per_m', 'cost_code'],
  example: ['03', '03 30 00 Cast-in-Place Concrete', 'Structural Concrete', 'Ready-mix concrete, 6000 psi', '230.00', 'CY', '03 31 00'],
  fileName: 'parts-template.csv',
};
