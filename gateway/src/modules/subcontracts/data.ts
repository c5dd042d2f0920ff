import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { Letterhead } from '../../documents/pdf-kit.js';
import { loadLetterhead, settled } from '../../documents/sources.js';
import { projectLoaders } from '../projects/loaders.js';
import type { ProjectParent } from '../projects/mapping.js';
import { subcontractLoaders } from './loaders.js';
import type { RestCommitment } from './mapping.js';
import type { CommitmentJson, CommitmentPaymentJson, SubcontractPdfData, WaiverPdfData } from './pdf-data.js';

const join = (parts: (string | null | undefined)[], sep: string) => parts.filter((p) => p && p.trim() !== '').join(sep);

/** REST answers → what the subcontract PDF prints: the Commitment JSON as it came (docs/subcontracts.md §6). */
export function toSubcontractPdfData(commitment: RestCommitment, project: ProjectParent, company: Letterhead | null): SubcontractPdfData {
  return {
    company,
    project: {
      uid: project.uid,
      name: project.name,
      address: join([project.address1, project.address2, join([project.city, join([project.stateCode || project.state, project.zip], ' ')], ', ')], ', '),
    },
    party: { name: commitment.party_name, address: '' },
    commitment: commitment as CommitmentJson,
  };
}

/**
 * Everything the subcontract PDF prints, read with the caller's token (the REST API decides: subcontract(s) read; another
 * tenant's commitment 404). Two rounds: the commitment and the letterhead side by side; then the project it names.
 */
export async function loadSubcontractPdfData(ctx: GatewayContext, commitmentId: string): Promise<SubcontractPdfData> {
  const [loaded, company] = await settled([subcontractLoaders(ctx).commitmentById.load(commitmentId), loadLetterhead(ctx)] as const);
  const project = await projectLoaders(ctx).projectByUid.load(loaded.rest.project_uid);
  return toSubcontractPdfData(loaded.rest, project, company);
}

/**
 * A payment's waiver: its commitment's PDF data (the same reads) and the payment's frozen figures as REST gives them. A
 * payment that is not the commitment's is a 404, as REST answers a missing one.
 */
export async function loadWaiverPdfData(ctx: GatewayContext, paymentId: string, commitmentId: string): Promise<WaiverPdfData> {
  const data = await loadSubcontractPdfData(ctx, commitmentId);
  const { rest } = await subcontractLoaders(ctx).commitmentById.load(commitmentId);
  const payment = rest.payments.find((p) => String(p.id) === paymentId);
  if (!payment) throw new GraphQLError('Payment not found.', { extensions: { code: 'NOT_FOUND' } });
  return { ...data, payment: payment as CommitmentPaymentJson };
}
