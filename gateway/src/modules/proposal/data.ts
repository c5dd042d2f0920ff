import { GraphQLError } from 'graphql';
import { formatNumber } from '@suite/money';
import type { GatewayContext } from '../../context.js';
import type { RestData } from '../../rest-types.js';
import { toProject, type ProjectParent, type RestTotals } from '../projects/mapping.js';
import type { RestBid } from '../bids/mapping.js';
import type { ProposalBidRow, ProposalData, ProposalLetterhead } from './pdf.js';

type RestLetterhead = RestData<'company/letterhead', 'get'>;

/** The master role of external subcontractors (roles.md): no owner data, no bid tables (001 §2.4, §2.5, §6). */
export const SUBCONTRACTOR_ROLE = 13;

// 001 §2.5 "If the project is missing": the sentence word for word, then the prompt.
export const PROJECT_MISSING_MESSAGE =
  'Unable to find project information, sorry! Please refresh the page, and contact support if it happens again.';

export function projectMissing(): GraphQLError {
  // documentReason: the document routes' own reason (not a GraphQL ErrorReason; formatError never lets it out).
  return new GraphQLError(PROJECT_MISSING_MESSAGE, { extensions: { code: 'NOT_FOUND', documentReason: 'PROJECT_NOT_FOUND' } });
}

const isStatus = (err: unknown, code: string) => err instanceof GraphQLError && err.extensions.code === code;

/** The project row by its exact uid: GET projects?uid= (one call, zero or one row). */
async function projectByUid(ctx: GatewayContext, uid: string): Promise<ProjectParent> {
  const rows = await ctx.upstream.get('projects', { query: { uid } });
  const row = (Array.isArray(rows) ? rows : [])[0];
  if (!row) throw projectMissing();
  return toProject(row);
}

/**
 * The company heading the first page: GET company/letterhead, open to every user acting in a company (full users and
 * estimators may not read the company's settings). A caller acting in no company gets a proposal headed by nothing.
 */
async function letterhead(ctx: GatewayContext): Promise<ProposalLetterhead | null> {
  try {
    return toLetterhead(await ctx.upstream.get('company/letterhead'));
  } catch (err) {
    if (isStatus(err, 'NOT_FOUND')) return null;
    throw err;
  }
}

function toLetterhead(c: RestLetterhead): ProposalLetterhead {
  const cityLine = [c.city, [c.state_code || c.state, c.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: c.company_name,
    lines: [c.address1, c.address2 ?? '', cityLine, c.company_phone, c.company_email].filter((l) => l.trim() !== ''),
    logo: c.company_image && /^data:image\/(png|jpe?g);base64,/i.test(c.company_image) ? c.company_image : null,
  };
}

const fullName = (p: { firstName?: string | null; lastName?: string | null } | null | undefined) =>
  (p ? [p.firstName, p.lastName].filter(Boolean).join(' ') : '');

/** '2026-03-01' → '03/01/2026' (US order); anything else as it came. */
export function usDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (value ?? '');
}

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

/** REST answers → what the renderer prints (no figure is computed here: calculations.md §8 figures come as they are). */
export function toProposalData(project: ProjectParent, company: ProposalLetterhead | null,
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
      totals: priced.totals,
    } : null,
  };
}

/** Like Promise.all, but a refusal is thrown only once every call has ended (no call outlives the request). */
async function settled<T extends readonly unknown[]>(values: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(values);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as never;
}

/**
 * Everything the proposal prints, read with the caller's token (the REST API's access rules apply). Two rounds:
 * the caller (its role), the project and the letterhead side by side; then, for staff only, the bids and the §8
 * totals side by side (role 13 cannot read bids, so it is never made to ask: its role is known only after auth/me).
 */
export async function loadProposalData(ctx: GatewayContext, projectUid: string): Promise<ProposalData> {
  const [me, project, company] = await settled([ctx.loaders.me(), projectByUid(ctx, projectUid), letterhead(ctx)] as const);
  const staff = me.user.MasterRoleID !== SUBCONTRACTOR_ROLE;
  const [bids, totals] = await settled([
    staff ? ctx.upstream.get('setup/bid/projectuid/{projectUid}', { params: { projectUid: project.uid } }) : null,
    staff ? ctx.upstream.get('projectuid/{uid}', { params: { uid: project.uid } }) : null,
  ] as const);
  return toProposalData(project, company, bids && totals ? { bids: Array.isArray(bids) ? bids : [], totals } : null);
}

/** 'Proposal {project id} - {project name}.pdf' (001 §2.4). */
export function proposalFileName(data: Pick<ProposalData, 'project'>): string {
  return `Proposal ${data.project.uid} - ${data.project.name}.pdf`;
}
