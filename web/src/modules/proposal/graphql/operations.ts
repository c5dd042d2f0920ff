import { graphql } from '../../../gql';

// docs/projects.md §2.4, schema/proposal.graphql. The PDFs themselves travel on the gateway's document routes (documents.ts).

export const ProposalSendingFields = graphql(`
  fragment ProposalSendingFields on ProposalSending { id sentAt sentBy to cc fileName bytes }
`);

export const ProposalSendingsQuery = graphql(`
  query ProposalSendings($projectUid: String!) {
    proposalSendings(projectUid: $projectUid) { ...ProposalSendingFields }
  }
`);

/** How the company's proposal presents overhead and profit (its setting), as the PDF prints them. */
export const ProposalOverheadQuery = graphql(`
  query ProposalOverhead { proposalOverhead }
`);

export const SendProposalMutation = graphql(`
  mutation SendProposal($projectUid: String!, $message: String) {
    sendProposal(projectUid: $projectUid, message: $message) {
      __typename
      ... on ProposalSent { message sending { ...ProposalSendingFields } }
      ... on ProposalNotSent { reason message }
    }
  }
`);

export const MyBidLogQuery = graphql(`
  query MyBidLog($projectUid: String!) {
    myBidLog(projectUid: $projectUid) { id version bidDate fileName bytes url }
  }
`);

export const BidUploadsQuery = graphql(`
  query BidUploads($projectUid: String!) {
    bidUploads(projectUid: $projectUid) {
      id version bidDate fileName bytes url uploadedBy uploaderEmail subcontractorId subcontractorName
    }
  }
`);
