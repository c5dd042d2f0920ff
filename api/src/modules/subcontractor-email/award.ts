import type { TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { renderTemplate, type RenderedMail } from './render.js';
import { mailProject, tenantCompanyName, tenantTemplate } from './repository.js';
import { valuesFor } from './routes.js';

// The company's Award Notification template (docs/projects.md §9) filled for one subcontractor of one project: the
// subcontracts module mails it with the subcontract PDF (docs/subcontracts.md §4 award-email).

export async function awardNotification(
  ctx: TenantScope, db: Db, projectId: number, subcontractorName: string, signInUrl: string,
): Promise<RenderedMail> {
  const [template, project, company] = await Promise.all([
    tenantTemplate(ctx, db, 'award_notification'), mailProject(ctx, db, { id: projectId }), tenantCompanyName(ctx, db),
  ]);
  return renderTemplate(template, valuesFor(project, company, signInUrl, subcontractorName));
}
