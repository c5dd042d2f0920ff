import { graphql } from '../../../gql';

// The Subcontracts screen and role 13's portal (docs/projects.md §2.14, docs/subcontracts.md §6) over
// schema/subcontracts.graphql: the ledger in one query; every change answers the Commitment, so the normalized cache
// updates the grid.

/** One ledger line with its §15 columns (docs/money.md §15). */
export const CommitmentLineFields = graphql(`
  fragment CommitmentLineFields on CommitmentLine {
    id divisionId divisionCode divisionName subdivisionId subdivisionName categoryId categoryName partId partName costCode
    units unitOfMeasure costPerUnit total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate
    unpaidBills remainingBalance
  }
`);

/** A commitment as the ledger shows it: lines, totals, change orders, billings, payments with their waivers. */
export const CommitmentFields = graphql(`
  fragment CommitmentFields on Commitment {
    id projectUid kind number status bidId party { id name } retainageRate scope startDate endDate version awardedAt pdfUrl
    lines { ...CommitmentLineFields }
    totals { total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate unpaidBills remainingBalance }
    changeOrders { id number name reason date total lines { lineId amount } }
    billings { id number periodFrom periodTo billingDate status total retainage lines { lineId amount reason } submittedBy approvedBy approvedAt directCostIds }
    payments { id amount paidOn reference isFinal waiverKind throughDate signedWaiver { fileName bytes uploadedAt url } waiverPdfUrl }
    retainageReleased
    awardEmails { sentAt to }
  }
`);

export const SubcontractsQuery = graphql(`
  query Subcontracts($projectUid: String!) {
    subcontracts(projectUid: $projectUid) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }
  }
`);

export const MySubcontractsQuery = graphql(`
  query MySubcontracts($projectUid: String!) {
    mySubcontracts(projectUid: $projectUid) { ...CommitmentFields }
  }
`);

export const AwardSubcontractMutation = graphql(`
  mutation AwardSubcontract($bidId: ID!, $input: AwardSubcontractInput) {
    awardSubcontract(bidId: $bidId, input: $input) { ...CommitmentFields }
  }
`);

export const CreatePurchaseOrderMutation = graphql(`
  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) {
    createPurchaseOrder(input: $input) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }
  }
`);

export const UpdateSubcontractMutation = graphql(`
  mutation UpdateSubcontract($id: ID!, $input: UpdateSubcontractInput!) {
    updateSubcontract(id: $id, input: $input) { ...CommitmentFields }
  }
`);

export const DeleteSubcontractMutation = graphql(`
  mutation DeleteSubcontract($id: ID!, $expectedVersion: Int!) {
    deleteSubcontract(id: $id, expectedVersion: $expectedVersion) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }
  }
`);

export const AddSubcontractLineMutation = graphql(`
  mutation AddSubcontractLine($id: ID!, $expectedVersion: Int!, $input: CommitmentLineInput!) {
    addSubcontractLine(id: $id, expectedVersion: $expectedVersion, input: $input) { ...CommitmentFields }
  }
`);

export const UpdateSubcontractLineMutation = graphql(`
  mutation UpdateSubcontractLine($lineId: ID!, $expectedVersion: Int!, $input: CommitmentLineInput!) {
    updateSubcontractLine(lineId: $lineId, expectedVersion: $expectedVersion, input: $input) { ...CommitmentFields }
  }
`);

export const DeleteSubcontractLineMutation = graphql(`
  mutation DeleteSubcontractLine($lineId: ID!, $expectedVersion: Int!) {
    deleteSubcontractLine(lineId: $lineId, expectedVersion: $expectedVersion) { ...CommitmentFields }
  }
`);

export const AddSubcontractChangeOrderMutation = graphql(`
  mutation AddSubcontractChangeOrder($id: ID!, $input: SubcontractChangeOrderInput!) {
    addSubcontractChangeOrder(id: $id, input: $input) { ...CommitmentFields }
  }
`);

export const SubmitSubcontractBillingMutation = graphql(`
  mutation SubmitSubcontractBilling($id: ID!, $input: SubcontractBillingInput!) {
    submitSubcontractBilling(id: $id, input: $input) { ...CommitmentFields }
  }
`);

export const ApproveSubcontractBillingMutation = graphql(`
  mutation ApproveSubcontractBilling($billingId: ID!, $expectedVersion: Int!) {
    approveSubcontractBilling(billingId: $billingId, expectedVersion: $expectedVersion) { ...CommitmentFields }
  }
`);

export const RejectSubcontractBillingMutation = graphql(`
  mutation RejectSubcontractBilling($billingId: ID!, $expectedVersion: Int!, $reason: String!) {
    rejectSubcontractBilling(billingId: $billingId, expectedVersion: $expectedVersion, reason: $reason) { ...CommitmentFields }
  }
`);

export const RecordSubcontractPaymentMutation = graphql(`
  mutation RecordSubcontractPayment($id: ID!, $input: SubcontractPaymentInput!) {
    recordSubcontractPayment(id: $id, input: $input) { ...CommitmentFields }
  }
`);

export const ReleaseSubcontractRetainageMutation = graphql(`
  mutation ReleaseSubcontractRetainage($id: ID!, $expectedVersion: Int!, $amount: Money, $all: Boolean) {
    releaseSubcontractRetainage(id: $id, expectedVersion: $expectedVersion, amount: $amount, all: $all) { ...CommitmentFields }
  }
`);

export const SendAwardNotificationMutation = graphql(`
  mutation SendAwardNotification($id: ID!, $message: String) {
    sendAwardNotification(id: $id, message: $message) { ...CommitmentFields }
  }
`);

export const SubmitMySubcontractBillingMutation = graphql(`
  mutation SubmitMySubcontractBilling($id: ID!, $input: SubcontractBillingInput!) {
    submitMySubcontractBilling(id: $id, input: $input) { ...CommitmentFields }
  }
`);
