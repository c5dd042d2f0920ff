import type { Db } from '../db/types.js';
import { DEMO_USERS } from '../testing.js';
import type { Call } from './route-table.tenant-b.js';

// Role 13's data rule of route-table.test.ts (issue 30 §2): every route the invited subcontractor may call is called as
// it, acting in the demo company on the projects it was invited to, and no answer may carry a price. Kept apart from
// the walk so a new route role 13 can reach adds its call here.

/** The rows role 13 names: its own user, the demo company, a project it was invited to and that project's rows. */
export interface External {
  tenantId: number;
  userId: number;
  email: string;
  /** An invited project with a price: its TotalCost is not zero. */
  project: number;
  uid: string;
  upload: number;
  notification: number;
  division: number;
  subdivision: number;
  category: number;
}

/** How role 13 calls each route that takes a row (keyed by method and path below /api/vN). */
export const EXTERNAL_CALLS: Record<string, (s: External) => Call> = {
  'POST /auth/tenant': (s) => ({ body: { company_id: s.tenantId } }),
  'GET /companies/subcontractor/:username': (s) => ({ params: { username: s.email } }),
  'PUT /notifications/:id/read': (s) => ({ params: { id: s.notification } }),
  'GET /division/subdivisions/:divisionId': (s) => ({ params: { divisionId: s.division } }),
  'GET /division/category/subdivision/:subdivisionId': (s) => ({ params: { subdivisionId: s.subdivision } }),
  'GET /directtrade/subsubdivision/:categoryId': (s) => ({ params: { categoryId: s.category } }),
  'GET /directtrade/parts': (s) => ({ query: { category_id: s.category } }),
  'GET /projectuid/:uid': (s) => ({ params: { uid: s.uid } }),
  'GET /invited/projects/:companyId': (s) => ({ params: { companyId: s.tenantId } }),
  'GET /projects/totals': (s) => ({ query: { uids: s.uid } }),
  'GET /projects': (s) => ({ query: { uid: s.uid } }),
  'GET /projects/:id': (s) => ({ params: { id: s.project } }),
  'GET /contractor/bidlogs/:userId': (s) => ({ params: { userId: s.userId }, query: { project_uid: s.uid } }),
  'GET /contractor/bidupload/file/:id': (s) => ({ params: { id: s.upload } }),
  'POST /contractor/bidupload/:userId': (s) => ({ params: { userId: s.userId } }),
  'GET /contractor/bids': (s) => ({ query: { project_uid: s.uid } }),
  'GET /subcontract/mine/projectuid/:projectUid': (s) => ({ params: { projectUid: s.uid } }),
  'POST /subcontract/mine/:id/billings': () => ({
    params: { id: 2147483000 }, body: { version: 1, period_from: '2026-10-01', period_to: '2026-10-31', billing_date: '2026-10-31', lines: [] },
  }),
};

/**
 * Role 13's portal routes whose answers are its own figures (docs/subcontracts.md §4 Role 13: its subcontracts at its
 * own amounts), each with why; subcontracts/portal.test.ts checks they carry nothing of another subcontractor's.
 */
export const OWN_FIGURES_OF_EXTERNAL: Record<string, string> = {
  'GET /subcontract/mine/projectuid/:projectUid': "its own subcontracts' lines, billings and payments at its own amounts",
  'POST /subcontract/mine/:id/billings': 'the subcontract it billed, at its own amounts',
};

/** Reads role 13 may reach by its grants but is refused by the route itself, each with why. */
export const REFUSED_TO_EXTERNAL: Record<string, string> = {
  'GET /project/uid': "the next project ID is for creating a project",
  'GET /contractor/bids': "every subcontractor's uploads: the staff's list",
};

/**
 * A member whose name says money: a total, cost, price, amount, markup, profit, overhead, contract sum, rate… Its value
 * must be null or absent for role 13. "contractor" is taken out of a name first (subcontractor, contractor_name).
 */
const MONEY_NAME = /total|cost|price|amount|amt|markup|profit|overhead|contract|sum|budget|fee|margin|rate|wage|salary|burden|percentage|value/i;

/** Names that match MONEY_NAME but carry no price, each with why. */
export const NOT_MONEY: Record<string, string> = {
  cost_code: 'the CSI code of a part or level, not a figure',
  total: "at the top of a page: the count of its rows (a money 'total' inside a row is still checked)",
};

/** Whether a value is a figure: a number, or text with a digit (a money string such as "487084.58"). */
const isFigure = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && /\d/.test(value));

/** The paths of `answer` where a money-named member carries a figure. Objects and arrays are walked, never flagged. */
export function pricesIn(answer: unknown, path = ''): string[] {
  if (Array.isArray(answer)) return answer.flatMap((item, i) => pricesIn(item, `${path}[${i}]`));
  if (answer === null || typeof answer !== 'object') return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(answer)) {
    const at = path ? `${path}.${key}` : key;
    const exempt = key in NOT_MONEY && (key !== 'total' || (path === '' && Number.isInteger(value)));
    if (!exempt && MONEY_NAME.test(key.replace(/contractor/gi, '')) && isFigure(value)) found.push(`${at}=${JSON.stringify(value)}`);
    else found.push(...pricesIn(value, at));
  }
  return found;
}

/** The demo subcontractor's rows in the demo company, with a notification of its own so its bell answers one. */
export async function externalRows(db: Db): Promise<External> {
  const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', DEMO_USERS.subcontractor).executeTakeFirstOrThrow();
  const project = await db.selectFrom('projects as p')
    .innerJoin('project_invitations as i', (j) => j.onRef('i.tenant_id', '=', 'p.tenant_id').onRef('i.project_id', '=', 'p.id'))
    .select(['p.id', 'p.project_uid', 'p.tenant_id']).where('i.user_id', '=', user.id).where('p.total_cost', '>', '0')
    .orderBy('p.tenant_id').orderBy('p.id').executeTakeFirstOrThrow();
  const tenantId = project.tenant_id;
  const upload = await db.selectFrom('bid_uploads').select('id').where('tenant_id', '=', tenantId).where('user_id', '=', user.id)
    .orderBy('id').executeTakeFirstOrThrow();
  const notification = await db.insertInto('notifications')
    .values({ tenant_id: tenantId, user_id: user.id, kind: 'test', title: 'For role 13' }).returning('id').executeTakeFirstOrThrow();
  // A category with parts, so its parts answer carries what a price would be in.
  const part = await db.selectFrom('catalogue_parts as p')
    .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subdivision_id'))
    .select(['p.category_id', 'c.subdivision_id', 's.division_id']).where('p.tenant_id', '=', tenantId).orderBy('p.id').executeTakeFirstOrThrow();
  return {
    tenantId, userId: user.id, email: user.email, project: project.id, uid: project.project_uid, upload: upload.id,
    notification: notification.id, division: part.division_id, subdivision: part.subdivision_id, category: part.category_id,
  };
}
