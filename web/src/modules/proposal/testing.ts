// Test data for the proposal tests, shaped like the gateway's answers.
import { BidSheetProjectQuery } from '../bids/operations';
import { bid, projectTotals } from '../bids/fixtures';
import { fullProject } from '../projects/fixtures';
import { ProjectQuery } from '../projects/operations';
import { BidUploadsQuery, MyBidLogQuery, ProposalSendingsQuery } from './graphql/operations';

export const projectMock = (overrides: Record<string, unknown> = {}) =>
  ({ request: { query: ProjectQuery, variables: { id: '7' } }, result: { data: { project: fullProject(overrides) } }, maxUsageCount: Infinity });

/** The project's bids with its totals as the server computed them; `delay` keeps them loading. */
export function bidsMock(status: 'BIDDING' | 'PENDING' = 'BIDDING', delay?: number) {
  return {
    request: { query: BidSheetProjectQuery, variables: { id: '7' } },
    result: {
      data: {
        project: {
          ...projectTotals(status), uid: 'DC_1007', name: 'Main Street', displayName: 'Main Street',
          bids: [bid(), bid({ id: '13', division: { __typename: 'BidRef', id: '2', name: 'Metals' }, isAlternate: true, label: 'Canopy' })],
        },
      },
    },
    ...(delay ? { delay } : {}),
    maxUsageCount: Infinity,
  };
}

export const sending = (id: string, to = 'owner@acme.test') => ({
  __typename: 'ProposalSending' as const, id, sentAt: '2026-03-02T15:04:00.000Z', sentBy: 'Eve Estimator', to, cc: 'cc@acme.test',
  fileName: 'Proposal DC_1007 - Main Street.pdf', bytes: 4096,
});

export const sendingsMock = (list: ReturnType<typeof sending>[]) =>
  ({ request: { query: ProposalSendingsQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { proposalSendings: list } } });

export const logEntry = (version: number) => ({
  __typename: 'BidLogEntry' as const, id: String(100 + version), version, bidDate: `2026-03-0${version}T10:00:00.000Z`,
  fileName: `bid-v${version}.pdf`, bytes: 2048, url: `/documents/bid-uploads/${100 + version}`,
});

export const bidLogMock = (versions: number[]) =>
  ({ request: { query: MyBidLogQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { myBidLog: versions.map(logEntry) } } });

export const upload = (id: string, version: number, subcontractorId: string | null, subcontractorName: string | null) => ({
  __typename: 'BidUpload' as const, id, version, bidDate: '2026-03-03T10:00:00.000Z', fileName: `bid-${id}.pdf`, bytes: 2048,
  url: `/documents/bid-uploads/${id}`, uploadedBy: 'Sam Sub', uploaderEmail: 'sub@demo.test', subcontractorId, subcontractorName,
});

export const bidUploadsMock = (list: ReturnType<typeof upload>[]) =>
  ({ request: { query: BidUploadsQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { bidUploads: list } }, maxUsageCount: Infinity });

/** A fetch answer as the document routes give it. */
export const pdfResponse = (status = 200) =>
  new Response(status === 200 ? new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }) : JSON.stringify({ error: 'not found' }), { status });
