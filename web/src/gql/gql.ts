/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AddressSuggestions($query: String!, $limit: Int) {\n    addressSuggestions(query: $query, limit: $limit) { id label city state stateCode zip street }\n  }\n": typeof types.AddressSuggestionsDocument,
    "\n  query States {\n    states { name code }\n  }\n": typeof types.StatesDocument,
    "\n  mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {\n    login(username: $username, password: $password, rememberMe: $rememberMe) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query ViewerCompany {\n    viewer {\n      company { id name email phone projectIdPrefix projectIdStart defaultMarkup isActive }\n    }\n  }\n": typeof types.ViewerCompanyDocument,
    "\n  query ViewerCompanyName {\n    viewer {\n      companyName\n    }\n  }\n": typeof types.ViewerCompanyNameDocument,
    "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query InvitedCompanies {\n    invitedCompanies { id name }\n  }\n": typeof types.InvitedCompaniesDocument,
    "\n  mutation SelectCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": typeof types.SelectCompanyDocument,
    "\n  fragment BidProjectTotalsFields on Project {\n    id\n    status\n    markupMode\n    totalCost\n    totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }\n  }\n": typeof types.BidProjectTotalsFieldsFragmentDoc,
    "\n  fragment BidRowFields on Bid {\n    id\n    projectUid\n    division { id name }\n    subdivision { id name }\n    label\n    scopeOfWork\n    isAlternate\n    status\n    pricingMode\n    version\n    subcontractors { id name total selected lowest }\n    totals { labor burden trades subTotal overhead profit totalCost }\n    project { ...BidProjectTotalsFields }\n  }\n": typeof types.BidRowFieldsFragmentDoc,
    "\n  fragment BidFields on Bid {\n    ...BidRowFields\n    lease { holderName expiresAt mine }\n    laborLines {\n      id bidId costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id bidId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n      amounts { subcontractorId subcontractorName amount }\n    }\n  }\n": typeof types.BidFieldsFragmentDoc,
    "\n  query BidSheetProject($id: ID!) {\n    project(id: $id) {\n      uid\n      name\n      displayName\n      ...BidProjectTotalsFields\n      bids { ...BidRowFields }\n    }\n  }\n": typeof types.BidSheetProjectDocument,
    "\n  query Bid($id: ID!) {\n    bid(id: $id) { ...BidFields }\n  }\n": typeof types.BidDocument,
    "\n  query ProjectBidNames($id: ID!) {\n    project(id: $id) { id bids { id label isAlternate division { id name } subdivision { id name } } }\n  }\n": typeof types.ProjectBidNamesDocument,
    "\n  mutation AddBid($input: AddBidInput!) { addBid(input: $input) { ...BidFields } }\n": typeof types.AddBidDocument,
    "\n  mutation UpdateBid($id: ID!, $input: UpdateBidInput!) { updateBid(id: $id, input: $input) { ...BidFields } }\n": typeof types.UpdateBidDocument,
    "\n  mutation SetBidAlternate($id: ID!, $isAlternate: Boolean!, $expectedVersion: Int!) {\n    setBidAlternate(id: $id, isAlternate: $isAlternate, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n": typeof types.SetBidAlternateDocument,
    "\n  mutation DeleteBid($id: ID!, $expectedVersion: Int!) { deleteBid(id: $id, expectedVersion: $expectedVersion) { ...BidProjectTotalsFields } }\n": typeof types.DeleteBidDocument,
    "\n  mutation AddBidSubcontractors($bidId: ID!, $subcontractorIds: [ID!]!, $expectedVersion: Int!) {\n    addBidSubcontractors(bidId: $bidId, subcontractorIds: $subcontractorIds, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n": typeof types.AddBidSubcontractorsDocument,
    "\n  mutation RemoveBidSubcontractor($bidId: ID!, $subcontractorId: ID!, $expectedVersion: Int!) {\n    removeBidSubcontractor(bidId: $bidId, subcontractorId: $subcontractorId, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n": typeof types.RemoveBidSubcontractorDocument,
    "\n  mutation SelectBidSubcontractor($bidId: ID!, $subcontractorId: ID, $expectedVersion: Int!) {\n    selectBidSubcontractor(bidId: $bidId, subcontractorId: $subcontractorId, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n": typeof types.SelectBidSubcontractorDocument,
    "\n  mutation SetBidPricingMode($bidId: ID!, $mode: BidPricingMode!, $expectedVersion: Int!) {\n    setBidPricingMode(bidId: $bidId, mode: $mode, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n": typeof types.SetBidPricingModeDocument,
    "\n  mutation AddLaborLine($bidId: ID!, $input: LaborLineInput!) { addLaborLine(bidId: $bidId, input: $input) { ...BidFields } }\n": typeof types.AddLaborLineDocument,
    "\n  mutation UpdateLaborLine($id: ID!, $input: LaborLineInput!) { updateLaborLine(id: $id, input: $input) { ...BidFields } }\n": typeof types.UpdateLaborLineDocument,
    "\n  mutation DeleteLaborLine($id: ID!, $expectedVersion: Int!) { deleteLaborLine(id: $id, expectedVersion: $expectedVersion) { ...BidFields } }\n": typeof types.DeleteLaborLineDocument,
    "\n  mutation AddTradeLine($bidId: ID!, $input: TradeLineInput!) { addTradeLine(bidId: $bidId, input: $input) { ...BidFields } }\n": typeof types.AddTradeLineDocument,
    "\n  mutation UpdateTradeLine($id: ID!, $input: TradeLineInput!) { updateTradeLine(id: $id, input: $input) { ...BidFields } }\n": typeof types.UpdateTradeLineDocument,
    "\n  mutation DeleteTradeLine($id: ID!, $expectedVersion: Int!) { deleteTradeLine(id: $id, expectedVersion: $expectedVersion) { ...BidFields } }\n": typeof types.DeleteTradeLineDocument,
    "\n  mutation OpenBidForEdit($bidId: ID!) {\n    openBidForEdit(bidId: $bidId) {\n      __typename\n      ... on BidLeaseGranted { lease { holderName expiresAt mine } bid { id version lease { holderName expiresAt mine } } }\n      ... on BidLocked { message holderName expiresAt }\n    }\n  }\n": typeof types.OpenBidForEditDocument,
    "\n  mutation ReleaseBid($bidId: ID!) { releaseBid(bidId: $bidId) }\n": typeof types.ReleaseBidDocument,
    "\n  fragment PartFields on Part {\n    id name costPerUnit unit unitId costCode categoryId categoryName subdivisionId subdivisionName divisionId divisionName\n  }\n": typeof types.PartFieldsFragmentDoc,
    "\n  query CatalogueLists {\n    divisions { id number name }\n    subdivisions { id name divisionId divisionName divisionNumber }\n    categories { id name subdivisionId subdivisionName divisionId divisionName }\n    unitsOfMeasure { id name }\n  }\n": typeof types.CatalogueListsDocument,
    "\n  query Parts($page: Int, $pageSize: Int, $divisionId: ID, $subdivisionId: ID, $categoryId: ID, $q: String) {\n    parts(page: $page, pageSize: $pageSize, divisionId: $divisionId, subdivisionId: $subdivisionId, categoryId: $categoryId, q: $q) {\n      total\n      items { ...PartFields }\n    }\n  }\n": typeof types.PartsDocument,
    "\n  mutation CreateDivision($input: DivisionInput!) { createDivision(input: $input) { id } }\n": typeof types.CreateDivisionDocument,
    "\n  mutation UpdateDivision($id: ID!, $input: DivisionInput!) { updateDivision(id: $id, input: $input) { id } }\n": typeof types.UpdateDivisionDocument,
    "\n  mutation DeleteDivision($id: ID!) { deleteDivision(id: $id) }\n": typeof types.DeleteDivisionDocument,
    "\n  mutation CreateSubdivision($input: SubdivisionInput!) { createSubdivision(input: $input) { id } }\n": typeof types.CreateSubdivisionDocument,
    "\n  mutation UpdateSubdivision($id: ID!, $input: SubdivisionInput!) { updateSubdivision(id: $id, input: $input) { id } }\n": typeof types.UpdateSubdivisionDocument,
    "\n  mutation DeleteSubdivision($id: ID!) { deleteSubdivision(id: $id) }\n": typeof types.DeleteSubdivisionDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation CreatePart($input: PartInput!) { createPart(input: $input) { ...PartFields } }\n": typeof types.CreatePartDocument,
    "\n  mutation UpdatePart($id: ID!, $input: PartInput!) { updatePart(id: $id, input: $input) { ...PartFields } }\n": typeof types.UpdatePartDocument,
    "\n  mutation DeletePart($id: ID!) { deletePart(id: $id) }\n": typeof types.DeletePartDocument,
    "\n  mutation UploadPartsCsv($csv: String!) {\n    uploadPartsCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n": typeof types.UploadPartsCsvDocument,
    "\n  fragment CompanyFields on Company {\n    id\n    name\n    email\n    phone\n    image\n    defaultMarkup\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    country\n    companyAdmin\n    owner { firstName lastName email phone }\n    projectIdPrefix\n    projectIdStart\n    proposalOverhead\n    isActive\n  }\n": typeof types.CompanyFieldsFragmentDoc,
    "\n  query Companies($page: Int, $pageSize: Int) {\n    companies(page: $page, pageSize: $pageSize) {\n      total\n      items { id name email phone city state zip companyAdmin isActive }\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  query Company($id: Int!) {\n    company(id: $id) { ...CompanyFields }\n  }\n": typeof types.CompanyDocument,
    "\n  query Version {\n    version\n  }\n": typeof types.VersionDocument,
    "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) { ...CompanyFields }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: Int!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyFields }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  mutation SetCompanyActive($id: Int!, $isActive: Boolean!) {\n    setCompanyActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": typeof types.SetCompanyActiveDocument,
    "\n  mutation OpenCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": typeof types.OpenCompanyDocument,
    "\n  fragment DirectCostRowFields on DirectCost {\n    id\n    projectUid\n    sheetName\n    division { id name }\n    subdivision { id name }\n    contractorType\n    vendor { id name }\n    subcontractor { id name }\n    contractorName\n    date\n    notes\n    amount\n    laborTotal\n    tradesTotal\n    total\n    lineCount\n    chargeRow\n    unbudgeted\n  }\n": typeof types.DirectCostRowFieldsFragmentDoc,
    "\n  fragment DirectCostFields on DirectCost {\n    ...DirectCostRowFields\n    laborLines {\n      id directCostId date costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id directCostId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n    }\n  }\n": typeof types.DirectCostFieldsFragmentDoc,
    "\n  query DirectCostProject($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      status\n      directCosts { ...DirectCostRowFields }\n    }\n  }\n": typeof types.DirectCostProjectDocument,
    "\n  query DirectCost($id: ID!) {\n    directCost(id: $id) { ...DirectCostFields }\n  }\n": typeof types.DirectCostDocument,
    "\n  query DirectCostSheetNames {\n    directCostSheetNames { id name }\n  }\n": typeof types.DirectCostSheetNamesDocument,
    "\n  query DirectCostChargeRows($projectUid: String!) {\n    directCostChargeRows(projectUid: $projectUid) { key type costCode trade subdivision part }\n  }\n": typeof types.DirectCostChargeRowsDocument,
    "\n  mutation AddDirectCost($input: AddDirectCostInput!) { addDirectCost(input: $input) { ...DirectCostRowFields } }\n": typeof types.AddDirectCostDocument,
    "\n  mutation DeleteDirectCost($id: ID!) { deleteDirectCost(id: $id) }\n": typeof types.DeleteDirectCostDocument,
    "\n  mutation AddDirectCostLaborLine($directCostId: ID!, $input: DirectCostLaborLineInput!) {\n    addDirectCostLaborLine(directCostId: $directCostId, input: $input) { ...DirectCostFields }\n  }\n": typeof types.AddDirectCostLaborLineDocument,
    "\n  mutation UpdateDirectCostLaborLine($id: ID!, $input: DirectCostLaborLineInput!) {\n    updateDirectCostLaborLine(id: $id, input: $input) { ...DirectCostFields }\n  }\n": typeof types.UpdateDirectCostLaborLineDocument,
    "\n  mutation DeleteDirectCostLaborLine($id: ID!) { deleteDirectCostLaborLine(id: $id) { ...DirectCostFields } }\n": typeof types.DeleteDirectCostLaborLineDocument,
    "\n  mutation AddDirectCostTradeLine($directCostId: ID!, $input: TradeLineInput!) {\n    addDirectCostTradeLine(directCostId: $directCostId, input: $input) { ...DirectCostFields }\n  }\n": typeof types.AddDirectCostTradeLineDocument,
    "\n  mutation UpdateDirectCostTradeLine($id: ID!, $input: TradeLineInput!) {\n    updateDirectCostTradeLine(id: $id, input: $input) { ...DirectCostFields }\n  }\n": typeof types.UpdateDirectCostTradeLineDocument,
    "\n  mutation DeleteDirectCostTradeLine($id: ID!) { deleteDirectCostTradeLine(id: $id) { ...DirectCostFields } }\n": typeof types.DeleteDirectCostTradeLineDocument,
    "\n  fragment EmployeeFields on Employee {\n    id\n    firstName\n    lastName\n    email\n    phone\n    positionId\n    positionName\n    levelId\n    levelName\n    costCode\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    billable\n    period\n    ratePerHour\n    ratePerYear\n    medicalInsurance\n    hiringDate\n    timeWithCompany\n    isActive\n    role\n  }\n": typeof types.EmployeeFieldsFragmentDoc,
    "\n  query Employees($filter: ActiveFilter, $page: Int, $pageSize: Int) {\n    employees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      billableCount\n      nonBillableCount\n      items { ...EmployeeFields }\n    }\n  }\n": typeof types.EmployeesDocument,
    "\n  query Employee($id: ID!) {\n    employee(id: $id) {\n      ...EmployeeFields\n      rates { perHour perDay perWeek perMonth perYear }\n    }\n  }\n": typeof types.EmployeeDocument,
    "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) { ...EmployeeFields }\n  }\n": typeof types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) { ...EmployeeFields }\n  }\n": typeof types.UpdateEmployeeDocument,
    "\n  mutation SetEmployeeActive($id: ID!, $isActive: Boolean!) {\n    setEmployeeActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": typeof types.SetEmployeeActiveDocument,
    "\n  query Positions {\n    positions { id name levels { id name costCode } }\n  }\n": typeof types.PositionsDocument,
    "\n  query Levels {\n    levels { id name positionId positionName costCode ratePerHour ratePerWeek costPerUnit }\n  }\n": typeof types.LevelsDocument,
    "\n  query PositionCostCode($positionId: ID!) {\n    positionCostCode(positionId: $positionId)\n  }\n": typeof types.PositionCostCodeDocument,
    "\n  mutation CreatePosition($name: String!) {\n    createPosition(name: $name) { id name }\n  }\n": typeof types.CreatePositionDocument,
    "\n  mutation UpdatePosition($id: ID!, $name: String!) {\n    updatePosition(id: $id, name: $name) { id name }\n  }\n": typeof types.UpdatePositionDocument,
    "\n  mutation CreateLevel($positionId: ID!, $name: String!, $costCode: String!) {\n    createLevel(positionId: $positionId, name: $name, costCode: $costCode) { id name positionId costCode }\n  }\n": typeof types.CreateLevelDocument,
    "\n  mutation UpdateLevel($id: ID!, $name: String!, $costCode: String) {\n    updateLevel(id: $id, name: $name, costCode: $costCode) { id name costCode }\n  }\n": typeof types.UpdateLevelDocument,
    "\n  mutation DeleteLevel($id: ID!) {\n    deleteLevel(id: $id)\n  }\n": typeof types.DeleteLevelDocument,
    "\n  mutation UploadEmployeesCsv($csv: String!) {\n    uploadEmployeesCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n": typeof types.UploadEmployeesCsvDocument,
    "\n  mutation UploadPositionsCsv($csv: String!) {\n    uploadPositionsCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n": typeof types.UploadPositionsCsvDocument,
    "\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n": typeof types.DeleteEmployeeDocument,
    "\n  query BidCatalogue {\n    catalogueTree {\n      divisions { id number name subdivisions { id name categories { id name partIds } } }\n      parts { id name costPerUnit unit costCode categoryId }\n      units { id name }\n    }\n  }\n": typeof types.BidCatalogueDocument,
    "\n  query BidPositions {\n    positions { id name levels { id name costCode ratePerHour ratePerWeek } }\n  }\n": typeof types.BidPositionsDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items { id kind title body link createdAt read }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id read }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  fragment OverheadServiceFields on OverheadService {\n    id\n    kind\n    name\n    costPerUnit\n    units\n    period\n    figures { hourly daily weekly monthly annually }\n  }\n": typeof types.OverheadServiceFieldsFragmentDoc,
    "\n  fragment OverheadTotalsFields on OverheadTotalsBlock {\n    key\n    label\n    fieldEmployees\n    noFieldEmployee\n    figures { hourly daily weekly monthly annually }\n  }\n": typeof types.OverheadTotalsFieldsFragmentDoc,
    "\n  query CompanyOverhead {\n    companyOverhead {\n      monthlyServices { ...OverheadServiceFields }\n      annualServices { ...OverheadServiceFields }\n      equipmentServices { ...OverheadServiceFields }\n      otherServices { ...OverheadServiceFields }\n      employees {\n        id firstName lastName position level billable isActive ratePerHour ratePerDay ratePerWeek ratePerMonth ratePerYear\n      }\n      totals { ...OverheadTotalsFields }\n    }\n  }\n": typeof types.CompanyOverheadDocument,
    "\n  mutation AddOverheadService($kind: OverheadServiceKind!, $input: OverheadServiceInput!) {\n    addOverheadService(kind: $kind, input: $input) { ...OverheadServiceFields }\n  }\n": typeof types.AddOverheadServiceDocument,
    "\n  mutation UpdateOverheadService($id: ID!, $input: OverheadServiceInput!) {\n    updateOverheadService(id: $id, input: $input) { ...OverheadServiceFields }\n  }\n": typeof types.UpdateOverheadServiceDocument,
    "\n  mutation DeleteOverheadService($id: ID!) {\n    deleteOverheadService(id: $id)\n  }\n": typeof types.DeleteOverheadServiceDocument,
    "\n  fragment OwnerFields on Owner {\n    id\n    name\n    firstName\n    lastName\n    email\n    phone\n    fax\n    ccEmail\n    payableEmail\n    accountReceivableEmail\n    mobile\n    isActive\n    addresses { id ownerId address1 address2 city state stateCode zip }\n    managers { id ownerId firstName lastName email phone }\n  }\n": typeof types.OwnerFieldsFragmentDoc,
    "\n  query Owners($activeOnly: Boolean, $page: Int, $pageSize: Int) {\n    owners(activeOnly: $activeOnly, page: $page, pageSize: $pageSize) {\n      total\n      items { ...OwnerFields }\n    }\n  }\n": typeof types.OwnersDocument,
    "\n  query Owner($id: ID!) {\n    owner(id: $id) { ...OwnerFields }\n  }\n": typeof types.OwnerDocument,
    "\n  mutation CreateOwner($input: OwnerInput!) {\n    createOwner(input: $input) { ...OwnerFields }\n  }\n": typeof types.CreateOwnerDocument,
    "\n  mutation UpdateOwner($id: ID!, $input: OwnerInput!) {\n    updateOwner(id: $id, input: $input) { ...OwnerFields }\n  }\n": typeof types.UpdateOwnerDocument,
    "\n  mutation SetOwnerActive($id: ID!, $isActive: Boolean!) {\n    setOwnerActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": typeof types.SetOwnerActiveDocument,
    "\n  mutation UploadOwnersCsv($csv: String!) {\n    uploadOwnersCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n": typeof types.UploadOwnersCsvDocument,
    "\n  mutation DeleteOwner($id: ID!) {\n    deleteOwner(id: $id)\n  }\n": typeof types.DeleteOwnerDocument,
    "\n  fragment SovLineFields on SovLine {\n    id itemNo kind bidId pcoId description scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent\n    balanceToFinish retainageWork retainageStored retainageReleased retainage\n  }\n": typeof types.SovLineFieldsFragmentDoc,
    "\n  fragment PaymentApplicationFields on PaymentApplication {\n    id projectUid number status periodFrom periodTo applicationDate workRate storedRate isFinal version\n    certifiedAmount certifiedOn submittedAt submittedBy createdAt contractMoved editable\n    lines { ...SovLineFields }\n    totals { scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent balanceToFinish retainage }\n    summary {\n      originalContractSum netChangeByChangeOrders contractSumToDate completedStoredToDate retainageCompletedWork\n      retainageStoredMaterial totalRetainage totalEarnedLessRetainage previousCertificates currentPaymentDue\n      balanceToFinishIncludingRetainage\n    }\n    changeOrderSummary {\n      previousAdditions previousDeductions thisPeriodAdditions thisPeriodDeductions totalAdditions totalDeductions net\n    }\n    releasedThisApplication\n    payments { id amount receivedOn reference recordedBy recordedAt }\n    paymentsTotal\n    g702PdfUrl\n    g703PdfUrl\n  }\n": typeof types.PaymentApplicationFieldsFragmentDoc,
    "\n  fragment PaymentApplicationVersionFields on PaymentApplication { id version }\n": typeof types.PaymentApplicationVersionFieldsFragmentDoc,
    "\n  fragment ProjectBillingFields on ProjectBilling {\n    projectUid\n    retainage { workRate storedRate }\n    startDate\n    estimatedCompletionDate\n    contractSumToDate\n    canWrite\n    applications { ...PaymentApplicationFields }\n  }\n": typeof types.ProjectBillingFieldsFragmentDoc,
    "\n  query PaymentApplications($projectUid: String!) {\n    paymentApplications(projectUid: $projectUid) { ...ProjectBillingFields }\n  }\n": typeof types.PaymentApplicationsDocument,
    "\n  mutation SetProjectRetainage($projectUid: String!, $workRate: Percent!, $storedRate: Percent) {\n    setProjectRetainage(projectUid: $projectUid, workRate: $workRate, storedRate: $storedRate) { ...ProjectBillingFields }\n  }\n": typeof types.SetProjectRetainageDocument,
    "\n  mutation CreatePaymentApplication($input: CreatePaymentApplicationInput!) {\n    createPaymentApplication(input: $input) { ...ProjectBillingFields }\n  }\n": typeof types.CreatePaymentApplicationDocument,
    "\n  mutation UpdateSovLines($applicationId: ID!, $expectedVersion: Int!, $lines: [SovLineInput!]!) {\n    updateSovLines(applicationId: $applicationId, expectedVersion: $expectedVersion, lines: $lines) { ...PaymentApplicationFields }\n  }\n": typeof types.UpdateSovLinesDocument,
    "\n  mutation ReleaseRetainage($id: ID!, $expectedVersion: Int!, $amount: Money, $all: Boolean) {\n    releaseRetainage(id: $id, expectedVersion: $expectedVersion, amount: $amount, all: $all) { ...PaymentApplicationFields }\n  }\n": typeof types.ReleaseRetainageDocument,
    "\n  mutation SubmitPaymentApplication($id: ID!, $expectedVersion: Int!) {\n    submitPaymentApplication(id: $id, expectedVersion: $expectedVersion) { ...PaymentApplicationFields }\n  }\n": typeof types.SubmitPaymentApplicationDocument,
    "\n  mutation CertifyPaymentApplication($id: ID!, $expectedVersion: Int!, $amount: Money!, $certifiedOn: Date!) {\n    certifyPaymentApplication(id: $id, expectedVersion: $expectedVersion, amount: $amount, certifiedOn: $certifiedOn) {\n      ...PaymentApplicationFields\n    }\n  }\n": typeof types.CertifyPaymentApplicationDocument,
    "\n  mutation RecordPayment($applicationId: ID!, $expectedVersion: Int!, $input: RecordPaymentInput!) {\n    recordPayment(applicationId: $applicationId, expectedVersion: $expectedVersion, input: $input) { ...PaymentApplicationFields }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  mutation SendPaymentApplication($id: ID!, $message: String) {\n    sendPaymentApplication(id: $id, message: $message) {\n      __typename\n      ... on PaymentApplicationSent { message sending { id sentAt sentBy to cc fileNames } }\n      ... on PaymentApplicationNotSent { reason message }\n    }\n  }\n": typeof types.SendPaymentApplicationDocument,
    "\n  fragment PcoRowFields on Pco {\n    id\n    projectUid\n    name\n    title\n    date\n    notes\n    status\n    changeOrderNumber\n    changeOrderName\n    pricingMode\n    version\n    editable\n    deletable\n    pdfUrl\n    totals { labor burden trades totalCost profitPercentage profitCost pcoTotalCost }\n  }\n": typeof types.PcoRowFieldsFragmentDoc,
    "\n  fragment PcoFields on Pco {\n    ...PcoRowFields\n    laborLines {\n      id pcoId costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id pcoId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n    }\n  }\n": typeof types.PcoFieldsFragmentDoc,
    "\n  query PcoProject($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      status\n      pcoProfitPercentage\n      nextPcoName\n      contractSum { toDate }\n      pcos { ...PcoRowFields }\n    }\n  }\n": typeof types.PcoProjectDocument,
    "\n  query ProjectPcoNames($id: ID!) {\n    project(id: $id) { id status pcos { id name title status changeOrderName } }\n  }\n": typeof types.ProjectPcoNamesDocument,
    "\n  query Pco($id: ID!) {\n    pco(id: $id) { ...PcoFields }\n  }\n": typeof types.PcoDocument,
    "\n  query ProjectChangeOrders($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      contractSum { original changeOrders toDate }\n      changeOrders { number name runningContractSum pco { ...PcoRowFields } }\n    }\n  }\n": typeof types.ProjectChangeOrdersDocument,
    "\n  mutation AddPco($input: AddPcoInput!) { addPco(input: $input) { ...PcoRowFields } }\n": typeof types.AddPcoDocument,
    "\n  mutation UpdatePco($id: ID!, $input: UpdatePcoInput!) { updatePco(id: $id, input: $input) { ...PcoFields } }\n": typeof types.UpdatePcoDocument,
    "\n  mutation SetPcoStatus($id: ID!, $status: PcoStatus!, $expectedVersion: Int!) {\n    setPcoStatus(id: $id, status: $status, expectedVersion: $expectedVersion) { ...PcoRowFields }\n  }\n": typeof types.SetPcoStatusDocument,
    "\n  mutation DeletePco($id: ID!, $expectedVersion: Int!) { deletePco(id: $id, expectedVersion: $expectedVersion) { id nextPcoName pcos { ...PcoRowFields } } }\n": typeof types.DeletePcoDocument,
    "\n  mutation AddPcoLaborLine($pcoId: ID!, $input: LaborLineInput!) { addPcoLaborLine(pcoId: $pcoId, input: $input) { ...PcoFields } }\n": typeof types.AddPcoLaborLineDocument,
    "\n  mutation UpdatePcoLaborLine($id: ID!, $input: LaborLineInput!) { updatePcoLaborLine(id: $id, input: $input) { ...PcoFields } }\n": typeof types.UpdatePcoLaborLineDocument,
    "\n  mutation DeletePcoLaborLine($id: ID!, $expectedVersion: Int!) { deletePcoLaborLine(id: $id, expectedVersion: $expectedVersion) { ...PcoFields } }\n": typeof types.DeletePcoLaborLineDocument,
    "\n  mutation AddPcoTradeLine($pcoId: ID!, $input: TradeLineInput!) { addPcoTradeLine(pcoId: $pcoId, input: $input) { ...PcoFields } }\n": typeof types.AddPcoTradeLineDocument,
    "\n  mutation UpdatePcoTradeLine($id: ID!, $input: TradeLineInput!) { updatePcoTradeLine(id: $id, input: $input) { ...PcoFields } }\n": typeof types.UpdatePcoTradeLineDocument,
    "\n  mutation DeletePcoTradeLine($id: ID!, $expectedVersion: Int!) { deletePcoTradeLine(id: $id, expectedVersion: $expectedVersion) { ...PcoFields } }\n": typeof types.DeletePcoTradeLineDocument,
    "\n  fragment ProjectRowFields on Project {\n    id\n    uid\n    name\n    displayName\n    status\n    statusLabel\n    totalCost\n    editable\n    owner { id name }\n    estimator { id firstName lastName }\n    projectManager { id firstName lastName }\n  }\n": typeof types.ProjectRowFieldsFragmentDoc,
    "\n  fragment ProjectFields on Project {\n    id\n    uid\n    name\n    displayName\n    status\n    statusLabel\n    owner {\n      id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive\n    }\n    ownerAddress { id ownerId address1 address2 city state stateCode zip }\n    ownerManager { id ownerId firstName lastName email phone }\n    estimator { id firstName lastName }\n    projectManager { id firstName lastName }\n    siteSuper { id firstName lastName }\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    buildingType\n    projectType\n    durationWeeks\n    squareFeet\n    drawingLink\n    bidDueDate\n    timeDue\n    constructionStartDate\n    expectedEndDate\n    markupMode\n    totalMarkup\n    customPriceAmount\n    power\n    water\n    pcoProfitPercentage\n    totalCost\n    editable\n  }\n": typeof types.ProjectFieldsFragmentDoc,
    "\n  query Projects($status: [ProjectStatus!], $q: String, $page: Int, $pageSize: Int) {\n    projects(status: $status, q: $q, page: $page, pageSize: $pageSize) {\n      total\n      items { ...ProjectRowFields }\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  query InvitedProjects {\n    invitedProjects { ...ProjectRowFields }\n  }\n": typeof types.InvitedProjectsDocument,
    "\n  query Project($id: ID!) {\n    project(id: $id) { ...ProjectFields }\n  }\n": typeof types.ProjectDocument,
    "\n  query ProjectTotals($id: ID!) {\n    project(id: $id) {\n      id\n      totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }\n    }\n  }\n": typeof types.ProjectTotalsDocument,
    "\n  query NextProjectUid {\n    nextProjectUid\n  }\n": typeof types.NextProjectUidDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) { ...ProjectFields }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) { ...ProjectFields }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation SetProjectStatus($id: ID!, $status: ProjectStatus!) {\n    setProjectStatus(id: $id, status: $status) { id status statusLabel editable }\n  }\n": typeof types.SetProjectStatusDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  mutation CopyProject($sourceUid: String!, $newUidNumber: String!, $name: String!) {\n    copyProject(sourceUid: $sourceUid, newUidNumber: $newUidNumber, name: $name) { id uid name displayName status }\n  }\n": typeof types.CopyProjectDocument,
    "\n  query ActiveOwners($page: Int, $pageSize: Int) {\n    owners(activeOnly: true, page: $page, pageSize: $pageSize) {\n      total\n      items { id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive }\n    }\n  }\n": typeof types.ActiveOwnersDocument,
    "\n  query OwnerAddresses($ownerId: ID!) {\n    ownerAddresses(ownerId: $ownerId) { id ownerId address1 address2 city state stateCode zip }\n  }\n": typeof types.OwnerAddressesDocument,
    "\n  query OwnerManagers($ownerId: ID!) {\n    ownerManagers(ownerId: $ownerId) { id ownerId firstName lastName email phone }\n  }\n": typeof types.OwnerManagersDocument,
    "\n  mutation AddOwnerAddress($ownerId: ID!, $address: OwnerAddressInput!) {\n    addOwnerAddress(ownerId: $ownerId, address: $address) { id ownerId address1 address2 city state stateCode zip }\n  }\n": typeof types.AddOwnerAddressDocument,
    "\n  mutation AddOwnerManager($ownerId: ID!, $manager: OwnerManagerInput!) {\n    addOwnerManager(ownerId: $ownerId, manager: $manager) { id ownerId firstName lastName email phone }\n  }\n": typeof types.AddOwnerManagerDocument,
    "\n  query ProjectLists {\n    buildingTypes { id value }\n    projectTypes { id value }\n  }\n": typeof types.ProjectListsDocument,
    "\n  mutation AddGenericValue($key: GenericListKey!, $value: String!) {\n    addGenericValue(key: $key, value: $value) { id value }\n  }\n": typeof types.AddGenericValueDocument,
    "\n  query ProjectStaff($page: Int, $pageSize: Int) {\n    employees(filter: ACTIVE, page: $page, pageSize: $pageSize) {\n      total\n      items { id firstName lastName positionName role isActive }\n    }\n  }\n": typeof types.ProjectStaffDocument,
    "\n  fragment ProposalSendingFields on ProposalSending { id sentAt sentBy to cc fileName bytes }\n": typeof types.ProposalSendingFieldsFragmentDoc,
    "\n  query ProposalSendings($projectUid: String!) {\n    proposalSendings(projectUid: $projectUid) { ...ProposalSendingFields }\n  }\n": typeof types.ProposalSendingsDocument,
    "\n  query ProposalOverhead { proposalOverhead }\n": typeof types.ProposalOverheadDocument,
    "\n  mutation SendProposal($projectUid: String!, $message: String) {\n    sendProposal(projectUid: $projectUid, message: $message) {\n      __typename\n      ... on ProposalSent { message sending { ...ProposalSendingFields } }\n      ... on ProposalNotSent { reason message }\n    }\n  }\n": typeof types.SendProposalDocument,
    "\n  query MyBidLog($projectUid: String!) {\n    myBidLog(projectUid: $projectUid) { id version bidDate fileName bytes url }\n  }\n": typeof types.MyBidLogDocument,
    "\n  query BidUploads($projectUid: String!) {\n    bidUploads(projectUid: $projectUid) {\n      id version bidDate fileName bytes url uploadedBy uploaderEmail subcontractorId subcontractorName\n    }\n  }\n": typeof types.BidUploadsDocument,
    "\n  fragment EmailTemplateFields on EmailTemplate { type name subject body isDefault updatedAt }\n": typeof types.EmailTemplateFieldsFragmentDoc,
    "\n  query EmailTemplates {\n    emailTemplates {\n      templates { ...EmailTemplateFields }\n      placeholders { name description }\n    }\n  }\n": typeof types.EmailTemplatesDocument,
    "\n  query RenderEmailTemplate($projectId: ID, $type: EmailTemplateType!, $draft: EmailTemplateInput, $recipientEmail: String) {\n    renderEmailTemplate(projectId: $projectId, type: $type, draft: $draft, recipientEmail: $recipientEmail) { type subject text }\n  }\n": typeof types.RenderEmailTemplateDocument,
    "\n  mutation UpdateEmailTemplate($type: EmailTemplateType!, $input: EmailTemplateInput!) {\n    updateEmailTemplate(type: $type, input: $input) { ...EmailTemplateFields }\n  }\n": typeof types.UpdateEmailTemplateDocument,
    "\n  mutation ResetEmailTemplate($type: EmailTemplateType!) {\n    resetEmailTemplate(type: $type) { ...EmailTemplateFields }\n  }\n": typeof types.ResetEmailTemplateDocument,
    "\n  mutation SendSubcontractorEmail($input: SendSubcontractorEmailInput!) {\n    sendSubcontractorEmail(input: $input) { message sent recipients { email invited loginCreated } }\n  }\n": typeof types.SendSubcontractorEmailDocument,
    "\n  fragment SubcontractorRowFields on SubcontractorRow {\n    id companyName email phone isActive isNational states laborAndDesign notes rating\n    divisions { id name }\n    locations { city state }\n  }\n": typeof types.SubcontractorRowFieldsFragmentDoc,
    "\n  query Subcontractors($page: Int, $pageSize: Int, $filter: SubcontractorFilter) {\n    subcontractors(page: $page, pageSize: $pageSize, filter: $filter) {\n      total\n      items { ...SubcontractorRowFields }\n    }\n  }\n": typeof types.SubcontractorsDocument,
    "\n  query Subcontractor($id: ID!) {\n    subcontractor(id: $id) {\n      id companyName contactName firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive rating notes\n      isNational workingStates laborAndDesign designType biddingHistory\n      addresses { id address1 address2 city state stateCode zip }\n      managers { id firstName lastName email phone }\n      divisions { id name }\n      subdivisions { id divisionId name }\n    }\n  }\n": typeof types.SubcontractorDocument,
    "\n  mutation SetSubcontractorActive($id: ID!, $isActive: Boolean!) {\n    setSubcontractorActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": typeof types.SetSubcontractorActiveDocument,
    "\n  query SubcontractorFilterOptions {\n    divisions { id number name }\n    states { name code }\n  }\n": typeof types.SubcontractorFilterOptionsDocument,
    "\n  query SubcontractorFormOptions {\n    divisions { id number name }\n    subdivisions { id name divisionId }\n    states { name code }\n  }\n": typeof types.SubcontractorFormOptionsDocument,
    "\n  mutation CreateSubcontractor($input: SubcontractorInput!) {\n    createSubcontractor(input: $input) { id companyName }\n  }\n": typeof types.CreateSubcontractorDocument,
    "\n  mutation UpdateSubcontractor($id: ID!, $input: SubcontractorInput!) {\n    updateSubcontractor(id: $id, input: $input) { id companyName }\n  }\n": typeof types.UpdateSubcontractorDocument,
    "\n  mutation UploadSubcontractors($fileName: String!, $contentBase64: String!) {\n    uploadSubcontractors(fileName: $fileName, contentBase64: $contentBase64) { ok imported message errors { line column reason } }\n  }\n": typeof types.UploadSubcontractorsDocument,
    "\n  mutation MapSubcontractors($subdivisionId: ID!, $subcontractorIds: [ID!]!) {\n    mapSubcontractorsToSubdivision(subdivisionId: $subdivisionId, subcontractorIds: $subcontractorIds) { subdivisionId mapped }\n  }\n": typeof types.MapSubcontractorsDocument,
    "\n  query SubcontractorsOfSubdivision($subdivisionId: ID!) {\n    subcontractorsBySubdivision(subdivisionId: $subdivisionId) { id companyName email phone isActive }\n  }\n": typeof types.SubcontractorsOfSubdivisionDocument,
    "\n  fragment CommitmentLineFields on CommitmentLine {\n    id divisionId divisionCode divisionName subdivisionId subdivisionName categoryId categoryName partId partName costCode\n    units unitOfMeasure costPerUnit total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate\n    unpaidBills remainingBalance\n  }\n": typeof types.CommitmentLineFieldsFragmentDoc,
    "\n  fragment CommitmentFields on Commitment {\n    id projectUid kind number status bidId party { id name } retainageRate scope startDate endDate version awardedAt pdfUrl\n    lines { ...CommitmentLineFields }\n    totals { total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate unpaidBills remainingBalance }\n    changeOrders { id number name reason date total lines { lineId amount } }\n    billings { id number periodFrom periodTo billingDate status total retainage lines { lineId amount reason } submittedBy approvedBy approvedAt directCostIds }\n    payments { id amount paidOn reference isFinal waiverKind throughDate signedWaiver { fileName bytes uploadedAt url } waiverPdfUrl }\n    retainageReleased\n    awardEmails { sentAt to }\n  }\n": typeof types.CommitmentFieldsFragmentDoc,
    "\n  query Subcontracts($projectUid: String!) {\n    subcontracts(projectUid: $projectUid) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n": typeof types.SubcontractsDocument,
    "\n  query MySubcontracts($projectUid: String!) {\n    mySubcontracts(projectUid: $projectUid) { ...CommitmentFields }\n  }\n": typeof types.MySubcontractsDocument,
    "\n  mutation AwardSubcontract($bidId: ID!, $input: AwardSubcontractInput) {\n    awardSubcontract(bidId: $bidId, input: $input) { ...CommitmentFields }\n  }\n": typeof types.AwardSubcontractDocument,
    "\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) {\n    createPurchaseOrder(input: $input) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n": typeof types.CreatePurchaseOrderDocument,
    "\n  mutation UpdateSubcontract($id: ID!, $input: UpdateSubcontractInput!) {\n    updateSubcontract(id: $id, input: $input) { ...CommitmentFields }\n  }\n": typeof types.UpdateSubcontractDocument,
    "\n  mutation DeleteSubcontract($id: ID!, $expectedVersion: Int!) {\n    deleteSubcontract(id: $id, expectedVersion: $expectedVersion) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n": typeof types.DeleteSubcontractDocument,
    "\n  mutation AddSubcontractLine($id: ID!, $expectedVersion: Int!, $input: CommitmentLineInput!) {\n    addSubcontractLine(id: $id, expectedVersion: $expectedVersion, input: $input) { ...CommitmentFields }\n  }\n": typeof types.AddSubcontractLineDocument,
    "\n  mutation UpdateSubcontractLine($lineId: ID!, $expectedVersion: Int!, $input: CommitmentLineInput!) {\n    updateSubcontractLine(lineId: $lineId, expectedVersion: $expectedVersion, input: $input) { ...CommitmentFields }\n  }\n": typeof types.UpdateSubcontractLineDocument,
    "\n  mutation DeleteSubcontractLine($lineId: ID!, $expectedVersion: Int!) {\n    deleteSubcontractLine(lineId: $lineId, expectedVersion: $expectedVersion) { ...CommitmentFields }\n  }\n": typeof types.DeleteSubcontractLineDocument,
    "\n  mutation AddSubcontractChangeOrder($id: ID!, $input: SubcontractChangeOrderInput!) {\n    addSubcontractChangeOrder(id: $id, input: $input) { ...CommitmentFields }\n  }\n": typeof types.AddSubcontractChangeOrderDocument,
    "\n  mutation SubmitSubcontractBilling($id: ID!, $input: SubcontractBillingInput!) {\n    submitSubcontractBilling(id: $id, input: $input) { ...CommitmentFields }\n  }\n": typeof types.SubmitSubcontractBillingDocument,
    "\n  mutation ApproveSubcontractBilling($billingId: ID!, $expectedVersion: Int!) {\n    approveSubcontractBilling(billingId: $billingId, expectedVersion: $expectedVersion) { ...CommitmentFields }\n  }\n": typeof types.ApproveSubcontractBillingDocument,
    "\n  mutation RejectSubcontractBilling($billingId: ID!, $expectedVersion: Int!, $reason: String!) {\n    rejectSubcontractBilling(billingId: $billingId, expectedVersion: $expectedVersion, reason: $reason) { ...CommitmentFields }\n  }\n": typeof types.RejectSubcontractBillingDocument,
    "\n  mutation RecordSubcontractPayment($id: ID!, $input: SubcontractPaymentInput!) {\n    recordSubcontractPayment(id: $id, input: $input) { ...CommitmentFields }\n  }\n": typeof types.RecordSubcontractPaymentDocument,
    "\n  mutation ReleaseSubcontractRetainage($id: ID!, $expectedVersion: Int!, $amount: Money, $all: Boolean) {\n    releaseSubcontractRetainage(id: $id, expectedVersion: $expectedVersion, amount: $amount, all: $all) { ...CommitmentFields }\n  }\n": typeof types.ReleaseSubcontractRetainageDocument,
    "\n  mutation SendAwardNotification($id: ID!, $message: String) {\n    sendAwardNotification(id: $id, message: $message) { ...CommitmentFields }\n  }\n": typeof types.SendAwardNotificationDocument,
    "\n  mutation SubmitMySubcontractBilling($id: ID!, $input: SubcontractBillingInput!) {\n    submitMySubcontractBilling(id: $id, input: $input) { ...CommitmentFields }\n  }\n": typeof types.SubmitMySubcontractBillingDocument,
    "\n  fragment TrackerFiguresFields on TrackerFigures {\n    finalRun scopeTransfer adjustedBudget changeOrderTotals totalRevenue subContractors subcontractorChangeOrders holds\n    subContractTotals directCostTotals subBilled otherCosts finalCost overUnderBudget billingToDate paymentReceived\n    costToDate netProfitToDate percentComplete revenueRemaining costRemaining balance\n  }\n": typeof types.TrackerFiguresFieldsFragmentDoc,
    "\n  fragment TrackerRowFields on TrackerRow {\n    id type costCode trade committed deletable unbudgeted\n    position { id name }\n    level { id name }\n    division { id name }\n    subdivision { id name }\n    category { id name }\n    part { id name }\n    figures { ...TrackerFiguresFields }\n  }\n": typeof types.TrackerRowFieldsFragmentDoc,
    "\n  fragment ProjectTrackerFields on ProjectTracker {\n    projectUid\n    rows { ...TrackerRowFields }\n    totals {\n      rowCount billableHours\n      all { ...TrackerFiguresFields }\n      totalDirectTrades { ...TrackerFiguresFields }\n      generalConditions { ...TrackerFiguresFields }\n    }\n    overhead contractorFee expectedOverhead overheadDrift buyoutSavings\n    overheadBilled { billingToDate paymentReceived }\n    contractorFeeBilled { billingToDate paymentReceived }\n    projectTotal { projectTotal contractSumToDate scopeTransferNet difference balanced billingToDate paymentReceived }\n  }\n": typeof types.ProjectTrackerFieldsFragmentDoc,
    "\n  query ProjectTracker($projectUid: String!) {\n    projectTracker(projectUid: $projectUid) { ...ProjectTrackerFields }\n  }\n": typeof types.ProjectTrackerDocument,
    "\n  query TrackerProject($id: ID!) {\n    project(id: $id) {\n      id uid name displayName status constructionStartDate expectedEndDate completedOn\n      owner { id name }\n      estimator { id firstName lastName }\n      projectManager { id firstName lastName }\n      siteSuper { id firstName lastName }\n    }\n  }\n": typeof types.TrackerProjectDocument,
    "\n  query OverallProjectTracker($statuses: [ProjectStatus!]) {\n    overallProjectTracker(statuses: $statuses) {\n      projects {\n        projectUid projectName status startDate overhead contractorFee projectTotal contractSumToDate balanced\n        figures { ...TrackerFiguresFields }\n      }\n      totalDirectTrades { ...TrackerFiguresFields }\n      generalConditions { ...TrackerFiguresFields }\n      all { ...TrackerFiguresFields }\n      overhead contractorFee procurementFees projectCost\n    }\n  }\n": typeof types.OverallProjectTrackerDocument,
    "\n  query TrackerProjectByUid($q: String!) {\n    projects(q: $q, page: 1, pageSize: 10) { items { id uid name displayName status } }\n  }\n": typeof types.TrackerProjectByUidDocument,
    "\n  mutation UpdateTrackerRow($id: ID!, $input: TrackerRowInput!) {\n    updateTrackerRow(id: $id, input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n": typeof types.UpdateTrackerRowDocument,
    "\n  mutation DeleteTrackerRow($id: ID!) {\n    deleteTrackerRow(id: $id) { tracker { ...ProjectTrackerFields } }\n  }\n": typeof types.DeleteTrackerRowDocument,
    "\n  mutation AddLaborScopeTransfer($input: LaborScopeTransferInput!) {\n    addLaborScopeTransfer(input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n": typeof types.AddLaborScopeTransferDocument,
    "\n  mutation AddTradeScopeTransfer($input: TradeScopeTransferInput!) {\n    addTradeScopeTransfer(input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n": typeof types.AddTradeScopeTransferDocument,
    "\n  fragment TenantUserFields on TenantUser {\n    id\n    firstName\n    lastName\n    email\n    phone\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    role\n    roleLabel\n    isActive\n    employeeId\n  }\n": typeof types.TenantUserFieldsFragmentDoc,
    "\n  query Users($page: Int, $pageSize: Int) {\n    users(page: $page, pageSize: $pageSize) {\n      total\n      items { ...TenantUserFields }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  query User($id: ID!) {\n    user(id: $id) { ...TenantUserFields }\n  }\n": typeof types.UserDocument,
    "\n  mutation CreateUser($input: TenantUserInput!) {\n    createUser(input: $input) { ...TenantUserFields }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: TenantUserInput!) {\n    updateUser(id: $id, input: $input) { ...TenantUserFields }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation SetUserActive($id: ID!, $isActive: Boolean!) {\n    setUserActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": typeof types.SetUserActiveDocument,
    "\n  query EmployeesWithoutRole {\n    employeesWithoutRole { id firstName lastName email phone address1 address2 city state stateCode zip }\n  }\n": typeof types.EmployeesWithoutRoleDocument,
    "\n  fragment VendorRowFields on VendorRow {\n    id companyName contactName email phone isActive isNational states\n    divisions { id name }\n    locations { city state }\n  }\n": typeof types.VendorRowFieldsFragmentDoc,
    "\n  query Vendors($page: Int, $pageSize: Int, $filter: VendorFilter) {\n    vendors(page: $page, pageSize: $pageSize, filter: $filter) {\n      total\n      items { ...VendorRowFields }\n    }\n  }\n": typeof types.VendorsDocument,
    "\n  query Vendor($id: ID!) {\n    vendor(id: $id) {\n      id companyName contactName firstName lastName email phone ccEmail payableEmail accountReceivableEmail mobile isActive isNational workingStates\n      addresses { id address1 address2 city state stateCode zip }\n      managers { id firstName lastName email phone }\n      divisions { id name }\n      subdivisions { id divisionId name }\n    }\n  }\n": typeof types.VendorDocument,
    "\n  query VendorsBySubdivision($subdivisionId: ID!) {\n    vendorsBySubdivision(subdivisionId: $subdivisionId) { id companyName email phone isActive }\n  }\n": typeof types.VendorsBySubdivisionDocument,
    "\n  mutation CreateVendor($input: VendorInput!) {\n    createVendor(input: $input) { id companyName }\n  }\n": typeof types.CreateVendorDocument,
    "\n  mutation UpdateVendor($id: ID!, $input: VendorInput!) {\n    updateVendor(id: $id, input: $input) { id companyName }\n  }\n": typeof types.UpdateVendorDocument,
    "\n  mutation SetVendorActive($id: ID!, $isActive: Boolean!) {\n    setVendorActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": typeof types.SetVendorActiveDocument,
    "\n  mutation MapVendorsToSubdivision($subdivisionId: ID!, $vendorIds: [ID!]!) {\n    mapVendorsToSubdivision(subdivisionId: $subdivisionId, vendorIds: $vendorIds) { subdivisionId mapped }\n  }\n": typeof types.MapVendorsToSubdivisionDocument,
    "\n  query VendorOptions {\n    divisions { id number name }\n    subdivisions { id name divisionId }\n    states { name code }\n  }\n": typeof types.VendorOptionsDocument,
    "\n  query VendorChoices($search: String) {\n    vendors(page: 1, pageSize: 100, filter: { search: $search, active: ACTIVE }) {\n      total\n      items { id companyName }\n    }\n  }\n": typeof types.VendorChoicesDocument,
};
const documents: Documents = {
    "\n  query AddressSuggestions($query: String!, $limit: Int) {\n    addressSuggestions(query: $query, limit: $limit) { id label city state stateCode zip street }\n  }\n": types.AddressSuggestionsDocument,
    "\n  query States {\n    states { name code }\n  }\n": types.StatesDocument,
    "\n  mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {\n    login(username: $username, password: $password, rememberMe: $rememberMe) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": types.LoginDocument,
    "\n  query ViewerCompany {\n    viewer {\n      company { id name email phone projectIdPrefix projectIdStart defaultMarkup isActive }\n    }\n  }\n": types.ViewerCompanyDocument,
    "\n  query ViewerCompanyName {\n    viewer {\n      companyName\n    }\n  }\n": types.ViewerCompanyNameDocument,
    "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  query InvitedCompanies {\n    invitedCompanies { id name }\n  }\n": types.InvitedCompaniesDocument,
    "\n  mutation SelectCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": types.SelectCompanyDocument,
    "\n  fragment BidProjectTotalsFields on Project {\n    id\n    status\n    markupMode\n    totalCost\n    totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }\n  }\n": types.BidProjectTotalsFieldsFragmentDoc,
    "\n  fragment BidRowFields on Bid {\n    id\n    projectUid\n    division { id name }\n    subdivision { id name }\n    label\n    scopeOfWork\n    isAlternate\n    status\n    pricingMode\n    version\n    subcontractors { id name total selected lowest }\n    totals { labor burden trades subTotal overhead profit totalCost }\n    project { ...BidProjectTotalsFields }\n  }\n": types.BidRowFieldsFragmentDoc,
    "\n  fragment BidFields on Bid {\n    ...BidRowFields\n    lease { holderName expiresAt mine }\n    laborLines {\n      id bidId costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id bidId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n      amounts { subcontractorId subcontractorName amount }\n    }\n  }\n": types.BidFieldsFragmentDoc,
    "\n  query BidSheetProject($id: ID!) {\n    project(id: $id) {\n      uid\n      name\n      displayName\n      ...BidProjectTotalsFields\n      bids { ...BidRowFields }\n    }\n  }\n": types.BidSheetProjectDocument,
    "\n  query Bid($id: ID!) {\n    bid(id: $id) { ...BidFields }\n  }\n": types.BidDocument,
    "\n  query ProjectBidNames($id: ID!) {\n    project(id: $id) { id bids { id label isAlternate division { id name } subdivision { id name } } }\n  }\n": types.ProjectBidNamesDocument,
    "\n  mutation AddBid($input: AddBidInput!) { addBid(input: $input) { ...BidFields } }\n": types.AddBidDocument,
    "\n  mutation UpdateBid($id: ID!, $input: UpdateBidInput!) { updateBid(id: $id, input: $input) { ...BidFields } }\n": types.UpdateBidDocument,
    "\n  mutation SetBidAlternate($id: ID!, $isAlternate: Boolean!, $expectedVersion: Int!) {\n    setBidAlternate(id: $id, isAlternate: $isAlternate, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n": types.SetBidAlternateDocument,
    "\n  mutation DeleteBid($id: ID!, $expectedVersion: Int!) { deleteBid(id: $id, expectedVersion: $expectedVersion) { ...BidProjectTotalsFields } }\n": types.DeleteBidDocument,
    "\n  mutation AddBidSubcontractors($bidId: ID!, $subcontractorIds: [ID!]!, $expectedVersion: Int!) {\n    addBidSubcontractors(bidId: $bidId, subcontractorIds: $subcontractorIds, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n": types.AddBidSubcontractorsDocument,
    "\n  mutation RemoveBidSubcontractor($bidId: ID!, $subcontractorId: ID!, $expectedVersion: Int!) {\n    removeBidSubcontractor(bidId: $bidId, subcontractorId: $subcontractorId, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n": types.RemoveBidSubcontractorDocument,
    "\n  mutation SelectBidSubcontractor($bidId: ID!, $subcontractorId: ID, $expectedVersion: Int!) {\n    selectBidSubcontractor(bidId: $bidId, subcontractorId: $subcontractorId, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n": types.SelectBidSubcontractorDocument,
    "\n  mutation SetBidPricingMode($bidId: ID!, $mode: BidPricingMode!, $expectedVersion: Int!) {\n    setBidPricingMode(bidId: $bidId, mode: $mode, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n": types.SetBidPricingModeDocument,
    "\n  mutation AddLaborLine($bidId: ID!, $input: LaborLineInput!) { addLaborLine(bidId: $bidId, input: $input) { ...BidFields } }\n": types.AddLaborLineDocument,
    "\n  mutation UpdateLaborLine($id: ID!, $input: LaborLineInput!) { updateLaborLine(id: $id, input: $input) { ...BidFields } }\n": types.UpdateLaborLineDocument,
    "\n  mutation DeleteLaborLine($id: ID!, $expectedVersion: Int!) { deleteLaborLine(id: $id, expectedVersion: $expectedVersion) { ...BidFields } }\n": types.DeleteLaborLineDocument,
    "\n  mutation AddTradeLine($bidId: ID!, $input: TradeLineInput!) { addTradeLine(bidId: $bidId, input: $input) { ...BidFields } }\n": types.AddTradeLineDocument,
    "\n  mutation UpdateTradeLine($id: ID!, $input: TradeLineInput!) { updateTradeLine(id: $id, input: $input) { ...BidFields } }\n": types.UpdateTradeLineDocument,
    "\n  mutation DeleteTradeLine($id: ID!, $expectedVersion: Int!) { deleteTradeLine(id: $id, expectedVersion: $expectedVersion) { ...BidFields } }\n": types.DeleteTradeLineDocument,
    "\n  mutation OpenBidForEdit($bidId: ID!) {\n    openBidForEdit(bidId: $bidId) {\n      __typename\n      ... on BidLeaseGranted { lease { holderName expiresAt mine } bid { id version lease { holderName expiresAt mine } } }\n      ... on BidLocked { message holderName expiresAt }\n    }\n  }\n": types.OpenBidForEditDocument,
    "\n  mutation ReleaseBid($bidId: ID!) { releaseBid(bidId: $bidId) }\n": types.ReleaseBidDocument,
    "\n  fragment PartFields on Part {\n    id name costPerUnit unit unitId costCode categoryId categoryName subdivisionId subdivisionName divisionId divisionName\n  }\n": types.PartFieldsFragmentDoc,
    "\n  query CatalogueLists {\n    divisions { id number name }\n    subdivisions { id name divisionId divisionName divisionNumber }\n    categories { id name subdivisionId subdivisionName divisionId divisionName }\n    unitsOfMeasure { id name }\n  }\n": types.CatalogueListsDocument,
    "\n  query Parts($page: Int, $pageSize: Int, $divisionId: ID, $subdivisionId: ID, $categoryId: ID, $q: String) {\n    parts(page: $page, pageSize: $pageSize, divisionId: $divisionId, subdivisionId: $subdivisionId, categoryId: $categoryId, q: $q) {\n      total\n      items { ...PartFields }\n    }\n  }\n": types.PartsDocument,
    "\n  mutation CreateDivision($input: DivisionInput!) { createDivision(input: $input) { id } }\n": types.CreateDivisionDocument,
    "\n  mutation UpdateDivision($id: ID!, $input: DivisionInput!) { updateDivision(id: $id, input: $input) { id } }\n": types.UpdateDivisionDocument,
    "\n  mutation DeleteDivision($id: ID!) { deleteDivision(id: $id) }\n": types.DeleteDivisionDocument,
    "\n  mutation CreateSubdivision($input: SubdivisionInput!) { createSubdivision(input: $input) { id } }\n": types.CreateSubdivisionDocument,
    "\n  mutation UpdateSubdivision($id: ID!, $input: SubdivisionInput!) { updateSubdivision(id: $id, input: $input) { id } }\n": types.UpdateSubdivisionDocument,
    "\n  mutation DeleteSubdivision($id: ID!) { deleteSubdivision(id: $id) }\n": types.DeleteSubdivisionDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }\n": types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n": types.DeleteCategoryDocument,
    "\n  mutation CreatePart($input: PartInput!) { createPart(input: $input) { ...PartFields } }\n": types.CreatePartDocument,
    "\n  mutation UpdatePart($id: ID!, $input: PartInput!) { updatePart(id: $id, input: $input) { ...PartFields } }\n": types.UpdatePartDocument,
    "\n  mutation DeletePart($id: ID!) { deletePart(id: $id) }\n": types.DeletePartDocument,
    "\n  mutation UploadPartsCsv($csv: String!) {\n    uploadPartsCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n": types.UploadPartsCsvDocument,
    "\n  fragment CompanyFields on Company {\n    id\n    name\n    email\n    phone\n    image\n    defaultMarkup\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    country\n    companyAdmin\n    owner { firstName lastName email phone }\n    projectIdPrefix\n    projectIdStart\n    proposalOverhead\n    isActive\n  }\n": types.CompanyFieldsFragmentDoc,
    "\n  query Companies($page: Int, $pageSize: Int) {\n    companies(page: $page, pageSize: $pageSize) {\n      total\n      items { id name email phone city state zip companyAdmin isActive }\n    }\n  }\n": types.CompaniesDocument,
    "\n  query Company($id: Int!) {\n    company(id: $id) { ...CompanyFields }\n  }\n": types.CompanyDocument,
    "\n  query Version {\n    version\n  }\n": types.VersionDocument,
    "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) { ...CompanyFields }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: Int!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyFields }\n  }\n": types.UpdateCompanyDocument,
    "\n  mutation SetCompanyActive($id: Int!, $isActive: Boolean!) {\n    setCompanyActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": types.SetCompanyActiveDocument,
    "\n  mutation OpenCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": types.OpenCompanyDocument,
    "\n  fragment DirectCostRowFields on DirectCost {\n    id\n    projectUid\n    sheetName\n    division { id name }\n    subdivision { id name }\n    contractorType\n    vendor { id name }\n    subcontractor { id name }\n    contractorName\n    date\n    notes\n    amount\n    laborTotal\n    tradesTotal\n    total\n    lineCount\n    chargeRow\n    unbudgeted\n  }\n": types.DirectCostRowFieldsFragmentDoc,
    "\n  fragment DirectCostFields on DirectCost {\n    ...DirectCostRowFields\n    laborLines {\n      id directCostId date costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id directCostId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n    }\n  }\n": types.DirectCostFieldsFragmentDoc,
    "\n  query DirectCostProject($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      status\n      directCosts { ...DirectCostRowFields }\n    }\n  }\n": types.DirectCostProjectDocument,
    "\n  query DirectCost($id: ID!) {\n    directCost(id: $id) { ...DirectCostFields }\n  }\n": types.DirectCostDocument,
    "\n  query DirectCostSheetNames {\n    directCostSheetNames { id name }\n  }\n": types.DirectCostSheetNamesDocument,
    "\n  query DirectCostChargeRows($projectUid: String!) {\n    directCostChargeRows(projectUid: $projectUid) { key type costCode trade subdivision part }\n  }\n": types.DirectCostChargeRowsDocument,
    "\n  mutation AddDirectCost($input: AddDirectCostInput!) { addDirectCost(input: $input) { ...DirectCostRowFields } }\n": types.AddDirectCostDocument,
    "\n  mutation DeleteDirectCost($id: ID!) { deleteDirectCost(id: $id) }\n": types.DeleteDirectCostDocument,
    "\n  mutation AddDirectCostLaborLine($directCostId: ID!, $input: DirectCostLaborLineInput!) {\n    addDirectCostLaborLine(directCostId: $directCostId, input: $input) { ...DirectCostFields }\n  }\n": types.AddDirectCostLaborLineDocument,
    "\n  mutation UpdateDirectCostLaborLine($id: ID!, $input: DirectCostLaborLineInput!) {\n    updateDirectCostLaborLine(id: $id, input: $input) { ...DirectCostFields }\n  }\n": types.UpdateDirectCostLaborLineDocument,
    "\n  mutation DeleteDirectCostLaborLine($id: ID!) { deleteDirectCostLaborLine(id: $id) { ...DirectCostFields } }\n": types.DeleteDirectCostLaborLineDocument,
    "\n  mutation AddDirectCostTradeLine($directCostId: ID!, $input: TradeLineInput!) {\n    addDirectCostTradeLine(directCostId: $directCostId, input: $input) { ...DirectCostFields }\n  }\n": types.AddDirectCostTradeLineDocument,
    "\n  mutation UpdateDirectCostTradeLine($id: ID!, $input: TradeLineInput!) {\n    updateDirectCostTradeLine(id: $id, input: $input) { ...DirectCostFields }\n  }\n": types.UpdateDirectCostTradeLineDocument,
    "\n  mutation DeleteDirectCostTradeLine($id: ID!) { deleteDirectCostTradeLine(id: $id) { ...DirectCostFields } }\n": types.DeleteDirectCostTradeLineDocument,
    "\n  fragment EmployeeFields on Employee {\n    id\n    firstName\n    lastName\n    email\n    phone\n    positionId\n    positionName\n    levelId\n    levelName\n    costCode\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    billable\n    period\n    ratePerHour\n    ratePerYear\n    medicalInsurance\n    hiringDate\n    timeWithCompany\n    isActive\n    role\n  }\n": types.EmployeeFieldsFragmentDoc,
    "\n  query Employees($filter: ActiveFilter, $page: Int, $pageSize: Int) {\n    employees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      billableCount\n      nonBillableCount\n      items { ...EmployeeFields }\n    }\n  }\n": types.EmployeesDocument,
    "\n  query Employee($id: ID!) {\n    employee(id: $id) {\n      ...EmployeeFields\n      rates { perHour perDay perWeek perMonth perYear }\n    }\n  }\n": types.EmployeeDocument,
    "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) { ...EmployeeFields }\n  }\n": types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) { ...EmployeeFields }\n  }\n": types.UpdateEmployeeDocument,
    "\n  mutation SetEmployeeActive($id: ID!, $isActive: Boolean!) {\n    setEmployeeActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": types.SetEmployeeActiveDocument,
    "\n  query Positions {\n    positions { id name levels { id name costCode } }\n  }\n": types.PositionsDocument,
    "\n  query Levels {\n    levels { id name positionId positionName costCode ratePerHour ratePerWeek costPerUnit }\n  }\n": types.LevelsDocument,
    "\n  query PositionCostCode($positionId: ID!) {\n    positionCostCode(positionId: $positionId)\n  }\n": types.PositionCostCodeDocument,
    "\n  mutation CreatePosition($name: String!) {\n    createPosition(name: $name) { id name }\n  }\n": types.CreatePositionDocument,
    "\n  mutation UpdatePosition($id: ID!, $name: String!) {\n    updatePosition(id: $id, name: $name) { id name }\n  }\n": types.UpdatePositionDocument,
    "\n  mutation CreateLevel($positionId: ID!, $name: String!, $costCode: String!) {\n    createLevel(positionId: $positionId, name: $name, costCode: $costCode) { id name positionId costCode }\n  }\n": types.CreateLevelDocument,
    "\n  mutation UpdateLevel($id: ID!, $name: String!, $costCode: String) {\n    updateLevel(id: $id, name: $name, costCode: $costCode) { id name costCode }\n  }\n": types.UpdateLevelDocument,
    "\n  mutation DeleteLevel($id: ID!) {\n    deleteLevel(id: $id)\n  }\n": types.DeleteLevelDocument,
    "\n  mutation UploadEmployeesCsv($csv: String!) {\n    uploadEmployeesCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n": types.UploadEmployeesCsvDocument,
    "\n  mutation UploadPositionsCsv($csv: String!) {\n    uploadPositionsCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n": types.UploadPositionsCsvDocument,
    "\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n": types.DeleteEmployeeDocument,
    "\n  query BidCatalogue {\n    catalogueTree {\n      divisions { id number name subdivisions { id name categories { id name partIds } } }\n      parts { id name costPerUnit unit costCode categoryId }\n      units { id name }\n    }\n  }\n": types.BidCatalogueDocument,
    "\n  query BidPositions {\n    positions { id name levels { id name costCode ratePerHour ratePerWeek } }\n  }\n": types.BidPositionsDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items { id kind title body link createdAt read }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id read }\n  }\n": types.MarkNotificationReadDocument,
    "\n  fragment OverheadServiceFields on OverheadService {\n    id\n    kind\n    name\n    costPerUnit\n    units\n    period\n    figures { hourly daily weekly monthly annually }\n  }\n": types.OverheadServiceFieldsFragmentDoc,
    "\n  fragment OverheadTotalsFields on OverheadTotalsBlock {\n    key\n    label\n    fieldEmployees\n    noFieldEmployee\n    figures { hourly daily weekly monthly annually }\n  }\n": types.OverheadTotalsFieldsFragmentDoc,
    "\n  query CompanyOverhead {\n    companyOverhead {\n      monthlyServices { ...OverheadServiceFields }\n      annualServices { ...OverheadServiceFields }\n      equipmentServices { ...OverheadServiceFields }\n      otherServices { ...OverheadServiceFields }\n      employees {\n        id firstName lastName position level billable isActive ratePerHour ratePerDay ratePerWeek ratePerMonth ratePerYear\n      }\n      totals { ...OverheadTotalsFields }\n    }\n  }\n": types.CompanyOverheadDocument,
    "\n  mutation AddOverheadService($kind: OverheadServiceKind!, $input: OverheadServiceInput!) {\n    addOverheadService(kind: $kind, input: $input) { ...OverheadServiceFields }\n  }\n": types.AddOverheadServiceDocument,
    "\n  mutation UpdateOverheadService($id: ID!, $input: OverheadServiceInput!) {\n    updateOverheadService(id: $id, input: $input) { ...OverheadServiceFields }\n  }\n": types.UpdateOverheadServiceDocument,
    "\n  mutation DeleteOverheadService($id: ID!) {\n    deleteOverheadService(id: $id)\n  }\n": types.DeleteOverheadServiceDocument,
    "\n  fragment OwnerFields on Owner {\n    id\n    name\n    firstName\n    lastName\n    email\n    phone\n    fax\n    ccEmail\n    payableEmail\n    accountReceivableEmail\n    mobile\n    isActive\n    addresses { id ownerId address1 address2 city state stateCode zip }\n    managers { id ownerId firstName lastName email phone }\n  }\n": types.OwnerFieldsFragmentDoc,
    "\n  query Owners($activeOnly: Boolean, $page: Int, $pageSize: Int) {\n    owners(activeOnly: $activeOnly, page: $page, pageSize: $pageSize) {\n      total\n      items { ...OwnerFields }\n    }\n  }\n": types.OwnersDocument,
    "\n  query Owner($id: ID!) {\n    owner(id: $id) { ...OwnerFields }\n  }\n": types.OwnerDocument,
    "\n  mutation CreateOwner($input: OwnerInput!) {\n    createOwner(input: $input) { ...OwnerFields }\n  }\n": types.CreateOwnerDocument,
    "\n  mutation UpdateOwner($id: ID!, $input: OwnerInput!) {\n    updateOwner(id: $id, input: $input) { ...OwnerFields }\n  }\n": types.UpdateOwnerDocument,
    "\n  mutation SetOwnerActive($id: ID!, $isActive: Boolean!) {\n    setOwnerActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": types.SetOwnerActiveDocument,
    "\n  mutation UploadOwnersCsv($csv: String!) {\n    uploadOwnersCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n": types.UploadOwnersCsvDocument,
    "\n  mutation DeleteOwner($id: ID!) {\n    deleteOwner(id: $id)\n  }\n": types.DeleteOwnerDocument,
    "\n  fragment SovLineFields on SovLine {\n    id itemNo kind bidId pcoId description scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent\n    balanceToFinish retainageWork retainageStored retainageReleased retainage\n  }\n": types.SovLineFieldsFragmentDoc,
    "\n  fragment PaymentApplicationFields on PaymentApplication {\n    id projectUid number status periodFrom periodTo applicationDate workRate storedRate isFinal version\n    certifiedAmount certifiedOn submittedAt submittedBy createdAt contractMoved editable\n    lines { ...SovLineFields }\n    totals { scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent balanceToFinish retainage }\n    summary {\n      originalContractSum netChangeByChangeOrders contractSumToDate completedStoredToDate retainageCompletedWork\n      retainageStoredMaterial totalRetainage totalEarnedLessRetainage previousCertificates currentPaymentDue\n      balanceToFinishIncludingRetainage\n    }\n    changeOrderSummary {\n      previousAdditions previousDeductions thisPeriodAdditions thisPeriodDeductions totalAdditions totalDeductions net\n    }\n    releasedThisApplication\n    payments { id amount receivedOn reference recordedBy recordedAt }\n    paymentsTotal\n    g702PdfUrl\n    g703PdfUrl\n  }\n": types.PaymentApplicationFieldsFragmentDoc,
    "\n  fragment PaymentApplicationVersionFields on PaymentApplication { id version }\n": types.PaymentApplicationVersionFieldsFragmentDoc,
    "\n  fragment ProjectBillingFields on ProjectBilling {\n    projectUid\n    retainage { workRate storedRate }\n    startDate\n    estimatedCompletionDate\n    contractSumToDate\n    canWrite\n    applications { ...PaymentApplicationFields }\n  }\n": types.ProjectBillingFieldsFragmentDoc,
    "\n  query PaymentApplications($projectUid: String!) {\n    paymentApplications(projectUid: $projectUid) { ...ProjectBillingFields }\n  }\n": types.PaymentApplicationsDocument,
    "\n  mutation SetProjectRetainage($projectUid: String!, $workRate: Percent!, $storedRate: Percent) {\n    setProjectRetainage(projectUid: $projectUid, workRate: $workRate, storedRate: $storedRate) { ...ProjectBillingFields }\n  }\n": types.SetProjectRetainageDocument,
    "\n  mutation CreatePaymentApplication($input: CreatePaymentApplicationInput!) {\n    createPaymentApplication(input: $input) { ...ProjectBillingFields }\n  }\n": types.CreatePaymentApplicationDocument,
    "\n  mutation UpdateSovLines($applicationId: ID!, $expectedVersion: Int!, $lines: [SovLineInput!]!) {\n    updateSovLines(applicationId: $applicationId, expectedVersion: $expectedVersion, lines: $lines) { ...PaymentApplicationFields }\n  }\n": types.UpdateSovLinesDocument,
    "\n  mutation ReleaseRetainage($id: ID!, $expectedVersion: Int!, $amount: Money, $all: Boolean) {\n    releaseRetainage(id: $id, expectedVersion: $expectedVersion, amount: $amount, all: $all) { ...PaymentApplicationFields }\n  }\n": types.ReleaseRetainageDocument,
    "\n  mutation SubmitPaymentApplication($id: ID!, $expectedVersion: Int!) {\n    submitPaymentApplication(id: $id, expectedVersion: $expectedVersion) { ...PaymentApplicationFields }\n  }\n": types.SubmitPaymentApplicationDocument,
    "\n  mutation CertifyPaymentApplication($id: ID!, $expectedVersion: Int!, $amount: Money!, $certifiedOn: Date!) {\n    certifyPaymentApplication(id: $id, expectedVersion: $expectedVersion, amount: $amount, certifiedOn: $certifiedOn) {\n      ...PaymentApplicationFields\n    }\n  }\n": types.CertifyPaymentApplicationDocument,
    "\n  mutation RecordPayment($applicationId: ID!, $expectedVersion: Int!, $input: RecordPaymentInput!) {\n    recordPayment(applicationId: $applicationId, expectedVersion: $expectedVersion, input: $input) { ...PaymentApplicationFields }\n  }\n": types.RecordPaymentDocument,
    "\n  mutation SendPaymentApplication($id: ID!, $message: String) {\n    sendPaymentApplication(id: $id, message: $message) {\n      __typename\n      ... on PaymentApplicationSent { message sending { id sentAt sentBy to cc fileNames } }\n      ... on PaymentApplicationNotSent { reason message }\n    }\n  }\n": types.SendPaymentApplicationDocument,
    "\n  fragment PcoRowFields on Pco {\n    id\n    projectUid\n    name\n    title\n    date\n    notes\n    status\n    changeOrderNumber\n    changeOrderName\n    pricingMode\n    version\n    editable\n    deletable\n    pdfUrl\n    totals { labor burden trades totalCost profitPercentage profitCost pcoTotalCost }\n  }\n": types.PcoRowFieldsFragmentDoc,
    "\n  fragment PcoFields on Pco {\n    ...PcoRowFields\n    laborLines {\n      id pcoId costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id pcoId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n    }\n  }\n": types.PcoFieldsFragmentDoc,
    "\n  query PcoProject($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      status\n      pcoProfitPercentage\n      nextPcoName\n      contractSum { toDate }\n      pcos { ...PcoRowFields }\n    }\n  }\n": types.PcoProjectDocument,
    "\n  query ProjectPcoNames($id: ID!) {\n    project(id: $id) { id status pcos { id name title status changeOrderName } }\n  }\n": types.ProjectPcoNamesDocument,
    "\n  query Pco($id: ID!) {\n    pco(id: $id) { ...PcoFields }\n  }\n": types.PcoDocument,
    "\n  query ProjectChangeOrders($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      contractSum { original changeOrders toDate }\n      changeOrders { number name runningContractSum pco { ...PcoRowFields } }\n    }\n  }\n": types.ProjectChangeOrdersDocument,
    "\n  mutation AddPco($input: AddPcoInput!) { addPco(input: $input) { ...PcoRowFields } }\n": types.AddPcoDocument,
    "\n  mutation UpdatePco($id: ID!, $input: UpdatePcoInput!) { updatePco(id: $id, input: $input) { ...PcoFields } }\n": types.UpdatePcoDocument,
    "\n  mutation SetPcoStatus($id: ID!, $status: PcoStatus!, $expectedVersion: Int!) {\n    setPcoStatus(id: $id, status: $status, expectedVersion: $expectedVersion) { ...PcoRowFields }\n  }\n": types.SetPcoStatusDocument,
    "\n  mutation DeletePco($id: ID!, $expectedVersion: Int!) { deletePco(id: $id, expectedVersion: $expectedVersion) { id nextPcoName pcos { ...PcoRowFields } } }\n": types.DeletePcoDocument,
    "\n  mutation AddPcoLaborLine($pcoId: ID!, $input: LaborLineInput!) { addPcoLaborLine(pcoId: $pcoId, input: $input) { ...PcoFields } }\n": types.AddPcoLaborLineDocument,
    "\n  mutation UpdatePcoLaborLine($id: ID!, $input: LaborLineInput!) { updatePcoLaborLine(id: $id, input: $input) { ...PcoFields } }\n": types.UpdatePcoLaborLineDocument,
    "\n  mutation DeletePcoLaborLine($id: ID!, $expectedVersion: Int!) { deletePcoLaborLine(id: $id, expectedVersion: $expectedVersion) { ...PcoFields } }\n": types.DeletePcoLaborLineDocument,
    "\n  mutation AddPcoTradeLine($pcoId: ID!, $input: TradeLineInput!) { addPcoTradeLine(pcoId: $pcoId, input: $input) { ...PcoFields } }\n": types.AddPcoTradeLineDocument,
    "\n  mutation UpdatePcoTradeLine($id: ID!, $input: TradeLineInput!) { updatePcoTradeLine(id: $id, input: $input) { ...PcoFields } }\n": types.UpdatePcoTradeLineDocument,
    "\n  mutation DeletePcoTradeLine($id: ID!, $expectedVersion: Int!) { deletePcoTradeLine(id: $id, expectedVersion: $expectedVersion) { ...PcoFields } }\n": types.DeletePcoTradeLineDocument,
    "\n  fragment ProjectRowFields on Project {\n    id\n    uid\n    name\n    displayName\n    status\n    statusLabel\n    totalCost\n    editable\n    owner { id name }\n    estimator { id firstName lastName }\n    projectManager { id firstName lastName }\n  }\n": types.ProjectRowFieldsFragmentDoc,
    "\n  fragment ProjectFields on Project {\n    id\n    uid\n    name\n    displayName\n    status\n    statusLabel\n    owner {\n      id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive\n    }\n    ownerAddress { id ownerId address1 address2 city state stateCode zip }\n    ownerManager { id ownerId firstName lastName email phone }\n    estimator { id firstName lastName }\n    projectManager { id firstName lastName }\n    siteSuper { id firstName lastName }\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    buildingType\n    projectType\n    durationWeeks\n    squareFeet\n    drawingLink\n    bidDueDate\n    timeDue\n    constructionStartDate\n    expectedEndDate\n    markupMode\n    totalMarkup\n    customPriceAmount\n    power\n    water\n    pcoProfitPercentage\n    totalCost\n    editable\n  }\n": types.ProjectFieldsFragmentDoc,
    "\n  query Projects($status: [ProjectStatus!], $q: String, $page: Int, $pageSize: Int) {\n    projects(status: $status, q: $q, page: $page, pageSize: $pageSize) {\n      total\n      items { ...ProjectRowFields }\n    }\n  }\n": types.ProjectsDocument,
    "\n  query InvitedProjects {\n    invitedProjects { ...ProjectRowFields }\n  }\n": types.InvitedProjectsDocument,
    "\n  query Project($id: ID!) {\n    project(id: $id) { ...ProjectFields }\n  }\n": types.ProjectDocument,
    "\n  query ProjectTotals($id: ID!) {\n    project(id: $id) {\n      id\n      totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }\n    }\n  }\n": types.ProjectTotalsDocument,
    "\n  query NextProjectUid {\n    nextProjectUid\n  }\n": types.NextProjectUidDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) { ...ProjectFields }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) { ...ProjectFields }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation SetProjectStatus($id: ID!, $status: ProjectStatus!) {\n    setProjectStatus(id: $id, status: $status) { id status statusLabel editable }\n  }\n": types.SetProjectStatusDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteProjectDocument,
    "\n  mutation CopyProject($sourceUid: String!, $newUidNumber: String!, $name: String!) {\n    copyProject(sourceUid: $sourceUid, newUidNumber: $newUidNumber, name: $name) { id uid name displayName status }\n  }\n": types.CopyProjectDocument,
    "\n  query ActiveOwners($page: Int, $pageSize: Int) {\n    owners(activeOnly: true, page: $page, pageSize: $pageSize) {\n      total\n      items { id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive }\n    }\n  }\n": types.ActiveOwnersDocument,
    "\n  query OwnerAddresses($ownerId: ID!) {\n    ownerAddresses(ownerId: $ownerId) { id ownerId address1 address2 city state stateCode zip }\n  }\n": types.OwnerAddressesDocument,
    "\n  query OwnerManagers($ownerId: ID!) {\n    ownerManagers(ownerId: $ownerId) { id ownerId firstName lastName email phone }\n  }\n": types.OwnerManagersDocument,
    "\n  mutation AddOwnerAddress($ownerId: ID!, $address: OwnerAddressInput!) {\n    addOwnerAddress(ownerId: $ownerId, address: $address) { id ownerId address1 address2 city state stateCode zip }\n  }\n": types.AddOwnerAddressDocument,
    "\n  mutation AddOwnerManager($ownerId: ID!, $manager: OwnerManagerInput!) {\n    addOwnerManager(ownerId: $ownerId, manager: $manager) { id ownerId firstName lastName email phone }\n  }\n": types.AddOwnerManagerDocument,
    "\n  query ProjectLists {\n    buildingTypes { id value }\n    projectTypes { id value }\n  }\n": types.ProjectListsDocument,
    "\n  mutation AddGenericValue($key: GenericListKey!, $value: String!) {\n    addGenericValue(key: $key, value: $value) { id value }\n  }\n": types.AddGenericValueDocument,
    "\n  query ProjectStaff($page: Int, $pageSize: Int) {\n    employees(filter: ACTIVE, page: $page, pageSize: $pageSize) {\n      total\n      items { id firstName lastName positionName role isActive }\n    }\n  }\n": types.ProjectStaffDocument,
    "\n  fragment ProposalSendingFields on ProposalSending { id sentAt sentBy to cc fileName bytes }\n": types.ProposalSendingFieldsFragmentDoc,
    "\n  query ProposalSendings($projectUid: String!) {\n    proposalSendings(projectUid: $projectUid) { ...ProposalSendingFields }\n  }\n": types.ProposalSendingsDocument,
    "\n  query ProposalOverhead { proposalOverhead }\n": types.ProposalOverheadDocument,
    "\n  mutation SendProposal($projectUid: String!, $message: String) {\n    sendProposal(projectUid: $projectUid, message: $message) {\n      __typename\n      ... on ProposalSent { message sending { ...ProposalSendingFields } }\n      ... on ProposalNotSent { reason message }\n    }\n  }\n": types.SendProposalDocument,
    "\n  query MyBidLog($projectUid: String!) {\n    myBidLog(projectUid: $projectUid) { id version bidDate fileName bytes url }\n  }\n": types.MyBidLogDocument,
    "\n  query BidUploads($projectUid: String!) {\n    bidUploads(projectUid: $projectUid) {\n      id version bidDate fileName bytes url uploadedBy uploaderEmail subcontractorId subcontractorName\n    }\n  }\n": types.BidUploadsDocument,
    "\n  fragment EmailTemplateFields on EmailTemplate { type name subject body isDefault updatedAt }\n": types.EmailTemplateFieldsFragmentDoc,
    "\n  query EmailTemplates {\n    emailTemplates {\n      templates { ...EmailTemplateFields }\n      placeholders { name description }\n    }\n  }\n": types.EmailTemplatesDocument,
    "\n  query RenderEmailTemplate($projectId: ID, $type: EmailTemplateType!, $draft: EmailTemplateInput, $recipientEmail: String) {\n    renderEmailTemplate(projectId: $projectId, type: $type, draft: $draft, recipientEmail: $recipientEmail) { type subject text }\n  }\n": types.RenderEmailTemplateDocument,
    "\n  mutation UpdateEmailTemplate($type: EmailTemplateType!, $input: EmailTemplateInput!) {\n    updateEmailTemplate(type: $type, input: $input) { ...EmailTemplateFields }\n  }\n": types.UpdateEmailTemplateDocument,
    "\n  mutation ResetEmailTemplate($type: EmailTemplateType!) {\n    resetEmailTemplate(type: $type) { ...EmailTemplateFields }\n  }\n": types.ResetEmailTemplateDocument,
    "\n  mutation SendSubcontractorEmail($input: SendSubcontractorEmailInput!) {\n    sendSubcontractorEmail(input: $input) { message sent recipients { email invited loginCreated } }\n  }\n": types.SendSubcontractorEmailDocument,
    "\n  fragment SubcontractorRowFields on SubcontractorRow {\n    id companyName email phone isActive isNational states laborAndDesign notes rating\n    divisions { id name }\n    locations { city state }\n  }\n": types.SubcontractorRowFieldsFragmentDoc,
    "\n  query Subcontractors($page: Int, $pageSize: Int, $filter: SubcontractorFilter) {\n    subcontractors(page: $page, pageSize: $pageSize, filter: $filter) {\n      total\n      items { ...SubcontractorRowFields }\n    }\n  }\n": types.SubcontractorsDocument,
    "\n  query Subcontractor($id: ID!) {\n    subcontractor(id: $id) {\n      id companyName contactName firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive rating notes\n      isNational workingStates laborAndDesign designType biddingHistory\n      addresses { id address1 address2 city state stateCode zip }\n      managers { id firstName lastName email phone }\n      divisions { id name }\n      subdivisions { id divisionId name }\n    }\n  }\n": types.SubcontractorDocument,
    "\n  mutation SetSubcontractorActive($id: ID!, $isActive: Boolean!) {\n    setSubcontractorActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": types.SetSubcontractorActiveDocument,
    "\n  query SubcontractorFilterOptions {\n    divisions { id number name }\n    states { name code }\n  }\n": types.SubcontractorFilterOptionsDocument,
    "\n  query SubcontractorFormOptions {\n    divisions { id number name }\n    subdivisions { id name divisionId }\n    states { name code }\n  }\n": types.SubcontractorFormOptionsDocument,
    "\n  mutation CreateSubcontractor($input: SubcontractorInput!) {\n    createSubcontractor(input: $input) { id companyName }\n  }\n": types.CreateSubcontractorDocument,
    "\n  mutation UpdateSubcontractor($id: ID!, $input: SubcontractorInput!) {\n    updateSubcontractor(id: $id, input: $input) { id companyName }\n  }\n": types.UpdateSubcontractorDocument,
    "\n  mutation UploadSubcontractors($fileName: String!, $contentBase64: String!) {\n    uploadSubcontractors(fileName: $fileName, contentBase64: $contentBase64) { ok imported message errors { line column reason } }\n  }\n": types.UploadSubcontractorsDocument,
    "\n  mutation MapSubcontractors($subdivisionId: ID!, $subcontractorIds: [ID!]!) {\n    mapSubcontractorsToSubdivision(subdivisionId: $subdivisionId, subcontractorIds: $subcontractorIds) { subdivisionId mapped }\n  }\n": types.MapSubcontractorsDocument,
    "\n  query SubcontractorsOfSubdivision($subdivisionId: ID!) {\n    subcontractorsBySubdivision(subdivisionId: $subdivisionId) { id companyName email phone isActive }\n  }\n": types.SubcontractorsOfSubdivisionDocument,
    "\n  fragment CommitmentLineFields on CommitmentLine {\n    id divisionId divisionCode divisionName subdivisionId subdivisionName categoryId categoryName partId partName costCode\n    units unitOfMeasure costPerUnit total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate\n    unpaidBills remainingBalance\n  }\n": types.CommitmentLineFieldsFragmentDoc,
    "\n  fragment CommitmentFields on Commitment {\n    id projectUid kind number status bidId party { id name } retainageRate scope startDate endDate version awardedAt pdfUrl\n    lines { ...CommitmentLineFields }\n    totals { total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate unpaidBills remainingBalance }\n    changeOrders { id number name reason date total lines { lineId amount } }\n    billings { id number periodFrom periodTo billingDate status total retainage lines { lineId amount reason } submittedBy approvedBy approvedAt directCostIds }\n    payments { id amount paidOn reference isFinal waiverKind throughDate signedWaiver { fileName bytes uploadedAt url } waiverPdfUrl }\n    retainageReleased\n    awardEmails { sentAt to }\n  }\n": types.CommitmentFieldsFragmentDoc,
    "\n  query Subcontracts($projectUid: String!) {\n    subcontracts(projectUid: $projectUid) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n": types.SubcontractsDocument,
    "\n  query MySubcontracts($projectUid: String!) {\n    mySubcontracts(projectUid: $projectUid) { ...CommitmentFields }\n  }\n": types.MySubcontractsDocument,
    "\n  mutation AwardSubcontract($bidId: ID!, $input: AwardSubcontractInput) {\n    awardSubcontract(bidId: $bidId, input: $input) { ...CommitmentFields }\n  }\n": types.AwardSubcontractDocument,
    "\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) {\n    createPurchaseOrder(input: $input) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n": types.CreatePurchaseOrderDocument,
    "\n  mutation UpdateSubcontract($id: ID!, $input: UpdateSubcontractInput!) {\n    updateSubcontract(id: $id, input: $input) { ...CommitmentFields }\n  }\n": types.UpdateSubcontractDocument,
    "\n  mutation DeleteSubcontract($id: ID!, $expectedVersion: Int!) {\n    deleteSubcontract(id: $id, expectedVersion: $expectedVersion) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n": types.DeleteSubcontractDocument,
    "\n  mutation AddSubcontractLine($id: ID!, $expectedVersion: Int!, $input: CommitmentLineInput!) {\n    addSubcontractLine(id: $id, expectedVersion: $expectedVersion, input: $input) { ...CommitmentFields }\n  }\n": types.AddSubcontractLineDocument,
    "\n  mutation UpdateSubcontractLine($lineId: ID!, $expectedVersion: Int!, $input: CommitmentLineInput!) {\n    updateSubcontractLine(lineId: $lineId, expectedVersion: $expectedVersion, input: $input) { ...CommitmentFields }\n  }\n": types.UpdateSubcontractLineDocument,
    "\n  mutation DeleteSubcontractLine($lineId: ID!, $expectedVersion: Int!) {\n    deleteSubcontractLine(lineId: $lineId, expectedVersion: $expectedVersion) { ...CommitmentFields }\n  }\n": types.DeleteSubcontractLineDocument,
    "\n  mutation AddSubcontractChangeOrder($id: ID!, $input: SubcontractChangeOrderInput!) {\n    addSubcontractChangeOrder(id: $id, input: $input) { ...CommitmentFields }\n  }\n": types.AddSubcontractChangeOrderDocument,
    "\n  mutation SubmitSubcontractBilling($id: ID!, $input: SubcontractBillingInput!) {\n    submitSubcontractBilling(id: $id, input: $input) { ...CommitmentFields }\n  }\n": types.SubmitSubcontractBillingDocument,
    "\n  mutation ApproveSubcontractBilling($billingId: ID!, $expectedVersion: Int!) {\n    approveSubcontractBilling(billingId: $billingId, expectedVersion: $expectedVersion) { ...CommitmentFields }\n  }\n": types.ApproveSubcontractBillingDocument,
    "\n  mutation RejectSubcontractBilling($billingId: ID!, $expectedVersion: Int!, $reason: String!) {\n    rejectSubcontractBilling(billingId: $billingId, expectedVersion: $expectedVersion, reason: $reason) { ...CommitmentFields }\n  }\n": types.RejectSubcontractBillingDocument,
    "\n  mutation RecordSubcontractPayment($id: ID!, $input: SubcontractPaymentInput!) {\n    recordSubcontractPayment(id: $id, input: $input) { ...CommitmentFields }\n  }\n": types.RecordSubcontractPaymentDocument,
    "\n  mutation ReleaseSubcontractRetainage($id: ID!, $expectedVersion: Int!, $amount: Money, $all: Boolean) {\n    releaseSubcontractRetainage(id: $id, expectedVersion: $expectedVersion, amount: $amount, all: $all) { ...CommitmentFields }\n  }\n": types.ReleaseSubcontractRetainageDocument,
    "\n  mutation SendAwardNotification($id: ID!, $message: String) {\n    sendAwardNotification(id: $id, message: $message) { ...CommitmentFields }\n  }\n": types.SendAwardNotificationDocument,
    "\n  mutation SubmitMySubcontractBilling($id: ID!, $input: SubcontractBillingInput!) {\n    submitMySubcontractBilling(id: $id, input: $input) { ...CommitmentFields }\n  }\n": types.SubmitMySubcontractBillingDocument,
    "\n  fragment TrackerFiguresFields on TrackerFigures {\n    finalRun scopeTransfer adjustedBudget changeOrderTotals totalRevenue subContractors subcontractorChangeOrders holds\n    subContractTotals directCostTotals subBilled otherCosts finalCost overUnderBudget billingToDate paymentReceived\n    costToDate netProfitToDate percentComplete revenueRemaining costRemaining balance\n  }\n": types.TrackerFiguresFieldsFragmentDoc,
    "\n  fragment TrackerRowFields on TrackerRow {\n    id type costCode trade committed deletable unbudgeted\n    position { id name }\n    level { id name }\n    division { id name }\n    subdivision { id name }\n    category { id name }\n    part { id name }\n    figures { ...TrackerFiguresFields }\n  }\n": types.TrackerRowFieldsFragmentDoc,
    "\n  fragment ProjectTrackerFields on ProjectTracker {\n    projectUid\n    rows { ...TrackerRowFields }\n    totals {\n      rowCount billableHours\n      all { ...TrackerFiguresFields }\n      totalDirectTrades { ...TrackerFiguresFields }\n      generalConditions { ...TrackerFiguresFields }\n    }\n    overhead contractorFee expectedOverhead overheadDrift buyoutSavings\n    overheadBilled { billingToDate paymentReceived }\n    contractorFeeBilled { billingToDate paymentReceived }\n    projectTotal { projectTotal contractSumToDate scopeTransferNet difference balanced billingToDate paymentReceived }\n  }\n": types.ProjectTrackerFieldsFragmentDoc,
    "\n  query ProjectTracker($projectUid: String!) {\n    projectTracker(projectUid: $projectUid) { ...ProjectTrackerFields }\n  }\n": types.ProjectTrackerDocument,
    "\n  query TrackerProject($id: ID!) {\n    project(id: $id) {\n      id uid name displayName status constructionStartDate expectedEndDate completedOn\n      owner { id name }\n      estimator { id firstName lastName }\n      projectManager { id firstName lastName }\n      siteSuper { id firstName lastName }\n    }\n  }\n": types.TrackerProjectDocument,
    "\n  query OverallProjectTracker($statuses: [ProjectStatus!]) {\n    overallProjectTracker(statuses: $statuses) {\n      projects {\n        projectUid projectName status startDate overhead contractorFee projectTotal contractSumToDate balanced\n        figures { ...TrackerFiguresFields }\n      }\n      totalDirectTrades { ...TrackerFiguresFields }\n      generalConditions { ...TrackerFiguresFields }\n      all { ...TrackerFiguresFields }\n      overhead contractorFee procurementFees projectCost\n    }\n  }\n": types.OverallProjectTrackerDocument,
    "\n  query TrackerProjectByUid($q: String!) {\n    projects(q: $q, page: 1, pageSize: 10) { items { id uid name displayName status } }\n  }\n": types.TrackerProjectByUidDocument,
    "\n  mutation UpdateTrackerRow($id: ID!, $input: TrackerRowInput!) {\n    updateTrackerRow(id: $id, input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n": types.UpdateTrackerRowDocument,
    "\n  mutation DeleteTrackerRow($id: ID!) {\n    deleteTrackerRow(id: $id) { tracker { ...ProjectTrackerFields } }\n  }\n": types.DeleteTrackerRowDocument,
    "\n  mutation AddLaborScopeTransfer($input: LaborScopeTransferInput!) {\n    addLaborScopeTransfer(input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n": types.AddLaborScopeTransferDocument,
    "\n  mutation AddTradeScopeTransfer($input: TradeScopeTransferInput!) {\n    addTradeScopeTransfer(input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n": types.AddTradeScopeTransferDocument,
    "\n  fragment TenantUserFields on TenantUser {\n    id\n    firstName\n    lastName\n    email\n    phone\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    role\n    roleLabel\n    isActive\n    employeeId\n  }\n": types.TenantUserFieldsFragmentDoc,
    "\n  query Users($page: Int, $pageSize: Int) {\n    users(page: $page, pageSize: $pageSize) {\n      total\n      items { ...TenantUserFields }\n    }\n  }\n": types.UsersDocument,
    "\n  query User($id: ID!) {\n    user(id: $id) { ...TenantUserFields }\n  }\n": types.UserDocument,
    "\n  mutation CreateUser($input: TenantUserInput!) {\n    createUser(input: $input) { ...TenantUserFields }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: TenantUserInput!) {\n    updateUser(id: $id, input: $input) { ...TenantUserFields }\n  }\n": types.UpdateUserDocument,
    "\n  mutation SetUserActive($id: ID!, $isActive: Boolean!) {\n    setUserActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": types.SetUserActiveDocument,
    "\n  query EmployeesWithoutRole {\n    employeesWithoutRole { id firstName lastName email phone address1 address2 city state stateCode zip }\n  }\n": types.EmployeesWithoutRoleDocument,
    "\n  fragment VendorRowFields on VendorRow {\n    id companyName contactName email phone isActive isNational states\n    divisions { id name }\n    locations { city state }\n  }\n": types.VendorRowFieldsFragmentDoc,
    "\n  query Vendors($page: Int, $pageSize: Int, $filter: VendorFilter) {\n    vendors(page: $page, pageSize: $pageSize, filter: $filter) {\n      total\n      items { ...VendorRowFields }\n    }\n  }\n": types.VendorsDocument,
    "\n  query Vendor($id: ID!) {\n    vendor(id: $id) {\n      id companyName contactName firstName lastName email phone ccEmail payableEmail accountReceivableEmail mobile isActive isNational workingStates\n      addresses { id address1 address2 city state stateCode zip }\n      managers { id firstName lastName email phone }\n      divisions { id name }\n      subdivisions { id divisionId name }\n    }\n  }\n": types.VendorDocument,
    "\n  query VendorsBySubdivision($subdivisionId: ID!) {\n    vendorsBySubdivision(subdivisionId: $subdivisionId) { id companyName email phone isActive }\n  }\n": types.VendorsBySubdivisionDocument,
    "\n  mutation CreateVendor($input: VendorInput!) {\n    createVendor(input: $input) { id companyName }\n  }\n": types.CreateVendorDocument,
    "\n  mutation UpdateVendor($id: ID!, $input: VendorInput!) {\n    updateVendor(id: $id, input: $input) { id companyName }\n  }\n": types.UpdateVendorDocument,
    "\n  mutation SetVendorActive($id: ID!, $isActive: Boolean!) {\n    setVendorActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": types.SetVendorActiveDocument,
    "\n  mutation MapVendorsToSubdivision($subdivisionId: ID!, $vendorIds: [ID!]!) {\n    mapVendorsToSubdivision(subdivisionId: $subdivisionId, vendorIds: $vendorIds) { subdivisionId mapped }\n  }\n": types.MapVendorsToSubdivisionDocument,
    "\n  query VendorOptions {\n    divisions { id number name }\n    subdivisions { id name divisionId }\n    states { name code }\n  }\n": types.VendorOptionsDocument,
    "\n  query VendorChoices($search: String) {\n    vendors(page: 1, pageSize: 100, filter: { search: $search, active: ACTIVE }) {\n      total\n      items { id companyName }\n    }\n  }\n": types.VendorChoicesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressSuggestions($query: String!, $limit: Int) {\n    addressSuggestions(query: $query, limit: $limit) { id label city state stateCode zip street }\n  }\n"): (typeof documents)["\n  query AddressSuggestions($query: String!, $limit: Int) {\n    addressSuggestions(query: $query, limit: $limit) { id label city state stateCode zip street }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query States {\n    states { name code }\n  }\n"): (typeof documents)["\n  query States {\n    states { name code }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {\n    login(username: $username, password: $password, rememberMe: $rememberMe) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {\n    login(username: $username, password: $password, rememberMe: $rememberMe) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerCompany {\n    viewer {\n      company { id name email phone projectIdPrefix projectIdStart defaultMarkup isActive }\n    }\n  }\n"): (typeof documents)["\n  query ViewerCompany {\n    viewer {\n      company { id name email phone projectIdPrefix projectIdStart defaultMarkup isActive }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerCompanyName {\n    viewer {\n      companyName\n    }\n  }\n"): (typeof documents)["\n  query ViewerCompanyName {\n    viewer {\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitedCompanies {\n    invitedCompanies { id name }\n  }\n"): (typeof documents)["\n  query InvitedCompanies {\n    invitedCompanies { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"): (typeof documents)["\n  mutation SelectCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BidProjectTotalsFields on Project {\n    id\n    status\n    markupMode\n    totalCost\n    totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }\n  }\n"): (typeof documents)["\n  fragment BidProjectTotalsFields on Project {\n    id\n    status\n    markupMode\n    totalCost\n    totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BidRowFields on Bid {\n    id\n    projectUid\n    division { id name }\n    subdivision { id name }\n    label\n    scopeOfWork\n    isAlternate\n    status\n    pricingMode\n    version\n    subcontractors { id name total selected lowest }\n    totals { labor burden trades subTotal overhead profit totalCost }\n    project { ...BidProjectTotalsFields }\n  }\n"): (typeof documents)["\n  fragment BidRowFields on Bid {\n    id\n    projectUid\n    division { id name }\n    subdivision { id name }\n    label\n    scopeOfWork\n    isAlternate\n    status\n    pricingMode\n    version\n    subcontractors { id name total selected lowest }\n    totals { labor burden trades subTotal overhead profit totalCost }\n    project { ...BidProjectTotalsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BidFields on Bid {\n    ...BidRowFields\n    lease { holderName expiresAt mine }\n    laborLines {\n      id bidId costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id bidId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n      amounts { subcontractorId subcontractorName amount }\n    }\n  }\n"): (typeof documents)["\n  fragment BidFields on Bid {\n    ...BidRowFields\n    lease { holderName expiresAt mine }\n    laborLines {\n      id bidId costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id bidId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n      amounts { subcontractorId subcontractorName amount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BidSheetProject($id: ID!) {\n    project(id: $id) {\n      uid\n      name\n      displayName\n      ...BidProjectTotalsFields\n      bids { ...BidRowFields }\n    }\n  }\n"): (typeof documents)["\n  query BidSheetProject($id: ID!) {\n    project(id: $id) {\n      uid\n      name\n      displayName\n      ...BidProjectTotalsFields\n      bids { ...BidRowFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bid($id: ID!) {\n    bid(id: $id) { ...BidFields }\n  }\n"): (typeof documents)["\n  query Bid($id: ID!) {\n    bid(id: $id) { ...BidFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectBidNames($id: ID!) {\n    project(id: $id) { id bids { id label isAlternate division { id name } subdivision { id name } } }\n  }\n"): (typeof documents)["\n  query ProjectBidNames($id: ID!) {\n    project(id: $id) { id bids { id label isAlternate division { id name } subdivision { id name } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBid($input: AddBidInput!) { addBid(input: $input) { ...BidFields } }\n"): (typeof documents)["\n  mutation AddBid($input: AddBidInput!) { addBid(input: $input) { ...BidFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBid($id: ID!, $input: UpdateBidInput!) { updateBid(id: $id, input: $input) { ...BidFields } }\n"): (typeof documents)["\n  mutation UpdateBid($id: ID!, $input: UpdateBidInput!) { updateBid(id: $id, input: $input) { ...BidFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBidAlternate($id: ID!, $isAlternate: Boolean!, $expectedVersion: Int!) {\n    setBidAlternate(id: $id, isAlternate: $isAlternate, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n"): (typeof documents)["\n  mutation SetBidAlternate($id: ID!, $isAlternate: Boolean!, $expectedVersion: Int!) {\n    setBidAlternate(id: $id, isAlternate: $isAlternate, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBid($id: ID!, $expectedVersion: Int!) { deleteBid(id: $id, expectedVersion: $expectedVersion) { ...BidProjectTotalsFields } }\n"): (typeof documents)["\n  mutation DeleteBid($id: ID!, $expectedVersion: Int!) { deleteBid(id: $id, expectedVersion: $expectedVersion) { ...BidProjectTotalsFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBidSubcontractors($bidId: ID!, $subcontractorIds: [ID!]!, $expectedVersion: Int!) {\n    addBidSubcontractors(bidId: $bidId, subcontractorIds: $subcontractorIds, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n"): (typeof documents)["\n  mutation AddBidSubcontractors($bidId: ID!, $subcontractorIds: [ID!]!, $expectedVersion: Int!) {\n    addBidSubcontractors(bidId: $bidId, subcontractorIds: $subcontractorIds, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBidSubcontractor($bidId: ID!, $subcontractorId: ID!, $expectedVersion: Int!) {\n    removeBidSubcontractor(bidId: $bidId, subcontractorId: $subcontractorId, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n"): (typeof documents)["\n  mutation RemoveBidSubcontractor($bidId: ID!, $subcontractorId: ID!, $expectedVersion: Int!) {\n    removeBidSubcontractor(bidId: $bidId, subcontractorId: $subcontractorId, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectBidSubcontractor($bidId: ID!, $subcontractorId: ID, $expectedVersion: Int!) {\n    selectBidSubcontractor(bidId: $bidId, subcontractorId: $subcontractorId, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n"): (typeof documents)["\n  mutation SelectBidSubcontractor($bidId: ID!, $subcontractorId: ID, $expectedVersion: Int!) {\n    selectBidSubcontractor(bidId: $bidId, subcontractorId: $subcontractorId, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBidPricingMode($bidId: ID!, $mode: BidPricingMode!, $expectedVersion: Int!) {\n    setBidPricingMode(bidId: $bidId, mode: $mode, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n"): (typeof documents)["\n  mutation SetBidPricingMode($bidId: ID!, $mode: BidPricingMode!, $expectedVersion: Int!) {\n    setBidPricingMode(bidId: $bidId, mode: $mode, expectedVersion: $expectedVersion) { ...BidFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLaborLine($bidId: ID!, $input: LaborLineInput!) { addLaborLine(bidId: $bidId, input: $input) { ...BidFields } }\n"): (typeof documents)["\n  mutation AddLaborLine($bidId: ID!, $input: LaborLineInput!) { addLaborLine(bidId: $bidId, input: $input) { ...BidFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLaborLine($id: ID!, $input: LaborLineInput!) { updateLaborLine(id: $id, input: $input) { ...BidFields } }\n"): (typeof documents)["\n  mutation UpdateLaborLine($id: ID!, $input: LaborLineInput!) { updateLaborLine(id: $id, input: $input) { ...BidFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLaborLine($id: ID!, $expectedVersion: Int!) { deleteLaborLine(id: $id, expectedVersion: $expectedVersion) { ...BidFields } }\n"): (typeof documents)["\n  mutation DeleteLaborLine($id: ID!, $expectedVersion: Int!) { deleteLaborLine(id: $id, expectedVersion: $expectedVersion) { ...BidFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTradeLine($bidId: ID!, $input: TradeLineInput!) { addTradeLine(bidId: $bidId, input: $input) { ...BidFields } }\n"): (typeof documents)["\n  mutation AddTradeLine($bidId: ID!, $input: TradeLineInput!) { addTradeLine(bidId: $bidId, input: $input) { ...BidFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTradeLine($id: ID!, $input: TradeLineInput!) { updateTradeLine(id: $id, input: $input) { ...BidFields } }\n"): (typeof documents)["\n  mutation UpdateTradeLine($id: ID!, $input: TradeLineInput!) { updateTradeLine(id: $id, input: $input) { ...BidFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTradeLine($id: ID!, $expectedVersion: Int!) { deleteTradeLine(id: $id, expectedVersion: $expectedVersion) { ...BidFields } }\n"): (typeof documents)["\n  mutation DeleteTradeLine($id: ID!, $expectedVersion: Int!) { deleteTradeLine(id: $id, expectedVersion: $expectedVersion) { ...BidFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenBidForEdit($bidId: ID!) {\n    openBidForEdit(bidId: $bidId) {\n      __typename\n      ... on BidLeaseGranted { lease { holderName expiresAt mine } bid { id version lease { holderName expiresAt mine } } }\n      ... on BidLocked { message holderName expiresAt }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenBidForEdit($bidId: ID!) {\n    openBidForEdit(bidId: $bidId) {\n      __typename\n      ... on BidLeaseGranted { lease { holderName expiresAt mine } bid { id version lease { holderName expiresAt mine } } }\n      ... on BidLocked { message holderName expiresAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseBid($bidId: ID!) { releaseBid(bidId: $bidId) }\n"): (typeof documents)["\n  mutation ReleaseBid($bidId: ID!) { releaseBid(bidId: $bidId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartFields on Part {\n    id name costPerUnit unit unitId costCode categoryId categoryName subdivisionId subdivisionName divisionId divisionName\n  }\n"): (typeof documents)["\n  fragment PartFields on Part {\n    id name costPerUnit unit unitId costCode categoryId categoryName subdivisionId subdivisionName divisionId divisionName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueLists {\n    divisions { id number name }\n    subdivisions { id name divisionId divisionName divisionNumber }\n    categories { id name subdivisionId subdivisionName divisionId divisionName }\n    unitsOfMeasure { id name }\n  }\n"): (typeof documents)["\n  query CatalogueLists {\n    divisions { id number name }\n    subdivisions { id name divisionId divisionName divisionNumber }\n    categories { id name subdivisionId subdivisionName divisionId divisionName }\n    unitsOfMeasure { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Parts($page: Int, $pageSize: Int, $divisionId: ID, $subdivisionId: ID, $categoryId: ID, $q: String) {\n    parts(page: $page, pageSize: $pageSize, divisionId: $divisionId, subdivisionId: $subdivisionId, categoryId: $categoryId, q: $q) {\n      total\n      items { ...PartFields }\n    }\n  }\n"): (typeof documents)["\n  query Parts($page: Int, $pageSize: Int, $divisionId: ID, $subdivisionId: ID, $categoryId: ID, $q: String) {\n    parts(page: $page, pageSize: $pageSize, divisionId: $divisionId, subdivisionId: $subdivisionId, categoryId: $categoryId, q: $q) {\n      total\n      items { ...PartFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDivision($input: DivisionInput!) { createDivision(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateDivision($input: DivisionInput!) { createDivision(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDivision($id: ID!, $input: DivisionInput!) { updateDivision(id: $id, input: $input) { id } }\n"): (typeof documents)["\n  mutation UpdateDivision($id: ID!, $input: DivisionInput!) { updateDivision(id: $id, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDivision($id: ID!) { deleteDivision(id: $id) }\n"): (typeof documents)["\n  mutation DeleteDivision($id: ID!) { deleteDivision(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubdivision($input: SubdivisionInput!) { createSubdivision(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateSubdivision($input: SubdivisionInput!) { createSubdivision(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubdivision($id: ID!, $input: SubdivisionInput!) { updateSubdivision(id: $id, input: $input) { id } }\n"): (typeof documents)["\n  mutation UpdateSubdivision($id: ID!, $input: SubdivisionInput!) { updateSubdivision(id: $id, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubdivision($id: ID!) { deleteSubdivision(id: $id) }\n"): (typeof documents)["\n  mutation DeleteSubdivision($id: ID!) { deleteSubdivision(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePart($input: PartInput!) { createPart(input: $input) { ...PartFields } }\n"): (typeof documents)["\n  mutation CreatePart($input: PartInput!) { createPart(input: $input) { ...PartFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePart($id: ID!, $input: PartInput!) { updatePart(id: $id, input: $input) { ...PartFields } }\n"): (typeof documents)["\n  mutation UpdatePart($id: ID!, $input: PartInput!) { updatePart(id: $id, input: $input) { ...PartFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePart($id: ID!) { deletePart(id: $id) }\n"): (typeof documents)["\n  mutation DeletePart($id: ID!) { deletePart(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadPartsCsv($csv: String!) {\n    uploadPartsCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n"): (typeof documents)["\n  mutation UploadPartsCsv($csv: String!) {\n    uploadPartsCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyFields on Company {\n    id\n    name\n    email\n    phone\n    image\n    defaultMarkup\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    country\n    companyAdmin\n    owner { firstName lastName email phone }\n    projectIdPrefix\n    projectIdStart\n    proposalOverhead\n    isActive\n  }\n"): (typeof documents)["\n  fragment CompanyFields on Company {\n    id\n    name\n    email\n    phone\n    image\n    defaultMarkup\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    country\n    companyAdmin\n    owner { firstName lastName email phone }\n    projectIdPrefix\n    projectIdStart\n    proposalOverhead\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies($page: Int, $pageSize: Int) {\n    companies(page: $page, pageSize: $pageSize) {\n      total\n      items { id name email phone city state zip companyAdmin isActive }\n    }\n  }\n"): (typeof documents)["\n  query Companies($page: Int, $pageSize: Int) {\n    companies(page: $page, pageSize: $pageSize) {\n      total\n      items { id name email phone city state zip companyAdmin isActive }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company($id: Int!) {\n    company(id: $id) { ...CompanyFields }\n  }\n"): (typeof documents)["\n  query Company($id: Int!) {\n    company(id: $id) { ...CompanyFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Version {\n    version\n  }\n"): (typeof documents)["\n  query Version {\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) { ...CompanyFields }\n  }\n"): (typeof documents)["\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) { ...CompanyFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($id: Int!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyFields }\n  }\n"): (typeof documents)["\n  mutation UpdateCompany($id: Int!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyActive($id: Int!, $isActive: Boolean!) {\n    setCompanyActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"): (typeof documents)["\n  mutation SetCompanyActive($id: Int!, $isActive: Boolean!) {\n    setCompanyActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DirectCostRowFields on DirectCost {\n    id\n    projectUid\n    sheetName\n    division { id name }\n    subdivision { id name }\n    contractorType\n    vendor { id name }\n    subcontractor { id name }\n    contractorName\n    date\n    notes\n    amount\n    laborTotal\n    tradesTotal\n    total\n    lineCount\n    chargeRow\n    unbudgeted\n  }\n"): (typeof documents)["\n  fragment DirectCostRowFields on DirectCost {\n    id\n    projectUid\n    sheetName\n    division { id name }\n    subdivision { id name }\n    contractorType\n    vendor { id name }\n    subcontractor { id name }\n    contractorName\n    date\n    notes\n    amount\n    laborTotal\n    tradesTotal\n    total\n    lineCount\n    chargeRow\n    unbudgeted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DirectCostFields on DirectCost {\n    ...DirectCostRowFields\n    laborLines {\n      id directCostId date costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id directCostId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n    }\n  }\n"): (typeof documents)["\n  fragment DirectCostFields on DirectCost {\n    ...DirectCostRowFields\n    laborLines {\n      id directCostId date costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id directCostId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectCostProject($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      status\n      directCosts { ...DirectCostRowFields }\n    }\n  }\n"): (typeof documents)["\n  query DirectCostProject($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      status\n      directCosts { ...DirectCostRowFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectCost($id: ID!) {\n    directCost(id: $id) { ...DirectCostFields }\n  }\n"): (typeof documents)["\n  query DirectCost($id: ID!) {\n    directCost(id: $id) { ...DirectCostFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectCostSheetNames {\n    directCostSheetNames { id name }\n  }\n"): (typeof documents)["\n  query DirectCostSheetNames {\n    directCostSheetNames { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectCostChargeRows($projectUid: String!) {\n    directCostChargeRows(projectUid: $projectUid) { key type costCode trade subdivision part }\n  }\n"): (typeof documents)["\n  query DirectCostChargeRows($projectUid: String!) {\n    directCostChargeRows(projectUid: $projectUid) { key type costCode trade subdivision part }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDirectCost($input: AddDirectCostInput!) { addDirectCost(input: $input) { ...DirectCostRowFields } }\n"): (typeof documents)["\n  mutation AddDirectCost($input: AddDirectCostInput!) { addDirectCost(input: $input) { ...DirectCostRowFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDirectCost($id: ID!) { deleteDirectCost(id: $id) }\n"): (typeof documents)["\n  mutation DeleteDirectCost($id: ID!) { deleteDirectCost(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDirectCostLaborLine($directCostId: ID!, $input: DirectCostLaborLineInput!) {\n    addDirectCostLaborLine(directCostId: $directCostId, input: $input) { ...DirectCostFields }\n  }\n"): (typeof documents)["\n  mutation AddDirectCostLaborLine($directCostId: ID!, $input: DirectCostLaborLineInput!) {\n    addDirectCostLaborLine(directCostId: $directCostId, input: $input) { ...DirectCostFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDirectCostLaborLine($id: ID!, $input: DirectCostLaborLineInput!) {\n    updateDirectCostLaborLine(id: $id, input: $input) { ...DirectCostFields }\n  }\n"): (typeof documents)["\n  mutation UpdateDirectCostLaborLine($id: ID!, $input: DirectCostLaborLineInput!) {\n    updateDirectCostLaborLine(id: $id, input: $input) { ...DirectCostFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDirectCostLaborLine($id: ID!) { deleteDirectCostLaborLine(id: $id) { ...DirectCostFields } }\n"): (typeof documents)["\n  mutation DeleteDirectCostLaborLine($id: ID!) { deleteDirectCostLaborLine(id: $id) { ...DirectCostFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDirectCostTradeLine($directCostId: ID!, $input: TradeLineInput!) {\n    addDirectCostTradeLine(directCostId: $directCostId, input: $input) { ...DirectCostFields }\n  }\n"): (typeof documents)["\n  mutation AddDirectCostTradeLine($directCostId: ID!, $input: TradeLineInput!) {\n    addDirectCostTradeLine(directCostId: $directCostId, input: $input) { ...DirectCostFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDirectCostTradeLine($id: ID!, $input: TradeLineInput!) {\n    updateDirectCostTradeLine(id: $id, input: $input) { ...DirectCostFields }\n  }\n"): (typeof documents)["\n  mutation UpdateDirectCostTradeLine($id: ID!, $input: TradeLineInput!) {\n    updateDirectCostTradeLine(id: $id, input: $input) { ...DirectCostFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDirectCostTradeLine($id: ID!) { deleteDirectCostTradeLine(id: $id) { ...DirectCostFields } }\n"): (typeof documents)["\n  mutation DeleteDirectCostTradeLine($id: ID!) { deleteDirectCostTradeLine(id: $id) { ...DirectCostFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmployeeFields on Employee {\n    id\n    firstName\n    lastName\n    email\n    phone\n    positionId\n    positionName\n    levelId\n    levelName\n    costCode\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    billable\n    period\n    ratePerHour\n    ratePerYear\n    medicalInsurance\n    hiringDate\n    timeWithCompany\n    isActive\n    role\n  }\n"): (typeof documents)["\n  fragment EmployeeFields on Employee {\n    id\n    firstName\n    lastName\n    email\n    phone\n    positionId\n    positionName\n    levelId\n    levelName\n    costCode\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    billable\n    period\n    ratePerHour\n    ratePerYear\n    medicalInsurance\n    hiringDate\n    timeWithCompany\n    isActive\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employees($filter: ActiveFilter, $page: Int, $pageSize: Int) {\n    employees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      billableCount\n      nonBillableCount\n      items { ...EmployeeFields }\n    }\n  }\n"): (typeof documents)["\n  query Employees($filter: ActiveFilter, $page: Int, $pageSize: Int) {\n    employees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      billableCount\n      nonBillableCount\n      items { ...EmployeeFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employee($id: ID!) {\n    employee(id: $id) {\n      ...EmployeeFields\n      rates { perHour perDay perWeek perMonth perYear }\n    }\n  }\n"): (typeof documents)["\n  query Employee($id: ID!) {\n    employee(id: $id) {\n      ...EmployeeFields\n      rates { perHour perDay perWeek perMonth perYear }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) { ...EmployeeFields }\n  }\n"): (typeof documents)["\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) { ...EmployeeFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) { ...EmployeeFields }\n  }\n"): (typeof documents)["\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) { ...EmployeeFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEmployeeActive($id: ID!, $isActive: Boolean!) {\n    setEmployeeActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"): (typeof documents)["\n  mutation SetEmployeeActive($id: ID!, $isActive: Boolean!) {\n    setEmployeeActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Positions {\n    positions { id name levels { id name costCode } }\n  }\n"): (typeof documents)["\n  query Positions {\n    positions { id name levels { id name costCode } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Levels {\n    levels { id name positionId positionName costCode ratePerHour ratePerWeek costPerUnit }\n  }\n"): (typeof documents)["\n  query Levels {\n    levels { id name positionId positionName costCode ratePerHour ratePerWeek costPerUnit }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PositionCostCode($positionId: ID!) {\n    positionCostCode(positionId: $positionId)\n  }\n"): (typeof documents)["\n  query PositionCostCode($positionId: ID!) {\n    positionCostCode(positionId: $positionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosition($name: String!) {\n    createPosition(name: $name) { id name }\n  }\n"): (typeof documents)["\n  mutation CreatePosition($name: String!) {\n    createPosition(name: $name) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosition($id: ID!, $name: String!) {\n    updatePosition(id: $id, name: $name) { id name }\n  }\n"): (typeof documents)["\n  mutation UpdatePosition($id: ID!, $name: String!) {\n    updatePosition(id: $id, name: $name) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLevel($positionId: ID!, $name: String!, $costCode: String!) {\n    createLevel(positionId: $positionId, name: $name, costCode: $costCode) { id name positionId costCode }\n  }\n"): (typeof documents)["\n  mutation CreateLevel($positionId: ID!, $name: String!, $costCode: String!) {\n    createLevel(positionId: $positionId, name: $name, costCode: $costCode) { id name positionId costCode }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLevel($id: ID!, $name: String!, $costCode: String) {\n    updateLevel(id: $id, name: $name, costCode: $costCode) { id name costCode }\n  }\n"): (typeof documents)["\n  mutation UpdateLevel($id: ID!, $name: String!, $costCode: String) {\n    updateLevel(id: $id, name: $name, costCode: $costCode) { id name costCode }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLevel($id: ID!) {\n    deleteLevel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteLevel($id: ID!) {\n    deleteLevel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadEmployeesCsv($csv: String!) {\n    uploadEmployeesCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n"): (typeof documents)["\n  mutation UploadEmployeesCsv($csv: String!) {\n    uploadEmployeesCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadPositionsCsv($csv: String!) {\n    uploadPositionsCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n"): (typeof documents)["\n  mutation UploadPositionsCsv($csv: String!) {\n    uploadPositionsCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BidCatalogue {\n    catalogueTree {\n      divisions { id number name subdivisions { id name categories { id name partIds } } }\n      parts { id name costPerUnit unit costCode categoryId }\n      units { id name }\n    }\n  }\n"): (typeof documents)["\n  query BidCatalogue {\n    catalogueTree {\n      divisions { id number name subdivisions { id name categories { id name partIds } } }\n      parts { id name costPerUnit unit costCode categoryId }\n      units { id name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BidPositions {\n    positions { id name levels { id name costCode ratePerHour ratePerWeek } }\n  }\n"): (typeof documents)["\n  query BidPositions {\n    positions { id name levels { id name costCode ratePerHour ratePerWeek } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items { id kind title body link createdAt read }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items { id kind title body link createdAt read }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id read }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id read }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverheadServiceFields on OverheadService {\n    id\n    kind\n    name\n    costPerUnit\n    units\n    period\n    figures { hourly daily weekly monthly annually }\n  }\n"): (typeof documents)["\n  fragment OverheadServiceFields on OverheadService {\n    id\n    kind\n    name\n    costPerUnit\n    units\n    period\n    figures { hourly daily weekly monthly annually }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverheadTotalsFields on OverheadTotalsBlock {\n    key\n    label\n    fieldEmployees\n    noFieldEmployee\n    figures { hourly daily weekly monthly annually }\n  }\n"): (typeof documents)["\n  fragment OverheadTotalsFields on OverheadTotalsBlock {\n    key\n    label\n    fieldEmployees\n    noFieldEmployee\n    figures { hourly daily weekly monthly annually }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyOverhead {\n    companyOverhead {\n      monthlyServices { ...OverheadServiceFields }\n      annualServices { ...OverheadServiceFields }\n      equipmentServices { ...OverheadServiceFields }\n      otherServices { ...OverheadServiceFields }\n      employees {\n        id firstName lastName position level billable isActive ratePerHour ratePerDay ratePerWeek ratePerMonth ratePerYear\n      }\n      totals { ...OverheadTotalsFields }\n    }\n  }\n"): (typeof documents)["\n  query CompanyOverhead {\n    companyOverhead {\n      monthlyServices { ...OverheadServiceFields }\n      annualServices { ...OverheadServiceFields }\n      equipmentServices { ...OverheadServiceFields }\n      otherServices { ...OverheadServiceFields }\n      employees {\n        id firstName lastName position level billable isActive ratePerHour ratePerDay ratePerWeek ratePerMonth ratePerYear\n      }\n      totals { ...OverheadTotalsFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOverheadService($kind: OverheadServiceKind!, $input: OverheadServiceInput!) {\n    addOverheadService(kind: $kind, input: $input) { ...OverheadServiceFields }\n  }\n"): (typeof documents)["\n  mutation AddOverheadService($kind: OverheadServiceKind!, $input: OverheadServiceInput!) {\n    addOverheadService(kind: $kind, input: $input) { ...OverheadServiceFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOverheadService($id: ID!, $input: OverheadServiceInput!) {\n    updateOverheadService(id: $id, input: $input) { ...OverheadServiceFields }\n  }\n"): (typeof documents)["\n  mutation UpdateOverheadService($id: ID!, $input: OverheadServiceInput!) {\n    updateOverheadService(id: $id, input: $input) { ...OverheadServiceFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOverheadService($id: ID!) {\n    deleteOverheadService(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteOverheadService($id: ID!) {\n    deleteOverheadService(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnerFields on Owner {\n    id\n    name\n    firstName\n    lastName\n    email\n    phone\n    fax\n    ccEmail\n    payableEmail\n    accountReceivableEmail\n    mobile\n    isActive\n    addresses { id ownerId address1 address2 city state stateCode zip }\n    managers { id ownerId firstName lastName email phone }\n  }\n"): (typeof documents)["\n  fragment OwnerFields on Owner {\n    id\n    name\n    firstName\n    lastName\n    email\n    phone\n    fax\n    ccEmail\n    payableEmail\n    accountReceivableEmail\n    mobile\n    isActive\n    addresses { id ownerId address1 address2 city state stateCode zip }\n    managers { id ownerId firstName lastName email phone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Owners($activeOnly: Boolean, $page: Int, $pageSize: Int) {\n    owners(activeOnly: $activeOnly, page: $page, pageSize: $pageSize) {\n      total\n      items { ...OwnerFields }\n    }\n  }\n"): (typeof documents)["\n  query Owners($activeOnly: Boolean, $page: Int, $pageSize: Int) {\n    owners(activeOnly: $activeOnly, page: $page, pageSize: $pageSize) {\n      total\n      items { ...OwnerFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Owner($id: ID!) {\n    owner(id: $id) { ...OwnerFields }\n  }\n"): (typeof documents)["\n  query Owner($id: ID!) {\n    owner(id: $id) { ...OwnerFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOwner($input: OwnerInput!) {\n    createOwner(input: $input) { ...OwnerFields }\n  }\n"): (typeof documents)["\n  mutation CreateOwner($input: OwnerInput!) {\n    createOwner(input: $input) { ...OwnerFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOwner($id: ID!, $input: OwnerInput!) {\n    updateOwner(id: $id, input: $input) { ...OwnerFields }\n  }\n"): (typeof documents)["\n  mutation UpdateOwner($id: ID!, $input: OwnerInput!) {\n    updateOwner(id: $id, input: $input) { ...OwnerFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOwnerActive($id: ID!, $isActive: Boolean!) {\n    setOwnerActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"): (typeof documents)["\n  mutation SetOwnerActive($id: ID!, $isActive: Boolean!) {\n    setOwnerActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadOwnersCsv($csv: String!) {\n    uploadOwnersCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n"): (typeof documents)["\n  mutation UploadOwnersCsv($csv: String!) {\n    uploadOwnersCsv(csv: $csv) { ok imported message errors { line column reason } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOwner($id: ID!) {\n    deleteOwner(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteOwner($id: ID!) {\n    deleteOwner(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SovLineFields on SovLine {\n    id itemNo kind bidId pcoId description scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent\n    balanceToFinish retainageWork retainageStored retainageReleased retainage\n  }\n"): (typeof documents)["\n  fragment SovLineFields on SovLine {\n    id itemNo kind bidId pcoId description scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent\n    balanceToFinish retainageWork retainageStored retainageReleased retainage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentApplicationFields on PaymentApplication {\n    id projectUid number status periodFrom periodTo applicationDate workRate storedRate isFinal version\n    certifiedAmount certifiedOn submittedAt submittedBy createdAt contractMoved editable\n    lines { ...SovLineFields }\n    totals { scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent balanceToFinish retainage }\n    summary {\n      originalContractSum netChangeByChangeOrders contractSumToDate completedStoredToDate retainageCompletedWork\n      retainageStoredMaterial totalRetainage totalEarnedLessRetainage previousCertificates currentPaymentDue\n      balanceToFinishIncludingRetainage\n    }\n    changeOrderSummary {\n      previousAdditions previousDeductions thisPeriodAdditions thisPeriodDeductions totalAdditions totalDeductions net\n    }\n    releasedThisApplication\n    payments { id amount receivedOn reference recordedBy recordedAt }\n    paymentsTotal\n    g702PdfUrl\n    g703PdfUrl\n  }\n"): (typeof documents)["\n  fragment PaymentApplicationFields on PaymentApplication {\n    id projectUid number status periodFrom periodTo applicationDate workRate storedRate isFinal version\n    certifiedAmount certifiedOn submittedAt submittedBy createdAt contractMoved editable\n    lines { ...SovLineFields }\n    totals { scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent balanceToFinish retainage }\n    summary {\n      originalContractSum netChangeByChangeOrders contractSumToDate completedStoredToDate retainageCompletedWork\n      retainageStoredMaterial totalRetainage totalEarnedLessRetainage previousCertificates currentPaymentDue\n      balanceToFinishIncludingRetainage\n    }\n    changeOrderSummary {\n      previousAdditions previousDeductions thisPeriodAdditions thisPeriodDeductions totalAdditions totalDeductions net\n    }\n    releasedThisApplication\n    payments { id amount receivedOn reference recordedBy recordedAt }\n    paymentsTotal\n    g702PdfUrl\n    g703PdfUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentApplicationVersionFields on PaymentApplication { id version }\n"): (typeof documents)["\n  fragment PaymentApplicationVersionFields on PaymentApplication { id version }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectBillingFields on ProjectBilling {\n    projectUid\n    retainage { workRate storedRate }\n    startDate\n    estimatedCompletionDate\n    contractSumToDate\n    canWrite\n    applications { ...PaymentApplicationFields }\n  }\n"): (typeof documents)["\n  fragment ProjectBillingFields on ProjectBilling {\n    projectUid\n    retainage { workRate storedRate }\n    startDate\n    estimatedCompletionDate\n    contractSumToDate\n    canWrite\n    applications { ...PaymentApplicationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentApplications($projectUid: String!) {\n    paymentApplications(projectUid: $projectUid) { ...ProjectBillingFields }\n  }\n"): (typeof documents)["\n  query PaymentApplications($projectUid: String!) {\n    paymentApplications(projectUid: $projectUid) { ...ProjectBillingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProjectRetainage($projectUid: String!, $workRate: Percent!, $storedRate: Percent) {\n    setProjectRetainage(projectUid: $projectUid, workRate: $workRate, storedRate: $storedRate) { ...ProjectBillingFields }\n  }\n"): (typeof documents)["\n  mutation SetProjectRetainage($projectUid: String!, $workRate: Percent!, $storedRate: Percent) {\n    setProjectRetainage(projectUid: $projectUid, workRate: $workRate, storedRate: $storedRate) { ...ProjectBillingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentApplication($input: CreatePaymentApplicationInput!) {\n    createPaymentApplication(input: $input) { ...ProjectBillingFields }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentApplication($input: CreatePaymentApplicationInput!) {\n    createPaymentApplication(input: $input) { ...ProjectBillingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSovLines($applicationId: ID!, $expectedVersion: Int!, $lines: [SovLineInput!]!) {\n    updateSovLines(applicationId: $applicationId, expectedVersion: $expectedVersion, lines: $lines) { ...PaymentApplicationFields }\n  }\n"): (typeof documents)["\n  mutation UpdateSovLines($applicationId: ID!, $expectedVersion: Int!, $lines: [SovLineInput!]!) {\n    updateSovLines(applicationId: $applicationId, expectedVersion: $expectedVersion, lines: $lines) { ...PaymentApplicationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseRetainage($id: ID!, $expectedVersion: Int!, $amount: Money, $all: Boolean) {\n    releaseRetainage(id: $id, expectedVersion: $expectedVersion, amount: $amount, all: $all) { ...PaymentApplicationFields }\n  }\n"): (typeof documents)["\n  mutation ReleaseRetainage($id: ID!, $expectedVersion: Int!, $amount: Money, $all: Boolean) {\n    releaseRetainage(id: $id, expectedVersion: $expectedVersion, amount: $amount, all: $all) { ...PaymentApplicationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPaymentApplication($id: ID!, $expectedVersion: Int!) {\n    submitPaymentApplication(id: $id, expectedVersion: $expectedVersion) { ...PaymentApplicationFields }\n  }\n"): (typeof documents)["\n  mutation SubmitPaymentApplication($id: ID!, $expectedVersion: Int!) {\n    submitPaymentApplication(id: $id, expectedVersion: $expectedVersion) { ...PaymentApplicationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CertifyPaymentApplication($id: ID!, $expectedVersion: Int!, $amount: Money!, $certifiedOn: Date!) {\n    certifyPaymentApplication(id: $id, expectedVersion: $expectedVersion, amount: $amount, certifiedOn: $certifiedOn) {\n      ...PaymentApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation CertifyPaymentApplication($id: ID!, $expectedVersion: Int!, $amount: Money!, $certifiedOn: Date!) {\n    certifyPaymentApplication(id: $id, expectedVersion: $expectedVersion, amount: $amount, certifiedOn: $certifiedOn) {\n      ...PaymentApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($applicationId: ID!, $expectedVersion: Int!, $input: RecordPaymentInput!) {\n    recordPayment(applicationId: $applicationId, expectedVersion: $expectedVersion, input: $input) { ...PaymentApplicationFields }\n  }\n"): (typeof documents)["\n  mutation RecordPayment($applicationId: ID!, $expectedVersion: Int!, $input: RecordPaymentInput!) {\n    recordPayment(applicationId: $applicationId, expectedVersion: $expectedVersion, input: $input) { ...PaymentApplicationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPaymentApplication($id: ID!, $message: String) {\n    sendPaymentApplication(id: $id, message: $message) {\n      __typename\n      ... on PaymentApplicationSent { message sending { id sentAt sentBy to cc fileNames } }\n      ... on PaymentApplicationNotSent { reason message }\n    }\n  }\n"): (typeof documents)["\n  mutation SendPaymentApplication($id: ID!, $message: String) {\n    sendPaymentApplication(id: $id, message: $message) {\n      __typename\n      ... on PaymentApplicationSent { message sending { id sentAt sentBy to cc fileNames } }\n      ... on PaymentApplicationNotSent { reason message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PcoRowFields on Pco {\n    id\n    projectUid\n    name\n    title\n    date\n    notes\n    status\n    changeOrderNumber\n    changeOrderName\n    pricingMode\n    version\n    editable\n    deletable\n    pdfUrl\n    totals { labor burden trades totalCost profitPercentage profitCost pcoTotalCost }\n  }\n"): (typeof documents)["\n  fragment PcoRowFields on Pco {\n    id\n    projectUid\n    name\n    title\n    date\n    notes\n    status\n    changeOrderNumber\n    changeOrderName\n    pricingMode\n    version\n    editable\n    deletable\n    pdfUrl\n    totals { labor burden trades totalCost profitPercentage profitCost pcoTotalCost }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PcoFields on Pco {\n    ...PcoRowFields\n    laborLines {\n      id pcoId costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id pcoId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n    }\n  }\n"): (typeof documents)["\n  fragment PcoFields on Pco {\n    ...PcoRowFields\n    laborLines {\n      id pcoId costCode quantity units costPerUnit total overhead budgetTotal notes\n      position { id name }\n      level { id name }\n    }\n    tradeLines {\n      id pcoId costCode costPerUnit units unitOfMeasure total notes\n      subdivision { id name }\n      category { id name }\n      part { id name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PcoProject($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      status\n      pcoProfitPercentage\n      nextPcoName\n      contractSum { toDate }\n      pcos { ...PcoRowFields }\n    }\n  }\n"): (typeof documents)["\n  query PcoProject($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      status\n      pcoProfitPercentage\n      nextPcoName\n      contractSum { toDate }\n      pcos { ...PcoRowFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectPcoNames($id: ID!) {\n    project(id: $id) { id status pcos { id name title status changeOrderName } }\n  }\n"): (typeof documents)["\n  query ProjectPcoNames($id: ID!) {\n    project(id: $id) { id status pcos { id name title status changeOrderName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pco($id: ID!) {\n    pco(id: $id) { ...PcoFields }\n  }\n"): (typeof documents)["\n  query Pco($id: ID!) {\n    pco(id: $id) { ...PcoFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectChangeOrders($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      contractSum { original changeOrders toDate }\n      changeOrders { number name runningContractSum pco { ...PcoRowFields } }\n    }\n  }\n"): (typeof documents)["\n  query ProjectChangeOrders($id: ID!) {\n    project(id: $id) {\n      id\n      uid\n      name\n      displayName\n      contractSum { original changeOrders toDate }\n      changeOrders { number name runningContractSum pco { ...PcoRowFields } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPco($input: AddPcoInput!) { addPco(input: $input) { ...PcoRowFields } }\n"): (typeof documents)["\n  mutation AddPco($input: AddPcoInput!) { addPco(input: $input) { ...PcoRowFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePco($id: ID!, $input: UpdatePcoInput!) { updatePco(id: $id, input: $input) { ...PcoFields } }\n"): (typeof documents)["\n  mutation UpdatePco($id: ID!, $input: UpdatePcoInput!) { updatePco(id: $id, input: $input) { ...PcoFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPcoStatus($id: ID!, $status: PcoStatus!, $expectedVersion: Int!) {\n    setPcoStatus(id: $id, status: $status, expectedVersion: $expectedVersion) { ...PcoRowFields }\n  }\n"): (typeof documents)["\n  mutation SetPcoStatus($id: ID!, $status: PcoStatus!, $expectedVersion: Int!) {\n    setPcoStatus(id: $id, status: $status, expectedVersion: $expectedVersion) { ...PcoRowFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePco($id: ID!, $expectedVersion: Int!) { deletePco(id: $id, expectedVersion: $expectedVersion) { id nextPcoName pcos { ...PcoRowFields } } }\n"): (typeof documents)["\n  mutation DeletePco($id: ID!, $expectedVersion: Int!) { deletePco(id: $id, expectedVersion: $expectedVersion) { id nextPcoName pcos { ...PcoRowFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPcoLaborLine($pcoId: ID!, $input: LaborLineInput!) { addPcoLaborLine(pcoId: $pcoId, input: $input) { ...PcoFields } }\n"): (typeof documents)["\n  mutation AddPcoLaborLine($pcoId: ID!, $input: LaborLineInput!) { addPcoLaborLine(pcoId: $pcoId, input: $input) { ...PcoFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePcoLaborLine($id: ID!, $input: LaborLineInput!) { updatePcoLaborLine(id: $id, input: $input) { ...PcoFields } }\n"): (typeof documents)["\n  mutation UpdatePcoLaborLine($id: ID!, $input: LaborLineInput!) { updatePcoLaborLine(id: $id, input: $input) { ...PcoFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePcoLaborLine($id: ID!, $expectedVersion: Int!) { deletePcoLaborLine(id: $id, expectedVersion: $expectedVersion) { ...PcoFields } }\n"): (typeof documents)["\n  mutation DeletePcoLaborLine($id: ID!, $expectedVersion: Int!) { deletePcoLaborLine(id: $id, expectedVersion: $expectedVersion) { ...PcoFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPcoTradeLine($pcoId: ID!, $input: TradeLineInput!) { addPcoTradeLine(pcoId: $pcoId, input: $input) { ...PcoFields } }\n"): (typeof documents)["\n  mutation AddPcoTradeLine($pcoId: ID!, $input: TradeLineInput!) { addPcoTradeLine(pcoId: $pcoId, input: $input) { ...PcoFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePcoTradeLine($id: ID!, $input: TradeLineInput!) { updatePcoTradeLine(id: $id, input: $input) { ...PcoFields } }\n"): (typeof documents)["\n  mutation UpdatePcoTradeLine($id: ID!, $input: TradeLineInput!) { updatePcoTradeLine(id: $id, input: $input) { ...PcoFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePcoTradeLine($id: ID!, $expectedVersion: Int!) { deletePcoTradeLine(id: $id, expectedVersion: $expectedVersion) { ...PcoFields } }\n"): (typeof documents)["\n  mutation DeletePcoTradeLine($id: ID!, $expectedVersion: Int!) { deletePcoTradeLine(id: $id, expectedVersion: $expectedVersion) { ...PcoFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectRowFields on Project {\n    id\n    uid\n    name\n    displayName\n    status\n    statusLabel\n    totalCost\n    editable\n    owner { id name }\n    estimator { id firstName lastName }\n    projectManager { id firstName lastName }\n  }\n"): (typeof documents)["\n  fragment ProjectRowFields on Project {\n    id\n    uid\n    name\n    displayName\n    status\n    statusLabel\n    totalCost\n    editable\n    owner { id name }\n    estimator { id firstName lastName }\n    projectManager { id firstName lastName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectFields on Project {\n    id\n    uid\n    name\n    displayName\n    status\n    statusLabel\n    owner {\n      id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive\n    }\n    ownerAddress { id ownerId address1 address2 city state stateCode zip }\n    ownerManager { id ownerId firstName lastName email phone }\n    estimator { id firstName lastName }\n    projectManager { id firstName lastName }\n    siteSuper { id firstName lastName }\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    buildingType\n    projectType\n    durationWeeks\n    squareFeet\n    drawingLink\n    bidDueDate\n    timeDue\n    constructionStartDate\n    expectedEndDate\n    markupMode\n    totalMarkup\n    customPriceAmount\n    power\n    water\n    pcoProfitPercentage\n    totalCost\n    editable\n  }\n"): (typeof documents)["\n  fragment ProjectFields on Project {\n    id\n    uid\n    name\n    displayName\n    status\n    statusLabel\n    owner {\n      id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive\n    }\n    ownerAddress { id ownerId address1 address2 city state stateCode zip }\n    ownerManager { id ownerId firstName lastName email phone }\n    estimator { id firstName lastName }\n    projectManager { id firstName lastName }\n    siteSuper { id firstName lastName }\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    buildingType\n    projectType\n    durationWeeks\n    squareFeet\n    drawingLink\n    bidDueDate\n    timeDue\n    constructionStartDate\n    expectedEndDate\n    markupMode\n    totalMarkup\n    customPriceAmount\n    power\n    water\n    pcoProfitPercentage\n    totalCost\n    editable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects($status: [ProjectStatus!], $q: String, $page: Int, $pageSize: Int) {\n    projects(status: $status, q: $q, page: $page, pageSize: $pageSize) {\n      total\n      items { ...ProjectRowFields }\n    }\n  }\n"): (typeof documents)["\n  query Projects($status: [ProjectStatus!], $q: String, $page: Int, $pageSize: Int) {\n    projects(status: $status, q: $q, page: $page, pageSize: $pageSize) {\n      total\n      items { ...ProjectRowFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitedProjects {\n    invitedProjects { ...ProjectRowFields }\n  }\n"): (typeof documents)["\n  query InvitedProjects {\n    invitedProjects { ...ProjectRowFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Project($id: ID!) {\n    project(id: $id) { ...ProjectFields }\n  }\n"): (typeof documents)["\n  query Project($id: ID!) {\n    project(id: $id) { ...ProjectFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTotals($id: ID!) {\n    project(id: $id) {\n      id\n      totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }\n    }\n  }\n"): (typeof documents)["\n  query ProjectTotals($id: ID!) {\n    project(id: $id) {\n      id\n      totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NextProjectUid {\n    nextProjectUid\n  }\n"): (typeof documents)["\n  query NextProjectUid {\n    nextProjectUid\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) { ...ProjectFields }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) { ...ProjectFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) { ...ProjectFields }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) { ...ProjectFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProjectStatus($id: ID!, $status: ProjectStatus!) {\n    setProjectStatus(id: $id, status: $status) { id status statusLabel editable }\n  }\n"): (typeof documents)["\n  mutation SetProjectStatus($id: ID!, $status: ProjectStatus!) {\n    setProjectStatus(id: $id, status: $status) { id status statusLabel editable }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyProject($sourceUid: String!, $newUidNumber: String!, $name: String!) {\n    copyProject(sourceUid: $sourceUid, newUidNumber: $newUidNumber, name: $name) { id uid name displayName status }\n  }\n"): (typeof documents)["\n  mutation CopyProject($sourceUid: String!, $newUidNumber: String!, $name: String!) {\n    copyProject(sourceUid: $sourceUid, newUidNumber: $newUidNumber, name: $name) { id uid name displayName status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveOwners($page: Int, $pageSize: Int) {\n    owners(activeOnly: true, page: $page, pageSize: $pageSize) {\n      total\n      items { id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive }\n    }\n  }\n"): (typeof documents)["\n  query ActiveOwners($page: Int, $pageSize: Int) {\n    owners(activeOnly: true, page: $page, pageSize: $pageSize) {\n      total\n      items { id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerAddresses($ownerId: ID!) {\n    ownerAddresses(ownerId: $ownerId) { id ownerId address1 address2 city state stateCode zip }\n  }\n"): (typeof documents)["\n  query OwnerAddresses($ownerId: ID!) {\n    ownerAddresses(ownerId: $ownerId) { id ownerId address1 address2 city state stateCode zip }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerManagers($ownerId: ID!) {\n    ownerManagers(ownerId: $ownerId) { id ownerId firstName lastName email phone }\n  }\n"): (typeof documents)["\n  query OwnerManagers($ownerId: ID!) {\n    ownerManagers(ownerId: $ownerId) { id ownerId firstName lastName email phone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOwnerAddress($ownerId: ID!, $address: OwnerAddressInput!) {\n    addOwnerAddress(ownerId: $ownerId, address: $address) { id ownerId address1 address2 city state stateCode zip }\n  }\n"): (typeof documents)["\n  mutation AddOwnerAddress($ownerId: ID!, $address: OwnerAddressInput!) {\n    addOwnerAddress(ownerId: $ownerId, address: $address) { id ownerId address1 address2 city state stateCode zip }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOwnerManager($ownerId: ID!, $manager: OwnerManagerInput!) {\n    addOwnerManager(ownerId: $ownerId, manager: $manager) { id ownerId firstName lastName email phone }\n  }\n"): (typeof documents)["\n  mutation AddOwnerManager($ownerId: ID!, $manager: OwnerManagerInput!) {\n    addOwnerManager(ownerId: $ownerId, manager: $manager) { id ownerId firstName lastName email phone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectLists {\n    buildingTypes { id value }\n    projectTypes { id value }\n  }\n"): (typeof documents)["\n  query ProjectLists {\n    buildingTypes { id value }\n    projectTypes { id value }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGenericValue($key: GenericListKey!, $value: String!) {\n    addGenericValue(key: $key, value: $value) { id value }\n  }\n"): (typeof documents)["\n  mutation AddGenericValue($key: GenericListKey!, $value: String!) {\n    addGenericValue(key: $key, value: $value) { id value }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectStaff($page: Int, $pageSize: Int) {\n    employees(filter: ACTIVE, page: $page, pageSize: $pageSize) {\n      total\n      items { id firstName lastName positionName role isActive }\n    }\n  }\n"): (typeof documents)["\n  query ProjectStaff($page: Int, $pageSize: Int) {\n    employees(filter: ACTIVE, page: $page, pageSize: $pageSize) {\n      total\n      items { id firstName lastName positionName role isActive }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProposalSendingFields on ProposalSending { id sentAt sentBy to cc fileName bytes }\n"): (typeof documents)["\n  fragment ProposalSendingFields on ProposalSending { id sentAt sentBy to cc fileName bytes }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProposalSendings($projectUid: String!) {\n    proposalSendings(projectUid: $projectUid) { ...ProposalSendingFields }\n  }\n"): (typeof documents)["\n  query ProposalSendings($projectUid: String!) {\n    proposalSendings(projectUid: $projectUid) { ...ProposalSendingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProposalOverhead { proposalOverhead }\n"): (typeof documents)["\n  query ProposalOverhead { proposalOverhead }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendProposal($projectUid: String!, $message: String) {\n    sendProposal(projectUid: $projectUid, message: $message) {\n      __typename\n      ... on ProposalSent { message sending { ...ProposalSendingFields } }\n      ... on ProposalNotSent { reason message }\n    }\n  }\n"): (typeof documents)["\n  mutation SendProposal($projectUid: String!, $message: String) {\n    sendProposal(projectUid: $projectUid, message: $message) {\n      __typename\n      ... on ProposalSent { message sending { ...ProposalSendingFields } }\n      ... on ProposalNotSent { reason message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBidLog($projectUid: String!) {\n    myBidLog(projectUid: $projectUid) { id version bidDate fileName bytes url }\n  }\n"): (typeof documents)["\n  query MyBidLog($projectUid: String!) {\n    myBidLog(projectUid: $projectUid) { id version bidDate fileName bytes url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BidUploads($projectUid: String!) {\n    bidUploads(projectUid: $projectUid) {\n      id version bidDate fileName bytes url uploadedBy uploaderEmail subcontractorId subcontractorName\n    }\n  }\n"): (typeof documents)["\n  query BidUploads($projectUid: String!) {\n    bidUploads(projectUid: $projectUid) {\n      id version bidDate fileName bytes url uploadedBy uploaderEmail subcontractorId subcontractorName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailTemplateFields on EmailTemplate { type name subject body isDefault updatedAt }\n"): (typeof documents)["\n  fragment EmailTemplateFields on EmailTemplate { type name subject body isDefault updatedAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailTemplates {\n    emailTemplates {\n      templates { ...EmailTemplateFields }\n      placeholders { name description }\n    }\n  }\n"): (typeof documents)["\n  query EmailTemplates {\n    emailTemplates {\n      templates { ...EmailTemplateFields }\n      placeholders { name description }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RenderEmailTemplate($projectId: ID, $type: EmailTemplateType!, $draft: EmailTemplateInput, $recipientEmail: String) {\n    renderEmailTemplate(projectId: $projectId, type: $type, draft: $draft, recipientEmail: $recipientEmail) { type subject text }\n  }\n"): (typeof documents)["\n  query RenderEmailTemplate($projectId: ID, $type: EmailTemplateType!, $draft: EmailTemplateInput, $recipientEmail: String) {\n    renderEmailTemplate(projectId: $projectId, type: $type, draft: $draft, recipientEmail: $recipientEmail) { type subject text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmailTemplate($type: EmailTemplateType!, $input: EmailTemplateInput!) {\n    updateEmailTemplate(type: $type, input: $input) { ...EmailTemplateFields }\n  }\n"): (typeof documents)["\n  mutation UpdateEmailTemplate($type: EmailTemplateType!, $input: EmailTemplateInput!) {\n    updateEmailTemplate(type: $type, input: $input) { ...EmailTemplateFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetEmailTemplate($type: EmailTemplateType!) {\n    resetEmailTemplate(type: $type) { ...EmailTemplateFields }\n  }\n"): (typeof documents)["\n  mutation ResetEmailTemplate($type: EmailTemplateType!) {\n    resetEmailTemplate(type: $type) { ...EmailTemplateFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSubcontractorEmail($input: SendSubcontractorEmailInput!) {\n    sendSubcontractorEmail(input: $input) { message sent recipients { email invited loginCreated } }\n  }\n"): (typeof documents)["\n  mutation SendSubcontractorEmail($input: SendSubcontractorEmailInput!) {\n    sendSubcontractorEmail(input: $input) { message sent recipients { email invited loginCreated } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubcontractorRowFields on SubcontractorRow {\n    id companyName email phone isActive isNational states laborAndDesign notes rating\n    divisions { id name }\n    locations { city state }\n  }\n"): (typeof documents)["\n  fragment SubcontractorRowFields on SubcontractorRow {\n    id companyName email phone isActive isNational states laborAndDesign notes rating\n    divisions { id name }\n    locations { city state }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subcontractors($page: Int, $pageSize: Int, $filter: SubcontractorFilter) {\n    subcontractors(page: $page, pageSize: $pageSize, filter: $filter) {\n      total\n      items { ...SubcontractorRowFields }\n    }\n  }\n"): (typeof documents)["\n  query Subcontractors($page: Int, $pageSize: Int, $filter: SubcontractorFilter) {\n    subcontractors(page: $page, pageSize: $pageSize, filter: $filter) {\n      total\n      items { ...SubcontractorRowFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subcontractor($id: ID!) {\n    subcontractor(id: $id) {\n      id companyName contactName firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive rating notes\n      isNational workingStates laborAndDesign designType biddingHistory\n      addresses { id address1 address2 city state stateCode zip }\n      managers { id firstName lastName email phone }\n      divisions { id name }\n      subdivisions { id divisionId name }\n    }\n  }\n"): (typeof documents)["\n  query Subcontractor($id: ID!) {\n    subcontractor(id: $id) {\n      id companyName contactName firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive rating notes\n      isNational workingStates laborAndDesign designType biddingHistory\n      addresses { id address1 address2 city state stateCode zip }\n      managers { id firstName lastName email phone }\n      divisions { id name }\n      subdivisions { id divisionId name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSubcontractorActive($id: ID!, $isActive: Boolean!) {\n    setSubcontractorActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"): (typeof documents)["\n  mutation SetSubcontractorActive($id: ID!, $isActive: Boolean!) {\n    setSubcontractorActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubcontractorFilterOptions {\n    divisions { id number name }\n    states { name code }\n  }\n"): (typeof documents)["\n  query SubcontractorFilterOptions {\n    divisions { id number name }\n    states { name code }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubcontractorFormOptions {\n    divisions { id number name }\n    subdivisions { id name divisionId }\n    states { name code }\n  }\n"): (typeof documents)["\n  query SubcontractorFormOptions {\n    divisions { id number name }\n    subdivisions { id name divisionId }\n    states { name code }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubcontractor($input: SubcontractorInput!) {\n    createSubcontractor(input: $input) { id companyName }\n  }\n"): (typeof documents)["\n  mutation CreateSubcontractor($input: SubcontractorInput!) {\n    createSubcontractor(input: $input) { id companyName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubcontractor($id: ID!, $input: SubcontractorInput!) {\n    updateSubcontractor(id: $id, input: $input) { id companyName }\n  }\n"): (typeof documents)["\n  mutation UpdateSubcontractor($id: ID!, $input: SubcontractorInput!) {\n    updateSubcontractor(id: $id, input: $input) { id companyName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadSubcontractors($fileName: String!, $contentBase64: String!) {\n    uploadSubcontractors(fileName: $fileName, contentBase64: $contentBase64) { ok imported message errors { line column reason } }\n  }\n"): (typeof documents)["\n  mutation UploadSubcontractors($fileName: String!, $contentBase64: String!) {\n    uploadSubcontractors(fileName: $fileName, contentBase64: $contentBase64) { ok imported message errors { line column reason } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MapSubcontractors($subdivisionId: ID!, $subcontractorIds: [ID!]!) {\n    mapSubcontractorsToSubdivision(subdivisionId: $subdivisionId, subcontractorIds: $subcontractorIds) { subdivisionId mapped }\n  }\n"): (typeof documents)["\n  mutation MapSubcontractors($subdivisionId: ID!, $subcontractorIds: [ID!]!) {\n    mapSubcontractorsToSubdivision(subdivisionId: $subdivisionId, subcontractorIds: $subcontractorIds) { subdivisionId mapped }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubcontractorsOfSubdivision($subdivisionId: ID!) {\n    subcontractorsBySubdivision(subdivisionId: $subdivisionId) { id companyName email phone isActive }\n  }\n"): (typeof documents)["\n  query SubcontractorsOfSubdivision($subdivisionId: ID!) {\n    subcontractorsBySubdivision(subdivisionId: $subdivisionId) { id companyName email phone isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommitmentLineFields on CommitmentLine {\n    id divisionId divisionCode divisionName subdivisionId subdivisionName categoryId categoryName partId partName costCode\n    units unitOfMeasure costPerUnit total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate\n    unpaidBills remainingBalance\n  }\n"): (typeof documents)["\n  fragment CommitmentLineFields on CommitmentLine {\n    id divisionId divisionCode divisionName subdivisionId subdivisionName categoryId categoryName partId partName costCode\n    units unitOfMeasure costPerUnit total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate\n    unpaidBills remainingBalance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommitmentFields on Commitment {\n    id projectUid kind number status bidId party { id name } retainageRate scope startDate endDate version awardedAt pdfUrl\n    lines { ...CommitmentLineFields }\n    totals { total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate unpaidBills remainingBalance }\n    changeOrders { id number name reason date total lines { lineId amount } }\n    billings { id number periodFrom periodTo billingDate status total retainage lines { lineId amount reason } submittedBy approvedBy approvedAt directCostIds }\n    payments { id amount paidOn reference isFinal waiverKind throughDate signedWaiver { fileName bytes uploadedAt url } waiverPdfUrl }\n    retainageReleased\n    awardEmails { sentAt to }\n  }\n"): (typeof documents)["\n  fragment CommitmentFields on Commitment {\n    id projectUid kind number status bidId party { id name } retainageRate scope startDate endDate version awardedAt pdfUrl\n    lines { ...CommitmentLineFields }\n    totals { total changeOrders contractTotal billedThisPeriod billedToDate retainageHeld paymentsToDate unpaidBills remainingBalance }\n    changeOrders { id number name reason date total lines { lineId amount } }\n    billings { id number periodFrom periodTo billingDate status total retainage lines { lineId amount reason } submittedBy approvedBy approvedAt directCostIds }\n    payments { id amount paidOn reference isFinal waiverKind throughDate signedWaiver { fileName bytes uploadedAt url } waiverPdfUrl }\n    retainageReleased\n    awardEmails { sentAt to }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subcontracts($projectUid: String!) {\n    subcontracts(projectUid: $projectUid) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n"): (typeof documents)["\n  query Subcontracts($projectUid: String!) {\n    subcontracts(projectUid: $projectUid) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubcontracts($projectUid: String!) {\n    mySubcontracts(projectUid: $projectUid) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  query MySubcontracts($projectUid: String!) {\n    mySubcontracts(projectUid: $projectUid) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AwardSubcontract($bidId: ID!, $input: AwardSubcontractInput) {\n    awardSubcontract(bidId: $bidId, input: $input) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation AwardSubcontract($bidId: ID!, $input: AwardSubcontractInput) {\n    awardSubcontract(bidId: $bidId, input: $input) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) {\n    createPurchaseOrder(input: $input) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n"): (typeof documents)["\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) {\n    createPurchaseOrder(input: $input) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubcontract($id: ID!, $input: UpdateSubcontractInput!) {\n    updateSubcontract(id: $id, input: $input) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation UpdateSubcontract($id: ID!, $input: UpdateSubcontractInput!) {\n    updateSubcontract(id: $id, input: $input) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubcontract($id: ID!, $expectedVersion: Int!) {\n    deleteSubcontract(id: $id, expectedVersion: $expectedVersion) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n"): (typeof documents)["\n  mutation DeleteSubcontract($id: ID!, $expectedVersion: Int!) {\n    deleteSubcontract(id: $id, expectedVersion: $expectedVersion) { projectUid retainageRate canWrite commitments { ...CommitmentFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSubcontractLine($id: ID!, $expectedVersion: Int!, $input: CommitmentLineInput!) {\n    addSubcontractLine(id: $id, expectedVersion: $expectedVersion, input: $input) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation AddSubcontractLine($id: ID!, $expectedVersion: Int!, $input: CommitmentLineInput!) {\n    addSubcontractLine(id: $id, expectedVersion: $expectedVersion, input: $input) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubcontractLine($lineId: ID!, $expectedVersion: Int!, $input: CommitmentLineInput!) {\n    updateSubcontractLine(lineId: $lineId, expectedVersion: $expectedVersion, input: $input) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation UpdateSubcontractLine($lineId: ID!, $expectedVersion: Int!, $input: CommitmentLineInput!) {\n    updateSubcontractLine(lineId: $lineId, expectedVersion: $expectedVersion, input: $input) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubcontractLine($lineId: ID!, $expectedVersion: Int!) {\n    deleteSubcontractLine(lineId: $lineId, expectedVersion: $expectedVersion) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation DeleteSubcontractLine($lineId: ID!, $expectedVersion: Int!) {\n    deleteSubcontractLine(lineId: $lineId, expectedVersion: $expectedVersion) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSubcontractChangeOrder($id: ID!, $input: SubcontractChangeOrderInput!) {\n    addSubcontractChangeOrder(id: $id, input: $input) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation AddSubcontractChangeOrder($id: ID!, $input: SubcontractChangeOrderInput!) {\n    addSubcontractChangeOrder(id: $id, input: $input) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSubcontractBilling($id: ID!, $input: SubcontractBillingInput!) {\n    submitSubcontractBilling(id: $id, input: $input) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation SubmitSubcontractBilling($id: ID!, $input: SubcontractBillingInput!) {\n    submitSubcontractBilling(id: $id, input: $input) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveSubcontractBilling($billingId: ID!, $expectedVersion: Int!) {\n    approveSubcontractBilling(billingId: $billingId, expectedVersion: $expectedVersion) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation ApproveSubcontractBilling($billingId: ID!, $expectedVersion: Int!) {\n    approveSubcontractBilling(billingId: $billingId, expectedVersion: $expectedVersion) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectSubcontractBilling($billingId: ID!, $expectedVersion: Int!, $reason: String!) {\n    rejectSubcontractBilling(billingId: $billingId, expectedVersion: $expectedVersion, reason: $reason) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation RejectSubcontractBilling($billingId: ID!, $expectedVersion: Int!, $reason: String!) {\n    rejectSubcontractBilling(billingId: $billingId, expectedVersion: $expectedVersion, reason: $reason) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordSubcontractPayment($id: ID!, $input: SubcontractPaymentInput!) {\n    recordSubcontractPayment(id: $id, input: $input) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation RecordSubcontractPayment($id: ID!, $input: SubcontractPaymentInput!) {\n    recordSubcontractPayment(id: $id, input: $input) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseSubcontractRetainage($id: ID!, $expectedVersion: Int!, $amount: Money, $all: Boolean) {\n    releaseSubcontractRetainage(id: $id, expectedVersion: $expectedVersion, amount: $amount, all: $all) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation ReleaseSubcontractRetainage($id: ID!, $expectedVersion: Int!, $amount: Money, $all: Boolean) {\n    releaseSubcontractRetainage(id: $id, expectedVersion: $expectedVersion, amount: $amount, all: $all) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAwardNotification($id: ID!, $message: String) {\n    sendAwardNotification(id: $id, message: $message) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation SendAwardNotification($id: ID!, $message: String) {\n    sendAwardNotification(id: $id, message: $message) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitMySubcontractBilling($id: ID!, $input: SubcontractBillingInput!) {\n    submitMySubcontractBilling(id: $id, input: $input) { ...CommitmentFields }\n  }\n"): (typeof documents)["\n  mutation SubmitMySubcontractBilling($id: ID!, $input: SubcontractBillingInput!) {\n    submitMySubcontractBilling(id: $id, input: $input) { ...CommitmentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackerFiguresFields on TrackerFigures {\n    finalRun scopeTransfer adjustedBudget changeOrderTotals totalRevenue subContractors subcontractorChangeOrders holds\n    subContractTotals directCostTotals subBilled otherCosts finalCost overUnderBudget billingToDate paymentReceived\n    costToDate netProfitToDate percentComplete revenueRemaining costRemaining balance\n  }\n"): (typeof documents)["\n  fragment TrackerFiguresFields on TrackerFigures {\n    finalRun scopeTransfer adjustedBudget changeOrderTotals totalRevenue subContractors subcontractorChangeOrders holds\n    subContractTotals directCostTotals subBilled otherCosts finalCost overUnderBudget billingToDate paymentReceived\n    costToDate netProfitToDate percentComplete revenueRemaining costRemaining balance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackerRowFields on TrackerRow {\n    id type costCode trade committed deletable unbudgeted\n    position { id name }\n    level { id name }\n    division { id name }\n    subdivision { id name }\n    category { id name }\n    part { id name }\n    figures { ...TrackerFiguresFields }\n  }\n"): (typeof documents)["\n  fragment TrackerRowFields on TrackerRow {\n    id type costCode trade committed deletable unbudgeted\n    position { id name }\n    level { id name }\n    division { id name }\n    subdivision { id name }\n    category { id name }\n    part { id name }\n    figures { ...TrackerFiguresFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectTrackerFields on ProjectTracker {\n    projectUid\n    rows { ...TrackerRowFields }\n    totals {\n      rowCount billableHours\n      all { ...TrackerFiguresFields }\n      totalDirectTrades { ...TrackerFiguresFields }\n      generalConditions { ...TrackerFiguresFields }\n    }\n    overhead contractorFee expectedOverhead overheadDrift buyoutSavings\n    overheadBilled { billingToDate paymentReceived }\n    contractorFeeBilled { billingToDate paymentReceived }\n    projectTotal { projectTotal contractSumToDate scopeTransferNet difference balanced billingToDate paymentReceived }\n  }\n"): (typeof documents)["\n  fragment ProjectTrackerFields on ProjectTracker {\n    projectUid\n    rows { ...TrackerRowFields }\n    totals {\n      rowCount billableHours\n      all { ...TrackerFiguresFields }\n      totalDirectTrades { ...TrackerFiguresFields }\n      generalConditions { ...TrackerFiguresFields }\n    }\n    overhead contractorFee expectedOverhead overheadDrift buyoutSavings\n    overheadBilled { billingToDate paymentReceived }\n    contractorFeeBilled { billingToDate paymentReceived }\n    projectTotal { projectTotal contractSumToDate scopeTransferNet difference balanced billingToDate paymentReceived }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTracker($projectUid: String!) {\n    projectTracker(projectUid: $projectUid) { ...ProjectTrackerFields }\n  }\n"): (typeof documents)["\n  query ProjectTracker($projectUid: String!) {\n    projectTracker(projectUid: $projectUid) { ...ProjectTrackerFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerProject($id: ID!) {\n    project(id: $id) {\n      id uid name displayName status constructionStartDate expectedEndDate completedOn\n      owner { id name }\n      estimator { id firstName lastName }\n      projectManager { id firstName lastName }\n      siteSuper { id firstName lastName }\n    }\n  }\n"): (typeof documents)["\n  query TrackerProject($id: ID!) {\n    project(id: $id) {\n      id uid name displayName status constructionStartDate expectedEndDate completedOn\n      owner { id name }\n      estimator { id firstName lastName }\n      projectManager { id firstName lastName }\n      siteSuper { id firstName lastName }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverallProjectTracker($statuses: [ProjectStatus!]) {\n    overallProjectTracker(statuses: $statuses) {\n      projects {\n        projectUid projectName status startDate overhead contractorFee projectTotal contractSumToDate balanced\n        figures { ...TrackerFiguresFields }\n      }\n      totalDirectTrades { ...TrackerFiguresFields }\n      generalConditions { ...TrackerFiguresFields }\n      all { ...TrackerFiguresFields }\n      overhead contractorFee procurementFees projectCost\n    }\n  }\n"): (typeof documents)["\n  query OverallProjectTracker($statuses: [ProjectStatus!]) {\n    overallProjectTracker(statuses: $statuses) {\n      projects {\n        projectUid projectName status startDate overhead contractorFee projectTotal contractSumToDate balanced\n        figures { ...TrackerFiguresFields }\n      }\n      totalDirectTrades { ...TrackerFiguresFields }\n      generalConditions { ...TrackerFiguresFields }\n      all { ...TrackerFiguresFields }\n      overhead contractorFee procurementFees projectCost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerProjectByUid($q: String!) {\n    projects(q: $q, page: 1, pageSize: 10) { items { id uid name displayName status } }\n  }\n"): (typeof documents)["\n  query TrackerProjectByUid($q: String!) {\n    projects(q: $q, page: 1, pageSize: 10) { items { id uid name displayName status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTrackerRow($id: ID!, $input: TrackerRowInput!) {\n    updateTrackerRow(id: $id, input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n"): (typeof documents)["\n  mutation UpdateTrackerRow($id: ID!, $input: TrackerRowInput!) {\n    updateTrackerRow(id: $id, input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrackerRow($id: ID!) {\n    deleteTrackerRow(id: $id) { tracker { ...ProjectTrackerFields } }\n  }\n"): (typeof documents)["\n  mutation DeleteTrackerRow($id: ID!) {\n    deleteTrackerRow(id: $id) { tracker { ...ProjectTrackerFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLaborScopeTransfer($input: LaborScopeTransferInput!) {\n    addLaborScopeTransfer(input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n"): (typeof documents)["\n  mutation AddLaborScopeTransfer($input: LaborScopeTransferInput!) {\n    addLaborScopeTransfer(input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTradeScopeTransfer($input: TradeScopeTransferInput!) {\n    addTradeScopeTransfer(input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n"): (typeof documents)["\n  mutation AddTradeScopeTransfer($input: TradeScopeTransferInput!) {\n    addTradeScopeTransfer(input: $input) { tracker { ...ProjectTrackerFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TenantUserFields on TenantUser {\n    id\n    firstName\n    lastName\n    email\n    phone\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    role\n    roleLabel\n    isActive\n    employeeId\n  }\n"): (typeof documents)["\n  fragment TenantUserFields on TenantUser {\n    id\n    firstName\n    lastName\n    email\n    phone\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    role\n    roleLabel\n    isActive\n    employeeId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($page: Int, $pageSize: Int) {\n    users(page: $page, pageSize: $pageSize) {\n      total\n      items { ...TenantUserFields }\n    }\n  }\n"): (typeof documents)["\n  query Users($page: Int, $pageSize: Int) {\n    users(page: $page, pageSize: $pageSize) {\n      total\n      items { ...TenantUserFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: ID!) {\n    user(id: $id) { ...TenantUserFields }\n  }\n"): (typeof documents)["\n  query User($id: ID!) {\n    user(id: $id) { ...TenantUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: TenantUserInput!) {\n    createUser(input: $input) { ...TenantUserFields }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: TenantUserInput!) {\n    createUser(input: $input) { ...TenantUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: TenantUserInput!) {\n    updateUser(id: $id, input: $input) { ...TenantUserFields }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: TenantUserInput!) {\n    updateUser(id: $id, input: $input) { ...TenantUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserActive($id: ID!, $isActive: Boolean!) {\n    setUserActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"): (typeof documents)["\n  mutation SetUserActive($id: ID!, $isActive: Boolean!) {\n    setUserActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeesWithoutRole {\n    employeesWithoutRole { id firstName lastName email phone address1 address2 city state stateCode zip }\n  }\n"): (typeof documents)["\n  query EmployeesWithoutRole {\n    employeesWithoutRole { id firstName lastName email phone address1 address2 city state stateCode zip }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VendorRowFields on VendorRow {\n    id companyName contactName email phone isActive isNational states\n    divisions { id name }\n    locations { city state }\n  }\n"): (typeof documents)["\n  fragment VendorRowFields on VendorRow {\n    id companyName contactName email phone isActive isNational states\n    divisions { id name }\n    locations { city state }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Vendors($page: Int, $pageSize: Int, $filter: VendorFilter) {\n    vendors(page: $page, pageSize: $pageSize, filter: $filter) {\n      total\n      items { ...VendorRowFields }\n    }\n  }\n"): (typeof documents)["\n  query Vendors($page: Int, $pageSize: Int, $filter: VendorFilter) {\n    vendors(page: $page, pageSize: $pageSize, filter: $filter) {\n      total\n      items { ...VendorRowFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Vendor($id: ID!) {\n    vendor(id: $id) {\n      id companyName contactName firstName lastName email phone ccEmail payableEmail accountReceivableEmail mobile isActive isNational workingStates\n      addresses { id address1 address2 city state stateCode zip }\n      managers { id firstName lastName email phone }\n      divisions { id name }\n      subdivisions { id divisionId name }\n    }\n  }\n"): (typeof documents)["\n  query Vendor($id: ID!) {\n    vendor(id: $id) {\n      id companyName contactName firstName lastName email phone ccEmail payableEmail accountReceivableEmail mobile isActive isNational workingStates\n      addresses { id address1 address2 city state stateCode zip }\n      managers { id firstName lastName email phone }\n      divisions { id name }\n      subdivisions { id divisionId name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorsBySubdivision($subdivisionId: ID!) {\n    vendorsBySubdivision(subdivisionId: $subdivisionId) { id companyName email phone isActive }\n  }\n"): (typeof documents)["\n  query VendorsBySubdivision($subdivisionId: ID!) {\n    vendorsBySubdivision(subdivisionId: $subdivisionId) { id companyName email phone isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVendor($input: VendorInput!) {\n    createVendor(input: $input) { id companyName }\n  }\n"): (typeof documents)["\n  mutation CreateVendor($input: VendorInput!) {\n    createVendor(input: $input) { id companyName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVendor($id: ID!, $input: VendorInput!) {\n    updateVendor(id: $id, input: $input) { id companyName }\n  }\n"): (typeof documents)["\n  mutation UpdateVendor($id: ID!, $input: VendorInput!) {\n    updateVendor(id: $id, input: $input) { id companyName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVendorActive($id: ID!, $isActive: Boolean!) {\n    setVendorActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"): (typeof documents)["\n  mutation SetVendorActive($id: ID!, $isActive: Boolean!) {\n    setVendorActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MapVendorsToSubdivision($subdivisionId: ID!, $vendorIds: [ID!]!) {\n    mapVendorsToSubdivision(subdivisionId: $subdivisionId, vendorIds: $vendorIds) { subdivisionId mapped }\n  }\n"): (typeof documents)["\n  mutation MapVendorsToSubdivision($subdivisionId: ID!, $vendorIds: [ID!]!) {\n    mapVendorsToSubdivision(subdivisionId: $subdivisionId, vendorIds: $vendorIds) { subdivisionId mapped }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorOptions {\n    divisions { id number name }\n    subdivisions { id name divisionId }\n    states { name code }\n  }\n"): (typeof documents)["\n  query VendorOptions {\n    divisions { id number name }\n    subdivisions { id name divisionId }\n    states { name code }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorChoices($search: String) {\n    vendors(page: 1, pageSize: 100, filter: { search: $search, active: ACTIVE }) {\n      total\n      items { id companyName }\n    }\n  }\n"): (typeof documents)["\n  query VendorChoices($search: String) {\n    vendors(page: 1, pageSize: 100, filter: { search: $search, active: ACTIVE }) {\n      total\n      items { id companyName }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;