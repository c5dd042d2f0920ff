import type { Generated } from 'kysely';
import type { Decimal } from './columns.js';

// The cost catalogue (migration 0010): divisions, subdivisions, categories, units, parts.

/** Cost catalogue (migration 0010): division_id is the CSI MasterFormat number, e.g. '03'. */
export interface CatalogueDivisionsTable {
  tenant_id: number;
  id: Generated<number>;
  division_id: string | null;
  division_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CatalogueSubdivisionsTable {
  tenant_id: number;
  id: Generated<number>;
  division_id: number;
  subdivision_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CatalogueCategoriesTable {
  tenant_id: number;
  id: Generated<number>;
  subdivision_id: number;
  category_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CatalogueUnitsTable {
  tenant_id: number;
  id: Generated<number>;
  u_per_m: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CataloguePartsTable {
  tenant_id: number;
  id: Generated<number>;
  category_id: number;
  part_hold: string;
  cost_per_unit: Decimal;
  unit_id: number;
  cost_code: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
