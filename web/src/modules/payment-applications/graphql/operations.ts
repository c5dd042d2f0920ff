import { graphql } from '../../../gql';

// The Payment Application and Payment Report screens (docs/projects.md §2.13) over schema/payment-applications.graphql.
// Every change answers the application (docs/billing.md §5), so the normalized cache updates the grid and the summary;
// create, delete and the retainage answer the project's billing, written over the screen's query.

/** One G703 line: columns A–I and the retainage parts (docs/money.md §12). */
export const SovLineFields = graphql(`
  fragment SovLineFields on SovLine {
    id itemNo kind bidId pcoId description scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent
    balanceToFinish retainageWork retainageStored retainageReleased retainage
  }
`);

/**
 * An application as both screens show it: the G703 lines and totals, the G702 summary and the payments. Not its sendings:
 * the gateway reads those with one REST call per application (schema/payment-applications.graphql header).
 */
export const PaymentApplicationFields = graphql(`
  fragment PaymentApplicationFields on PaymentApplication {
    id projectUid number status periodFrom periodTo applicationDate workRate storedRate isFinal version
    certifiedAmount certifiedOn submittedAt submittedBy createdAt contractMoved editable
    lines { ...SovLineFields }
    totals { scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent balanceToFinish retainage }
    summary {
      originalContractSum netChangeByChangeOrders contractSumToDate completedStoredToDate retainageCompletedWork
      retainageStoredMaterial totalRetainage totalEarnedLessRetainage previousCertificates currentPaymentDue
      balanceToFinishIncludingRetainage
    }
    changeOrderSummary {
      previousAdditions previousDeductions thisPeriodAdditions thisPeriodDeductions totalAdditions totalDeductions net
    }
    releasedThisApplication
    payments { id amount receivedOn reference recordedBy recordedAt }
    paymentsTotal
    g702PdfUrl
    g703PdfUrl
  }
`);

/** What Submit reads back after saving the typed lines: the version their answer left in the cache. */
export const PaymentApplicationVersionFields = graphql(`
  fragment PaymentApplicationVersionFields on PaymentApplication { id version }
`);

export const ProjectBillingFields = graphql(`
  fragment ProjectBillingFields on ProjectBilling {
    projectUid
    retainage { workRate storedRate }
    startDate
    estimatedCompletionDate
    contractSumToDate
    canWrite
    applications { ...PaymentApplicationFields }
  }
`);

export const PaymentApplicationsQuery = graphql(`
  query PaymentApplications($projectUid: String!) {
    paymentApplications(projectUid: $projectUid) { ...ProjectBillingFields }
  }
`);

export const SetProjectRetainageMutation = graphql(`
  mutation SetProjectRetainage($projectUid: String!, $workRate: Percent!, $storedRate: Percent) {
    setProjectRetainage(projectUid: $projectUid, workRate: $workRate, storedRate: $storedRate) { ...ProjectBillingFields }
  }
`);

export const CreatePaymentApplicationMutation = graphql(`
  mutation CreatePaymentApplication($input: CreatePaymentApplicationInput!) {
    createPaymentApplication(input: $input) { ...ProjectBillingFields }
  }
`);

export const UpdateSovLinesMutation = graphql(`
  mutation UpdateSovLines($applicationId: ID!, $expectedVersion: Int!, $lines: [SovLineInput!]!) {
    updateSovLines(applicationId: $applicationId, expectedVersion: $expectedVersion, lines: $lines) { ...PaymentApplicationFields }
  }
`);

export const ReleaseRetainageMutation = graphql(`
  mutation ReleaseRetainage($id: ID!, $expectedVersion: Int!, $amount: Money, $all: Boolean) {
    releaseRetainage(id: $id, expectedVersion: $expectedVersion, amount: $amount, all: $all) { ...PaymentApplicationFields }
  }
`);

export const SubmitPaymentApplicationMutation = graphql(`
  mutation SubmitPaymentApplication($id: ID!, $expectedVersion: Int!) {
    submitPaymentApplication(id: $id, expectedVersion: $expectedVersion) { ...PaymentApplicationFields }
  }
`);

export const CertifyPaymentApplicationMutation = graphql(`
  mutation CertifyPaymentApplication($id: ID!, $expectedVersion: Int!, $amount: Money!, $certifiedOn: Date!) {
    certifyPaymentApplication(id: $id, expectedVersion: $expectedVersion, amount: $amount, certifiedOn: $certifiedOn) {
      ...PaymentApplicationFields
    }
  }
`);

export const RecordPaymentMutation = graphql(`
  mutation RecordPayment($applicationId: ID!, $expectedVersion: Int!, $input: RecordPaymentInput!) {
    recordPayment(applicationId: $applicationId, expectedVersion: $expectedVersion, input: $input) { ...PaymentApplicationFields }
  }
`);

export const SendPaymentApplicationMutation = graphql(`
  mutation SendPaymentApplication($id: ID!, $message: String) {
    sendPaymentApplication(id: $id, message: $message) {
      __typename
      ... on PaymentApplicationSent { message sending { id sentAt sentBy to cc fileNames } }
      ... on PaymentApplicationNotSent { reason message }
    }
  }
`);
