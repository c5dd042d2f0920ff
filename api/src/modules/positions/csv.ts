import { CsvRejected, type CsvRow, type RowError } from '../../csv/index.js';
import { POSITION_MESSAGES } from './rules.js';

/** Column layout of the positions upload (documented in employees/README.md). */
export const POSITION_COLUMNS = ['position', 'level', 'cost_code'] as const;

/** A tenant's positions and levels by lower-cased name. */
export interface LevelCatalog {
  positions: Map<string, { id: number; levels: Map<string, { id: number; position_id: number; cost_code: string }> }>;
}

export interface PositionImportRow {
  line: number;
  position: string;
  level: string;
  cost_code: string;
}

/** Every position row needs a position, a level and a cost code; a (position, level) pair appears once. */
export function validatePositionRows(rows: CsvRow[]): PositionImportRow[] {
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  const out: PositionImportRow[] = [];
  for (const { line, cells } of rows) {
    const before = errors.length;
    const position = (cells.position ?? '').trim();
    const level = (cells.level ?? '').trim();
    const costCode = (cells.cost_code ?? '').trim();
    if (position === '') errors.push({ line, column: 'position', reason: POSITION_MESSAGES.positionName });
    if (level === '') errors.push({ line, column: 'level', reason: POSITION_MESSAGES.levelNeeds });
    if (costCode === '') errors.push({ line, column: 'cost_code', reason: POSITION_MESSAGES.levelNeeds });
    if (position !== '' && level !== '') {
      const key = `${position.toLowerCase()}\u0000${level.toLowerCase()}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) errors.push({ line, column: 'level', reason: `This level is also on line ${earlier}.` });
      else seen.set(key, line);
    }
    if (errors.length === before) out.push({ line, position, level, cost_code: costCode });
  }
  if (errors.length > 0) throw new CsvRejected(errors);
  return out;
}
