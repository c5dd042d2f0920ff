import { GraphQLError } from 'graphql';
import { formatNumber } from '@suite/money';
import type { GatewayContext } from '../../context.js';
import { loadLetterhead, settled, usDate, type CompanyHeading } from '../../documents/sources.js';
import { toProject, type ProjectParent, type RestTotals } from '../projects/mapping.js';
import type { RestData } from '../../rest-types.js';
import { toProposalOverhead } from '../companies/mapping.js';
import type { ProposalBidRow, ProposalData } from './pdf.js';

type RestBid = RestData<'setup/bid/{id}', 'get'>;

/** The master role of external subcontractors (docs/roles.md): no owner data, no bid tables (docs/projects.md §2.4, §2.5, §6). */
export const SUBCONTRACTOR_ROLE = 13;

// docs/projects.md §2.5 "If the project is missing": the sentence word for word, then the prompt.
export const PROJECT_MISSING_MESSAGE =
  'Unable to find project information, sorry! Please refresh the page, and contact support if it happens again.';

export function projectMissing(): GraphQLError {
  // documentReason: the document routes' own reason (not a GraphQL ErrorReason; formatError never lets it out).
  return new GraphQLError(PROJECT_MISSING_MESSAGE, { extensions: { code: 'NOT_FOUND', documentReason: 'PROJECT_NOT_FOUND' } });
}

/** The project row by its exact uid: GET projects?uid= (one call, zero or one row). */
async function projectByUid(ctx: GatewayContext, uid: string): Promise<ProjectParent> {
  const rows = await ctx.upstream.get('projects', { query: { uid } });
  const row = (Array.isArray(rows) ? rows : [])[0];
  if (!row) throw projectMissing();
  return toProject(row);
}

const fullName = (p: { firstName?: string | null; lastName?: string | null } | null | undefined) =>
  (p ? [p.firstName, p.lastName].filter(Boolean).join(' ') : '');

/** '14:00' → '2:00 PM'. */
function usTime(value: string | null | undefined): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(value ?? '');
  if (!m) return value ?? '';
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

const bidRow = (b: RestBid): ProposalBidRow => ({
  division: b.division_name, subdivision: b.subdivision_name, label: b.label, scope: b.scope_of_work, cost: b.total_cost,
});

/** The §8 figures staff read (role 13's are null, and role 13 never gets here: loadProposalData asks only for staff). */
function staffTotals(totals: RestTotals) {
  const { BidTotals, OverheadCost, OverheadPercentage, ProfitCost, ProfitPercentage, TotalCost } = totals;
  const figures = { BidTotals, OverheadCost, OverheadPercentage, ProfitCost, ProfitPercentage, TotalCost };
  for (const [name, value] of Object.entries(figures)) if (value === null) throw new Error(`projectuid/{uid} answered no ${name}`);
  return figures as { [K in keyof typeof figures]: string };
}

/** REST answers → what the renderer prints (no figure is computed here: docs/money.md §8 figures come as they are). */
export function toProposalData(project: ProjectParent, company: CompanyHeading | null,
  priced: { bids: RestBid[]; totals: RestTotals } | null): ProposalData {
  const owner = project.owner && priced ? {
    name: project.owner.name ?? '',
    contact: fullName(project.ownerManager),
    email: project.owner.email ?? '',
    address: [project.ownerAddress?.address1 ?? '', project.ownerAddress?.address2 ?? '',
      [project.ownerAddress?.city, [project.ownerAddress?.stateCode || project.ownerAddress?.state, project.ownerAddress?.zip]
        .filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter((l) => l.trim() !== ''),
  } : null;
  const bidDate = [usDate(project.bidDueDate), usTime(project.timeDue)].filter(Boolean).join(' ');
  return {
    company,
    owner,
    project: {
      uid: project.uid,
      name: project.name,
      contractor: company?.name ?? '',
      projectManager: fullName(project.projectManager),
      estimator: fullName(project.estimator),
      address: [project.address1 ?? '', project.address2 ?? ''].filter((l) => l.trim() !== '').join(', '),
      cityStateZip: [project.city, [project.stateCode || project.state, project.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      bidSubmissionDate: bidDate,
      buildingType: project.buildingType ?? '',
      projectType: project.projectType ?? '',
      squareFeet: project.squareFeet ? formatNumber(String(project.squareFeet).replace(/,/g, '')) : '',
      durationWeeks: project.durationWeeks ? formatNumber(project.durationWeeks) : '',
      drawingLink: project.drawingLink ?? '',
    },
    pricing: priced ? {
      bids: priced.bids.filter((b) => !b.is_alternate).map(bidRow),
      alternates: priced.bids.filter((b) => b.is_alternate).map(bidRow),
      totals: staffTotals(priced.totals),
      overhead: toProposalOverhead(company?.proposalOverhead),
    } : null,
  };
}

/**
 * Everything the proposal prints, read with the caller's token (the REST API's access rules apply). Two rounds:
 * the caller (its role), the project and the letterhead side by side; then, for staff only, the bids and the §8
 * totals side by side (role 13 cannot read bids, so it is never made to ask: its role is known only after auth/me).
 */
export async function loadProposalData(ctx: GatewayContext, projectUid: string): Promise<ProposalData> {
  const [me, project, company] = await settled([ctx.loaders.me(), projectByUid(ctx, projectUid), loadLetterhead(ctx)] as const);
  const staff = me.user.MasterRoleID !== SUBCONTRACTOR_ROLE;
  const [bids, totals] = await settled([
    staff ? ctx.upstream.get('setup/bid/projectuid/{projectUid}', { params: { projectUid: project.uid } }) : null,
    staff ? ctx.upstream.get('projectuid/{uid}', { params: { uid: project.uid } }) : null,
  ] as const);
  return toProposalData(project, company, bids && totals ? { bids: Array.isArray(bids) ? bids : [], totals } : null);
}

/** 'Proposal {project id} - {project name}.pdf' (docs/projects.md §2.4). */
export function proposalFileName(data: Pick<ProposalData, 'project'>): string {
  return `Proposal ${data.project.uid} - ${data.project.name}.pdf`;
}
