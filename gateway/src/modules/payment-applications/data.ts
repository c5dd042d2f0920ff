import type { GatewayContext } from '../../context.js';
import type { Letterhead } from '../../documents/pdf-kit.js';
import { loadLetterhead, settled } from '../../documents/sources.js';
import { projectLoaders } from '../projects/loaders.js';
import type { ProjectParent } from '../projects/mapping.js';
import { paymentApplicationLoaders } from './loaders.js';
import type { RestApplication } from './mapping.js';
import type { BillingPdfData } from './pdf-data.js';

const join = (parts: (string | null | undefined)[], sep: string) => parts.filter((p) => p && p.trim() !== '').join(sep);

/** REST answers → what the G702 and G703 print: the Application JSON as it came (docs/billing.md §5). */
export function toBillingPdfData(application: RestApplication, project: ProjectParent, company: Letterhead | null): BillingPdfData {
  const cityLine = (city: string | null | undefined, state: string | null | undefined, zip: string | null | undefined) =>
    join([city, join([state, zip], ' ')], ', ');
  const o = project.ownerAddress;
  return {
    company,
    project: {
      uid: project.uid,
      name: project.name,
      address: join([project.address1, project.address2, cityLine(project.city, project.stateCode || project.state, project.zip)], ', '),
    },
    owner: project.owner ? {
      name: project.owner.name,
      address: o ? join([o.address1, o.address2, cityLine(o.city, o.stateCode || o.state, o.zip)], ', ') : '',
    } : null,
    application,
  };
}

/**
 * Everything the G702 or G703 prints, read with the caller's token (the REST API decides: payment_applications read;
 * another tenant's application 404; role 13 403). Two rounds: the application and the letterhead side by side; then the
 * project it names (its uid is known only from the application).
 */
export async function loadBillingPdfData(ctx: GatewayContext, applicationId: string): Promise<BillingPdfData> {
  const [loaded, company] = await settled([paymentApplicationLoaders(ctx).applicationById.load(applicationId), loadLetterhead(ctx)] as const);
  const project = await projectLoaders(ctx).projectByUid.load(loaded.rest.project_uid);
  return toBillingPdfData(loaded.rest, project, company);
}
