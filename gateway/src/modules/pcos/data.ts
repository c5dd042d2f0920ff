import type { GatewayContext } from '../../context.js';
import { loadLetterhead, settled, usDate } from '../../documents/sources.js';
import { projectLoaders } from '../projects/loaders.js';
import type { ProjectParent } from '../projects/mapping.js';
import { pcoLoaders } from './loaders.js';
import { PCO_STATUS_LABEL, type PcoParent } from './mapping.js';
import type { PcoPdfData } from './pdf.js';
import type { PcoLaborLine, PcoTradeLine } from '../../__generated__/graphql.js';
import type { Letterhead } from '../../documents/pdf-kit.js';

const join = (parts: (string | null | undefined)[], sep: string) => parts.filter((p) => p && p.trim() !== '').join(sep);

/** REST answers → what the renderer prints (docs/money.md §9 figures come as REST stores them). */
export function toPcoPdfData(pco: PcoParent, labor: PcoLaborLine[], trades: PcoTradeLine[], project: ProjectParent,
  company: Letterhead | null): PcoPdfData {
  const cityLine = join([project.city, join([project.stateCode || project.state, project.zip], ' ')], ', ');
  return {
    company,
    project: {
      uid: project.uid,
      name: project.name,
      address: join([project.address1, project.address2, cityLine], ', '),
      owner: project.owner?.name ?? '',
    },
    pco: {
      name: pco.name,
      changeOrderName: pco.status === 'ACCEPTED' ? (pco.changeOrderName ?? null) : null,
      date: usDate(pco.date),
      status: PCO_STATUS_LABEL[pco.status],
      title: pco.title,
      scope: pco.notes,
      hourly: pco.pricingMode === 'HOURLY',
    },
    labor: labor.map((l) => ({
      position: l.position.name, level: l.level.name, quantity: l.quantity, costPerUnit: l.costPerUnit, units: l.units,
      total: l.total, overhead: l.overhead,
    })),
    trades: trades.map((t) => ({
      subdivision: t.subdivision.name, category: t.category.name, part: t.part.name, costPerUnit: t.costPerUnit, units: t.units,
      unitOfMeasure: t.unitOfMeasure, total: t.total,
    })),
    totals: {
      labor: pco.totals.labor, burden: pco.totals.burden, trades: pco.totals.trades, totalCost: pco.totals.totalCost,
      profitPercentage: pco.totals.profitPercentage, profitCost: pco.totals.profitCost, pcoTotal: pco.totals.pcoTotalCost,
    },
  };
}

/**
 * Everything the PCO PDF prints, read with the caller's token (the REST API's access rules apply: pcos or cos read).
 * Two rounds: the PCO, its lines (one GET pco/lines) and the letterhead side by side (all keyed by the PCO id);
 * then the project the PCO names (its uid is known only from the PCO).
 */
export async function loadPcoData(ctx: GatewayContext, pcoId: string): Promise<PcoPdfData> {
  const loaders = pcoLoaders(ctx);
  const [pco, lines, company] = await settled([loaders.pcoById.load(pcoId), loaders.linesByPco.load(pcoId), loadLetterhead(ctx)] as const);
  const project = await projectLoaders(ctx).projectByUid.load(pco.projectUid);
  return toPcoPdfData(pco, lines.labor, lines.trades, project, company);
}
