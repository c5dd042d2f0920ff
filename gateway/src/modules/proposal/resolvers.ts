import { FormData } from 'undici';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { loadLetterhead } from '../../documents/sources.js';
import { toProposalOverhead } from '../companies/mapping.js';
import { loadProposalData, proposalFileName } from './data.js';
import { toBidLogEntry, toBidUpload, toProposalSending } from './mapping.js';
import { renderProposalPdf } from './pdf.js';

export const PROPOSAL_SENT_MESSAGE = 'Proposal has been sent to customer successfully.';
export const PROPOSAL_NOT_SENT_MESSAGE = "Sorry! Couldn't send email.";
/** The REST refusals that mean "not sent" rather than an error (api/src/modules/proposal/README.md, Failures). */
const NOT_SENT_REASONS = new Set(['OWNER_EMAIL_MISSING', 'MAIL_FAILED']);

/** The PDF of the download (one renderer), posted to the REST API, which mails it and records the sending. */
async function sendProposal(ctx: GatewayContext, projectUid: string, message: string | null | undefined) {
  const data = await loadProposalData(ctx, projectUid);
  const pdf = await renderProposalPdf(data);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), proposalFileName(data));
  if (message) form.append('message', message);
  try {
    const sending = await ctx.upstream.post('proposal/send/{projectUid}', { params: { projectUid: data.project.uid }, form });
    return { __typename: 'ProposalSent' as const, sending: toProposalSending(sending), message: PROPOSAL_SENT_MESSAGE };
  } catch (err) {
    const reason = err instanceof GraphQLError ? err.extensions.reason : undefined;
    if (typeof reason === 'string' && NOT_SENT_REASONS.has(reason)) {
      return { __typename: 'ProposalNotSent' as const, reason, message: PROPOSAL_NOT_SENT_MESSAGE };
    }
    throw err;
  }
}

// schema/proposal.graphql; REST contract api/src/modules/proposal/README.md. The PDF and the bid files travel on the
// document routes (documents.ts); these fields carry the records and the paths to them.
export const proposalResolvers: Resolvers = {
  Query: {
    proposalSendings: async (_p, { projectUid }, ctx) =>
      (await ctx.upstream.get('proposal/sendings/{projectUid}', { params: { projectUid } })).map(toProposalSending),
    // The REST route is keyed by the caller's own id (another id is 403), read from auth/me first.
    myBidLog: async (_p, { projectUid }, ctx) => {
      const me = await ctx.loaders.me();
      const rows = await ctx.upstream.get('contractor/bidlogs/{userId}', { params: { userId: me.user.id }, query: { project_uid: projectUid } });
      return rows.map(toBidLogEntry);
    },
    bidUploads: async (_p, { projectUid }, ctx) =>
      (await ctx.upstream.get('contractor/bids', { query: { project_uid: projectUid } })).map(toBidUpload),
    // The letterhead is open to every staff role (GET company/{id} is not): the page shows its totals as the PDF does.
    proposalOverhead: async (_p, _args, ctx) => toProposalOverhead((await loadLetterhead(ctx))?.proposalOverhead),
  },
  Mutation: {
    sendProposal: (_p, { projectUid, message }, ctx) => sendProposal(ctx, projectUid, message) as never,
  },
};
