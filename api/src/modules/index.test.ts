import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../auth/areas.js';
import { API_MODULES } from './index.js';
import { declaredUses, migrationsOf } from './module.js';

// The module list replaces the hand-kept lists of app.ts, the migrator and the seed: these checks catch a module
// left out of it or a migration left out of its descriptor.

const migrationFolder = fileURLToPath(new URL('../db/migrations/', import.meta.url));

describe('the API module list', () => {
  it('declares every migration file exactly once, under the name it was run with', () => {
    const files = readdirSync(migrationFolder).filter((f) => /^\d{4}_.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, '')).sort();
    expect(Object.keys(migrationsOf(API_MODULES)).sort()).toEqual(files);
  });

  it('names each module once and only permission areas that exist', () => {
    const names = API_MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const module of API_MODULES) for (const area of module.areas) expect(AREAS).toContain(area);
  });

  it('a refused deletion names the catalogue\'s own children before the later modules\' rows', () => {
    expect(declaredUses(API_MODULES, 'division').map((u) => u.table)).toEqual([
      'catalogue_subdivisions', 'subcontractor_divisions', 'vendor_divisions', 'bids', 'direct_costs', 'direct_costs', 'tracker_rows',
      'subcontract_lines',
    ]);
    expect(declaredUses(API_MODULES, 'level').map((u) => u.table)).toEqual([
      'employees', 'bid_labor_lines', 'pco_labor_lines', 'direct_cost_labor_lines', 'direct_costs', 'tracker_rows',
    ]);
  });
});
