import type { SharedLineOwner } from '../lines/shared-paths.js';
import { addDirectCostLaborLine, deleteDirectCostLaborLine, isDirectCostLine, updateDirectCostLaborLine } from './labor.js';
import { DirectCostLaborLineResponse, DirectCostLineDeletedResponse } from './schemas.js';
import { deleteDirectCostTradeLine } from './trades.js';

/** Direct costs as the other owner of the bid line paths (README: `bill=DC` or a `direct_cost_id`). */
export const directCostSharedLines: SharedLineOwner = {
  area: 'direct_costs',
  claims: isDirectCostLine,
  addLabor: addDirectCostLaborLine,
  updateLabor: updateDirectCostLaborLine,
  deleteLabor: deleteDirectCostLaborLine,
  deleteTrade: deleteDirectCostTradeLine,
  schemas: { laborLine: DirectCostLaborLineResponse, lineDeleted: DirectCostLineDeletedResponse },
};
