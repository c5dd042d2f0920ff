/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** Instant, ISO 8601 with time zone. */
  DateTime: { input: string; output: string; }
  /** Money or percentage as an exact decimal string with two places, e.g. "1234.50". */
  Decimal: { input: string; output: string; }
  /** An amount of money (US dollars) as an exact decimal string, e.g. "1234.50". Never a float. */
  Money: { input: string; output: string; }
  /** An integer of 0 or more, e.g. a count (graphql-scalars). */
  NonNegativeInt: { input: number; output: number; }
  /** A percentage as an exact decimal string: "12.50" means 12.5 %. */
  Percent: { input: string; output: string; }
  /** An integer of 1 or more (graphql-scalars). */
  PositiveInt: { input: number; output: number; }
  /** A measured quantity (weeks, square feet) as an exact decimal string, e.g. "2400.00". */
  Quantity: { input: string; output: string; }
  /** Money per unit of time or work (per hour, per week, per unit) as an exact decimal string, e.g. "45.00". */
  Rate: { input: string; output: string; }
};

export type ActiveFilter =
  | 'ACTIVE'
  | 'ALL'
  | 'INACTIVE';

export type AddBidInput = {
  divisionId: Scalars['ID']['input'];
  isAlternate?: InputMaybe<Scalars['Boolean']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  projectUid: Scalars['String']['input'];
  /** At most 225 characters. */
  scopeOfWork?: InputMaybe<Scalars['String']['input']>;
  subcontractorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  subdivisionId: Scalars['ID']['input'];
};

export type AddDirectCostInput = {
  amount?: InputMaybe<Scalars['Money']['input']>;
  /** docs/money.md §10: the budget row charged (a ChargeRow's key), or "new" for a new cost line (a cost the budget does not carry). */
  chargeRow: Scalars['String']['input'];
  contractorType: ContractorType;
  date?: InputMaybe<Scalars['Date']['input']>;
  divisionId: Scalars['ID']['input'];
  /** At most 225 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  projectUid: Scalars['String']['input'];
  sheetName: Scalars['String']['input'];
  /** Required for SUBCONTRACTOR. */
  subcontractorId?: InputMaybe<Scalars['ID']['input']>;
  subdivisionId: Scalars['ID']['input'];
  /** Required for VENDOR; a vendor mapped to the subdivision. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};

export type AddPcoInput = {
  date?: InputMaybe<Scalars['Date']['input']>;
  /** The next name (Project.nextPcoName); required. */
  name: Scalars['String']['input'];
  /** At most 4096 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  pricingMode?: InputMaybe<BidPricingMode>;
  /** Defaults to the project's PCO profit percentage. */
  profitPercentage?: InputMaybe<Scalars['Percent']['input']>;
  projectUid: Scalars['String']['input'];
  /** At most 255 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A place suggested for an Address 1 field; choosing it fills city, state, state code and zip. */
export type AddressSuggestion = {
  __typename?: 'AddressSuggestion';
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What the list shows, e.g. 'Austin, TX 78701'. */
  label: Scalars['String']['output'];
  state: Scalars['String']['output'];
  stateCode: Scalars['String']['output'];
  /** The street address ('100 Congress Ave') from a street-level provider; null for a city or ZIP suggestion, which leaves Address 1 as typed. */
  street?: Maybe<Scalars['String']['output']>;
  zip: Scalars['String']['output'];
};

export type AwardEmail = {
  __typename?: 'AwardEmail';
  sentAt: Scalars['DateTime']['output'];
  to: Scalars['String']['output'];
};

export type AwardSubcontractInput = {
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Default: the project's. */
  retainageRate?: InputMaybe<Scalars['Percent']['input']>;
  scope?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

export type Bid = {
  __typename?: 'Bid';
  division: BidRef;
  id: Scalars['ID']['output'];
  isAlternate: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  laborLines: Array<LaborLine>;
  lease?: Maybe<BidLease>;
  pricingMode: BidPricingMode;
  /** The bid's project, with its §8 totals as they stand after this bid's last change. */
  project: Project;
  projectUid: Scalars['String']['output'];
  scopeOfWork: Scalars['String']['output'];
  selectedSubcontractor?: Maybe<BidSubcontractor>;
  /** division_status; a new bid is 'pending'. */
  status: Scalars['String']['output'];
  subcontractors: Array<BidSubcontractor>;
  subdivision: BidRef;
  totals: BidTotals;
  tradeLines: Array<TradeLine>;
  /** Bumped by every change to the bid or its lines; send it back as expectedVersion to refuse a lost update. */
  version: Scalars['Int']['output'];
};

/** Who holds a bid open for editing, until when (renewed while the editor is open; expires by itself within 2 minutes). */
export type BidLease = {
  __typename?: 'BidLease';
  expiresAt: Scalars['DateTime']['output'];
  holderName: Scalars['String']['output'];
  /** Whether the caller holds it. */
  mine: Scalars['Boolean']['output'];
};

/** Granted: the caller now holds the edit lease. */
export type BidLeaseGranted = {
  __typename?: 'BidLeaseGranted';
  bid: Bid;
  lease: BidLease;
};

export type BidLeaseResult = BidLeaseGranted | BidLocked;

/** Refused: someone else holds the bid open ('Someone else is already modifying this bid. Kindly try after some time.'). */
export type BidLocked = {
  __typename?: 'BidLocked';
  expiresAt: Scalars['DateTime']['output'];
  holderName: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** One version of a subcontractor's uploaded bid, shown as 'Bid N'. */
export type BidLogEntry = {
  __typename?: 'BidLogEntry';
  bidDate: Scalars['DateTime']['output'];
  bytes: Scalars['NonNegativeInt']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The gateway path that serves the PDF (GET with the bearer token). */
  url: Scalars['String']['output'];
  version: Scalars['PositiveInt']['output'];
};

/** How a bid's labor lines are priced (docs/money.md §5): per hour (Cost/Hour, Hours) or per week (Cost/Week, Weeks). */
export type BidPricingMode =
  | 'HOURLY'
  | 'WEEKLY';

/** A named catalogue or company reference on a line. */
export type BidRef = {
  __typename?: 'BidRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A subcontractor quoting a bid, with its total over the bid's direct-trade lines (docs/money.md §6). */
export type BidSubcontractor = {
  __typename?: 'BidSubcontractor';
  /** The subcontractor's id. */
  id: Scalars['ID']['output'];
  /** Whether its total is the lowest among the bid's subcontractors that quoted (bid leveling); false when none quoted. */
  lowest: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Whether it is the bid's selected subcontractor (its total replaces the trade lines' total). */
  selected: Scalars['Boolean']['output'];
  /** Σ its amounts on this bid's direct-trade lines. */
  total: Scalars['Money']['output'];
};

/** A bid's figures (docs/money.md §7), computed and stored by the REST API. */
export type BidTotals = {
  __typename?: 'BidTotals';
  /** Σ labor line overheads. */
  burden: Scalars['Money']['output'];
  /** Σ labor line totals. */
  labor: Scalars['Money']['output'];
  /** calculated_overhead (= burden). */
  overhead: Scalars['Money']['output'];
  /** calculated_profit = round2((subTotal + burden) × the project's effective profit %). */
  profit: Scalars['Money']['output'];
  /** labor + trades: the bid's cost on the proposal. */
  subTotal: Scalars['Money']['output'];
  /** bidsheet_total_cost = subTotal + overhead + profit. */
  totalCost: Scalars['Money']['output'];
  /** The selected subcontractor's total when one is selected, else Σ trade line totals. */
  trades: Scalars['Money']['output'];
};

/** An uploaded bid as contractor staff see it on the bid sheet. */
export type BidUpload = {
  __typename?: 'BidUpload';
  bidDate: Scalars['DateTime']['output'];
  bytes: Scalars['NonNegativeInt']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The company's subcontractor the uploader is (by its or a manager's email); null when none matches. */
  subcontractorId?: Maybe<Scalars['ID']['output']>;
  subcontractorName?: Maybe<Scalars['String']['output']>;
  uploadedBy: Scalars['String']['output'];
  uploaderEmail: Scalars['String']['output'];
  url: Scalars['String']['output'];
  version: Scalars['PositiveInt']['output'];
};

export type CatalogueCategory = {
  __typename?: 'CatalogueCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Its parts, in order; each is in CatalogueTree.parts. */
  partIds: Array<Scalars['ID']['output']>;
};

export type CatalogueDivision = {
  __typename?: 'CatalogueDivision';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The CSI number, e.g. "03"; null for a division without one. */
  number?: Maybe<Scalars['String']['output']>;
  subdivisions: Array<CatalogueSubdivision>;
};

export type CatalogueSubdivision = {
  __typename?: 'CatalogueSubdivision';
  categories: Array<CatalogueCategory>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * What a trade-line editor picks from, in one request: the divisions nested with their sub divisions and categories,
 * each category naming its parts by id, and every part once in `parts` (a flat list keeps the query's cost, fields
 * times list sizes, within the gateway's limit however large the catalogue is).
 */
export type CatalogueTree = {
  __typename?: 'CatalogueTree';
  divisions: Array<CatalogueDivision>;
  /** Every part, by division, sub division, category and name. */
  parts: Array<Part>;
  units: Array<UnitOfMeasure>;
};

export type Category = {
  __typename?: 'Category';
  /** The division's id (Division.id), not its CSI number. */
  divisionId: Scalars['ID']['output'];
  divisionName: Scalars['String']['output'];
  /** The division's CSI number (Division.number); null when it has none. */
  divisionNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  subdivisionId: Scalars['ID']['output'];
  subdivisionName: Scalars['String']['output'];
};

export type CategoryInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  subdivisionId?: InputMaybe<Scalars['ID']['input']>;
};

/** An Accepted PCO as a change order, with the contract sum after it (docs/money.md §9). */
export type ChangeOrder = {
  __typename?: 'ChangeOrder';
  name: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  pco: Pco;
  /** The project's TotalCost + this and every earlier change order's total. */
  runningContractSum: Scalars['Money']['output'];
};

/** Change orders accepted before the period (previous months) and within it (this month); net = line 2. */
export type ChangeOrderSummary = {
  __typename?: 'ChangeOrderSummary';
  net: Scalars['Money']['output'];
  previousAdditions: Scalars['Money']['output'];
  previousDeductions: Scalars['Money']['output'];
  thisPeriodAdditions: Scalars['Money']['output'];
  thisPeriodDeductions: Scalars['Money']['output'];
  totalAdditions: Scalars['Money']['output'];
  totalDeductions: Scalars['Money']['output'];
};

/** A budget row of the project (a tracker row with a budget) a direct cost may be charged to (docs/money.md §10). */
export type ChargeRow = {
  __typename?: 'ChargeRow';
  costCode: Scalars['String']['output'];
  /** The tracker's row key, given to AddDirectCostInput.chargeRow. */
  key: Scalars['String']['output'];
  part?: Maybe<Scalars['String']['output']>;
  subdivision?: Maybe<Scalars['String']['output']>;
  /** The level (LABOR) or the category (DIRECT_TRADE). */
  trade: Scalars['String']['output'];
  type: ChargeRowType;
};

export type ChargeRowType =
  | 'DIRECT_TRADE'
  | 'LABOR';

/** A subcontract or a purchase order (docs/subcontracts.md §1). */
export type Commitment = {
  __typename?: 'Commitment';
  awardEmails: Array<AwardEmail>;
  awardedAt?: Maybe<Scalars['DateTime']['output']>;
  bidId?: Maybe<Scalars['ID']['output']>;
  billings: Array<SubcontractBilling>;
  changeOrders: Array<SubcontractChangeOrder>;
  endDate?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  kind: CommitmentKind;
  lines: Array<CommitmentLine>;
  /** SC-001 or PO-001, per project. */
  number: Scalars['String']['output'];
  party: CommitmentParty;
  payments: Array<SubcontractPayment>;
  /** The gateway path of the subcontract PDF (GET with the bearer token). */
  pdfUrl: Scalars['String']['output'];
  projectUid: Scalars['String']['output'];
  retainageRate: Scalars['Percent']['output'];
  retainageReleased: Scalars['Money']['output'];
  scope?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['Date']['output']>;
  status: CommitmentStatus;
  totals: CommitmentTotals;
  /** Bumped by every change; send it back as expectedVersion. */
  version: Scalars['Int']['output'];
};

export type CommitmentKind =
  | 'PURCHASE_ORDER'
  | 'SUBCONTRACT';

/** One ledger row of a commitment (docs/subcontracts.md §2, §4): its cost code and the §15 money columns. */
export type CommitmentLine = {
  __typename?: 'CommitmentLine';
  /** The latest approved billing's amount on the line. */
  billedThisPeriod: Scalars['Money']['output'];
  /** Σ approved billings. */
  billedToDate: Scalars['Money']['output'];
  categoryId?: Maybe<Scalars['ID']['output']>;
  categoryName?: Maybe<Scalars['String']['output']>;
  /** Σ SCO amounts on the line. */
  changeOrders: Scalars['Money']['output'];
  /** total + changeOrders. */
  contractTotal: Scalars['Money']['output'];
  costCode?: Maybe<Scalars['String']['output']>;
  /** round4(total / units). */
  costPerUnit: Scalars['Rate']['output'];
  divisionCode?: Maybe<Scalars['String']['output']>;
  divisionId?: Maybe<Scalars['ID']['output']>;
  divisionName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  partId?: Maybe<Scalars['ID']['output']>;
  partName?: Maybe<Scalars['String']['output']>;
  /** The commitment's payments spread over its lines in proportion to billedToDate. */
  paymentsToDate: Scalars['Money']['output'];
  /** contractTotal − billedToDate. */
  remainingBalance: Scalars['Money']['output'];
  /** round2(billedToDate × rate) − released. */
  retainageHeld: Scalars['Money']['output'];
  subdivisionId?: Maybe<Scalars['ID']['output']>;
  subdivisionName?: Maybe<Scalars['String']['output']>;
  /** The original total. */
  total: Scalars['Money']['output'];
  unitOfMeasure?: Maybe<Scalars['String']['output']>;
  units: Scalars['Quantity']['output'];
  /** billedToDate − retainageHeld − paymentsToDate. */
  unpaidBills: Scalars['Money']['output'];
};

export type CommitmentLineInput = {
  categoryId: Scalars['ID']['input'];
  divisionId: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  partId: Scalars['ID']['input'];
  subdivisionId: Scalars['ID']['input'];
  total: Scalars['Money']['input'];
  unitOfMeasure: Scalars['String']['input'];
  units: Scalars['Quantity']['input'];
};

/** The subcontractor (subcontract) or vendor (PO) a commitment is with. */
export type CommitmentParty = {
  __typename?: 'CommitmentParty';
  /** SUBCONTRACT: the subcontractor's id; PURCHASE_ORDER: the vendor's. */
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

export type CommitmentStatus =
  /** Closed by the final payment: takes no more billings. */
  | 'CLOSED'
  | 'OPEN';

/** The commitment's columns summed (docs/subcontracts.md §2). */
export type CommitmentTotals = {
  __typename?: 'CommitmentTotals';
  billedThisPeriod: Scalars['Money']['output'];
  billedToDate: Scalars['Money']['output'];
  changeOrders: Scalars['Money']['output'];
  contractTotal: Scalars['Money']['output'];
  paymentsToDate: Scalars['Money']['output'];
  remainingBalance: Scalars['Money']['output'];
  retainageHeld: Scalars['Money']['output'];
  total: Scalars['Money']['output'];
  unpaidBills: Scalars['Money']['output'];
};

export type Company = {
  __typename?: 'Company';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  /** Email of the company admin login. */
  companyAdmin: Scalars['String']['output'];
  country: Scalars['String']['output'];
  /** Adjustable markup, percent; null in an invited subcontractor's (role 13) company list. */
  defaultMarkup?: Maybe<Scalars['Percent']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Logo as a data URL (image/png or image/jpeg, base64). */
  image?: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  owner: CompanyOwner;
  phone: Scalars['String']['output'];
  projectIdPrefix?: Maybe<Scalars['String']['output']>;
  projectIdStart: Scalars['Int']['output'];
  /** How the company's proposal presents overhead and profit. */
  proposalOverhead: ProposalOverhead;
  state: Scalars['String']['output'];
  stateCode?: Maybe<Scalars['String']['output']>;
  zip: Scalars['String']['output'];
};

export type CompanyDetailsInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  companyAdmin: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  defaultMarkup?: InputMaybe<Scalars['Percent']['input']>;
  email: Scalars['String']['input'];
  /** Logo as a data URL (image/png or image/jpeg, base64). */
  image?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** How the proposal presents overhead and profit; left out keeps the company's (SEPARATE_WITH_PERCENTAGES for a new one). */
  proposalOverhead?: InputMaybe<ProposalOverhead>;
  state: Scalars['String']['input'];
  stateCode?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};

export type CompanyInput = {
  details: CompanyDetailsInput;
  owner: CompanyOwnerInput;
  project: CompanyProjectIdInput;
};

/** The company's overhead: each field is one REST call, made only when asked for, side by side with the others. */
export type CompanyOverhead = {
  __typename?: 'CompanyOverhead';
  annualServices: Array<OverheadService>;
  /** The burden rate that prices the overhead of labor lines (the second block). */
  burdenRate: OverheadTotalsBlock;
  /** Active employees only. */
  employees: Array<OverheadEmployee>;
  equipmentServices: Array<OverheadService>;
  monthlyServices: Array<OverheadService>;
  otherServices: Array<OverheadService>;
  /** The five blocks, in summary order. */
  totals: Array<OverheadTotalsBlock>;
};

export type CompanyOwner = {
  __typename?: 'CompanyOwner';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
};

export type CompanyOwnerInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
};

export type CompanyPage = {
  __typename?: 'CompanyPage';
  items: Array<Company>;
  total: Scalars['NonNegativeInt']['output'];
};

export type CompanyProjectIdInput = {
  /** Project ID prefix (optional). */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** Start number; commas are stripped. */
  startNo: Scalars['String']['input'];
};

/** The contract sum (docs/money.md §9): the project's TotalCost plus the accepted PCOs' totals; each figure null for an invited subcontractor (role 13), which sees no price. */
export type ContractSum = {
  __typename?: 'ContractSum';
  changeOrders?: Maybe<Scalars['Money']['output']>;
  original?: Maybe<Scalars['Money']['output']>;
  toDate?: Maybe<Scalars['Money']['output']>;
};

export type ContractorType =
  /** The company's own people: the contractor shown is the company itself. */
  | 'PAYROLL'
  | 'SUBCONTRACTOR'
  | 'VENDOR';

export type CreatePaymentApplicationInput = {
  applicationDate: Scalars['Date']['input'];
  periodFrom: Scalars['Date']['input'];
  periodTo: Scalars['Date']['input'];
  projectUid: Scalars['String']['input'];
};

export type CreatePurchaseOrderInput = {
  /** Copy the lines from this bid's trade lines. */
  fromBidId?: InputMaybe<Scalars['ID']['input']>;
  lines?: InputMaybe<Array<CommitmentLineInput>>;
  projectUid: Scalars['String']['input'];
  retainageRate?: InputMaybe<Scalars['Percent']['input']>;
  scope?: InputMaybe<Scalars['String']['input']>;
  vendorId: Scalars['ID']['input'];
};

/** A CSV file is imported whole or not at all. */
export type CsvImportResult = {
  __typename?: 'CsvImportResult';
  errors: Array<CsvRowError>;
  imported: Scalars['NonNegativeInt']['output'];
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

/** One refused row of a CSV file. */
export type CsvRowError = {
  __typename?: 'CsvRowError';
  column: Scalars['String']['output'];
  line: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type DirectCost = {
  __typename?: 'DirectCost';
  /** The amount entered, used when the sheet has no lines. */
  amount: Scalars['Money']['output'];
  /** docs/money.md §10: the key of the budget row the direct cost is charged to (a ChargeRow's key); null for a new cost line. */
  chargeRow?: Maybe<Scalars['String']['output']>;
  /** The vendor's or subcontractor's name, or the company's own for PAYROLL. */
  contractorName: Scalars['String']['output'];
  contractorType: ContractorType;
  date: Scalars['Date']['output'];
  division: BidRef;
  id: Scalars['ID']['output'];
  laborLines: Array<DirectCostLaborLine>;
  laborTotal: Scalars['Money']['output'];
  lineCount: Scalars['Int']['output'];
  notes: Scalars['String']['output'];
  projectUid: Scalars['String']['output'];
  sheetName: Scalars['String']['output'];
  subcontractor?: Maybe<BidRef>;
  subdivision: BidRef;
  /** docs/money.md §10: Σ labor totals + Σ trade totals when it has lines, else amount. */
  total: Scalars['Money']['output'];
  tradeLines: Array<DirectCostTradeLine>;
  tradesTotal: Scalars['Money']['output'];
  /** Charged to a new cost line: a cost the budget does not carry, chosen as such. */
  unbudgeted: Scalars['Boolean']['output'];
  vendor?: Maybe<BidRef>;
};

/** An internal labor line of a direct cost (docs/money.md §5), priced per hour, on a date. */
export type DirectCostLaborLine = {
  __typename?: 'DirectCostLaborLine';
  budgetTotal: Scalars['Money']['output'];
  costCode: Scalars['String']['output'];
  costPerUnit: Scalars['Rate']['output'];
  date: Scalars['Date']['output'];
  directCostId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  level: BidRef;
  notes: Scalars['String']['output'];
  overhead: Scalars['Money']['output'];
  position: BidRef;
  quantity: Scalars['Quantity']['output'];
  total: Scalars['Money']['output'];
  /** Hours. */
  units: Scalars['Quantity']['output'];
};

export type DirectCostLaborLineInput = {
  costCode?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the level's hourly rate. */
  costPerUnit?: InputMaybe<Scalars['Rate']['input']>;
  date: Scalars['Date']['input'];
  levelId: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  positionId: Scalars['ID']['input'];
  quantity: Scalars['Quantity']['input'];
  /** Hours. */
  units: Scalars['Quantity']['input'];
};

export type DirectCostSheetName = {
  __typename?: 'DirectCostSheetName';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A direct-trade line of a direct cost (docs/money.md §6). */
export type DirectCostTradeLine = {
  __typename?: 'DirectCostTradeLine';
  category: BidRef;
  costCode: Scalars['String']['output'];
  costPerUnit: Scalars['Rate']['output'];
  directCostId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  notes: Scalars['String']['output'];
  part: BidRef;
  subdivision: BidRef;
  total: Scalars['Money']['output'];
  unitOfMeasure: Scalars['String']['output'];
  units: Scalars['Quantity']['output'];
};

/** A CSI MasterFormat division of the company's catalogue. */
export type Division = {
  __typename?: 'Division';
  /** The division's id: what divisionId names on sub divisions, categories, parts, bids and lines. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The CSI number, e.g. "03" (REST division_number); null for a division without one. */
  number?: Maybe<Scalars['String']['output']>;
};

export type DivisionInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  /** The CSI number; optional, unique in the company. */
  number?: InputMaybe<Scalars['String']['input']>;
};

/** A placeholder a subject or body may use, written {{name}}. */
export type EmailPlaceholder = {
  __typename?: 'EmailPlaceholder';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A company's template: its own text, or the product's default while it has not edited it (or reset it). */
export type EmailTemplate = {
  __typename?: 'EmailTemplate';
  /** Plain text with {{placeholders}}. */
  body: Scalars['String']['output'];
  isDefault: Scalars['Boolean']['output'];
  /** As docs/projects.md §9 names it, e.g. Invitation To Bid. */
  name: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  type: EmailTemplateType;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type EmailTemplateInput = {
  /** At most 10,000 characters; only known placeholders. */
  body: Scalars['String']['input'];
  /** At most 255 characters; only known placeholders. */
  subject: Scalars['String']['input'];
};

export type EmailTemplateSet = {
  __typename?: 'EmailTemplateSet';
  placeholders: Array<EmailPlaceholder>;
  templates: Array<EmailTemplate>;
};

/** The four templates of docs/projects.md §9. */
export type EmailTemplateType =
  | 'ADDENDUM_NOTIFICATION'
  | 'AWARD_NOTIFICATION'
  | 'INVITATION_TO_BID'
  | 'LOSS_NOTIFICATION';

export type Employee = {
  __typename?: 'Employee';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  billable: Scalars['Boolean']['output'];
  city: Scalars['String']['output'];
  costCode?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  hiringDate: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  levelId?: Maybe<Scalars['ID']['output']>;
  levelName?: Maybe<Scalars['String']['output']>;
  /** Monthly medical insurance cost. */
  medicalInsurance: Scalars['Money']['output'];
  period: PayPeriod;
  phone: Scalars['String']['output'];
  positionId?: Maybe<Scalars['ID']['output']>;
  positionName?: Maybe<Scalars['String']['output']>;
  /** Hourly wage when period is HOURLY. */
  ratePerHour?: Maybe<Scalars['Rate']['output']>;
  /** Yearly salary when period is ANNUALLY. */
  ratePerYear?: Maybe<Scalars['Rate']['output']>;
  rates: EmployeeRates;
  role?: Maybe<UserRole>;
  /** MasterRoleID of the employee's login (3 or 4), if any. */
  roleId?: Maybe<Scalars['Int']['output']>;
  state: Scalars['String']['output'];
  stateCode?: Maybe<Scalars['String']['output']>;
  /** Human text such as '2 years 3 months'. */
  timeWithCompany: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type EmployeeInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  billable: Scalars['Boolean']['input'];
  city: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  hiringDate: Scalars['Date']['input'];
  lastName: Scalars['String']['input'];
  levelId: Scalars['ID']['input'];
  medicalInsurance?: InputMaybe<Scalars['Money']['input']>;
  period: PayPeriod;
  phone: Scalars['String']['input'];
  positionId: Scalars['ID']['input'];
  /** Wage per hour (HOURLY) or per year (ANNUALLY); commas are stripped. */
  rate: Scalars['Rate']['input'];
  /** On create only: also create a login with this role and invite it. */
  role?: InputMaybe<UserRole>;
  state: Scalars['String']['input'];
  stateCode?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};

export type EmployeePage = {
  __typename?: 'EmployeePage';
  billableCount: Scalars['NonNegativeInt']['output'];
  items: Array<Employee>;
  nonBillableCount: Scalars['NonNegativeInt']['output'];
  total: Scalars['NonNegativeInt']['output'];
};

/** The employee's loaded cost (wage + medical insurance) spread over periods (docs/money.md §2). */
export type EmployeeRates = {
  __typename?: 'EmployeeRates';
  perDay: Scalars['Rate']['output'];
  perHour: Scalars['Rate']['output'];
  perMonth: Scalars['Rate']['output'];
  perWeek: Scalars['Rate']['output'];
  perYear: Scalars['Rate']['output'];
};

/** Codes carried in errors[].extensions.code. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'FORBIDDEN'
  /** An unexpected failure of this request (logged on both servers under the answer's X-Request-Id): not an outage. */
  | 'INTERNAL_SERVER_ERROR'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  /** The REST API cannot be reached (no answer, 502-504): try again later. */
  | 'UPSTREAM_UNAVAILABLE';

/**
 * Why an expected business failure happened, carried in errors[].extensions.reason beside the code.
 * The REST API names these in its error body (`reason`); clients switch on them, never on message text.
 */
export type ErrorReason =
  /** Sign-in: the user or its company is inactive. */
  | 'ACCOUNT_INACTIVE'
  /** Uploading a bid (role 13): the project's bid due date and time have passed; nothing was stored. */
  | 'BIDS_CLOSED'
  /** A bid is held open for editing by another user (the message names them); try again after some time. */
  | 'BID_LOCKED'
  /** The bid changed since the version the client sent: reload it and apply the change again. */
  | 'BID_VERSION_CONFLICT'
  /** The change order is billed on a submitted payment application: it cannot leave Accepted nor have its lines changed. */
  | 'CHANGE_ORDER_BILLED'
  /** An uploaded CSV file was refused; the rows at fault are listed. */
  | 'CSV_REJECTED'
  /** An email address is already used by another record. */
  | 'EMAIL_TAKEN'
  /** The employee is already linked to another user. */
  | 'EMPLOYEE_ALREADY_LINKED'
  /** An uploaded CSV or spreadsheet holds more rows or columns, or inflates to more data, than one upload may; nothing was read past the bound. */
  | 'FILE_TOO_LARGE'
  /** A building or project type with this value exists. */
  | 'GENERIC_VALUE_EXISTS'
  /** Sign-in: unknown email or wrong password. */
  | 'INVALID_CREDENTIALS'
  /** The record is used elsewhere (a login, a project, a bid line) and cannot be deleted; the message names the use. */
  | 'IN_USE'
  /** A level with this name exists in the position. */
  | 'LEVEL_EXISTS'
  /** The level is assigned to employees and cannot be deleted. */
  | 'LEVEL_IN_USE'
  /** Sign-in: too many failed attempts for now. */
  | 'LOGIN_THROTTLED'
  /** Sending the proposal: the mail server refused the message; nothing was recorded. */
  | 'MAIL_FAILED'
  /** A catalogue row (division, sub division, category, part, unit of measure) with this name exists under the same parent. */
  | 'NAME_EXISTS'
  /** Sending the proposal: the project's owner has no email (sendProposal answers ProposalNotSent with it). */
  | 'OWNER_EMAIL_MISSING'
  /** The owner is named by a project, so it cannot be deleted. */
  | 'OWNER_IN_USE'
  /** The project already has a Draft payment application: only the latest application may be a Draft. */
  | 'PAYMENT_APPLICATION_DRAFT_EXISTS'
  /** The payment application is not at the status this step needs (certify a Submitted one, record payments on a Certified one). */
  | 'PAYMENT_APPLICATION_NOT_SUBMITTED'
  /** The payment application is submitted (or certified, or paid): it can no longer change. */
  | 'PAYMENT_APPLICATION_SUBMITTED'
  /** The payment application changed since the version the client sent: reload it and apply the change again. */
  | 'PAYMENT_APPLICATION_VERSION_CONFLICT'
  /** A PCO is Accepted: it cannot be deleted ('Once accepted PCO can not be deleted.'), nor its lines changed. */
  | 'PCO_ACCEPTED'
  /** Another PCO of the project has this name. */
  | 'PCO_NAME_TAKEN'
  /** The PCO changed since the version the client sent: reload it and apply the change again. */
  | 'PCO_VERSION_CONFLICT'
  /** A position with this name exists. */
  | 'POSITION_EXISTS'
  /** Another project of the company has this project ID. */
  | 'PROJECT_ID_TAKEN'
  /** The project is no longer at Bidding, so it cannot change this way. */
  | 'PROJECT_NOT_BIDDING'
  /** The project is Pending: its bids and their lines cannot change. */
  | 'PROJECT_PENDING'
  /** The gateway's own: the operation exceeds a depth, alias, token or cost limit (code GRAPHQL_VALIDATION_FAILED). */
  | 'QUERY_LIMIT'
  /** Password reset: the link is invalid or has expired. */
  | 'RESET_LINK_INVALID'
  /** Forgot Password: too many reset requests from this client for now. */
  | 'RESET_THROTTLED'
  /** A project tracker record has a non-zero figure: only a record whose figures are all zero can be deleted. */
  | 'TRACKER_ROW_NOT_EMPTY'
  /** Change password: the current password is wrong. */
  | 'WRONG_CURRENT_PASSWORD';

/** The G702's lines 1–9 (docs/money.md §12). */
export type G702Summary = {
  __typename?: 'G702Summary';
  /** 9 = 3 − 6 */
  balanceToFinishIncludingRetainage: Scalars['Money']['output'];
  /** 4 = Σ G */
  completedStoredToDate: Scalars['Money']['output'];
  /** 3 = 1 + 2 */
  contractSumToDate: Scalars['Money']['output'];
  /** 8 = 6 − 7 */
  currentPaymentDue: Scalars['Money']['output'];
  /** 2 */
  netChangeByChangeOrders: Scalars['Money']['output'];
  /** 1 */
  originalContractSum: Scalars['Money']['output'];
  /** 7: the earlier applications' certified amounts. */
  previousCertificates: Scalars['Money']['output'];
  /** 5a */
  retainageCompletedWork: Scalars['Money']['output'];
  /** 5b */
  retainageStoredMaterial: Scalars['Money']['output'];
  /** 6 = 4 − 5 */
  totalEarnedLessRetainage: Scalars['Money']['output'];
  /** 5 = Σ I */
  totalRetainage: Scalars['Money']['output'];
};

export type GenericListKey =
  | 'BUILDING_TYPE'
  | 'PROJECT_TYPE';

/** A value of a generic list (building types, project types). */
export type GenericValue = {
  __typename?: 'GenericValue';
  id: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

/** An internal labor line (docs/money.md §5); units are hours on an HOURLY bid, weeks on a WEEKLY one. */
export type LaborLine = {
  __typename?: 'LaborLine';
  bidId: Scalars['ID']['output'];
  /** total + overhead. */
  budgetTotal: Scalars['Money']['output'];
  costCode: Scalars['String']['output'];
  /** Per hour or per week, by the bid's pricing mode. */
  costPerUnit: Scalars['Rate']['output'];
  id: Scalars['ID']['output'];
  level: BidRef;
  notes: Scalars['String']['output'];
  /** round2(quantity × units × burden), the burden rate read when the line was saved. */
  overhead: Scalars['Money']['output'];
  position: BidRef;
  quantity: Scalars['Quantity']['output'];
  /** round2(quantity × units × costPerUnit). */
  total: Scalars['Money']['output'];
  units: Scalars['Quantity']['output'];
};

export type LaborLineInput = {
  costCode?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the level's hourly or weekly rate by the bid's pricing mode. */
  costPerUnit?: InputMaybe<Scalars['Rate']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  levelId: Scalars['ID']['input'];
  /** At most 225 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  positionId: Scalars['ID']['input'];
  /** Non-zero. */
  quantity: Scalars['Quantity']['input'];
  /** Non-zero; hours on an HOURLY bid, weeks on a WEEKLY one. */
  units: Scalars['Quantity']['input'];
};

export type LaborScopeTransferInput = {
  /** Non-zero; added to the row's scope transfer. */
  amount: Scalars['Money']['input'];
  levelId: Scalars['ID']['input'];
  positionId: Scalars['ID']['input'];
  projectUid: Scalars['String']['input'];
};

/** A level within a position; its rates are the average loaded hourly cost of its active employees (docs/money.md §4). */
export type Level = {
  __typename?: 'Level';
  costCode: Scalars['String']['output'];
  costPerUnit: Scalars['Rate']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  positionId: Scalars['ID']['output'];
  positionName: Scalars['String']['output'];
  ratePerHour: Scalars['Rate']['output'];
  ratePerWeek: Scalars['Rate']['output'];
};

export type LienWaiverKind =
  /** On a progress payment. */
  | 'CONDITIONAL'
  /** On the final payment. */
  | 'UNCONDITIONAL';

export type MarkupMode =
  | 'CUSTOM_PRICE'
  | 'FIXED_PERCENTAGE';

export type Mutation = {
  __typename?: 'Mutation';
  /** Placeholder so domain files can extend Mutation. */
  _noop?: Maybe<Scalars['Boolean']['output']>;
  addBid: Bid;
  /** Adds active subcontractors to the bid. */
  addBidSubcontractors: Bid;
  /** 'Do you want to add Direct Cost?' */
  addDirectCost: DirectCost;
  addDirectCostLaborLine: DirectCost;
  addDirectCostSheetName: DirectCostSheetName;
  /** TradeLineInput.amounts and expectedVersion are refused on direct-cost lines. */
  addDirectCostTradeLine: DirectCost;
  addGenericValue: GenericValue;
  addLaborLine: Bid;
  addLaborScopeTransfer: TrackerChange;
  /** Monthly, annual and equipment services need every field ('Fill all the mandatory fields.'); Other needs none. */
  addOverheadService: OverheadService;
  addOwnerAddress: OwnerAddress;
  /** CONFLICT 'This email ID already exists.' */
  addOwnerManager: OwnerManager;
  addPco: Pco;
  addPcoLaborLine: Pco;
  /** TradeLineInput.amounts is refused on PCO lines. */
  addPcoTradeLine: Pco;
  addSubcontractChangeOrder: Commitment;
  /** PO lines (the Add Row dialog); refused once the line is billed. */
  addSubcontractLine: Commitment;
  addTradeLine: Bid;
  addTradeScopeTransfer: TrackerChange;
  approveSubcontractBilling: Commitment;
  /** Awards the bid's selected subcontractor (one per bid and subcontractor; twice is SUBCONTRACT_EXISTS). */
  awardSubcontract: Commitment;
  certifyPaymentApplication: PaymentApplication;
  /** BAD_USER_INPUT with extensions.reason PRECONDITION_FAILED (REST 412) when the current password is wrong. Ends every earlier token. */
  changePassword: Scalars['Boolean']['output'];
  /** Copies a project under a new ID and name; the copy is named with the ' copy' suffix rules of docs/projects.md §2.3b. */
  copyProject: Project;
  createCategory: Category;
  createCompany: Company;
  /** 409 NAME_EXISTS when the name (or number) is taken. */
  createDivision: Division;
  createEmployee: Employee;
  /** CONFLICT 'This level already exists.' when the position has it. */
  createLevel: Level;
  /** CONFLICT/BAD_USER_INPUT carry the server's text. */
  createOwner: Owner;
  createPart: Part;
  /** A new Draft starting from the last application. */
  createPaymentApplication: ProjectBilling;
  /** CONFLICT 'This position already exists.' when the name is taken. */
  createPosition: Position;
  createProject: Project;
  createPurchaseOrder: ProjectSubcontracts;
  /** BAD_USER_INPUT names the input fields ('You must enter all mandatory fields.', 'This is not a valid email address.'). */
  createSubcontractor: Subcontractor;
  createSubdivision: Subdivision;
  createUnitOfMeasure: UnitOfMeasure;
  /** Creates the login (Full User or Estimator) and emails an invitation to set a password. */
  createUser: TenantUser;
  /** BAD_USER_INPUT names the input fields ('Fill the mandatory fields.', 'This is not a valid email address.'). */
  createVendor: Vendor;
  /** Deletes the bid and its lines; answers the project with its new totals. */
  deleteBid: Project;
  deleteCategory: Scalars['Boolean']['output'];
  deleteCompany: Scalars['Boolean']['output'];
  /** 'Are you sure you want to delete this Direct Cost?'; answers the deleted id. */
  deleteDirectCost: Scalars['ID']['output'];
  deleteDirectCostLaborLine: DirectCost;
  deleteDirectCostTradeLine: DirectCost;
  /** 409 IN_USE naming what uses it. */
  deleteDivision: Scalars['Boolean']['output'];
  /** CONFLICT (reason IN_USE) when a login or a project's staff names the employee; the message says which. */
  deleteEmployee: Scalars['Boolean']['output'];
  deleteLaborLine: Bid;
  /** CONFLICT when employees still hold the level. */
  deleteLevel: Scalars['Boolean']['output'];
  deleteOverheadService: Scalars['Boolean']['output'];
  /** Deletes the owner with its addresses and managers; CONFLICT (reason OWNER_IN_USE) while a project names it, the message says how many. */
  deleteOwner: Scalars['Boolean']['output'];
  deletePart: Scalars['Boolean']['output'];
  /** A Draft only. */
  deletePaymentApplication: ProjectBilling;
  /** Refused for an Accepted PCO ('Once accepted PCO can not be deleted.'); answers the project. */
  deletePco: Project;
  deletePcoLaborLine: Pco;
  deletePcoTradeLine: Pco;
  /** Only at Bidding. */
  deleteProject: Scalars['Boolean']['output'];
  /** Only while nothing is billed (SUBCONTRACT_BILLED). */
  deleteSubcontract: ProjectSubcontracts;
  deleteSubcontractLine: Commitment;
  deleteSubdivision: Scalars['Boolean']['output'];
  /** 'Do you want to delete this record?'; refused (TRACKER_ROW_NOT_EMPTY) unless every figure is zero. */
  deleteTrackerRow: TrackerChange;
  deleteTradeLine: Bid;
  deleteUnitOfMeasure: Scalars['Boolean']['output'];
  /** Always succeeds with the same message, whether or not the email exists. */
  forgotPassword: Scalars['String']['output'];
  login: Session;
  /** Maps subcontractors to a subdivision and its division; idempotent. */
  mapSubcontractorsToSubdivision: SubdivisionMapping;
  /** Maps vendors (at least one) to a subdivision and its division; idempotent. */
  mapVendorsToSubdivision: VendorMapping;
  /** Marks one of the caller's notifications read; another user's is NOT_FOUND. */
  markNotificationRead: Notification;
  /** Marks all the caller's notifications read; answers how many were unread. */
  markNotificationsRead: Scalars['NonNegativeInt']['output'];
  /** Takes (or renews) the edit lease on a bid; refused with BidLocked while another user holds it. */
  openBidForEdit: BidLeaseResult;
  recordPayment: PaymentApplication;
  recordSubcontractPayment: Commitment;
  rejectSubcontractBilling: Commitment;
  /** Releases the caller's lease (leaving the editor). */
  releaseBid: Scalars['Boolean']['output'];
  /** amount, or all: true. */
  releaseRetainage: PaymentApplication;
  /** amount, or all: true. */
  releaseSubcontractRetainage: Commitment;
  /** Removes a subcontractor and its amounts; clears the selection when it was the selected one. */
  removeBidSubcontractor: Bid;
  /** Company admins: back to the product's text. */
  resetEmailTemplate: EmailTemplate;
  resetPassword: Scalars['Boolean']['output'];
  /** Selects the subcontractor whose total replaces the trade lines' total; null clears the selection. */
  selectBidSubcontractor: Bid;
  /** A platform admin opening a company, or a subcontractor choosing one that invited it: a new token acting in that company. */
  selectCompany: Session;
  /** Renders the subcontract PDF and mails it with the Award Notification template to the subcontractor; answers the commitment with the sending in awardEmails. */
  sendAwardNotification: Commitment;
  /** Renders the G702 and G703 and mails both to the owner (the proposal's mailer); the owner without an email or the mail server refusing is PaymentApplicationNotSent. */
  sendPaymentApplication: SendPaymentApplicationResult;
  /** Renders the proposal PDF (the download's renderer) and mails it to the owner. bid_sheets write; not role 13. */
  sendProposal: SendProposalResult;
  /** Write on all subcontractors: mail the template to the chosen subcontractors; Invitation To Bid also invites them to the project. */
  sendSubcontractorEmail: SubcontractorEmailResult;
  /** Make Alternate or make normal ('Are you sure you want to change this bid type?'); alternates never enter project totals. */
  setBidAlternate: Bid;
  /** Hours ⇄ weeks: converts each labor line's units and re-prices it (docs/money.md §5). */
  setBidPricingMode: Bid;
  setCompanyActive: Company;
  setEmployeeActive: Employee;
  setOwnerActive: Owner;
  /** The list's status dropdown ('Status changed successfully.'); accepting gives the next change-order number. */
  setPcoStatus: Pco;
  setProjectRetainage: ProjectBilling;
  setProjectStatus: Project;
  /** Activates or deactivates; already in that state: unchanged. */
  setSubcontractorActive: Subcontractor;
  /** A deactivated user cannot sign in and its tokens stop working. */
  setUserActive: TenantUser;
  /** Activates or deactivates; already in that state: unchanged. */
  setVendorActive: Vendor;
  /** Role 13: submits a billing on its own subcontract. */
  submitMySubcontractBilling: Commitment;
  submitPaymentApplication: PaymentApplication;
  submitSubcontractBilling: Commitment;
  updateBid: Bid;
  updateCategory: Category;
  updateCompany: Company;
  updateDirectCostLaborLine: DirectCost;
  updateDirectCostTradeLine: DirectCost;
  updateDivision: Division;
  /** Company admins: edit one template. An unknown placeholder is BAD_USER_INPUT naming input.subject or input.body. */
  updateEmailTemplate: EmailTemplate;
  updateEmployee: Employee;
  updateLaborLine: Bid;
  updateLevel: Level;
  /** The rules of the service's own list apply. */
  updateOverheadService: OverheadService;
  updateOwner: Owner;
  updatePart: Part;
  updatePaymentApplication: PaymentApplication;
  /** The edit dialog: title, change order name, scope of work, profit percentage, pricing mode. */
  updatePco: Pco;
  updatePcoLaborLine: Pco;
  updatePcoTradeLine: Pco;
  updatePosition: Position;
  /** Only at Bidding. */
  updateProject: Project;
  /** E and F of some lines, all or nothing. */
  updateSovLines: PaymentApplication;
  updateSubcontract: Commitment;
  updateSubcontractLine: Commitment;
  updateSubcontractor: Subcontractor;
  updateSubdivision: Subdivision;
  updateTrackerRow: TrackerChange;
  updateTradeLine: Bid;
  updateUnitOfMeasure: UnitOfMeasure;
  updateUser: TenantUser;
  updateVendor: Vendor;
  /** CSV text (the columns documented in the upload dialog). */
  uploadEmployeesCsv: CsvImportResult;
  /** CSV text; whole file or nothing, bad rows listed. */
  uploadOwnersCsv: CsvImportResult;
  /** CSV text with columns division,subdivision,category,part,cost_per_unit,u_per_m,cost_code; whole file or nothing. */
  uploadPartsCsv: CsvImportResult;
  uploadPositionsCsv: CsvImportResult;
  /** Imports a .csv, .xls or .xlsx file (its bytes in base64); whole file or nothing, bad rows listed by line (docs/projects.md §5 Uploads). */
  uploadSubcontractors: CsvImportResult;
};


export type MutationAddBidArgs = {
  input: AddBidInput;
};


export type MutationAddBidSubcontractorsArgs = {
  bidId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  subcontractorIds: Array<Scalars['ID']['input']>;
};


export type MutationAddDirectCostArgs = {
  input: AddDirectCostInput;
};


export type MutationAddDirectCostLaborLineArgs = {
  directCostId: Scalars['ID']['input'];
  input: DirectCostLaborLineInput;
};


export type MutationAddDirectCostSheetNameArgs = {
  name: Scalars['String']['input'];
};


export type MutationAddDirectCostTradeLineArgs = {
  directCostId: Scalars['ID']['input'];
  input: TradeLineInput;
};


export type MutationAddGenericValueArgs = {
  key: GenericListKey;
  value: Scalars['String']['input'];
};


export type MutationAddLaborLineArgs = {
  bidId: Scalars['ID']['input'];
  input: LaborLineInput;
};


export type MutationAddLaborScopeTransferArgs = {
  input: LaborScopeTransferInput;
};


export type MutationAddOverheadServiceArgs = {
  input: OverheadServiceInput;
  kind: OverheadServiceKind;
};


export type MutationAddOwnerAddressArgs = {
  address: OwnerAddressInput;
  ownerId: Scalars['ID']['input'];
};


export type MutationAddOwnerManagerArgs = {
  manager: OwnerManagerInput;
  ownerId: Scalars['ID']['input'];
};


export type MutationAddPcoArgs = {
  input: AddPcoInput;
};


export type MutationAddPcoLaborLineArgs = {
  input: LaborLineInput;
  pcoId: Scalars['ID']['input'];
};


export type MutationAddPcoTradeLineArgs = {
  input: TradeLineInput;
  pcoId: Scalars['ID']['input'];
};


export type MutationAddSubcontractChangeOrderArgs = {
  id: Scalars['ID']['input'];
  input: SubcontractChangeOrderInput;
};


export type MutationAddSubcontractLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: CommitmentLineInput;
};


export type MutationAddTradeLineArgs = {
  bidId: Scalars['ID']['input'];
  input: TradeLineInput;
};


export type MutationAddTradeScopeTransferArgs = {
  input: TradeScopeTransferInput;
};


export type MutationApproveSubcontractBillingArgs = {
  billingId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
};


export type MutationAwardSubcontractArgs = {
  bidId: Scalars['ID']['input'];
  input?: InputMaybe<AwardSubcontractInput>;
};


export type MutationCertifyPaymentApplicationArgs = {
  amount: Scalars['Money']['input'];
  certifiedOn: Scalars['Date']['input'];
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationCopyProjectArgs = {
  name: Scalars['String']['input'];
  newUidNumber: Scalars['String']['input'];
  sourceUid: Scalars['String']['input'];
};


export type MutationCreateCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreateCompanyArgs = {
  input: CompanyInput;
};


export type MutationCreateDivisionArgs = {
  input: DivisionInput;
};


export type MutationCreateEmployeeArgs = {
  input: EmployeeInput;
};


export type MutationCreateLevelArgs = {
  costCode: Scalars['String']['input'];
  name: Scalars['String']['input'];
  positionId: Scalars['ID']['input'];
};


export type MutationCreateOwnerArgs = {
  input: OwnerInput;
};


export type MutationCreatePartArgs = {
  input: PartInput;
};


export type MutationCreatePaymentApplicationArgs = {
  input: CreatePaymentApplicationInput;
};


export type MutationCreatePositionArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateProjectArgs = {
  input: ProjectInput;
};


export type MutationCreatePurchaseOrderArgs = {
  input: CreatePurchaseOrderInput;
};


export type MutationCreateSubcontractorArgs = {
  input: SubcontractorInput;
};


export type MutationCreateSubdivisionArgs = {
  input: SubdivisionInput;
};


export type MutationCreateUnitOfMeasureArgs = {
  input: UnitOfMeasureInput;
};


export type MutationCreateUserArgs = {
  input: TenantUserInput;
};


export type MutationCreateVendorArgs = {
  input: VendorInput;
};


export type MutationDeleteBidArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCompanyArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteDirectCostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDirectCostLaborLineArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDirectCostTradeLineArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDivisionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteEmployeeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLaborLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteLevelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOverheadServiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOwnerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePartArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePaymentApplicationArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeletePcoArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeletePcoLaborLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeletePcoTradeLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteProjectArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSubcontractArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteSubcontractLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  lineId: Scalars['ID']['input'];
};


export type MutationDeleteSubdivisionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTrackerRowArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTradeLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteUnitOfMeasureArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  username: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
  username: Scalars['String']['input'];
};


export type MutationMapSubcontractorsToSubdivisionArgs = {
  subcontractorIds: Array<Scalars['ID']['input']>;
  subdivisionId: Scalars['ID']['input'];
};


export type MutationMapVendorsToSubdivisionArgs = {
  subdivisionId: Scalars['ID']['input'];
  vendorIds: Array<Scalars['ID']['input']>;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationOpenBidForEditArgs = {
  bidId: Scalars['ID']['input'];
};


export type MutationRecordPaymentArgs = {
  applicationId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  input: RecordPaymentInput;
};


export type MutationRecordSubcontractPaymentArgs = {
  id: Scalars['ID']['input'];
  input: SubcontractPaymentInput;
};


export type MutationRejectSubcontractBillingArgs = {
  billingId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationReleaseBidArgs = {
  bidId: Scalars['ID']['input'];
};


export type MutationReleaseRetainageArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  amount?: InputMaybe<Scalars['Money']['input']>;
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationReleaseSubcontractRetainageArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  amount?: InputMaybe<Scalars['Money']['input']>;
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRemoveBidSubcontractorArgs = {
  bidId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  subcontractorId: Scalars['ID']['input'];
};


export type MutationResetEmailTemplateArgs = {
  type: EmailTemplateType;
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSelectBidSubcontractorArgs = {
  bidId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  subcontractorId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSelectCompanyArgs = {
  companyId: Scalars['Int']['input'];
};


export type MutationSendAwardNotificationArgs = {
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendPaymentApplicationArgs = {
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendProposalArgs = {
  message?: InputMaybe<Scalars['String']['input']>;
  projectUid: Scalars['String']['input'];
};


export type MutationSendSubcontractorEmailArgs = {
  input: SendSubcontractorEmailInput;
};


export type MutationSetBidAlternateArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  isAlternate: Scalars['Boolean']['input'];
};


export type MutationSetBidPricingModeArgs = {
  bidId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  mode: BidPricingMode;
};


export type MutationSetCompanyActiveArgs = {
  id: Scalars['Int']['input'];
  isActive: Scalars['Boolean']['input'];
};


export type MutationSetEmployeeActiveArgs = {
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
};


export type MutationSetOwnerActiveArgs = {
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
};


export type MutationSetPcoStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: PcoStatus;
};


export type MutationSetProjectRetainageArgs = {
  projectUid: Scalars['String']['input'];
  storedRate?: InputMaybe<Scalars['Percent']['input']>;
  workRate: Scalars['Percent']['input'];
};


export type MutationSetProjectStatusArgs = {
  id: Scalars['ID']['input'];
  status: ProjectStatus;
};


export type MutationSetSubcontractorActiveArgs = {
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
};


export type MutationSetUserActiveArgs = {
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
};


export type MutationSetVendorActiveArgs = {
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
};


export type MutationSubmitMySubcontractBillingArgs = {
  id: Scalars['ID']['input'];
  input: SubcontractBillingInput;
};


export type MutationSubmitPaymentApplicationArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSubmitSubcontractBillingArgs = {
  id: Scalars['ID']['input'];
  input: SubcontractBillingInput;
};


export type MutationUpdateBidArgs = {
  id: Scalars['ID']['input'];
  input: UpdateBidInput;
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationUpdateCompanyArgs = {
  id: Scalars['Int']['input'];
  input: CompanyInput;
};


export type MutationUpdateDirectCostLaborLineArgs = {
  id: Scalars['ID']['input'];
  input: DirectCostLaborLineInput;
};


export type MutationUpdateDirectCostTradeLineArgs = {
  id: Scalars['ID']['input'];
  input: TradeLineInput;
};


export type MutationUpdateDivisionArgs = {
  id: Scalars['ID']['input'];
  input: DivisionInput;
};


export type MutationUpdateEmailTemplateArgs = {
  input: EmailTemplateInput;
  type: EmailTemplateType;
};


export type MutationUpdateEmployeeArgs = {
  id: Scalars['ID']['input'];
  input: EmployeeInput;
};


export type MutationUpdateLaborLineArgs = {
  id: Scalars['ID']['input'];
  input: LaborLineInput;
};


export type MutationUpdateLevelArgs = {
  costCode?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationUpdateOverheadServiceArgs = {
  id: Scalars['ID']['input'];
  input: OverheadServiceInput;
};


export type MutationUpdateOwnerArgs = {
  id: Scalars['ID']['input'];
  input: OwnerInput;
};


export type MutationUpdatePartArgs = {
  id: Scalars['ID']['input'];
  input: PartInput;
};


export type MutationUpdatePaymentApplicationArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePaymentApplicationInput;
};


export type MutationUpdatePcoArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePcoInput;
};


export type MutationUpdatePcoLaborLineArgs = {
  id: Scalars['ID']['input'];
  input: LaborLineInput;
};


export type MutationUpdatePcoTradeLineArgs = {
  id: Scalars['ID']['input'];
  input: TradeLineInput;
};


export type MutationUpdatePositionArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationUpdateProjectArgs = {
  id: Scalars['ID']['input'];
  input: ProjectInput;
};


export type MutationUpdateSovLinesArgs = {
  applicationId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  lines: Array<SovLineInput>;
};


export type MutationUpdateSubcontractArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSubcontractInput;
};


export type MutationUpdateSubcontractLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: CommitmentLineInput;
  lineId: Scalars['ID']['input'];
};


export type MutationUpdateSubcontractorArgs = {
  id: Scalars['ID']['input'];
  input: SubcontractorInput;
};


export type MutationUpdateSubdivisionArgs = {
  id: Scalars['ID']['input'];
  input: SubdivisionInput;
};


export type MutationUpdateTrackerRowArgs = {
  id: Scalars['ID']['input'];
  input: TrackerRowInput;
};


export type MutationUpdateTradeLineArgs = {
  id: Scalars['ID']['input'];
  input: TradeLineInput;
};


export type MutationUpdateUnitOfMeasureArgs = {
  id: Scalars['ID']['input'];
  input: UnitOfMeasureInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: TenantUserInput;
};


export type MutationUpdateVendorArgs = {
  id: Scalars['ID']['input'];
  input: VendorInput;
};


export type MutationUploadEmployeesCsvArgs = {
  csv: Scalars['String']['input'];
};


export type MutationUploadOwnersCsvArgs = {
  csv: Scalars['String']['input'];
};


export type MutationUploadPartsCsvArgs = {
  csv: Scalars['String']['input'];
};


export type MutationUploadPositionsCsvArgs = {
  csv: Scalars['String']['input'];
};


export type MutationUploadSubcontractorsArgs = {
  contentBase64: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};

/** One item of the notification bell: an event of another domain (an invitation accepted, a bid uploaded). */
export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** A stable code of the event, e.g. invitation_accepted. */
  kind: Scalars['String']['output'];
  /** An in-app path the item leads to, e.g. /admin/full-user-details?id=12. */
  link?: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/** The caller's own notifications, newest first. */
export type NotificationFeed = {
  __typename?: 'NotificationFeed';
  items: Array<Notification>;
  /** Every unread notification of the caller, not only the items returned. */
  unreadCount: Scalars['NonNegativeInt']['output'];
};

export type OverallProjectTracker = {
  __typename?: 'OverallProjectTracker';
  all: TrackerFigures;
  contractorFee: Scalars['Money']['output'];
  generalConditions: TrackerFigures;
  overhead: Scalars['Money']['output'];
  /** Σ overhead + contractor fee. */
  procurementFees: Scalars['Money']['output'];
  /** Σ project totals. */
  projectCost: Scalars['Money']['output'];
  /** Projects with a bid, an Accepted PCO, a direct cost or a tracker row; the others are all zero. */
  projects: Array<OverallTrackerProject>;
  totalDirectTrades: TrackerFigures;
};

/** One project's line of the Overall Project Tracker: its rows summed. */
export type OverallTrackerProject = {
  __typename?: 'OverallTrackerProject';
  balanced: Scalars['Boolean']['output'];
  /** Line 4 of the latest submitted payment application (0 without one). */
  billingToDate: Scalars['Money']['output'];
  contractSumToDate: Scalars['Money']['output'];
  contractorFee: Scalars['Money']['output'];
  figures: TrackerFigures;
  overhead: Scalars['Money']['output'];
  paymentReceived: Scalars['Money']['output'];
  projectName: Scalars['String']['output'];
  projectTotal: Scalars['Money']['output'];
  projectUid: Scalars['String']['output'];
  startDate?: Maybe<Scalars['Date']['output']>;
  status: ProjectStatus;
};

/** An active employee as the Overhead screen lists it: billable employees are field employees, the others overhead. */
export type OverheadEmployee = {
  __typename?: 'OverheadEmployee';
  billable: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  level?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['String']['output']>;
  ratePerDay: Scalars['Money']['output'];
  /** The loaded cost (wage + medical insurance), hourly to 4 places. */
  ratePerHour: Scalars['Rate']['output'];
  ratePerMonth: Scalars['Money']['output'];
  ratePerWeek: Scalars['Money']['output'];
  ratePerYear: Scalars['Money']['output'];
};

/** How a service's cost per unit × units recurs. */
export type OverheadPeriod =
  | 'ANNUALLY'
  | 'MONTHLY';

export type OverheadService = {
  __typename?: 'OverheadService';
  costPerUnit: Scalars['Money']['output'];
  figures: PeriodFigures;
  id: Scalars['ID']['output'];
  kind: OverheadServiceKind;
  /** Blank only in the Other list, which has no required field. */
  name: Scalars['String']['output'];
  period: OverheadPeriod;
  units: Scalars['Quantity']['output'];
};

/** A service as the dialog sends it; numbers as text, commas allowed (docs/projects.md §5). */
export type OverheadServiceInput = {
  costPerUnit?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  period?: InputMaybe<OverheadPeriod>;
  units?: InputMaybe<Scalars['String']['input']>;
};

/** Which list of the Overhead screen a service is in (docs/projects.md §2.16). */
export type OverheadServiceKind =
  /** Annual Services. */
  | 'ANNUAL'
  /** Equipment/Vehicles Purchase/Lease. */
  | 'EQUIPMENT'
  /** Monthly Services. */
  | 'MONTHLY'
  /** Other: costs that come with every field employee (truck, phone, tools), per field employee. */
  | 'OTHER';

/** One block of the overhead totals summary (docs/money.md §3). */
export type OverheadTotalsBlock = {
  __typename?: 'OverheadTotalsBlock';
  /** F: the active billable (field) employees. */
  fieldEmployees: Scalars['NonNegativeInt']['output'];
  figures: PeriodFigures;
  key: OverheadTotalsKey;
  label: Scalars['String']['output'];
  /** A per-field-employee block when there is no field employee: its figures are zeros. */
  noFieldEmployee: Scalars['Boolean']['output'];
};

export type OverheadTotalsKey =
  /** Σ overhead employees' loaded cost + monthly, annual and equipment services + F × Σ Other. */
  | 'COMPANY_TOTALS'
  /** The burden rate: company totals / F. */
  | 'COST_EACH_FIELD_EMPLOYEE_CARRIES'
  /** (company totals + next field hire increased costs) / (F + 1). */
  | 'COST_EACH_FIELD_EMPLOYEE_WILL_CARRY'
  /** Σ Other: what one more field hire adds. */
  | 'NEXT_FIELD_HIRE_INCREASED_COSTS'
  /** Cost each field employee carries − cost each field employee will carry. */
  | 'OVERHEAD_REDUCTION_FOR_NEW_FIELD_HIRE';

/** A project owner (the contractor's customer). */
export type Owner = {
  __typename?: 'Owner';
  accountReceivableEmail?: Maybe<Scalars['String']['output']>;
  addresses: Array<OwnerAddress>;
  ccEmail?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  fax?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  managers: Array<OwnerManager>;
  mobile?: Maybe<Scalars['String']['output']>;
  /** Owner (company) name. */
  name: Scalars['String']['output'];
  payableEmail?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
};

export type OwnerAddress = {
  __typename?: 'OwnerAddress';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ownerId: Scalars['ID']['output'];
  state: Scalars['String']['output'];
  stateCode?: Maybe<Scalars['String']['output']>;
  zip: Scalars['String']['output'];
};

export type OwnerAddressInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  /** On updateOwner: the id of one of the owner's addresses to update in place (kept stable for projects); absent for a new address. */
  id?: InputMaybe<Scalars['ID']['input']>;
  state: Scalars['String']['input'];
  stateCode?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};

export type OwnerInfoInput = {
  accountReceivableEmail?: InputMaybe<Scalars['String']['input']>;
  ccEmail?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  fax?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  payableEmail?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
};

export type OwnerInput = {
  addresses: Array<OwnerAddressInput>;
  info: OwnerInfoInput;
  managers: Array<OwnerManagerInput>;
};

export type OwnerManager = {
  __typename?: 'OwnerManager';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  ownerId: Scalars['ID']['output'];
  phone: Scalars['String']['output'];
};

export type OwnerManagerInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** On updateOwner: the id of one of the owner's managers to update in place; absent for a new manager. */
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
};

export type OwnerPage = {
  __typename?: 'OwnerPage';
  items: Array<Owner>;
  total: Scalars['NonNegativeInt']['output'];
};

/** A part of the catalogue, priced per unit of measure (docs/projects.md §3 Part: part_hold, cost_per_unit, u_per_m, cost_code). */
export type Part = {
  __typename?: 'Part';
  categoryId: Scalars['ID']['output'];
  categoryName: Scalars['String']['output'];
  costCode: Scalars['String']['output'];
  /** Null for an invited subcontractor (role 13), which sees no price. */
  costPerUnit?: Maybe<Scalars['Money']['output']>;
  divisionId: Scalars['ID']['output'];
  divisionName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  subdivisionId: Scalars['ID']['output'];
  subdivisionName: Scalars['String']['output'];
  unit: Scalars['String']['output'];
  unitId: Scalars['ID']['output'];
};

/** A part as the dialog sends it; the cost as text, commas allowed. */
export type PartInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  costCode?: InputMaybe<Scalars['String']['input']>;
  costPerUnit?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  unitId?: InputMaybe<Scalars['ID']['input']>;
};

export type PartPage = {
  __typename?: 'PartPage';
  items: Array<Part>;
  total: Scalars['NonNegativeInt']['output'];
};

export type PayPeriod =
  | 'ANNUALLY'
  | 'HOURLY';

export type PaymentApplication = {
  __typename?: 'PaymentApplication';
  applicationDate: Scalars['Date']['output'];
  /** The owner's certified amount for line 8 (may be less than asked). */
  certifiedAmount?: Maybe<Scalars['Money']['output']>;
  certifiedOn?: Maybe<Scalars['Date']['output']>;
  changeOrderSummary: ChangeOrderSummary;
  /** The project's SOV now differs from this application's scheduled values (the contract moved). */
  contractMoved: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Whether this caller may change it now (payment_applications write and a Draft). */
  editable: Scalars['Boolean']['output'];
  /** The gateway paths of the PDFs (GET with the bearer token). */
  g702PdfUrl: Scalars['String']['output'];
  g703PdfUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The final application releases all retainage. */
  isFinal: Scalars['Boolean']['output'];
  lines: Array<SovLine>;
  /** 1, 2, … per project. */
  number: Scalars['PositiveInt']['output'];
  payments: Array<PaymentReceived>;
  paymentsTotal: Scalars['Money']['output'];
  periodFrom: Scalars['Date']['output'];
  periodTo: Scalars['Date']['output'];
  projectUid: Scalars['String']['output'];
  releasedThisApplication: Scalars['Money']['output'];
  sendings: Array<PaymentApplicationSending>;
  status: PaymentApplicationStatus;
  storedRate: Scalars['Percent']['output'];
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name of the user who submitted it. */
  submittedBy?: Maybe<Scalars['String']['output']>;
  summary: G702Summary;
  totals: SovTotals;
  /** Bumped by every change; send it back as expectedVersion. */
  version: Scalars['Int']['output'];
  workRate: Scalars['Percent']['output'];
};

export type PaymentApplicationAction =
  | 'CERTIFIED'
  | 'CREATED'
  | 'DELETED'
  | 'PAID'
  | 'PAYMENT'
  | 'RELEASED'
  | 'SENT'
  | 'SUBMITTED'
  | 'UPDATED';

export type PaymentApplicationLogEntry = {
  __typename?: 'PaymentApplicationLogEntry';
  action: PaymentApplicationAction;
  applicationId?: Maybe<Scalars['ID']['output']>;
  at: Scalars['DateTime']['output'];
  by: Scalars['String']['output'];
  detail: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
};

export type PaymentApplicationNotSent = {
  __typename?: 'PaymentApplicationNotSent';
  message: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

/** One sending of an application's G702 and G703 to the owner. */
export type PaymentApplicationSending = {
  __typename?: 'PaymentApplicationSending';
  cc?: Maybe<Scalars['String']['output']>;
  fileNames: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  sentAt: Scalars['DateTime']['output'];
  sentBy: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type PaymentApplicationSent = {
  __typename?: 'PaymentApplicationSent';
  message: Scalars['String']['output'];
  sending: PaymentApplicationSending;
};

export type PaymentApplicationStatus =
  | 'CERTIFIED'
  | 'DRAFT'
  | 'PAID'
  | 'SUBMITTED';

/** A payment received from the owner against one application. */
export type PaymentReceived = {
  __typename?: 'PaymentReceived';
  amount: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  receivedOn: Scalars['Date']['output'];
  recordedAt: Scalars['DateTime']['output'];
  /** The name of the user who recorded it. */
  recordedBy: Scalars['String']['output'];
  reference: Scalars['String']['output'];
};

export type Pco = {
  __typename?: 'Pco';
  acceptedAt?: Maybe<Scalars['DateTime']['output']>;
  /** CO-001, … (editable in the edit dialog). */
  changeOrderName?: Maybe<Scalars['String']['output']>;
  /** Given when the PCO is first accepted: 1, 2, … per project; kept if it leaves Accepted. */
  changeOrderNumber?: Maybe<Scalars['Int']['output']>;
  date: Scalars['Date']['output'];
  /** Whether it may be deleted (not Accepted, project not Pending, pcos write). */
  deletable: Scalars['Boolean']['output'];
  /** Whether this caller may change it now: pcos write, the project not Pending, the PCO not Accepted. */
  editable: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  laborLines: Array<PcoLaborLine>;
  /** PCO-001, PCO-002, … per project. */
  name: Scalars['String']['output'];
  /** The scope of work (at most 4096 characters). */
  notes: Scalars['String']['output'];
  /** The PCO's A4 PDF on the gateway: /documents/pcos/{id}. */
  pdfUrl: Scalars['String']['output'];
  pricingMode: BidPricingMode;
  projectUid: Scalars['String']['output'];
  status: PcoStatus;
  title: Scalars['String']['output'];
  totals: PcoTotals;
  tradeLines: Array<PcoTradeLine>;
  /** Bumped by every change; send it back as expectedVersion to refuse a lost update. */
  version: Scalars['Int']['output'];
};

/** An internal labor line of a PCO (docs/money.md §5); units are hours on an HOURLY PCO, weeks on a WEEKLY one. */
export type PcoLaborLine = {
  __typename?: 'PcoLaborLine';
  budgetTotal: Scalars['Money']['output'];
  costCode: Scalars['String']['output'];
  costPerUnit: Scalars['Rate']['output'];
  id: Scalars['ID']['output'];
  level: BidRef;
  notes: Scalars['String']['output'];
  overhead: Scalars['Money']['output'];
  pcoId: Scalars['ID']['output'];
  position: BidRef;
  quantity: Scalars['Quantity']['output'];
  total: Scalars['Money']['output'];
  units: Scalars['Quantity']['output'];
};

export type PcoStatus =
  | 'ACCEPTED'
  /** 'Not-Accepted' in REST. */
  | 'NOT_ACCEPTED'
  | 'PENDING';

/** A PCO's figures (docs/money.md §9), computed and stored by the REST API. */
export type PcoTotals = {
  __typename?: 'PcoTotals';
  /** Σ labor line overheads. */
  burden: Scalars['Money']['output'];
  /** Σ labor line totals. */
  labor: Scalars['Money']['output'];
  /** PCOTotalCost = TotalCost + ProfitCost (the PCO's total). */
  pcoTotalCost: Scalars['Money']['output'];
  /** ProfitCost = round2(TotalCost × profitPercentage / 100). */
  profitCost: Scalars['Money']['output'];
  profitPercentage: Scalars['Percent']['output'];
  /** TotalCost = labor + burden + trades. */
  totalCost: Scalars['Money']['output'];
  /** Σ direct-trade line totals. */
  trades: Scalars['Money']['output'];
};

/** A direct-trade line of a PCO (docs/money.md §6). */
export type PcoTradeLine = {
  __typename?: 'PcoTradeLine';
  category: BidRef;
  costCode: Scalars['String']['output'];
  costPerUnit: Scalars['Rate']['output'];
  id: Scalars['ID']['output'];
  notes: Scalars['String']['output'];
  part: BidRef;
  pcoId: Scalars['ID']['output'];
  subdivision: BidRef;
  total: Scalars['Money']['output'];
  unitOfMeasure: Scalars['String']['output'];
  units: Scalars['Quantity']['output'];
};

/** A figure in the five periods: made annual, then spread (docs/money.md §2), each rounded once to cents. */
export type PeriodFigures = {
  __typename?: 'PeriodFigures';
  annually: Scalars['Money']['output'];
  daily: Scalars['Money']['output'];
  hourly: Scalars['Money']['output'];
  monthly: Scalars['Money']['output'];
  weekly: Scalars['Money']['output'];
};

/** Read, write and visible flags of one permission area (e.g. all_projects). */
export type Permission = {
  __typename?: 'Permission';
  area: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  visible: Scalars['Boolean']['output'];
  write: Scalars['Boolean']['output'];
};

export type Position = {
  __typename?: 'Position';
  id: Scalars['ID']['output'];
  levels: Array<Level>;
  name: Scalars['String']['output'];
};

export type Project = {
  __typename?: 'Project';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  /** Division names of the project's non-alternate bids (GET setup/bid/divisionname). */
  bidDivisionNames: Array<Scalars['String']['output']>;
  bidDueDate?: Maybe<Scalars['Date']['output']>;
  /** The project's bids, normal and alternate, oldest first. */
  bids: Array<Bid>;
  /** The project's billing (Payment Application, Payment Report). */
  billing: ProjectBilling;
  buildingType?: Maybe<Scalars['String']['output']>;
  /** The Accepted PCOs, in change-order number order. */
  changeOrders: Array<ChangeOrder>;
  city?: Maybe<Scalars['String']['output']>;
  /** The day the project became Completed (the tracker's actual completion date); null until then. */
  completedOn?: Maybe<Scalars['Date']['output']>;
  constructionStartDate?: Maybe<Scalars['Date']['output']>;
  contractSum: ContractSum;
  /** Null for role 13. */
  customPriceAmount?: Maybe<Scalars['Money']['output']>;
  /** The project's direct costs, newest date first. */
  directCosts: Array<DirectCost>;
  /** The name with a trailing ' copy' trimmed, as grids show it. */
  displayName: Scalars['String']['output'];
  drawingLink?: Maybe<Scalars['String']['output']>;
  /** Weeks, up to 6 decimals. */
  durationWeeks?: Maybe<Scalars['Quantity']['output']>;
  /** Whether edit and delete are allowed (status Bidding). */
  editable: Scalars['Boolean']['output'];
  estimator?: Maybe<ProjectPerson>;
  expectedEndDate?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  /** Null for an invited subcontractor (role 13), as every price of the project. */
  markupMode?: Maybe<MarkupMode>;
  name: Scalars['String']['output'];
  /** The name the next PCO will get (GET change-order/pco-name). */
  nextPcoName: Scalars['String']['output'];
  owner?: Maybe<Owner>;
  ownerAddress?: Maybe<OwnerAddress>;
  ownerManager?: Maybe<OwnerManager>;
  /** Null for role 13. */
  pcoProfitPercentage?: Maybe<Scalars['Percent']['output']>;
  /** Every PCO of the project, oldest first. */
  pcos: Array<Pco>;
  power: Scalars['Boolean']['output'];
  projectManager?: Maybe<ProjectPerson>;
  projectType?: Maybe<Scalars['String']['output']>;
  siteSuper?: Maybe<ProjectPerson>;
  squareFeet?: Maybe<Scalars['Quantity']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  stateCode?: Maybe<Scalars['String']['output']>;
  status: ProjectStatus;
  /** Label as shown: 'Bidding', 'In Progress', 'Dead/Not-bid'… */
  statusLabel: Scalars['String']['output'];
  /** HH:mm */
  timeDue?: Maybe<Scalars['String']['output']>;
  /** The project's TotalCost column (docs/money.md §8), kept current by the API; null for role 13. */
  totalCost?: Maybe<Scalars['Money']['output']>;
  /** Null for role 13. */
  totalMarkup?: Maybe<Scalars['Percent']['output']>;
  totals: ProjectTotals;
  /** Prefix, underscore, number (e.g. 'DC_1001'). */
  uid: Scalars['String']['output'];
  water: Scalars['Boolean']['output'];
  zip?: Maybe<Scalars['String']['output']>;
};

/** A project's billing: retainage, dates and every application, by number. */
export type ProjectBilling = {
  __typename?: 'ProjectBilling';
  applications: Array<PaymentApplication>;
  /** Whether this caller has payment_applications write. */
  canWrite: Scalars['Boolean']['output'];
  contractSumToDate: Scalars['Money']['output'];
  estimatedCompletionDate?: Maybe<Scalars['Date']['output']>;
  projectUid: Scalars['String']['output'];
  retainage: ProjectRetainage;
  startDate?: Maybe<Scalars['Date']['output']>;
};

export type ProjectInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  bidDueDate: Scalars['Date']['input'];
  buildingType: Scalars['String']['input'];
  city: Scalars['String']['input'];
  constructionStartDate: Scalars['Date']['input'];
  customPriceAmount?: InputMaybe<Scalars['Money']['input']>;
  drawingLink?: InputMaybe<Scalars['String']['input']>;
  durationWeeks?: InputMaybe<Scalars['Quantity']['input']>;
  estimatorId?: InputMaybe<Scalars['ID']['input']>;
  expectedEndDate: Scalars['Date']['input'];
  markupMode: MarkupMode;
  name: Scalars['String']['input'];
  ownerAddressId: Scalars['ID']['input'];
  ownerId: Scalars['ID']['input'];
  ownerManagerId: Scalars['ID']['input'];
  pcoProfitPercentage?: InputMaybe<Scalars['Percent']['input']>;
  power?: InputMaybe<Scalars['Boolean']['input']>;
  projectManagerId?: InputMaybe<Scalars['ID']['input']>;
  projectType: Scalars['String']['input'];
  siteSuperId?: InputMaybe<Scalars['ID']['input']>;
  squareFeet: Scalars['Quantity']['input'];
  state: Scalars['String']['input'];
  stateCode?: InputMaybe<Scalars['String']['input']>;
  timeDue: Scalars['String']['input'];
  totalMarkup?: InputMaybe<Scalars['Percent']['input']>;
  /** Numeric part; the company prefix is added by the server. */
  uidNumber: Scalars['String']['input'];
  water?: InputMaybe<Scalars['Boolean']['input']>;
  zip: Scalars['String']['input'];
};

export type ProjectPage = {
  __typename?: 'ProjectPage';
  items: Array<Project>;
  total: Scalars['NonNegativeInt']['output'];
};

/** A person picked on a project (estimator, project manager, site super: employees). */
export type ProjectPerson = {
  __typename?: 'ProjectPerson';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

/** Project Retainage: copied onto each new application. */
export type ProjectRetainage = {
  __typename?: 'ProjectRetainage';
  storedRate: Scalars['Percent']['output'];
  workRate: Scalars['Percent']['output'];
};

/** docs/projects.md §4 status values. */
export type ProjectStatus =
  | 'AWARDED'
  | 'BIDDING'
  | 'COMPLETED'
  | 'DEAD_NOT_BID'
  | 'IN_PROGRESS'
  | 'LOST'
  | 'PENDING';

/** A project's commitments: the ledger of docs/projects.md §2.14. */
export type ProjectSubcontracts = {
  __typename?: 'ProjectSubcontracts';
  /** Whether this caller may award or change commitments. */
  canWrite: Scalars['Boolean']['output'];
  commitments: Array<Commitment>;
  projectUid: Scalars['String']['output'];
  /** The project's retainage rate, the default of a new commitment. */
  retainageRate: Scalars['Percent']['output'];
};

/** Totals of docs/money.md §8, computed by the REST API. Each figure is null for an invited subcontractor (role 13), which sees no price. */
export type ProjectTotals = {
  __typename?: 'ProjectTotals';
  bidTotals?: Maybe<Scalars['Money']['output']>;
  overheadCost?: Maybe<Scalars['Money']['output']>;
  overheadPercentage?: Maybe<Scalars['Percent']['output']>;
  profitCost?: Maybe<Scalars['Money']['output']>;
  profitPercentage?: Maybe<Scalars['Percent']['output']>;
  totalCost?: Maybe<Scalars['Money']['output']>;
};

export type ProjectTracker = {
  __typename?: 'ProjectTracker';
  buyoutSavings: Scalars['Money']['output'];
  /** Contractor Fee: project profit + Accepted PCOs' profit. */
  contractorFee: Scalars['Money']['output'];
  /** What the billing carried for profit. */
  contractorFeeBilled: TrackerBilled;
  /** The same labor priced at today's burden rate. */
  expectedOverhead: Scalars['Money']['output'];
  /** Project overhead + Accepted PCOs' labor overhead. */
  overhead: Scalars['Money']['output'];
  /** What the billing carried for overhead (docs/money.md §12, last bullet). */
  overheadBilled: TrackerBilled;
  /** expectedOverhead − overhead. */
  overheadDrift: Scalars['Money']['output'];
  projectTotal: TrackerProjectTotal;
  projectUid: Scalars['String']['output'];
  rows: Array<TrackerRow>;
  totals: TrackerTotals;
};

/** The proposal could not be sent: the owner has no email, or the mail server refused it. message: 'Sorry! Couldn't send email.' */
export type ProposalNotSent = {
  __typename?: 'ProposalNotSent';
  message: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

/**
 * How a company's proposal (page and PDF) presents overhead and profit to the owner (docs/money.md §8): the rows still add
 * up to the project's TotalCost.
 */
export type ProposalOverhead =
  /** One line, 'Overhead and fee': overhead plus profit. */
  | 'COMBINED'
  /** Overhead and Profit on two lines, without percentages. */
  | 'SEPARATE'
  /** Overhead and Profit on two lines with their percentages, as the specification shows them (the default). */
  | 'SEPARATE_WITH_PERCENTAGES';

/** One sending of the proposal to the owner (docs/projects.md §2.4 Send to customer). */
export type ProposalSending = {
  __typename?: 'ProposalSending';
  bytes: Scalars['NonNegativeInt']['output'];
  cc?: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sentAt: Scalars['DateTime']['output'];
  /** The name of the user who sent it. */
  sentBy: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type ProposalSent = {
  __typename?: 'ProposalSent';
  /** 'Proposal has been sent to customer successfully.' */
  message: Scalars['String']['output'];
  sending: ProposalSending;
};

export type Query = {
  __typename?: 'Query';
  /** Suggestions for what was typed (a zip prefix, a city, or a street followed by a city or zip). */
  addressSuggestions: Array<AddressSuggestion>;
  bid: Bid;
  /** Staff (bid_sheets read): every subcontractor's uploaded bid versions for the project, newest first. */
  bidUploads: Array<BidUpload>;
  /** A project's bids with lines, amounts and totals, fetched with a bounded number of REST calls whatever the count. */
  bids: Array<Bid>;
  buildingTypes: Array<GenericValue>;
  /** The whole catalogue nested in one request: five REST calls side by side, however large it is. */
  catalogueTree: CatalogueTree;
  /** One sub division's categories, or every one. */
  categories: Array<Category>;
  changeOrders: Array<ChangeOrder>;
  /** All companies (platform admin). Page sizes 10, 50, 100. */
  companies: CompanyPage;
  company: Company;
  /** Needs read on overhead. */
  companyOverhead: CompanyOverhead;
  directCost: DirectCost;
  /** The project's budget rows a direct cost may be charged to, in the tracker's order. */
  directCostChargeRows: Array<ChargeRow>;
  directCostSheetNames: Array<DirectCostSheetName>;
  directCosts: Array<DirectCost>;
  divisions: Array<Division>;
  /** Read on company setup or on all subcontractors. */
  emailTemplates: EmailTemplateSet;
  employee: Employee;
  employees: EmployeePage;
  /** Active employees that have no login yet (the Create New User picker). */
  employeesWithoutRole: Array<Employee>;
  /** Internal labour: active employees, optionally of one position. */
  internalLabor: Array<Employee>;
  /** Companies that invited the signed-in subcontractor (role 13). */
  invitedCompanies: Array<Company>;
  /** Role 13: projects of the chosen company it was invited to. */
  invitedProjects: Array<Project>;
  levels: Array<Level>;
  /** Role 13: its own uploaded bid versions for a project it was invited to ('Bid 1', 'Bid 2', …). */
  myBidLog: Array<BidLogEntry>;
  /** Role 13: the caller's own subcontracts on the project only. */
  mySubcontracts: Array<Commitment>;
  /** The next project ID (company prefix and start number). */
  nextProjectUid: Scalars['String']['output'];
  /** Any signed-in user; a caller acting in no company has none. limit is 1–50 (default 20). */
  notifications: NotificationFeed;
  /** Every project's tracker summed, in one REST call. */
  overallProjectTracker: OverallProjectTracker;
  owner: Owner;
  ownerAddresses: Array<OwnerAddress>;
  ownerManagers: Array<OwnerManager>;
  owners: OwnerPage;
  /** One page of parts, narrowed by the filters; q: part name or cost code contains. */
  parts: PartPage;
  paymentApplication: PaymentApplication;
  /** payment_application_logs read: the life of every application, newest first. */
  paymentApplicationLog: Array<PaymentApplicationLogEntry>;
  paymentApplications: ProjectBilling;
  pco: Pco;
  pcos: Array<Pco>;
  positionCostCode: Scalars['String']['output'];
  positions: Array<Position>;
  project: Project;
  /** The rows and the six summary figures, read from one database snapshot in one REST call: they always agree with each other. */
  projectTracker: ProjectTracker;
  projectTypes: Array<GenericValue>;
  /** Server-paged; q matches name or project ID (case-insensitive contains, max 255). */
  projects: ProjectPage;
  /** How the proposal of the company the caller acts in presents overhead and profit (its letterhead; every staff role). */
  proposalOverhead: ProposalOverhead;
  /** The project's proposal sendings, newest first. all_projects read; not role 13. */
  proposalSendings: Array<ProposalSending>;
  /**
   * The stored template, or the given draft, filled with the project's details (sample values without a project);
   * recipientEmail, one of the company's subcontractors' emails, fills {{subcontractor_name}}.
   */
  renderEmailTemplate: RenderedEmail;
  /** US states (REST GET loc/states). */
  states: Array<UsState>;
  subcontract: Commitment;
  subcontractor: Subcontractor;
  /** A page of subcontractors by company name (page 1-based; pageSize 10, 25, 50 or 100). */
  subcontractors: SubcontractorPage;
  subcontractorsBySubdivision: Array<SubcontractorSummary>;
  /** The project's ledger (one REST call). */
  subcontracts: ProjectSubcontracts;
  /** One division's sub divisions, or every one. */
  subdivisions: Array<Subdivision>;
  unitsOfMeasure: Array<UnitOfMeasure>;
  user: TenantUser;
  users: TenantUserPage;
  vendor: Vendor;
  /** A page of vendors by company name (page 1-based; pageSize 10, 25, 50 or 100). */
  vendors: VendorPage;
  vendorsBySubdivision: Array<VendorSummary>;
  /** Server (REST API) version. */
  version: Scalars['String']['output'];
  /** The signed-in caller; UNAUTHENTICATED without a valid token. */
  viewer: Viewer;
};


export type QueryAddressSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryBidArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBidUploadsArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryBidsArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryCategoriesArgs = {
  subdivisionId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryChangeOrdersArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryCompaniesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCompanyArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDirectCostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDirectCostChargeRowsArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryDirectCostsArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryEmployeeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEmployeesArgs = {
  filter?: InputMaybe<ActiveFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInternalLaborArgs = {
  positionId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLevelsArgs = {
  positionId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMyBidLogArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryMySubcontractsArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOverallProjectTrackerArgs = {
  statuses?: InputMaybe<Array<ProjectStatus>>;
};


export type QueryOwnerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOwnerAddressesArgs = {
  ownerId: Scalars['ID']['input'];
};


export type QueryOwnerManagersArgs = {
  ownerId: Scalars['ID']['input'];
};


export type QueryOwnersArgs = {
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPartsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  divisionId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  subdivisionId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPaymentApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPaymentApplicationLogArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryPaymentApplicationsArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryPcoArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPcosArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryPositionCostCodeArgs = {
  positionId: Scalars['ID']['input'];
};


export type QueryProjectArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProjectTrackerArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryProjectsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<ProjectStatus>>;
};


export type QueryProposalSendingsArgs = {
  projectUid: Scalars['String']['input'];
};


export type QueryRenderEmailTemplateArgs = {
  draft?: InputMaybe<EmailTemplateInput>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  recipientEmail?: InputMaybe<Scalars['String']['input']>;
  type: EmailTemplateType;
};


export type QuerySubcontractArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySubcontractorArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySubcontractorsArgs = {
  filter?: InputMaybe<SubcontractorFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySubcontractorsBySubdivisionArgs = {
  subdivisionId: Scalars['ID']['input'];
};


export type QuerySubcontractsArgs = {
  projectUid: Scalars['String']['input'];
};


export type QuerySubdivisionsArgs = {
  divisionId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVendorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVendorsArgs = {
  filter?: InputMaybe<VendorFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVendorsBySubdivisionArgs = {
  subdivisionId: Scalars['ID']['input'];
};

export type RecordPaymentInput = {
  amount: Scalars['Money']['input'];
  receivedOn: Scalars['Date']['input'];
  reference: Scalars['String']['input'];
};

/** A template filled with a project's details: what a recipient reads (the preview). */
export type RenderedEmail = {
  __typename?: 'RenderedEmail';
  html: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
  type: EmailTemplateType;
};

export type SendPaymentApplicationResult = PaymentApplicationNotSent | PaymentApplicationSent;

export type SendProposalResult = ProposalNotSent | ProposalSent;

export type SendSubcontractorEmailInput = {
  /** The company the caller acts in. */
  companyId: Scalars['ID']['input'];
  /** Emails of the company's subcontractors (their own or a manager's); one message each. */
  emails: Array<Scalars['String']['input']>;
  /** The project ID (ProjectUid), e.g. AB-1001. */
  projectUid: Scalars['String']['input'];
  type: EmailTemplateType;
};

/** What login (or choosing a company) returns: a bearer token for later calls, the user and its permissions. */
export type Session = {
  __typename?: 'Session';
  permissions: Array<Permission>;
  token: Scalars['String']['output'];
  user: User;
};

/** The signed lien waiver uploaded for a payment. */
export type SignedWaiver = {
  __typename?: 'SignedWaiver';
  bytes: Scalars['NonNegativeInt']['output'];
  fileName: Scalars['String']['output'];
  uploadedAt: Scalars['DateTime']['output'];
  /** The gateway path of the uploaded PDF (GET with the bearer token). */
  url: Scalars['String']['output'];
};

/** One line of the schedule of values on one application: the G703's columns A–I (docs/money.md §12). */
export type SovLine = {
  __typename?: 'SovLine';
  /** H = C − G. */
  balanceToFinish: Scalars['Money']['output'];
  bidId?: Maybe<Scalars['ID']['output']>;
  /** G = D + E + F. */
  completedStored: Scalars['Money']['output'];
  /** B: the bid's name, or 'CO-00n title'. */
  description: Scalars['String']['output'];
  /** D = the previous application's D + E. */
  fromPrevious: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  /** A: 1, 2, … in SOV order. */
  itemNo: Scalars['Int']['output'];
  kind: SovLineKind;
  pcoId?: Maybe<Scalars['ID']['output']>;
  /** G / C × 100 (0 when C = 0). */
  percent: Scalars['Percent']['output'];
  /** I = retainageWork + retainageStored − retainageReleased. */
  retainage: Scalars['Money']['output'];
  /** Released on this line through this application. */
  retainageReleased: Scalars['Money']['output'];
  /** round2(F × stored rate). */
  retainageStored: Scalars['Money']['output'];
  /** round2((D + E) × work rate). */
  retainageWork: Scalars['Money']['output'];
  /** C */
  scheduledValue: Scalars['Money']['output'];
  /** F, entered on a Draft as a balance. */
  storedMaterials: Scalars['Money']['output'];
  /** E, entered on a Draft. */
  thisPeriod: Scalars['Money']['output'];
};

/** E and F of one line (either may be omitted). */
export type SovLineInput = {
  id: Scalars['ID']['input'];
  storedMaterials?: InputMaybe<Scalars['Money']['input']>;
  thisPeriod?: InputMaybe<Scalars['Money']['input']>;
};

export type SovLineKind =
  /** A non-alternate bid's share of TotalCost. */
  | 'BID'
  /** An Accepted change order (C = its PCOTotalCost). */
  | 'CHANGE_ORDER';

/** The G703's totals row. */
export type SovTotals = {
  __typename?: 'SovTotals';
  balanceToFinish: Scalars['Money']['output'];
  completedStored: Scalars['Money']['output'];
  fromPrevious: Scalars['Money']['output'];
  percent: Scalars['Percent']['output'];
  retainage: Scalars['Money']['output'];
  scheduledValue: Scalars['Money']['output'];
  storedMaterials: Scalars['Money']['output'];
  thisPeriod: Scalars['Money']['output'];
};

/** The subcontractor's (or vendor's) pay application for a period; 1, 2, … per commitment. */
export type SubcontractBilling = {
  __typename?: 'SubcontractBilling';
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  approvedBy?: Maybe<Scalars['String']['output']>;
  billingDate: Scalars['Date']['output'];
  /** The direct costs an approved billing booked. */
  directCostIds: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  lines: Array<SubcontractBillingLine>;
  number: Scalars['PositiveInt']['output'];
  periodFrom: Scalars['Date']['output'];
  periodTo: Scalars['Date']['output'];
  retainage: Scalars['Money']['output'];
  status: SubcontractBillingStatus;
  submittedBy?: Maybe<Scalars['String']['output']>;
  total: Scalars['Money']['output'];
};

export type SubcontractBillingInput = {
  billingDate: Scalars['Date']['input'];
  expectedVersion: Scalars['Int']['input'];
  lines: Array<SubcontractBillingLineInput>;
  periodFrom: Scalars['Date']['input'];
  periodTo: Scalars['Date']['input'];
};

export type SubcontractBillingLine = {
  __typename?: 'SubcontractBillingLine';
  amount: Scalars['Money']['output'];
  lineId: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

export type SubcontractBillingLineInput = {
  amount: Scalars['Money']['input'];
  lineId: Scalars['ID']['input'];
  /** Required for a negative amount. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type SubcontractBillingStatus =
  | 'APPROVED'
  | 'REJECTED'
  | 'SUBMITTED';

/** A subcontract change order: SCO-001, … per commitment. */
export type SubcontractChangeOrder = {
  __typename?: 'SubcontractChangeOrder';
  date?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  lines: Array<SubcontractChangeOrderLine>;
  /** SCO-001, … */
  name: Scalars['String']['output'];
  number: Scalars['PositiveInt']['output'];
  reason: Scalars['String']['output'];
  total: Scalars['Money']['output'];
};

export type SubcontractChangeOrderInput = {
  date?: InputMaybe<Scalars['Date']['input']>;
  expectedVersion: Scalars['Int']['input'];
  lines: Array<SubcontractChangeOrderLineInput>;
  reason: Scalars['String']['input'];
};

export type SubcontractChangeOrderLine = {
  __typename?: 'SubcontractChangeOrderLine';
  amount: Scalars['Money']['output'];
  lineId: Scalars['ID']['output'];
};

export type SubcontractChangeOrderLineInput = {
  amount: Scalars['Money']['input'];
  lineId: Scalars['ID']['input'];
};

/** A payment to the subcontractor or vendor, with its lien waiver. */
export type SubcontractPayment = {
  __typename?: 'SubcontractPayment';
  amount: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  isFinal: Scalars['Boolean']['output'];
  paidOn: Scalars['Date']['output'];
  reference: Scalars['String']['output'];
  /** Null until the signed waiver is uploaded. */
  signedWaiver?: Maybe<SignedWaiver>;
  throughDate: Scalars['Date']['output'];
  waiverKind: LienWaiverKind;
  /** The gateway path of the waiver PDF to sign (GET with the bearer token). */
  waiverPdfUrl: Scalars['String']['output'];
};

export type SubcontractPaymentInput = {
  amount: Scalars['Money']['input'];
  expectedVersion: Scalars['Int']['input'];
  isFinal?: InputMaybe<Scalars['Boolean']['input']>;
  paidOn: Scalars['Date']['input'];
  reference: Scalars['String']['input'];
};

/** A subcontractor with everything Subcontractor Details shows. */
export type Subcontractor = {
  __typename?: 'Subcontractor';
  accountReceivableEmail?: Maybe<Scalars['String']['output']>;
  addresses: Array<SubcontractorAddress>;
  biddingHistory?: Maybe<Scalars['String']['output']>;
  ccEmail?: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  /** First and last name of the contact. */
  contactName?: Maybe<Scalars['String']['output']>;
  designType?: Maybe<Scalars['String']['output']>;
  divisions: Array<SubcontractorDivision>;
  email: Scalars['String']['output'];
  fax?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isNational: Scalars['Boolean']['output'];
  laborAndDesign: Array<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  managers: Array<SubcontractorManager>;
  mobile?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  payableEmail?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  /** 0 to 5 stars. */
  rating: Scalars['Int']['output'];
  subdivisions: Array<SubcontractorSubdivision>;
  /** State codes; empty when National. */
  workingStates: Array<Scalars['String']['output']>;
};

/** Which subcontractors a list shows by status (the All/Active/Inactive radio). */
export type SubcontractorActiveFilter =
  | 'ACTIVE'
  | 'ALL'
  | 'INACTIVE';

export type SubcontractorAddress = {
  __typename?: 'SubcontractorAddress';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  state: Scalars['String']['output'];
  stateCode?: Maybe<Scalars['String']['output']>;
  zip: Scalars['String']['output'];
};

export type SubcontractorAddressInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Required on every address but the first; addresses after the first without it are dropped. */
  city?: InputMaybe<Scalars['String']['input']>;
  state: Scalars['String']['input'];
  stateCode?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};

/** A catalogue division a subcontractor or vendor is mapped to. */
export type SubcontractorDivision = {
  __typename?: 'SubcontractorDivision';
  /** The division's id (Division.id), not its CSI number. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The CSI number, e.g. "09" (Division.number); null for a division without one. */
  number?: Maybe<Scalars['String']['output']>;
};

export type SubcontractorEmailRecipient = {
  __typename?: 'SubcontractorEmailRecipient';
  email: Scalars['String']['output'];
  /** Invitation To Bid: linked to the company and invited to the project. */
  invited: Scalars['Boolean']['output'];
  /** Invitation To Bid: a subcontractor login was created (its mail carries the set-password link). */
  loginCreated: Scalars['Boolean']['output'];
  subcontractorId: Scalars['ID']['output'];
};

export type SubcontractorEmailResult = {
  __typename?: 'SubcontractorEmailResult';
  /** 'Email sent to the selected subcontractors.' (docs/projects.md §8) */
  message: Scalars['String']['output'];
  recipients: Array<SubcontractorEmailRecipient>;
  sent: Scalars['NonNegativeInt']['output'];
  type: EmailTemplateType;
};

/** The list filters of All Subcontractors; every given one narrows the list. */
export type SubcontractorFilter = {
  active?: InputMaybe<SubcontractorActiveFilter>;
  /** Catalogue division ids: subcontractors mapped to any of them. */
  divisionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Labor/design options (docs/projects.md §9), any of them. */
  laborOrDesign?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only National subcontractors. */
  nationalOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Contains, any case: company, contact name or email (max 255). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** State codes, e.g. TX: subcontractors working in any of them (National ones included). */
  states?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type SubcontractorInfoInput = {
  accountReceivableEmail?: InputMaybe<Scalars['String']['input']>;
  /** Has bid, Has Never Bid Before or Has Won Bid. */
  biddingHistory?: InputMaybe<Scalars['String']['input']>;
  ccEmail?: InputMaybe<Scalars['String']['input']>;
  companyName: Scalars['String']['input'];
  /** Architect, MEP, Civil or Structural. */
  designType?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  fax?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  isNational?: InputMaybe<Scalars['Boolean']['input']>;
  /** Labor/design options: Union, Open Shop, Union/Open Shop, Supplier, Architect, MEP, Civil, Structural. */
  laborAndDesign?: InputMaybe<Array<Scalars['String']['input']>>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** At most 225 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  payableEmail?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  /** 0 to 5; 0 when left out. */
  rating?: InputMaybe<Scalars['Int']['input']>;
  /** State codes or names; required unless isNational (which clears them). */
  workingStates?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type SubcontractorInput = {
  /** The first is required. */
  addresses: Array<SubcontractorAddressInput>;
  /** At least one catalogue division. */
  divisionIds: Array<Scalars['ID']['input']>;
  info: SubcontractorInfoInput;
  /** The first is required. */
  managers: Array<SubcontractorManagerInput>;
  /** At least one catalogue subdivision, each in one of divisionIds. */
  subdivisionIds: Array<Scalars['ID']['input']>;
};

export type SubcontractorLocation = {
  __typename?: 'SubcontractorLocation';
  city: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type SubcontractorManager = {
  __typename?: 'SubcontractorManager';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type SubcontractorManagerInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type SubcontractorPage = {
  __typename?: 'SubcontractorPage';
  items: Array<SubcontractorRow>;
  total: Scalars['NonNegativeInt']['output'];
};

/** A row of the All Subcontractors grid (docs/projects.md §3 list row). */
export type SubcontractorRow = {
  __typename?: 'SubcontractorRow';
  companyName: Scalars['String']['output'];
  divisions: Array<SubcontractorDivision>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isNational: Scalars['Boolean']['output'];
  laborAndDesign: Array<Scalars['String']['output']>;
  locations: Array<SubcontractorLocation>;
  notes?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
  /** State codes; empty when National. */
  states: Array<Scalars['String']['output']>;
};

export type SubcontractorSubdivision = {
  __typename?: 'SubcontractorSubdivision';
  /** The division's id (Division.id), not its CSI number. */
  divisionId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A subcontractor mapped to a subdivision (the bid sheet pickers). */
export type SubcontractorSummary = {
  __typename?: 'SubcontractorSummary';
  companyName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  phone: Scalars['String']['output'];
};

export type Subdivision = {
  __typename?: 'Subdivision';
  /** The division's id (Division.id), not its CSI number. */
  divisionId: Scalars['ID']['output'];
  divisionName: Scalars['String']['output'];
  /** The division's CSI number (Division.number); null when it has none. */
  divisionNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** e.g. "03 30 00 Cast-in-Place Concrete". */
  name: Scalars['String']['output'];
};

export type SubdivisionInput = {
  divisionId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type SubdivisionMapping = {
  __typename?: 'SubdivisionMapping';
  /** How many subcontractors the call named (already mapped ones count; they stay as they were). */
  mapped: Scalars['NonNegativeInt']['output'];
  subdivisionId: Scalars['ID']['output'];
};

/** A staff login of the caller's company (All Users). */
export type TenantUser = {
  __typename?: 'TenantUser';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** The employee record this login belongs to, when there is one. */
  employeeId?: Maybe<Scalars['ID']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  role: UserRole;
  /** 'Full User' or 'Estimator', as the grid shows it. */
  roleLabel: Scalars['String']['output'];
  state: Scalars['String']['output'];
  stateCode?: Maybe<Scalars['String']['output']>;
  zip: Scalars['String']['output'];
};

export type TenantUserInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** Link the login to an existing employee without a role. */
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  role: UserRole;
  state: Scalars['String']['input'];
  stateCode?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};

export type TenantUserPage = {
  __typename?: 'TenantUserPage';
  items: Array<TenantUser>;
  total: Scalars['NonNegativeInt']['output'];
};

/** What a summary row (Overhead, Contractor Fee) billed and received: its share of the project's billing (docs/money.md §12). */
export type TrackerBilled = {
  __typename?: 'TrackerBilled';
  billingToDate: Scalars['Money']['output'];
  paymentReceived: Scalars['Money']['output'];
};

/** A tracker edit's answer: the row as it is now, and the whole tracker (rows unchanged keep their ids in the cache). */
export type TrackerChange = {
  __typename?: 'TrackerChange';
  row?: Maybe<TrackerRow>;
  tracker: ProjectTracker;
};

/** The numeric columns of a tracker row, or of a sum of rows (docs/money.md §11), in the grid's order. */
export type TrackerFigures = {
  __typename?: 'TrackerFigures';
  adjustedBudget: Scalars['Money']['output'];
  balance: Scalars['Money']['output'];
  billingToDate: Scalars['Money']['output'];
  changeOrderTotals: Scalars['Money']['output'];
  costRemaining: Scalars['Money']['output'];
  costToDate: Scalars['Money']['output'];
  directCostTotals: Scalars['Money']['output'];
  /** Projected cost at completion. */
  finalCost: Scalars['Money']['output'];
  /** Original budget: what the bids carry. */
  finalRun: Scalars['Money']['output'];
  holds: Scalars['Money']['output'];
  netProfitToDate: Scalars['Money']['output'];
  /** Of the direct costs: vendor bills and payroll. */
  otherCosts: Scalars['Money']['output'];
  /** Positive: under budget. */
  overUnderBudget: Scalars['Money']['output'];
  paymentReceived: Scalars['Money']['output'];
  /** 0 to 100. */
  percentComplete: Scalars['Percent']['output'];
  revenueRemaining: Scalars['Money']['output'];
  scopeTransfer: Scalars['Money']['output'];
  /** Of the direct costs: those billed by subcontractors. */
  subBilled: Scalars['Money']['output'];
  subContractTotals: Scalars['Money']['output'];
  subContractors: Scalars['Money']['output'];
  subcontractorChangeOrders: Scalars['Money']['output'];
  totalRevenue: Scalars['Money']['output'];
};

/** Project Total against the contract sum to date (docs/money.md §11, summary 6). */
export type TrackerProjectTotal = {
  __typename?: 'TrackerProjectTotal';
  /** The difference is 0: the screen shows no warning. */
  balanced: Scalars['Boolean']['output'];
  /** Σ rows + Overhead + Contractor Fee billed: line 4 of the latest submitted payment application, to the cent (docs/money.md §12). */
  billingToDate: Scalars['Money']['output'];
  contractSumToDate: Scalars['Money']['output'];
  /** projectTotal − contractSumToDate; equals scopeTransferNet. */
  difference: Scalars['Money']['output'];
  /** Σ payments received on the project's payment applications. */
  paymentReceived: Scalars['Money']['output'];
  /** Σ total revenue + overhead + contractor fee. */
  projectTotal: Scalars['Money']['output'];
  /** Σ of the rows' scope transfers. */
  scopeTransferNet: Scalars['Money']['output'];
};

export type TrackerRow = {
  __typename?: 'TrackerRow';
  category?: Maybe<BidRef>;
  /** A selected subcontractor's amounts are on the row (its final cost follows the commitment). */
  committed: Scalars['Boolean']['output'];
  costCode: Scalars['String']['output'];
  /** Every figure is zero: the row may be deleted. */
  deletable: Scalars['Boolean']['output'];
  division?: Maybe<BidRef>;
  figures: TrackerFigures;
  id: Scalars['ID']['output'];
  level?: Maybe<BidRef>;
  part?: Maybe<BidRef>;
  position?: Maybe<BidRef>;
  /** The row's budget key, what a direct cost is charged to (DirectCost.chargeRow). */
  rowKey: Scalars['String']['output'];
  subdivision?: Maybe<BidRef>;
  /** The level (LABOR), the category (DIRECT_TRADE), or the subdivision for a direct cost without lines. */
  trade: Scalars['String']['output'];
  type: TrackerRowType;
  /** docs/money.md §11: direct costs on a row with no bid or Accepted-PCO line and no scope transfer (a new cost line): its percent complete is 0, shown as Unbudgeted. */
  unbudgeted: Scalars['Boolean']['output'];
};

export type TrackerRowInput = {
  holds?: InputMaybe<Scalars['Money']['input']>;
  scopeTransfer?: InputMaybe<Scalars['Money']['input']>;
};

export type TrackerRowType =
  /** Direct trade: division, subdivision, category and part (the Total Direct Trades subtotal). */
  | 'DIRECT_TRADE'
  /** Internal labor: a position and level (the General Conditions subtotal). */
  | 'LABOR';

/** The first summary figure: every column summed (docs/money.md §11, summary 1). */
export type TrackerTotals = {
  __typename?: 'TrackerTotals';
  all: TrackerFigures;
  /** Σ hours of the direct costs' labor lines. */
  billableHours: Scalars['Quantity']['output'];
  /** LABOR rows. */
  generalConditions: TrackerFigures;
  rowCount: Scalars['NonNegativeInt']['output'];
  /** DIRECT_TRADE rows. */
  totalDirectTrades: TrackerFigures;
};

/** One subcontractor's quote on a direct-trade line. */
export type TradeAmount = {
  __typename?: 'TradeAmount';
  amount: Scalars['Money']['output'];
  subcontractorId: Scalars['ID']['output'];
  subcontractorName: Scalars['String']['output'];
};

export type TradeAmountInput = {
  amount: Scalars['Money']['input'];
  subcontractorId: Scalars['ID']['input'];
};

/** A direct-trade line (docs/money.md §6) on a catalogue part. */
export type TradeLine = {
  __typename?: 'TradeLine';
  /** One entry per subcontractor on the bid, in the bid's subcontractor order (0.00 when it has not quoted). */
  amounts: Array<TradeAmount>;
  bidId: Scalars['ID']['output'];
  category: BidRef;
  costCode: Scalars['String']['output'];
  costPerUnit: Scalars['Rate']['output'];
  id: Scalars['ID']['output'];
  notes: Scalars['String']['output'];
  part: BidRef;
  subdivision: BidRef;
  /** round2(costPerUnit × units). */
  total: Scalars['Money']['output'];
  unitOfMeasure: Scalars['String']['output'];
  units: Scalars['Quantity']['output'];
};

export type TradeLineInput = {
  /** Quotes of subcontractors on the bid; those left out keep their amount. */
  amounts?: InputMaybe<Array<TradeAmountInput>>;
  categoryId: Scalars['ID']['input'];
  costCode?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the part's cost per unit. */
  costPerUnit?: InputMaybe<Scalars['Rate']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** At most 225 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  partId: Scalars['ID']['input'];
  subdivisionId: Scalars['ID']['input'];
  /** Defaults to the part's unit of measure. */
  unitOfMeasure?: InputMaybe<Scalars['String']['input']>;
  /** Non-zero. */
  units: Scalars['Quantity']['input'];
};

export type TradeScopeTransferInput = {
  /** Non-zero; added to the row's scope transfer. */
  amount: Scalars['Money']['input'];
  categoryId: Scalars['ID']['input'];
  divisionId: Scalars['ID']['input'];
  partId: Scalars['ID']['input'];
  projectUid: Scalars['String']['input'];
  subdivisionId: Scalars['ID']['input'];
};

export type UnitOfMeasure = {
  __typename?: 'UnitOfMeasure';
  id: Scalars['ID']['output'];
  /** e.g. "SF", "CY", "EA". */
  name: Scalars['String']['output'];
};

export type UnitOfMeasureInput = {
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateBidInput = {
  divisionId?: InputMaybe<Scalars['ID']['input']>;
  /** The bid's version as read: required, a mismatch is refused (BID_VERSION_CONFLICT). */
  expectedVersion: Scalars['Int']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  /** At most 225 characters. */
  scopeOfWork?: InputMaybe<Scalars['String']['input']>;
  subdivisionId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdatePaymentApplicationInput = {
  applicationDate?: InputMaybe<Scalars['Date']['input']>;
  expectedVersion: Scalars['Int']['input'];
  isFinal?: InputMaybe<Scalars['Boolean']['input']>;
  periodFrom?: InputMaybe<Scalars['Date']['input']>;
  periodTo?: InputMaybe<Scalars['Date']['input']>;
  storedRate?: InputMaybe<Scalars['Percent']['input']>;
  workRate?: InputMaybe<Scalars['Percent']['input']>;
};

export type UpdatePcoInput = {
  changeOrderName?: InputMaybe<Scalars['String']['input']>;
  /** The PCO's version as read: required, a mismatch is refused (PCO_VERSION_CONFLICT). */
  expectedVersion: Scalars['Int']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  pricingMode?: InputMaybe<BidPricingMode>;
  profitPercentage?: InputMaybe<Scalars['Percent']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSubcontractInput = {
  endDate?: InputMaybe<Scalars['Date']['input']>;
  expectedVersion: Scalars['Int']['input'];
  retainageRate?: InputMaybe<Scalars['Percent']['input']>;
  scope?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

export type UsState = {
  __typename?: 'UsState';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** MasterRoleID: 1 platform admin, 2 company admin, 3 full user, 4 estimator, 13 subcontractor. */
  roleId: Scalars['Int']['output'];
  /** MasterTenantID: the company the user acts in; null for a platform admin or subcontractor who has not chosen one. */
  tenantId?: Maybe<Scalars['Int']['output']>;
  username: Scalars['String']['output'];
};

/** Roles a company can give its staff from the user screens. */
export type UserRole =
  /** Stored as 'Estimator' (MasterRoleID 4). */
  | 'ESTIMATOR'
  /** Stored as 'Fulluser' (MasterRoleID 3), shown as 'Full User'. */
  | 'FULL_USER';

/** A vendor with everything Supplier Details shows. */
export type Vendor = {
  __typename?: 'Vendor';
  accountReceivableEmail?: Maybe<Scalars['String']['output']>;
  addresses: Array<SubcontractorAddress>;
  ccEmail?: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  /** First and last name of the contact. */
  contactName?: Maybe<Scalars['String']['output']>;
  divisions: Array<SubcontractorDivision>;
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isNational: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  managers: Array<SubcontractorManager>;
  mobile?: Maybe<Scalars['String']['output']>;
  payableEmail?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  subdivisions: Array<SubcontractorSubdivision>;
  /** State codes; empty when National or not given. */
  workingStates: Array<Scalars['String']['output']>;
};

export type VendorAddressInput = {
  /** Wholly blank addresses are dropped; others need address1, city, state and zip. */
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  stateCode?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** The list filters of All Suppliers; every given one narrows the list. */
export type VendorFilter = {
  active?: InputMaybe<SubcontractorActiveFilter>;
  /** Catalogue division ids: vendors mapped to any of them. */
  divisionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only National vendors. */
  nationalOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Contains, any case: company, contact name or email (max 255). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** State codes, e.g. TX: vendors delivering to any of them (National ones included). */
  states?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type VendorInfoInput = {
  accountReceivableEmail?: InputMaybe<Scalars['String']['input']>;
  ccEmail?: InputMaybe<Scalars['String']['input']>;
  companyName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  isNational?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
  payableEmail?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  /** Where the vendor delivers: state codes or names (optional); cleared by isNational. */
  workingStates?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type VendorInput = {
  addresses: Array<VendorAddressInput>;
  /** At least one catalogue division. */
  divisionIds: Array<Scalars['ID']['input']>;
  info: VendorInfoInput;
  managers: Array<VendorManagerInput>;
  /** At least one catalogue subdivision, each in one of divisionIds. */
  subdivisionIds: Array<Scalars['ID']['input']>;
};

export type VendorManagerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** Wholly blank managers are dropped; others need every field. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type VendorMapping = {
  __typename?: 'VendorMapping';
  /** How many vendors the call named (already mapped ones count; they stay as they were). */
  mapped: Scalars['NonNegativeInt']['output'];
  subdivisionId: Scalars['ID']['output'];
};

export type VendorPage = {
  __typename?: 'VendorPage';
  items: Array<VendorRow>;
  total: Scalars['NonNegativeInt']['output'];
};

/** A row of the All Suppliers grid. */
export type VendorRow = {
  __typename?: 'VendorRow';
  companyName: Scalars['String']['output'];
  contactName?: Maybe<Scalars['String']['output']>;
  divisions: Array<SubcontractorDivision>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isNational: Scalars['Boolean']['output'];
  locations: Array<SubcontractorLocation>;
  phone: Scalars['String']['output'];
  /** State codes; empty when National or not given. */
  states: Array<Scalars['String']['output']>;
};

/** A vendor mapped to a subdivision (the direct cost and mapping pickers). */
export type VendorSummary = {
  __typename?: 'VendorSummary';
  companyName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  phone: Scalars['String']['output'];
};

/** The caller, as its token says. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The company the caller acts in, when it has one. */
  company?: Maybe<Company>;
  /** The name of the company the caller acts in, for every role (its letterhead; the side menu's title); null with none. */
  companyName?: Maybe<Scalars['String']['output']>;
  permissions: Array<Permission>;
  user: User;
};

export type AddressSuggestionsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AddressSuggestionsQuery = { __typename?: 'Query', addressSuggestions: Array<{ __typename?: 'AddressSuggestion', id: string, label: string, city: string, state: string, stateCode: string, zip: string, street?: string | null }> };

export type StatesQueryVariables = Exact<{ [key: string]: never; }>;


export type StatesQuery = { __typename?: 'Query', states: Array<{ __typename?: 'UsState', name: string, code: string }> };

export type LoginMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'Session', token: string, user: { __typename?: 'User', id: string, name: string, username: string, roleId: number, tenantId?: number | null }, permissions: Array<{ __typename?: 'Permission', area: string, read: boolean, write: boolean, visible: boolean }> } };

export type ViewerCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCompanyQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', company?: { __typename?: 'Company', id: number, name: string, email: string, phone: string, projectIdPrefix?: string | null, projectIdStart: number, defaultMarkup?: string | null, isActive: boolean } | null } };

export type ViewerCompanyNameQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCompanyNameQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', companyName?: string | null } };

export type ForgotPasswordMutationVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type ForgotPasswordMutation = { __typename?: 'Mutation', forgotPassword: string };

export type ResetPasswordMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type ChangePasswordMutationVariables = Exact<{
  oldPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type InvitedCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitedCompaniesQuery = { __typename?: 'Query', invitedCompanies: Array<{ __typename?: 'Company', id: number, name: string }> };

export type SelectCompanyMutationVariables = Exact<{
  companyId: Scalars['Int']['input'];
}>;


export type SelectCompanyMutation = { __typename?: 'Mutation', selectCompany: { __typename?: 'Session', token: string, user: { __typename?: 'User', id: string, name: string, username: string, roleId: number, tenantId?: number | null }, permissions: Array<{ __typename?: 'Permission', area: string, read: boolean, write: boolean, visible: boolean }> } };

export type BidProjectTotalsFieldsFragment = { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } };

export type BidRowFieldsFragment = { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } };

export type BidFieldsFragment = { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } };

export type BidSheetProjectQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BidSheetProjectQuery = { __typename?: 'Query', project: { __typename?: 'Project', uid: string, name: string, displayName: string, id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, bids: Array<{ __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } }>, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } };

export type BidQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BidQuery = { __typename?: 'Query', bid: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type ProjectBidNamesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectBidNamesQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, bids: Array<{ __typename?: 'Bid', id: string, label: string, isAlternate: boolean, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string } }> } };

export type AddBidMutationVariables = Exact<{
  input: AddBidInput;
}>;


export type AddBidMutation = { __typename?: 'Mutation', addBid: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type UpdateBidMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateBidInput;
}>;


export type UpdateBidMutation = { __typename?: 'Mutation', updateBid: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type SetBidAlternateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  isAlternate: Scalars['Boolean']['input'];
  expectedVersion: Scalars['Int']['input'];
}>;


export type SetBidAlternateMutation = { __typename?: 'Mutation', setBidAlternate: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type DeleteBidMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
}>;


export type DeleteBidMutation = { __typename?: 'Mutation', deleteBid: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } };

export type AddBidSubcontractorsMutationVariables = Exact<{
  bidId: Scalars['ID']['input'];
  subcontractorIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
}>;


export type AddBidSubcontractorsMutation = { __typename?: 'Mutation', addBidSubcontractors: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type RemoveBidSubcontractorMutationVariables = Exact<{
  bidId: Scalars['ID']['input'];
  subcontractorId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
}>;


export type RemoveBidSubcontractorMutation = { __typename?: 'Mutation', removeBidSubcontractor: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type SelectBidSubcontractorMutationVariables = Exact<{
  bidId: Scalars['ID']['input'];
  subcontractorId?: InputMaybe<Scalars['ID']['input']>;
  expectedVersion: Scalars['Int']['input'];
}>;


export type SelectBidSubcontractorMutation = { __typename?: 'Mutation', selectBidSubcontractor: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type SetBidPricingModeMutationVariables = Exact<{
  bidId: Scalars['ID']['input'];
  mode: BidPricingMode;
  expectedVersion: Scalars['Int']['input'];
}>;


export type SetBidPricingModeMutation = { __typename?: 'Mutation', setBidPricingMode: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type AddLaborLineMutationVariables = Exact<{
  bidId: Scalars['ID']['input'];
  input: LaborLineInput;
}>;


export type AddLaborLineMutation = { __typename?: 'Mutation', addLaborLine: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type UpdateLaborLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: LaborLineInput;
}>;


export type UpdateLaborLineMutation = { __typename?: 'Mutation', updateLaborLine: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type DeleteLaborLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
}>;


export type DeleteLaborLineMutation = { __typename?: 'Mutation', deleteLaborLine: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type AddTradeLineMutationVariables = Exact<{
  bidId: Scalars['ID']['input'];
  input: TradeLineInput;
}>;


export type AddTradeLineMutation = { __typename?: 'Mutation', addTradeLine: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type UpdateTradeLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TradeLineInput;
}>;


export type UpdateTradeLineMutation = { __typename?: 'Mutation', updateTradeLine: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type DeleteTradeLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
}>;


export type DeleteTradeLineMutation = { __typename?: 'Mutation', deleteTradeLine: { __typename?: 'Bid', id: string, projectUid: string, label: string, scopeOfWork: string, isAlternate: boolean, status: string, pricingMode: BidPricingMode, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null, laborLines: Array<{ __typename?: 'LaborLine', id: string, bidId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'TradeLine', id: string, bidId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string }, amounts: Array<{ __typename?: 'TradeAmount', subcontractorId: string, subcontractorName: string, amount: string }> }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, subcontractors: Array<{ __typename?: 'BidSubcontractor', id: string, name: string, total: string, selected: boolean, lowest: boolean }>, totals: { __typename?: 'BidTotals', labor: string, burden: string, trades: string, subTotal: string, overhead: string, profit: string, totalCost: string }, project: { __typename?: 'Project', id: string, status: ProjectStatus, markupMode?: MarkupMode | null, totalCost?: string | null, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } } };

export type OpenBidForEditMutationVariables = Exact<{
  bidId: Scalars['ID']['input'];
}>;


export type OpenBidForEditMutation = { __typename?: 'Mutation', openBidForEdit:
    | { __typename: 'BidLeaseGranted', lease: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean }, bid: { __typename?: 'Bid', id: string, version: number, lease?: { __typename?: 'BidLease', holderName: string, expiresAt: string, mine: boolean } | null } }
    | { __typename: 'BidLocked', message: string, holderName: string, expiresAt: string }
   };

export type ReleaseBidMutationVariables = Exact<{
  bidId: Scalars['ID']['input'];
}>;


export type ReleaseBidMutation = { __typename?: 'Mutation', releaseBid: boolean };

export type PartFieldsFragment = { __typename?: 'Part', id: string, name: string, costPerUnit?: string | null, unit: string, unitId: string, costCode: string, categoryId: string, categoryName: string, subdivisionId: string, subdivisionName: string, divisionId: string, divisionName: string };

export type CatalogueListsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueListsQuery = { __typename?: 'Query', divisions: Array<{ __typename?: 'Division', id: string, number?: string | null, name: string }>, subdivisions: Array<{ __typename?: 'Subdivision', id: string, name: string, divisionId: string, divisionName: string, divisionNumber?: string | null }>, categories: Array<{ __typename?: 'Category', id: string, name: string, subdivisionId: string, subdivisionName: string, divisionId: string, divisionName: string }>, unitsOfMeasure: Array<{ __typename?: 'UnitOfMeasure', id: string, name: string }> };

export type PartsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  divisionId?: InputMaybe<Scalars['ID']['input']>;
  subdivisionId?: InputMaybe<Scalars['ID']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
}>;


export type PartsQuery = { __typename?: 'Query', parts: { __typename?: 'PartPage', total: number, items: Array<{ __typename?: 'Part', id: string, name: string, costPerUnit?: string | null, unit: string, unitId: string, costCode: string, categoryId: string, categoryName: string, subdivisionId: string, subdivisionName: string, divisionId: string, divisionName: string }> } };

export type CreateDivisionMutationVariables = Exact<{
  input: DivisionInput;
}>;


export type CreateDivisionMutation = { __typename?: 'Mutation', createDivision: { __typename?: 'Division', id: string } };

export type UpdateDivisionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: DivisionInput;
}>;


export type UpdateDivisionMutation = { __typename?: 'Mutation', updateDivision: { __typename?: 'Division', id: string } };

export type DeleteDivisionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteDivisionMutation = { __typename?: 'Mutation', deleteDivision: boolean };

export type CreateSubdivisionMutationVariables = Exact<{
  input: SubdivisionInput;
}>;


export type CreateSubdivisionMutation = { __typename?: 'Mutation', createSubdivision: { __typename?: 'Subdivision', id: string } };

export type UpdateSubdivisionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: SubdivisionInput;
}>;


export type UpdateSubdivisionMutation = { __typename?: 'Mutation', updateSubdivision: { __typename?: 'Subdivision', id: string } };

export type DeleteSubdivisionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSubdivisionMutation = { __typename?: 'Mutation', deleteSubdivision: boolean };

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CreateCategoryMutation = { __typename?: 'Mutation', createCategory: { __typename?: 'Category', id: string } };

export type UpdateCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CategoryInput;
}>;


export type UpdateCategoryMutation = { __typename?: 'Mutation', updateCategory: { __typename?: 'Category', id: string } };

export type DeleteCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCategoryMutation = { __typename?: 'Mutation', deleteCategory: boolean };

export type CreatePartMutationVariables = Exact<{
  input: PartInput;
}>;


export type CreatePartMutation = { __typename?: 'Mutation', createPart: { __typename?: 'Part', id: string, name: string, costPerUnit?: string | null, unit: string, unitId: string, costCode: string, categoryId: string, categoryName: string, subdivisionId: string, subdivisionName: string, divisionId: string, divisionName: string } };

export type UpdatePartMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PartInput;
}>;


export type UpdatePartMutation = { __typename?: 'Mutation', updatePart: { __typename?: 'Part', id: string, name: string, costPerUnit?: string | null, unit: string, unitId: string, costCode: string, categoryId: string, categoryName: string, subdivisionId: string, subdivisionName: string, divisionId: string, divisionName: string } };

export type DeletePartMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePartMutation = { __typename?: 'Mutation', deletePart: boolean };

export type UploadPartsCsvMutationVariables = Exact<{
  csv: Scalars['String']['input'];
}>;


export type UploadPartsCsvMutation = { __typename?: 'Mutation', uploadPartsCsv: { __typename?: 'CsvImportResult', ok: boolean, imported: number, message: string, errors: Array<{ __typename?: 'CsvRowError', line: number, column: string, reason: string }> } };

export type CompanyFieldsFragment = { __typename?: 'Company', id: number, name: string, email: string, phone: string, image?: string | null, defaultMarkup?: string | null, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, country: string, companyAdmin: string, projectIdPrefix?: string | null, projectIdStart: number, proposalOverhead: ProposalOverhead, isActive: boolean, owner: { __typename?: 'CompanyOwner', firstName: string, lastName?: string | null, email: string, phone: string } };

export type CompaniesQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CompaniesQuery = { __typename?: 'Query', companies: { __typename?: 'CompanyPage', total: number, items: Array<{ __typename?: 'Company', id: number, name: string, email: string, phone: string, city: string, state: string, zip: string, companyAdmin: string, isActive: boolean }> } };

export type CompanyQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CompanyQuery = { __typename?: 'Query', company: { __typename?: 'Company', id: number, name: string, email: string, phone: string, image?: string | null, defaultMarkup?: string | null, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, country: string, companyAdmin: string, projectIdPrefix?: string | null, projectIdStart: number, proposalOverhead: ProposalOverhead, isActive: boolean, owner: { __typename?: 'CompanyOwner', firstName: string, lastName?: string | null, email: string, phone: string } } };

export type VersionQueryVariables = Exact<{ [key: string]: never; }>;


export type VersionQuery = { __typename?: 'Query', version: string };

export type CreateCompanyMutationVariables = Exact<{
  input: CompanyInput;
}>;


export type CreateCompanyMutation = { __typename?: 'Mutation', createCompany: { __typename?: 'Company', id: number, name: string, email: string, phone: string, image?: string | null, defaultMarkup?: string | null, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, country: string, companyAdmin: string, projectIdPrefix?: string | null, projectIdStart: number, proposalOverhead: ProposalOverhead, isActive: boolean, owner: { __typename?: 'CompanyOwner', firstName: string, lastName?: string | null, email: string, phone: string } } };

export type UpdateCompanyMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CompanyInput;
}>;


export type UpdateCompanyMutation = { __typename?: 'Mutation', updateCompany: { __typename?: 'Company', id: number, name: string, email: string, phone: string, image?: string | null, defaultMarkup?: string | null, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, country: string, companyAdmin: string, projectIdPrefix?: string | null, projectIdStart: number, proposalOverhead: ProposalOverhead, isActive: boolean, owner: { __typename?: 'CompanyOwner', firstName: string, lastName?: string | null, email: string, phone: string } } };

export type SetCompanyActiveMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  isActive: Scalars['Boolean']['input'];
}>;


export type SetCompanyActiveMutation = { __typename?: 'Mutation', setCompanyActive: { __typename?: 'Company', id: number, isActive: boolean } };

export type OpenCompanyMutationVariables = Exact<{
  companyId: Scalars['Int']['input'];
}>;


export type OpenCompanyMutation = { __typename?: 'Mutation', selectCompany: { __typename?: 'Session', token: string, user: { __typename?: 'User', id: string, name: string, username: string, roleId: number, tenantId?: number | null }, permissions: Array<{ __typename?: 'Permission', area: string, read: boolean, write: boolean, visible: boolean }> } };

export type DirectCostRowFieldsFragment = { __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null };

export type DirectCostFieldsFragment = { __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, laborLines: Array<{ __typename?: 'DirectCostLaborLine', id: string, directCostId: string, date: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'DirectCostTradeLine', id: string, directCostId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null };

export type DirectCostProjectQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DirectCostProjectQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus, directCosts: Array<{ __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null }> } };

export type DirectCostQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DirectCostQuery = { __typename?: 'Query', directCost: { __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, laborLines: Array<{ __typename?: 'DirectCostLaborLine', id: string, directCostId: string, date: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'DirectCostTradeLine', id: string, directCostId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null } };

export type DirectCostSheetNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectCostSheetNamesQuery = { __typename?: 'Query', directCostSheetNames: Array<{ __typename?: 'DirectCostSheetName', id: string, name: string }> };

export type DirectCostChargeRowsQueryVariables = Exact<{
  projectUid: Scalars['String']['input'];
}>;


export type DirectCostChargeRowsQuery = { __typename?: 'Query', directCostChargeRows: Array<{ __typename?: 'ChargeRow', key: string, type: ChargeRowType, costCode: string, trade: string, subdivision?: string | null, part?: string | null }> };

export type AddDirectCostMutationVariables = Exact<{
  input: AddDirectCostInput;
}>;


export type AddDirectCostMutation = { __typename?: 'Mutation', addDirectCost: { __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null } };

export type DeleteDirectCostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteDirectCostMutation = { __typename?: 'Mutation', deleteDirectCost: string };

export type AddDirectCostLaborLineMutationVariables = Exact<{
  directCostId: Scalars['ID']['input'];
  input: DirectCostLaborLineInput;
}>;


export type AddDirectCostLaborLineMutation = { __typename?: 'Mutation', addDirectCostLaborLine: { __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, laborLines: Array<{ __typename?: 'DirectCostLaborLine', id: string, directCostId: string, date: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'DirectCostTradeLine', id: string, directCostId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null } };

export type UpdateDirectCostLaborLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: DirectCostLaborLineInput;
}>;


export type UpdateDirectCostLaborLineMutation = { __typename?: 'Mutation', updateDirectCostLaborLine: { __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, laborLines: Array<{ __typename?: 'DirectCostLaborLine', id: string, directCostId: string, date: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'DirectCostTradeLine', id: string, directCostId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null } };

export type DeleteDirectCostLaborLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteDirectCostLaborLineMutation = { __typename?: 'Mutation', deleteDirectCostLaborLine: { __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, laborLines: Array<{ __typename?: 'DirectCostLaborLine', id: string, directCostId: string, date: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'DirectCostTradeLine', id: string, directCostId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null } };

export type AddDirectCostTradeLineMutationVariables = Exact<{
  directCostId: Scalars['ID']['input'];
  input: TradeLineInput;
}>;


export type AddDirectCostTradeLineMutation = { __typename?: 'Mutation', addDirectCostTradeLine: { __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, laborLines: Array<{ __typename?: 'DirectCostLaborLine', id: string, directCostId: string, date: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'DirectCostTradeLine', id: string, directCostId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null } };

export type UpdateDirectCostTradeLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TradeLineInput;
}>;


export type UpdateDirectCostTradeLineMutation = { __typename?: 'Mutation', updateDirectCostTradeLine: { __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, laborLines: Array<{ __typename?: 'DirectCostLaborLine', id: string, directCostId: string, date: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'DirectCostTradeLine', id: string, directCostId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null } };

export type DeleteDirectCostTradeLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteDirectCostTradeLineMutation = { __typename?: 'Mutation', deleteDirectCostTradeLine: { __typename?: 'DirectCost', id: string, projectUid: string, sheetName: string, contractorType: ContractorType, contractorName: string, date: string, notes: string, amount: string, laborTotal: string, tradesTotal: string, total: string, lineCount: number, chargeRow?: string | null, unbudgeted: boolean, laborLines: Array<{ __typename?: 'DirectCostLaborLine', id: string, directCostId: string, date: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'DirectCostTradeLine', id: string, directCostId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, division: { __typename?: 'BidRef', id: string, name: string }, subdivision: { __typename?: 'BidRef', id: string, name: string }, vendor?: { __typename?: 'BidRef', id: string, name: string } | null, subcontractor?: { __typename?: 'BidRef', id: string, name: string } | null } };

export type EmployeeFieldsFragment = { __typename?: 'Employee', id: string, firstName: string, lastName: string, email: string, phone: string, positionId?: string | null, positionName?: string | null, levelId?: string | null, levelName?: string | null, costCode?: string | null, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, billable: boolean, period: PayPeriod, ratePerHour?: string | null, ratePerYear?: string | null, medicalInsurance: string, hiringDate: string, timeWithCompany: string, isActive: boolean, role?: UserRole | null };

export type EmployeesQueryVariables = Exact<{
  filter?: InputMaybe<ActiveFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type EmployeesQuery = { __typename?: 'Query', employees: { __typename?: 'EmployeePage', total: number, billableCount: number, nonBillableCount: number, items: Array<{ __typename?: 'Employee', id: string, firstName: string, lastName: string, email: string, phone: string, positionId?: string | null, positionName?: string | null, levelId?: string | null, levelName?: string | null, costCode?: string | null, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, billable: boolean, period: PayPeriod, ratePerHour?: string | null, ratePerYear?: string | null, medicalInsurance: string, hiringDate: string, timeWithCompany: string, isActive: boolean, role?: UserRole | null }> } };

export type EmployeeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EmployeeQuery = { __typename?: 'Query', employee: { __typename?: 'Employee', id: string, firstName: string, lastName: string, email: string, phone: string, positionId?: string | null, positionName?: string | null, levelId?: string | null, levelName?: string | null, costCode?: string | null, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, billable: boolean, period: PayPeriod, ratePerHour?: string | null, ratePerYear?: string | null, medicalInsurance: string, hiringDate: string, timeWithCompany: string, isActive: boolean, role?: UserRole | null, rates: { __typename?: 'EmployeeRates', perHour: string, perDay: string, perWeek: string, perMonth: string, perYear: string } } };

export type CreateEmployeeMutationVariables = Exact<{
  input: EmployeeInput;
}>;


export type CreateEmployeeMutation = { __typename?: 'Mutation', createEmployee: { __typename?: 'Employee', id: string, firstName: string, lastName: string, email: string, phone: string, positionId?: string | null, positionName?: string | null, levelId?: string | null, levelName?: string | null, costCode?: string | null, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, billable: boolean, period: PayPeriod, ratePerHour?: string | null, ratePerYear?: string | null, medicalInsurance: string, hiringDate: string, timeWithCompany: string, isActive: boolean, role?: UserRole | null } };

export type UpdateEmployeeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EmployeeInput;
}>;


export type UpdateEmployeeMutation = { __typename?: 'Mutation', updateEmployee: { __typename?: 'Employee', id: string, firstName: string, lastName: string, email: string, phone: string, positionId?: string | null, positionName?: string | null, levelId?: string | null, levelName?: string | null, costCode?: string | null, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, billable: boolean, period: PayPeriod, ratePerHour?: string | null, ratePerYear?: string | null, medicalInsurance: string, hiringDate: string, timeWithCompany: string, isActive: boolean, role?: UserRole | null } };

export type SetEmployeeActiveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
}>;


export type SetEmployeeActiveMutation = { __typename?: 'Mutation', setEmployeeActive: { __typename?: 'Employee', id: string, isActive: boolean } };

export type PositionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PositionsQuery = { __typename?: 'Query', positions: Array<{ __typename?: 'Position', id: string, name: string, levels: Array<{ __typename?: 'Level', id: string, name: string, costCode: string }> }> };

export type LevelsQueryVariables = Exact<{ [key: string]: never; }>;


export type LevelsQuery = { __typename?: 'Query', levels: Array<{ __typename?: 'Level', id: string, name: string, positionId: string, positionName: string, costCode: string, ratePerHour: string, ratePerWeek: string, costPerUnit: string }> };

export type PositionCostCodeQueryVariables = Exact<{
  positionId: Scalars['ID']['input'];
}>;


export type PositionCostCodeQuery = { __typename?: 'Query', positionCostCode: string };

export type CreatePositionMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type CreatePositionMutation = { __typename?: 'Mutation', createPosition: { __typename?: 'Position', id: string, name: string } };

export type UpdatePositionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type UpdatePositionMutation = { __typename?: 'Mutation', updatePosition: { __typename?: 'Position', id: string, name: string } };

export type CreateLevelMutationVariables = Exact<{
  positionId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  costCode: Scalars['String']['input'];
}>;


export type CreateLevelMutation = { __typename?: 'Mutation', createLevel: { __typename?: 'Level', id: string, name: string, positionId: string, costCode: string } };

export type UpdateLevelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  costCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateLevelMutation = { __typename?: 'Mutation', updateLevel: { __typename?: 'Level', id: string, name: string, costCode: string } };

export type DeleteLevelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteLevelMutation = { __typename?: 'Mutation', deleteLevel: boolean };

export type UploadEmployeesCsvMutationVariables = Exact<{
  csv: Scalars['String']['input'];
}>;


export type UploadEmployeesCsvMutation = { __typename?: 'Mutation', uploadEmployeesCsv: { __typename?: 'CsvImportResult', ok: boolean, imported: number, message: string, errors: Array<{ __typename?: 'CsvRowError', line: number, column: string, reason: string }> } };

export type UploadPositionsCsvMutationVariables = Exact<{
  csv: Scalars['String']['input'];
}>;


export type UploadPositionsCsvMutation = { __typename?: 'Mutation', uploadPositionsCsv: { __typename?: 'CsvImportResult', ok: boolean, imported: number, message: string, errors: Array<{ __typename?: 'CsvRowError', line: number, column: string, reason: string }> } };

export type DeleteEmployeeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteEmployeeMutation = { __typename?: 'Mutation', deleteEmployee: boolean };

export type BidCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type BidCatalogueQuery = { __typename?: 'Query', catalogueTree: { __typename?: 'CatalogueTree', divisions: Array<{ __typename?: 'CatalogueDivision', id: string, number?: string | null, name: string, subdivisions: Array<{ __typename?: 'CatalogueSubdivision', id: string, name: string, categories: Array<{ __typename?: 'CatalogueCategory', id: string, name: string, partIds: Array<string> }> }> }>, parts: Array<{ __typename?: 'Part', id: string, name: string, costPerUnit?: string | null, unit: string, costCode: string, categoryId: string }>, units: Array<{ __typename?: 'UnitOfMeasure', id: string, name: string }> } };

export type BidPositionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BidPositionsQuery = { __typename?: 'Query', positions: Array<{ __typename?: 'Position', id: string, name: string, levels: Array<{ __typename?: 'Level', id: string, name: string, costCode: string, ratePerHour: string, ratePerWeek: string }> }> };

export type NotificationsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationFeed', unreadCount: number, items: Array<{ __typename?: 'Notification', id: string, kind: string, title: string, body: string, link?: string | null, createdAt: string, read: boolean }> } };

export type MarkNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkNotificationsReadMutation = { __typename?: 'Mutation', markNotificationsRead: number };

export type MarkNotificationReadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MarkNotificationReadMutation = { __typename?: 'Mutation', markNotificationRead: { __typename?: 'Notification', id: string, read: boolean } };

export type OverheadServiceFieldsFragment = { __typename?: 'OverheadService', id: string, kind: OverheadServiceKind, name: string, costPerUnit: string, units: string, period: OverheadPeriod, figures: { __typename?: 'PeriodFigures', hourly: string, daily: string, weekly: string, monthly: string, annually: string } };

export type OverheadTotalsFieldsFragment = { __typename?: 'OverheadTotalsBlock', key: OverheadTotalsKey, label: string, fieldEmployees: number, noFieldEmployee: boolean, figures: { __typename?: 'PeriodFigures', hourly: string, daily: string, weekly: string, monthly: string, annually: string } };

export type CompanyOverheadQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyOverheadQuery = { __typename?: 'Query', companyOverhead: { __typename?: 'CompanyOverhead', monthlyServices: Array<{ __typename?: 'OverheadService', id: string, kind: OverheadServiceKind, name: string, costPerUnit: string, units: string, period: OverheadPeriod, figures: { __typename?: 'PeriodFigures', hourly: string, daily: string, weekly: string, monthly: string, annually: string } }>, annualServices: Array<{ __typename?: 'OverheadService', id: string, kind: OverheadServiceKind, name: string, costPerUnit: string, units: string, period: OverheadPeriod, figures: { __typename?: 'PeriodFigures', hourly: string, daily: string, weekly: string, monthly: string, annually: string } }>, equipmentServices: Array<{ __typename?: 'OverheadService', id: string, kind: OverheadServiceKind, name: string, costPerUnit: string, units: string, period: OverheadPeriod, figures: { __typename?: 'PeriodFigures', hourly: string, daily: string, weekly: string, monthly: string, annually: string } }>, otherServices: Array<{ __typename?: 'OverheadService', id: string, kind: OverheadServiceKind, name: string, costPerUnit: string, units: string, period: OverheadPeriod, figures: { __typename?: 'PeriodFigures', hourly: string, daily: string, weekly: string, monthly: string, annually: string } }>, employees: Array<{ __typename?: 'OverheadEmployee', id: string, firstName: string, lastName: string, position?: string | null, level?: string | null, billable: boolean, isActive: boolean, ratePerHour: string, ratePerDay: string, ratePerWeek: string, ratePerMonth: string, ratePerYear: string }>, totals: Array<{ __typename?: 'OverheadTotalsBlock', key: OverheadTotalsKey, label: string, fieldEmployees: number, noFieldEmployee: boolean, figures: { __typename?: 'PeriodFigures', hourly: string, daily: string, weekly: string, monthly: string, annually: string } }> } };

export type AddOverheadServiceMutationVariables = Exact<{
  kind: OverheadServiceKind;
  input: OverheadServiceInput;
}>;


export type AddOverheadServiceMutation = { __typename?: 'Mutation', addOverheadService: { __typename?: 'OverheadService', id: string, kind: OverheadServiceKind, name: string, costPerUnit: string, units: string, period: OverheadPeriod, figures: { __typename?: 'PeriodFigures', hourly: string, daily: string, weekly: string, monthly: string, annually: string } } };

export type UpdateOverheadServiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: OverheadServiceInput;
}>;


export type UpdateOverheadServiceMutation = { __typename?: 'Mutation', updateOverheadService: { __typename?: 'OverheadService', id: string, kind: OverheadServiceKind, name: string, costPerUnit: string, units: string, period: OverheadPeriod, figures: { __typename?: 'PeriodFigures', hourly: string, daily: string, weekly: string, monthly: string, annually: string } } };

export type DeleteOverheadServiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteOverheadServiceMutation = { __typename?: 'Mutation', deleteOverheadService: boolean };

export type OwnerFieldsFragment = { __typename?: 'Owner', id: string, name: string, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean, addresses: Array<{ __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string }>, managers: Array<{ __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string }> };

export type OwnersQueryVariables = Exact<{
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type OwnersQuery = { __typename?: 'Query', owners: { __typename?: 'OwnerPage', total: number, items: Array<{ __typename?: 'Owner', id: string, name: string, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean, addresses: Array<{ __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string }>, managers: Array<{ __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string }> }> } };

export type OwnerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OwnerQuery = { __typename?: 'Query', owner: { __typename?: 'Owner', id: string, name: string, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean, addresses: Array<{ __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string }>, managers: Array<{ __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string }> } };

export type CreateOwnerMutationVariables = Exact<{
  input: OwnerInput;
}>;


export type CreateOwnerMutation = { __typename?: 'Mutation', createOwner: { __typename?: 'Owner', id: string, name: string, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean, addresses: Array<{ __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string }>, managers: Array<{ __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string }> } };

export type UpdateOwnerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: OwnerInput;
}>;


export type UpdateOwnerMutation = { __typename?: 'Mutation', updateOwner: { __typename?: 'Owner', id: string, name: string, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean, addresses: Array<{ __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string }>, managers: Array<{ __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string }> } };

export type SetOwnerActiveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
}>;


export type SetOwnerActiveMutation = { __typename?: 'Mutation', setOwnerActive: { __typename?: 'Owner', id: string, isActive: boolean } };

export type UploadOwnersCsvMutationVariables = Exact<{
  csv: Scalars['String']['input'];
}>;


export type UploadOwnersCsvMutation = { __typename?: 'Mutation', uploadOwnersCsv: { __typename?: 'CsvImportResult', ok: boolean, imported: number, message: string, errors: Array<{ __typename?: 'CsvRowError', line: number, column: string, reason: string }> } };

export type DeleteOwnerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteOwnerMutation = { __typename?: 'Mutation', deleteOwner: boolean };

export type SovLineFieldsFragment = { __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string };

export type PaymentApplicationFieldsFragment = { __typename?: 'PaymentApplication', id: string, projectUid: string, number: number, status: PaymentApplicationStatus, periodFrom: string, periodTo: string, applicationDate: string, workRate: string, storedRate: string, isFinal: boolean, version: number, certifiedAmount?: string | null, certifiedOn?: string | null, submittedAt?: string | null, submittedBy?: string | null, createdAt: string, contractMoved: boolean, editable: boolean, releasedThisApplication: string, paymentsTotal: string, g702PdfUrl: string, g703PdfUrl: string, lines: Array<{ __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string }>, totals: { __typename?: 'SovTotals', scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainage: string }, summary: { __typename?: 'G702Summary', originalContractSum: string, netChangeByChangeOrders: string, contractSumToDate: string, completedStoredToDate: string, retainageCompletedWork: string, retainageStoredMaterial: string, totalRetainage: string, totalEarnedLessRetainage: string, previousCertificates: string, currentPaymentDue: string, balanceToFinishIncludingRetainage: string }, changeOrderSummary: { __typename?: 'ChangeOrderSummary', previousAdditions: string, previousDeductions: string, thisPeriodAdditions: string, thisPeriodDeductions: string, totalAdditions: string, totalDeductions: string, net: string }, payments: Array<{ __typename?: 'PaymentReceived', id: string, amount: string, receivedOn: string, reference: string, recordedBy: string, recordedAt: string }> };

export type PaymentApplicationVersionFieldsFragment = { __typename?: 'PaymentApplication', id: string, version: number };

export type ProjectBillingFieldsFragment = { __typename?: 'ProjectBilling', projectUid: string, startDate?: string | null, estimatedCompletionDate?: string | null, contractSumToDate: string, canWrite: boolean, retainage: { __typename?: 'ProjectRetainage', workRate: string, storedRate: string }, applications: Array<{ __typename?: 'PaymentApplication', id: string, projectUid: string, number: number, status: PaymentApplicationStatus, periodFrom: string, periodTo: string, applicationDate: string, workRate: string, storedRate: string, isFinal: boolean, version: number, certifiedAmount?: string | null, certifiedOn?: string | null, submittedAt?: string | null, submittedBy?: string | null, createdAt: string, contractMoved: boolean, editable: boolean, releasedThisApplication: string, paymentsTotal: string, g702PdfUrl: string, g703PdfUrl: string, lines: Array<{ __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string }>, totals: { __typename?: 'SovTotals', scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainage: string }, summary: { __typename?: 'G702Summary', originalContractSum: string, netChangeByChangeOrders: string, contractSumToDate: string, completedStoredToDate: string, retainageCompletedWork: string, retainageStoredMaterial: string, totalRetainage: string, totalEarnedLessRetainage: string, previousCertificates: string, currentPaymentDue: string, balanceToFinishIncludingRetainage: string }, changeOrderSummary: { __typename?: 'ChangeOrderSummary', previousAdditions: string, previousDeductions: string, thisPeriodAdditions: string, thisPeriodDeductions: string, totalAdditions: string, totalDeductions: string, net: string }, payments: Array<{ __typename?: 'PaymentReceived', id: string, amount: string, receivedOn: string, reference: string, recordedBy: string, recordedAt: string }> }> };

export type PaymentApplicationsQueryVariables = Exact<{
  projectUid: Scalars['String']['input'];
}>;


export type PaymentApplicationsQuery = { __typename?: 'Query', paymentApplications: { __typename?: 'ProjectBilling', projectUid: string, startDate?: string | null, estimatedCompletionDate?: string | null, contractSumToDate: string, canWrite: boolean, retainage: { __typename?: 'ProjectRetainage', workRate: string, storedRate: string }, applications: Array<{ __typename?: 'PaymentApplication', id: string, projectUid: string, number: number, status: PaymentApplicationStatus, periodFrom: string, periodTo: string, applicationDate: string, workRate: string, storedRate: string, isFinal: boolean, version: number, certifiedAmount?: string | null, certifiedOn?: string | null, submittedAt?: string | null, submittedBy?: string | null, createdAt: string, contractMoved: boolean, editable: boolean, releasedThisApplication: string, paymentsTotal: string, g702PdfUrl: string, g703PdfUrl: string, lines: Array<{ __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string }>, totals: { __typename?: 'SovTotals', scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainage: string }, summary: { __typename?: 'G702Summary', originalContractSum: string, netChangeByChangeOrders: string, contractSumToDate: string, completedStoredToDate: string, retainageCompletedWork: string, retainageStoredMaterial: string, totalRetainage: string, totalEarnedLessRetainage: string, previousCertificates: string, currentPaymentDue: string, balanceToFinishIncludingRetainage: string }, changeOrderSummary: { __typename?: 'ChangeOrderSummary', previousAdditions: string, previousDeductions: string, thisPeriodAdditions: string, thisPeriodDeductions: string, totalAdditions: string, totalDeductions: string, net: string }, payments: Array<{ __typename?: 'PaymentReceived', id: string, amount: string, receivedOn: string, reference: string, recordedBy: string, recordedAt: string }> }> } };

export type SetProjectRetainageMutationVariables = Exact<{
  projectUid: Scalars['String']['input'];
  workRate: Scalars['Percent']['input'];
  storedRate?: InputMaybe<Scalars['Percent']['input']>;
}>;


export type SetProjectRetainageMutation = { __typename?: 'Mutation', setProjectRetainage: { __typename?: 'ProjectBilling', projectUid: string, startDate?: string | null, estimatedCompletionDate?: string | null, contractSumToDate: string, canWrite: boolean, retainage: { __typename?: 'ProjectRetainage', workRate: string, storedRate: string }, applications: Array<{ __typename?: 'PaymentApplication', id: string, projectUid: string, number: number, status: PaymentApplicationStatus, periodFrom: string, periodTo: string, applicationDate: string, workRate: string, storedRate: string, isFinal: boolean, version: number, certifiedAmount?: string | null, certifiedOn?: string | null, submittedAt?: string | null, submittedBy?: string | null, createdAt: string, contractMoved: boolean, editable: boolean, releasedThisApplication: string, paymentsTotal: string, g702PdfUrl: string, g703PdfUrl: string, lines: Array<{ __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string }>, totals: { __typename?: 'SovTotals', scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainage: string }, summary: { __typename?: 'G702Summary', originalContractSum: string, netChangeByChangeOrders: string, contractSumToDate: string, completedStoredToDate: string, retainageCompletedWork: string, retainageStoredMaterial: string, totalRetainage: string, totalEarnedLessRetainage: string, previousCertificates: string, currentPaymentDue: string, balanceToFinishIncludingRetainage: string }, changeOrderSummary: { __typename?: 'ChangeOrderSummary', previousAdditions: string, previousDeductions: string, thisPeriodAdditions: string, thisPeriodDeductions: string, totalAdditions: string, totalDeductions: string, net: string }, payments: Array<{ __typename?: 'PaymentReceived', id: string, amount: string, receivedOn: string, reference: string, recordedBy: string, recordedAt: string }> }> } };

export type CreatePaymentApplicationMutationVariables = Exact<{
  input: CreatePaymentApplicationInput;
}>;


export type CreatePaymentApplicationMutation = { __typename?: 'Mutation', createPaymentApplication: { __typename?: 'ProjectBilling', projectUid: string, startDate?: string | null, estimatedCompletionDate?: string | null, contractSumToDate: string, canWrite: boolean, retainage: { __typename?: 'ProjectRetainage', workRate: string, storedRate: string }, applications: Array<{ __typename?: 'PaymentApplication', id: string, projectUid: string, number: number, status: PaymentApplicationStatus, periodFrom: string, periodTo: string, applicationDate: string, workRate: string, storedRate: string, isFinal: boolean, version: number, certifiedAmount?: string | null, certifiedOn?: string | null, submittedAt?: string | null, submittedBy?: string | null, createdAt: string, contractMoved: boolean, editable: boolean, releasedThisApplication: string, paymentsTotal: string, g702PdfUrl: string, g703PdfUrl: string, lines: Array<{ __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string }>, totals: { __typename?: 'SovTotals', scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainage: string }, summary: { __typename?: 'G702Summary', originalContractSum: string, netChangeByChangeOrders: string, contractSumToDate: string, completedStoredToDate: string, retainageCompletedWork: string, retainageStoredMaterial: string, totalRetainage: string, totalEarnedLessRetainage: string, previousCertificates: string, currentPaymentDue: string, balanceToFinishIncludingRetainage: string }, changeOrderSummary: { __typename?: 'ChangeOrderSummary', previousAdditions: string, previousDeductions: string, thisPeriodAdditions: string, thisPeriodDeductions: string, totalAdditions: string, totalDeductions: string, net: string }, payments: Array<{ __typename?: 'PaymentReceived', id: string, amount: string, receivedOn: string, reference: string, recordedBy: string, recordedAt: string }> }> } };

export type UpdateSovLinesMutationVariables = Exact<{
  applicationId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  lines: Array<SovLineInput> | SovLineInput;
}>;


export type UpdateSovLinesMutation = { __typename?: 'Mutation', updateSovLines: { __typename?: 'PaymentApplication', id: string, projectUid: string, number: number, status: PaymentApplicationStatus, periodFrom: string, periodTo: string, applicationDate: string, workRate: string, storedRate: string, isFinal: boolean, version: number, certifiedAmount?: string | null, certifiedOn?: string | null, submittedAt?: string | null, submittedBy?: string | null, createdAt: string, contractMoved: boolean, editable: boolean, releasedThisApplication: string, paymentsTotal: string, g702PdfUrl: string, g703PdfUrl: string, lines: Array<{ __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string }>, totals: { __typename?: 'SovTotals', scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainage: string }, summary: { __typename?: 'G702Summary', originalContractSum: string, netChangeByChangeOrders: string, contractSumToDate: string, completedStoredToDate: string, retainageCompletedWork: string, retainageStoredMaterial: string, totalRetainage: string, totalEarnedLessRetainage: string, previousCertificates: string, currentPaymentDue: string, balanceToFinishIncludingRetainage: string }, changeOrderSummary: { __typename?: 'ChangeOrderSummary', previousAdditions: string, previousDeductions: string, thisPeriodAdditions: string, thisPeriodDeductions: string, totalAdditions: string, totalDeductions: string, net: string }, payments: Array<{ __typename?: 'PaymentReceived', id: string, amount: string, receivedOn: string, reference: string, recordedBy: string, recordedAt: string }> } };

export type ReleaseRetainageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  amount?: InputMaybe<Scalars['Money']['input']>;
  all?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ReleaseRetainageMutation = { __typename?: 'Mutation', releaseRetainage: { __typename?: 'PaymentApplication', id: string, projectUid: string, number: number, status: PaymentApplicationStatus, periodFrom: string, periodTo: string, applicationDate: string, workRate: string, storedRate: string, isFinal: boolean, version: number, certifiedAmount?: string | null, certifiedOn?: string | null, submittedAt?: string | null, submittedBy?: string | null, createdAt: string, contractMoved: boolean, editable: boolean, releasedThisApplication: string, paymentsTotal: string, g702PdfUrl: string, g703PdfUrl: string, lines: Array<{ __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string }>, totals: { __typename?: 'SovTotals', scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainage: string }, summary: { __typename?: 'G702Summary', originalContractSum: string, netChangeByChangeOrders: string, contractSumToDate: string, completedStoredToDate: string, retainageCompletedWork: string, retainageStoredMaterial: string, totalRetainage: string, totalEarnedLessRetainage: string, previousCertificates: string, currentPaymentDue: string, balanceToFinishIncludingRetainage: string }, changeOrderSummary: { __typename?: 'ChangeOrderSummary', previousAdditions: string, previousDeductions: string, thisPeriodAdditions: string, thisPeriodDeductions: string, totalAdditions: string, totalDeductions: string, net: string }, payments: Array<{ __typename?: 'PaymentReceived', id: string, amount: string, receivedOn: string, reference: string, recordedBy: string, recordedAt: string }> } };

export type SubmitPaymentApplicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
}>;


export type SubmitPaymentApplicationMutation = { __typename?: 'Mutation', submitPaymentApplication: { __typename?: 'PaymentApplication', id: string, projectUid: string, number: number, status: PaymentApplicationStatus, periodFrom: string, periodTo: string, applicationDate: string, workRate: string, storedRate: string, isFinal: boolean, version: number, certifiedAmount?: string | null, certifiedOn?: string | null, submittedAt?: string | null, submittedBy?: string | null, createdAt: string, contractMoved: boolean, editable: boolean, releasedThisApplication: string, paymentsTotal: string, g702PdfUrl: string, g703PdfUrl: string, lines: Array<{ __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string }>, totals: { __typename?: 'SovTotals', scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainage: string }, summary: { __typename?: 'G702Summary', originalContractSum: string, netChangeByChangeOrders: string, contractSumToDate: string, completedStoredToDate: string, retainageCompletedWork: string, retainageStoredMaterial: string, totalRetainage: string, totalEarnedLessRetainage: string, previousCertificates: string, currentPaymentDue: string, balanceToFinishIncludingRetainage: string }, changeOrderSummary: { __typename?: 'ChangeOrderSummary', previousAdditions: string, previousDeductions: string, thisPeriodAdditions: string, thisPeriodDeductions: string, totalAdditions: string, totalDeductions: string, net: string }, payments: Array<{ __typename?: 'PaymentReceived', id: string, amount: string, receivedOn: string, reference: string, recordedBy: string, recordedAt: string }> } };

export type CertifyPaymentApplicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  amount: Scalars['Money']['input'];
  certifiedOn: Scalars['Date']['input'];
}>;


export type CertifyPaymentApplicationMutation = { __typename?: 'Mutation', certifyPaymentApplication: { __typename?: 'PaymentApplication', id: string, projectUid: string, number: number, status: PaymentApplicationStatus, periodFrom: string, periodTo: string, applicationDate: string, workRate: string, storedRate: string, isFinal: boolean, version: number, certifiedAmount?: string | null, certifiedOn?: string | null, submittedAt?: string | null, submittedBy?: string | null, createdAt: string, contractMoved: boolean, editable: boolean, releasedThisApplication: string, paymentsTotal: string, g702PdfUrl: string, g703PdfUrl: string, lines: Array<{ __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string }>, totals: { __typename?: 'SovTotals', scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainage: string }, summary: { __typename?: 'G702Summary', originalContractSum: string, netChangeByChangeOrders: string, contractSumToDate: string, completedStoredToDate: string, retainageCompletedWork: string, retainageStoredMaterial: string, totalRetainage: string, totalEarnedLessRetainage: string, previousCertificates: string, currentPaymentDue: string, balanceToFinishIncludingRetainage: string }, changeOrderSummary: { __typename?: 'ChangeOrderSummary', previousAdditions: string, previousDeductions: string, thisPeriodAdditions: string, thisPeriodDeductions: string, totalAdditions: string, totalDeductions: string, net: string }, payments: Array<{ __typename?: 'PaymentReceived', id: string, amount: string, receivedOn: string, reference: string, recordedBy: string, recordedAt: string }> } };

export type RecordPaymentMutationVariables = Exact<{
  applicationId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  input: RecordPaymentInput;
}>;


export type RecordPaymentMutation = { __typename?: 'Mutation', recordPayment: { __typename?: 'PaymentApplication', id: string, projectUid: string, number: number, status: PaymentApplicationStatus, periodFrom: string, periodTo: string, applicationDate: string, workRate: string, storedRate: string, isFinal: boolean, version: number, certifiedAmount?: string | null, certifiedOn?: string | null, submittedAt?: string | null, submittedBy?: string | null, createdAt: string, contractMoved: boolean, editable: boolean, releasedThisApplication: string, paymentsTotal: string, g702PdfUrl: string, g703PdfUrl: string, lines: Array<{ __typename?: 'SovLine', id: string, itemNo: number, kind: SovLineKind, bidId?: string | null, pcoId?: string | null, description: string, scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainageWork: string, retainageStored: string, retainageReleased: string, retainage: string }>, totals: { __typename?: 'SovTotals', scheduledValue: string, fromPrevious: string, thisPeriod: string, storedMaterials: string, completedStored: string, percent: string, balanceToFinish: string, retainage: string }, summary: { __typename?: 'G702Summary', originalContractSum: string, netChangeByChangeOrders: string, contractSumToDate: string, completedStoredToDate: string, retainageCompletedWork: string, retainageStoredMaterial: string, totalRetainage: string, totalEarnedLessRetainage: string, previousCertificates: string, currentPaymentDue: string, balanceToFinishIncludingRetainage: string }, changeOrderSummary: { __typename?: 'ChangeOrderSummary', previousAdditions: string, previousDeductions: string, thisPeriodAdditions: string, thisPeriodDeductions: string, totalAdditions: string, totalDeductions: string, net: string }, payments: Array<{ __typename?: 'PaymentReceived', id: string, amount: string, receivedOn: string, reference: string, recordedBy: string, recordedAt: string }> } };

export type SendPaymentApplicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendPaymentApplicationMutation = { __typename?: 'Mutation', sendPaymentApplication:
    | { __typename: 'PaymentApplicationNotSent', reason: string, message: string }
    | { __typename: 'PaymentApplicationSent', message: string, sending: { __typename?: 'PaymentApplicationSending', id: string, sentAt: string, sentBy: string, to: string, cc?: string | null, fileNames: Array<string> } }
   };

export type PcoRowFieldsFragment = { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } };

export type PcoFieldsFragment = { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, laborLines: Array<{ __typename?: 'PcoLaborLine', id: string, pcoId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'PcoTradeLine', id: string, pcoId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } };

export type PcoProjectQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PcoProjectQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus, pcoProfitPercentage?: string | null, nextPcoName: string, contractSum: { __typename?: 'ContractSum', toDate?: string | null }, pcos: Array<{ __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } }> } };

export type ProjectPcoNamesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectPcoNamesQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, status: ProjectStatus, pcos: Array<{ __typename?: 'Pco', id: string, name: string, title: string, status: PcoStatus, changeOrderName?: string | null }> } };

export type PcoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PcoQuery = { __typename?: 'Query', pco: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, laborLines: Array<{ __typename?: 'PcoLaborLine', id: string, pcoId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'PcoTradeLine', id: string, pcoId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } };

export type ProjectChangeOrdersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectChangeOrdersQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, uid: string, name: string, displayName: string, contractSum: { __typename?: 'ContractSum', original?: string | null, changeOrders?: string | null, toDate?: string | null }, changeOrders: Array<{ __typename?: 'ChangeOrder', number: number, name: string, runningContractSum: string, pco: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } }> } };

export type AddPcoMutationVariables = Exact<{
  input: AddPcoInput;
}>;


export type AddPcoMutation = { __typename?: 'Mutation', addPco: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } };

export type UpdatePcoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdatePcoInput;
}>;


export type UpdatePcoMutation = { __typename?: 'Mutation', updatePco: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, laborLines: Array<{ __typename?: 'PcoLaborLine', id: string, pcoId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'PcoTradeLine', id: string, pcoId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } };

export type SetPcoStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: PcoStatus;
  expectedVersion: Scalars['Int']['input'];
}>;


export type SetPcoStatusMutation = { __typename?: 'Mutation', setPcoStatus: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } };

export type DeletePcoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
}>;


export type DeletePcoMutation = { __typename?: 'Mutation', deletePco: { __typename?: 'Project', id: string, nextPcoName: string, pcos: Array<{ __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } }> } };

export type AddPcoLaborLineMutationVariables = Exact<{
  pcoId: Scalars['ID']['input'];
  input: LaborLineInput;
}>;


export type AddPcoLaborLineMutation = { __typename?: 'Mutation', addPcoLaborLine: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, laborLines: Array<{ __typename?: 'PcoLaborLine', id: string, pcoId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'PcoTradeLine', id: string, pcoId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } };

export type UpdatePcoLaborLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: LaborLineInput;
}>;


export type UpdatePcoLaborLineMutation = { __typename?: 'Mutation', updatePcoLaborLine: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, laborLines: Array<{ __typename?: 'PcoLaborLine', id: string, pcoId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'PcoTradeLine', id: string, pcoId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } };

export type DeletePcoLaborLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
}>;


export type DeletePcoLaborLineMutation = { __typename?: 'Mutation', deletePcoLaborLine: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, laborLines: Array<{ __typename?: 'PcoLaborLine', id: string, pcoId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'PcoTradeLine', id: string, pcoId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } };

export type AddPcoTradeLineMutationVariables = Exact<{
  pcoId: Scalars['ID']['input'];
  input: TradeLineInput;
}>;


export type AddPcoTradeLineMutation = { __typename?: 'Mutation', addPcoTradeLine: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, laborLines: Array<{ __typename?: 'PcoLaborLine', id: string, pcoId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'PcoTradeLine', id: string, pcoId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } };

export type UpdatePcoTradeLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TradeLineInput;
}>;


export type UpdatePcoTradeLineMutation = { __typename?: 'Mutation', updatePcoTradeLine: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, laborLines: Array<{ __typename?: 'PcoLaborLine', id: string, pcoId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'PcoTradeLine', id: string, pcoId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } };

export type DeletePcoTradeLineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
}>;


export type DeletePcoTradeLineMutation = { __typename?: 'Mutation', deletePcoTradeLine: { __typename?: 'Pco', id: string, projectUid: string, name: string, title: string, date: string, notes: string, status: PcoStatus, changeOrderNumber?: number | null, changeOrderName?: string | null, pricingMode: BidPricingMode, version: number, editable: boolean, deletable: boolean, pdfUrl: string, laborLines: Array<{ __typename?: 'PcoLaborLine', id: string, pcoId: string, costCode: string, quantity: string, units: string, costPerUnit: string, total: string, overhead: string, budgetTotal: string, notes: string, position: { __typename?: 'BidRef', id: string, name: string }, level: { __typename?: 'BidRef', id: string, name: string } }>, tradeLines: Array<{ __typename?: 'PcoTradeLine', id: string, pcoId: string, costCode: string, costPerUnit: string, units: string, unitOfMeasure: string, total: string, notes: string, subdivision: { __typename?: 'BidRef', id: string, name: string }, category: { __typename?: 'BidRef', id: string, name: string }, part: { __typename?: 'BidRef', id: string, name: string } }>, totals: { __typename?: 'PcoTotals', labor: string, burden: string, trades: string, totalCost: string, profitPercentage: string, profitCost: string, pcoTotalCost: string } } };

export type ProjectRowFieldsFragment = { __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus, statusLabel: string, totalCost?: string | null, editable: boolean, owner?: { __typename?: 'Owner', id: string, name: string } | null, estimator?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, projectManager?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null };

export type ProjectFieldsFragment = { __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus, statusLabel: string, address1?: string | null, address2?: string | null, city?: string | null, state?: string | null, stateCode?: string | null, zip?: string | null, buildingType?: string | null, projectType?: string | null, durationWeeks?: string | null, squareFeet?: string | null, drawingLink?: string | null, bidDueDate?: string | null, timeDue?: string | null, constructionStartDate?: string | null, expectedEndDate?: string | null, markupMode?: MarkupMode | null, totalMarkup?: string | null, customPriceAmount?: string | null, power: boolean, water: boolean, pcoProfitPercentage?: string | null, totalCost?: string | null, editable: boolean, owner?: { __typename?: 'Owner', id: string, name: string, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean } | null, ownerAddress?: { __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string } | null, ownerManager?: { __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string } | null, estimator?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, projectManager?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, siteSuper?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null };

export type ProjectsQueryVariables = Exact<{
  status?: InputMaybe<Array<ProjectStatus> | ProjectStatus>;
  q?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProjectsQuery = { __typename?: 'Query', projects: { __typename?: 'ProjectPage', total: number, items: Array<{ __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus, statusLabel: string, totalCost?: string | null, editable: boolean, owner?: { __typename?: 'Owner', id: string, name: string } | null, estimator?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, projectManager?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null }> } };

export type InvitedProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitedProjectsQuery = { __typename?: 'Query', invitedProjects: Array<{ __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus, statusLabel: string, totalCost?: string | null, editable: boolean, owner?: { __typename?: 'Owner', id: string, name: string } | null, estimator?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, projectManager?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null }> };

export type ProjectQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus, statusLabel: string, address1?: string | null, address2?: string | null, city?: string | null, state?: string | null, stateCode?: string | null, zip?: string | null, buildingType?: string | null, projectType?: string | null, durationWeeks?: string | null, squareFeet?: string | null, drawingLink?: string | null, bidDueDate?: string | null, timeDue?: string | null, constructionStartDate?: string | null, expectedEndDate?: string | null, markupMode?: MarkupMode | null, totalMarkup?: string | null, customPriceAmount?: string | null, power: boolean, water: boolean, pcoProfitPercentage?: string | null, totalCost?: string | null, editable: boolean, owner?: { __typename?: 'Owner', id: string, name: string, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean } | null, ownerAddress?: { __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string } | null, ownerManager?: { __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string } | null, estimator?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, projectManager?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, siteSuper?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null } };

export type ProjectTotalsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectTotalsQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, totals: { __typename?: 'ProjectTotals', bidTotals?: string | null, overheadCost?: string | null, overheadPercentage?: string | null, profitCost?: string | null, profitPercentage?: string | null, totalCost?: string | null } } };

export type NextProjectUidQueryVariables = Exact<{ [key: string]: never; }>;


export type NextProjectUidQuery = { __typename?: 'Query', nextProjectUid: string };

export type CreateProjectMutationVariables = Exact<{
  input: ProjectInput;
}>;


export type CreateProjectMutation = { __typename?: 'Mutation', createProject: { __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus, statusLabel: string, address1?: string | null, address2?: string | null, city?: string | null, state?: string | null, stateCode?: string | null, zip?: string | null, buildingType?: string | null, projectType?: string | null, durationWeeks?: string | null, squareFeet?: string | null, drawingLink?: string | null, bidDueDate?: string | null, timeDue?: string | null, constructionStartDate?: string | null, expectedEndDate?: string | null, markupMode?: MarkupMode | null, totalMarkup?: string | null, customPriceAmount?: string | null, power: boolean, water: boolean, pcoProfitPercentage?: string | null, totalCost?: string | null, editable: boolean, owner?: { __typename?: 'Owner', id: string, name: string, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean } | null, ownerAddress?: { __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string } | null, ownerManager?: { __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string } | null, estimator?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, projectManager?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, siteSuper?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null } };

export type UpdateProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProjectInput;
}>;


export type UpdateProjectMutation = { __typename?: 'Mutation', updateProject: { __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus, statusLabel: string, address1?: string | null, address2?: string | null, city?: string | null, state?: string | null, stateCode?: string | null, zip?: string | null, buildingType?: string | null, projectType?: string | null, durationWeeks?: string | null, squareFeet?: string | null, drawingLink?: string | null, bidDueDate?: string | null, timeDue?: string | null, constructionStartDate?: string | null, expectedEndDate?: string | null, markupMode?: MarkupMode | null, totalMarkup?: string | null, customPriceAmount?: string | null, power: boolean, water: boolean, pcoProfitPercentage?: string | null, totalCost?: string | null, editable: boolean, owner?: { __typename?: 'Owner', id: string, name: string, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean } | null, ownerAddress?: { __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string } | null, ownerManager?: { __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string } | null, estimator?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, projectManager?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, siteSuper?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null } };

export type SetProjectStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ProjectStatus;
}>;


export type SetProjectStatusMutation = { __typename?: 'Mutation', setProjectStatus: { __typename?: 'Project', id: string, status: ProjectStatus, statusLabel: string, editable: boolean } };

export type DeleteProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProjectMutation = { __typename?: 'Mutation', deleteProject: boolean };

export type CopyProjectMutationVariables = Exact<{
  sourceUid: Scalars['String']['input'];
  newUidNumber: Scalars['String']['input'];
  name: Scalars['String']['input'];
}>;


export type CopyProjectMutation = { __typename?: 'Mutation', copyProject: { __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus } };

export type ActiveOwnersQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActiveOwnersQuery = { __typename?: 'Query', owners: { __typename?: 'OwnerPage', total: number, items: Array<{ __typename?: 'Owner', id: string, name: string, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean }> } };

export type OwnerAddressesQueryVariables = Exact<{
  ownerId: Scalars['ID']['input'];
}>;


export type OwnerAddressesQuery = { __typename?: 'Query', ownerAddresses: Array<{ __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string }> };

export type OwnerManagersQueryVariables = Exact<{
  ownerId: Scalars['ID']['input'];
}>;


export type OwnerManagersQuery = { __typename?: 'Query', ownerManagers: Array<{ __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string }> };

export type AddOwnerAddressMutationVariables = Exact<{
  ownerId: Scalars['ID']['input'];
  address: OwnerAddressInput;
}>;


export type AddOwnerAddressMutation = { __typename?: 'Mutation', addOwnerAddress: { __typename?: 'OwnerAddress', id: string, ownerId: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string } };

export type AddOwnerManagerMutationVariables = Exact<{
  ownerId: Scalars['ID']['input'];
  manager: OwnerManagerInput;
}>;


export type AddOwnerManagerMutation = { __typename?: 'Mutation', addOwnerManager: { __typename?: 'OwnerManager', id: string, ownerId: string, firstName: string, lastName?: string | null, email: string, phone: string } };

export type ProjectListsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectListsQuery = { __typename?: 'Query', buildingTypes: Array<{ __typename?: 'GenericValue', id: string, value: string }>, projectTypes: Array<{ __typename?: 'GenericValue', id: string, value: string }> };

export type AddGenericValueMutationVariables = Exact<{
  key: GenericListKey;
  value: Scalars['String']['input'];
}>;


export type AddGenericValueMutation = { __typename?: 'Mutation', addGenericValue: { __typename?: 'GenericValue', id: string, value: string } };

export type ProjectStaffQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProjectStaffQuery = { __typename?: 'Query', employees: { __typename?: 'EmployeePage', total: number, items: Array<{ __typename?: 'Employee', id: string, firstName: string, lastName: string, positionName?: string | null, role?: UserRole | null, isActive: boolean }> } };

export type ProposalSendingFieldsFragment = { __typename?: 'ProposalSending', id: string, sentAt: string, sentBy: string, to: string, cc?: string | null, fileName: string, bytes: number };

export type ProposalSendingsQueryVariables = Exact<{
  projectUid: Scalars['String']['input'];
}>;


export type ProposalSendingsQuery = { __typename?: 'Query', proposalSendings: Array<{ __typename?: 'ProposalSending', id: string, sentAt: string, sentBy: string, to: string, cc?: string | null, fileName: string, bytes: number }> };

export type ProposalOverheadQueryVariables = Exact<{ [key: string]: never; }>;


export type ProposalOverheadQuery = { __typename?: 'Query', proposalOverhead: ProposalOverhead };

export type SendProposalMutationVariables = Exact<{
  projectUid: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendProposalMutation = { __typename?: 'Mutation', sendProposal:
    | { __typename: 'ProposalNotSent', reason: string, message: string }
    | { __typename: 'ProposalSent', message: string, sending: { __typename?: 'ProposalSending', id: string, sentAt: string, sentBy: string, to: string, cc?: string | null, fileName: string, bytes: number } }
   };

export type MyBidLogQueryVariables = Exact<{
  projectUid: Scalars['String']['input'];
}>;


export type MyBidLogQuery = { __typename?: 'Query', myBidLog: Array<{ __typename?: 'BidLogEntry', id: string, version: number, bidDate: string, fileName: string, bytes: number, url: string }> };

export type BidUploadsQueryVariables = Exact<{
  projectUid: Scalars['String']['input'];
}>;


export type BidUploadsQuery = { __typename?: 'Query', bidUploads: Array<{ __typename?: 'BidUpload', id: string, version: number, bidDate: string, fileName: string, bytes: number, url: string, uploadedBy: string, uploaderEmail: string, subcontractorId?: string | null, subcontractorName?: string | null }> };

export type EmailTemplateFieldsFragment = { __typename?: 'EmailTemplate', type: EmailTemplateType, name: string, subject: string, body: string, isDefault: boolean, updatedAt?: string | null };

export type EmailTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailTemplatesQuery = { __typename?: 'Query', emailTemplates: { __typename?: 'EmailTemplateSet', templates: Array<{ __typename?: 'EmailTemplate', type: EmailTemplateType, name: string, subject: string, body: string, isDefault: boolean, updatedAt?: string | null }>, placeholders: Array<{ __typename?: 'EmailPlaceholder', name: string, description: string }> } };

export type RenderEmailTemplateQueryVariables = Exact<{
  projectId?: InputMaybe<Scalars['ID']['input']>;
  type: EmailTemplateType;
  draft?: InputMaybe<EmailTemplateInput>;
  recipientEmail?: InputMaybe<Scalars['String']['input']>;
}>;


export type RenderEmailTemplateQuery = { __typename?: 'Query', renderEmailTemplate: { __typename?: 'RenderedEmail', type: EmailTemplateType, subject: string, text: string } };

export type UpdateEmailTemplateMutationVariables = Exact<{
  type: EmailTemplateType;
  input: EmailTemplateInput;
}>;


export type UpdateEmailTemplateMutation = { __typename?: 'Mutation', updateEmailTemplate: { __typename?: 'EmailTemplate', type: EmailTemplateType, name: string, subject: string, body: string, isDefault: boolean, updatedAt?: string | null } };

export type ResetEmailTemplateMutationVariables = Exact<{
  type: EmailTemplateType;
}>;


export type ResetEmailTemplateMutation = { __typename?: 'Mutation', resetEmailTemplate: { __typename?: 'EmailTemplate', type: EmailTemplateType, name: string, subject: string, body: string, isDefault: boolean, updatedAt?: string | null } };

export type SendSubcontractorEmailMutationVariables = Exact<{
  input: SendSubcontractorEmailInput;
}>;


export type SendSubcontractorEmailMutation = { __typename?: 'Mutation', sendSubcontractorEmail: { __typename?: 'SubcontractorEmailResult', message: string, sent: number, recipients: Array<{ __typename?: 'SubcontractorEmailRecipient', email: string, invited: boolean, loginCreated: boolean }> } };

export type SubcontractorRowFieldsFragment = { __typename?: 'SubcontractorRow', id: string, companyName: string, email: string, phone: string, isActive: boolean, isNational: boolean, states: Array<string>, laborAndDesign: Array<string>, notes?: string | null, rating: number, divisions: Array<{ __typename?: 'SubcontractorDivision', id: string, name: string }>, locations: Array<{ __typename?: 'SubcontractorLocation', city: string, state: string }> };

export type SubcontractorsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<SubcontractorFilter>;
}>;


export type SubcontractorsQuery = { __typename?: 'Query', subcontractors: { __typename?: 'SubcontractorPage', total: number, items: Array<{ __typename?: 'SubcontractorRow', id: string, companyName: string, email: string, phone: string, isActive: boolean, isNational: boolean, states: Array<string>, laborAndDesign: Array<string>, notes?: string | null, rating: number, divisions: Array<{ __typename?: 'SubcontractorDivision', id: string, name: string }>, locations: Array<{ __typename?: 'SubcontractorLocation', city: string, state: string }> }> } };

export type SubcontractorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SubcontractorQuery = { __typename?: 'Query', subcontractor: { __typename?: 'Subcontractor', id: string, companyName: string, contactName?: string | null, firstName?: string | null, lastName?: string | null, email: string, phone: string, fax?: string | null, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean, rating: number, notes?: string | null, isNational: boolean, workingStates: Array<string>, laborAndDesign: Array<string>, designType?: string | null, biddingHistory?: string | null, addresses: Array<{ __typename?: 'SubcontractorAddress', id: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string }>, managers: Array<{ __typename?: 'SubcontractorManager', id: string, firstName: string, lastName: string, email: string, phone: string }>, divisions: Array<{ __typename?: 'SubcontractorDivision', id: string, name: string }>, subdivisions: Array<{ __typename?: 'SubcontractorSubdivision', id: string, divisionId: string, name: string }> } };

export type SetSubcontractorActiveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
}>;


export type SetSubcontractorActiveMutation = { __typename?: 'Mutation', setSubcontractorActive: { __typename?: 'Subcontractor', id: string, isActive: boolean } };

export type SubcontractorFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubcontractorFilterOptionsQuery = { __typename?: 'Query', divisions: Array<{ __typename?: 'Division', id: string, number?: string | null, name: string }>, states: Array<{ __typename?: 'UsState', name: string, code: string }> };

export type SubcontractorFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubcontractorFormOptionsQuery = { __typename?: 'Query', divisions: Array<{ __typename?: 'Division', id: string, number?: string | null, name: string }>, subdivisions: Array<{ __typename?: 'Subdivision', id: string, name: string, divisionId: string }>, states: Array<{ __typename?: 'UsState', name: string, code: string }> };

export type CreateSubcontractorMutationVariables = Exact<{
  input: SubcontractorInput;
}>;


export type CreateSubcontractorMutation = { __typename?: 'Mutation', createSubcontractor: { __typename?: 'Subcontractor', id: string, companyName: string } };

export type UpdateSubcontractorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: SubcontractorInput;
}>;


export type UpdateSubcontractorMutation = { __typename?: 'Mutation', updateSubcontractor: { __typename?: 'Subcontractor', id: string, companyName: string } };

export type UploadSubcontractorsMutationVariables = Exact<{
  fileName: Scalars['String']['input'];
  contentBase64: Scalars['String']['input'];
}>;


export type UploadSubcontractorsMutation = { __typename?: 'Mutation', uploadSubcontractors: { __typename?: 'CsvImportResult', ok: boolean, imported: number, message: string, errors: Array<{ __typename?: 'CsvRowError', line: number, column: string, reason: string }> } };

export type MapSubcontractorsMutationVariables = Exact<{
  subdivisionId: Scalars['ID']['input'];
  subcontractorIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type MapSubcontractorsMutation = { __typename?: 'Mutation', mapSubcontractorsToSubdivision: { __typename?: 'SubdivisionMapping', subdivisionId: string, mapped: number } };

export type SubcontractorsOfSubdivisionQueryVariables = Exact<{
  subdivisionId: Scalars['ID']['input'];
}>;


export type SubcontractorsOfSubdivisionQuery = { __typename?: 'Query', subcontractorsBySubdivision: Array<{ __typename?: 'SubcontractorSummary', id: string, companyName: string, email: string, phone: string, isActive: boolean }> };

export type TrackerFiguresFieldsFragment = { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string };

export type TrackerRowFieldsFragment = { __typename?: 'TrackerRow', id: string, type: TrackerRowType, costCode: string, trade: string, committed: boolean, deletable: boolean, unbudgeted: boolean, position?: { __typename?: 'BidRef', id: string, name: string } | null, level?: { __typename?: 'BidRef', id: string, name: string } | null, division?: { __typename?: 'BidRef', id: string, name: string } | null, subdivision?: { __typename?: 'BidRef', id: string, name: string } | null, category?: { __typename?: 'BidRef', id: string, name: string } | null, part?: { __typename?: 'BidRef', id: string, name: string } | null, figures: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } };

export type ProjectTrackerFieldsFragment = { __typename?: 'ProjectTracker', projectUid: string, overhead: string, contractorFee: string, expectedOverhead: string, overheadDrift: string, buyoutSavings: string, rows: Array<{ __typename?: 'TrackerRow', id: string, type: TrackerRowType, costCode: string, trade: string, committed: boolean, deletable: boolean, unbudgeted: boolean, position?: { __typename?: 'BidRef', id: string, name: string } | null, level?: { __typename?: 'BidRef', id: string, name: string } | null, division?: { __typename?: 'BidRef', id: string, name: string } | null, subdivision?: { __typename?: 'BidRef', id: string, name: string } | null, category?: { __typename?: 'BidRef', id: string, name: string } | null, part?: { __typename?: 'BidRef', id: string, name: string } | null, figures: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }>, totals: { __typename?: 'TrackerTotals', rowCount: number, billableHours: string, all: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, totalDirectTrades: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, generalConditions: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }, overheadBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, contractorFeeBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, projectTotal: { __typename?: 'TrackerProjectTotal', projectTotal: string, contractSumToDate: string, scopeTransferNet: string, difference: string, balanced: boolean, billingToDate: string, paymentReceived: string } };

export type ProjectTrackerQueryVariables = Exact<{
  projectUid: Scalars['String']['input'];
}>;


export type ProjectTrackerQuery = { __typename?: 'Query', projectTracker: { __typename?: 'ProjectTracker', projectUid: string, overhead: string, contractorFee: string, expectedOverhead: string, overheadDrift: string, buyoutSavings: string, rows: Array<{ __typename?: 'TrackerRow', id: string, type: TrackerRowType, costCode: string, trade: string, committed: boolean, deletable: boolean, unbudgeted: boolean, position?: { __typename?: 'BidRef', id: string, name: string } | null, level?: { __typename?: 'BidRef', id: string, name: string } | null, division?: { __typename?: 'BidRef', id: string, name: string } | null, subdivision?: { __typename?: 'BidRef', id: string, name: string } | null, category?: { __typename?: 'BidRef', id: string, name: string } | null, part?: { __typename?: 'BidRef', id: string, name: string } | null, figures: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }>, totals: { __typename?: 'TrackerTotals', rowCount: number, billableHours: string, all: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, totalDirectTrades: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, generalConditions: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }, overheadBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, contractorFeeBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, projectTotal: { __typename?: 'TrackerProjectTotal', projectTotal: string, contractSumToDate: string, scopeTransferNet: string, difference: string, balanced: boolean, billingToDate: string, paymentReceived: string } } };

export type TrackerProjectQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TrackerProjectQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus, constructionStartDate?: string | null, expectedEndDate?: string | null, completedOn?: string | null, owner?: { __typename?: 'Owner', id: string, name: string } | null, estimator?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, projectManager?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null, siteSuper?: { __typename?: 'ProjectPerson', id: string, firstName: string, lastName: string } | null } };

export type OverallProjectTrackerQueryVariables = Exact<{
  statuses?: InputMaybe<Array<ProjectStatus> | ProjectStatus>;
}>;


export type OverallProjectTrackerQuery = { __typename?: 'Query', overallProjectTracker: { __typename?: 'OverallProjectTracker', overhead: string, contractorFee: string, procurementFees: string, projectCost: string, projects: Array<{ __typename?: 'OverallTrackerProject', projectUid: string, projectName: string, status: ProjectStatus, startDate?: string | null, overhead: string, contractorFee: string, projectTotal: string, contractSumToDate: string, balanced: boolean, figures: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }>, totalDirectTrades: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, generalConditions: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, all: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } } };

export type TrackerProjectByUidQueryVariables = Exact<{
  q: Scalars['String']['input'];
}>;


export type TrackerProjectByUidQuery = { __typename?: 'Query', projects: { __typename?: 'ProjectPage', items: Array<{ __typename?: 'Project', id: string, uid: string, name: string, displayName: string, status: ProjectStatus }> } };

export type UpdateTrackerRowMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TrackerRowInput;
}>;


export type UpdateTrackerRowMutation = { __typename?: 'Mutation', updateTrackerRow: { __typename?: 'TrackerChange', tracker: { __typename?: 'ProjectTracker', projectUid: string, overhead: string, contractorFee: string, expectedOverhead: string, overheadDrift: string, buyoutSavings: string, rows: Array<{ __typename?: 'TrackerRow', id: string, type: TrackerRowType, costCode: string, trade: string, committed: boolean, deletable: boolean, unbudgeted: boolean, position?: { __typename?: 'BidRef', id: string, name: string } | null, level?: { __typename?: 'BidRef', id: string, name: string } | null, division?: { __typename?: 'BidRef', id: string, name: string } | null, subdivision?: { __typename?: 'BidRef', id: string, name: string } | null, category?: { __typename?: 'BidRef', id: string, name: string } | null, part?: { __typename?: 'BidRef', id: string, name: string } | null, figures: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }>, totals: { __typename?: 'TrackerTotals', rowCount: number, billableHours: string, all: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, totalDirectTrades: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, generalConditions: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }, overheadBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, contractorFeeBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, projectTotal: { __typename?: 'TrackerProjectTotal', projectTotal: string, contractSumToDate: string, scopeTransferNet: string, difference: string, balanced: boolean, billingToDate: string, paymentReceived: string } } } };

export type DeleteTrackerRowMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteTrackerRowMutation = { __typename?: 'Mutation', deleteTrackerRow: { __typename?: 'TrackerChange', tracker: { __typename?: 'ProjectTracker', projectUid: string, overhead: string, contractorFee: string, expectedOverhead: string, overheadDrift: string, buyoutSavings: string, rows: Array<{ __typename?: 'TrackerRow', id: string, type: TrackerRowType, costCode: string, trade: string, committed: boolean, deletable: boolean, unbudgeted: boolean, position?: { __typename?: 'BidRef', id: string, name: string } | null, level?: { __typename?: 'BidRef', id: string, name: string } | null, division?: { __typename?: 'BidRef', id: string, name: string } | null, subdivision?: { __typename?: 'BidRef', id: string, name: string } | null, category?: { __typename?: 'BidRef', id: string, name: string } | null, part?: { __typename?: 'BidRef', id: string, name: string } | null, figures: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }>, totals: { __typename?: 'TrackerTotals', rowCount: number, billableHours: string, all: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, totalDirectTrades: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, generalConditions: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }, overheadBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, contractorFeeBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, projectTotal: { __typename?: 'TrackerProjectTotal', projectTotal: string, contractSumToDate: string, scopeTransferNet: string, difference: string, balanced: boolean, billingToDate: string, paymentReceived: string } } } };

export type AddLaborScopeTransferMutationVariables = Exact<{
  input: LaborScopeTransferInput;
}>;


export type AddLaborScopeTransferMutation = { __typename?: 'Mutation', addLaborScopeTransfer: { __typename?: 'TrackerChange', tracker: { __typename?: 'ProjectTracker', projectUid: string, overhead: string, contractorFee: string, expectedOverhead: string, overheadDrift: string, buyoutSavings: string, rows: Array<{ __typename?: 'TrackerRow', id: string, type: TrackerRowType, costCode: string, trade: string, committed: boolean, deletable: boolean, unbudgeted: boolean, position?: { __typename?: 'BidRef', id: string, name: string } | null, level?: { __typename?: 'BidRef', id: string, name: string } | null, division?: { __typename?: 'BidRef', id: string, name: string } | null, subdivision?: { __typename?: 'BidRef', id: string, name: string } | null, category?: { __typename?: 'BidRef', id: string, name: string } | null, part?: { __typename?: 'BidRef', id: string, name: string } | null, figures: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }>, totals: { __typename?: 'TrackerTotals', rowCount: number, billableHours: string, all: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, totalDirectTrades: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, generalConditions: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }, overheadBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, contractorFeeBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, projectTotal: { __typename?: 'TrackerProjectTotal', projectTotal: string, contractSumToDate: string, scopeTransferNet: string, difference: string, balanced: boolean, billingToDate: string, paymentReceived: string } } } };

export type AddTradeScopeTransferMutationVariables = Exact<{
  input: TradeScopeTransferInput;
}>;


export type AddTradeScopeTransferMutation = { __typename?: 'Mutation', addTradeScopeTransfer: { __typename?: 'TrackerChange', tracker: { __typename?: 'ProjectTracker', projectUid: string, overhead: string, contractorFee: string, expectedOverhead: string, overheadDrift: string, buyoutSavings: string, rows: Array<{ __typename?: 'TrackerRow', id: string, type: TrackerRowType, costCode: string, trade: string, committed: boolean, deletable: boolean, unbudgeted: boolean, position?: { __typename?: 'BidRef', id: string, name: string } | null, level?: { __typename?: 'BidRef', id: string, name: string } | null, division?: { __typename?: 'BidRef', id: string, name: string } | null, subdivision?: { __typename?: 'BidRef', id: string, name: string } | null, category?: { __typename?: 'BidRef', id: string, name: string } | null, part?: { __typename?: 'BidRef', id: string, name: string } | null, figures: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }>, totals: { __typename?: 'TrackerTotals', rowCount: number, billableHours: string, all: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, totalDirectTrades: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string }, generalConditions: { __typename?: 'TrackerFigures', finalRun: string, scopeTransfer: string, adjustedBudget: string, changeOrderTotals: string, totalRevenue: string, subContractors: string, subcontractorChangeOrders: string, holds: string, subContractTotals: string, directCostTotals: string, subBilled: string, otherCosts: string, finalCost: string, overUnderBudget: string, billingToDate: string, paymentReceived: string, costToDate: string, netProfitToDate: string, percentComplete: string, revenueRemaining: string, costRemaining: string, balance: string } }, overheadBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, contractorFeeBilled: { __typename?: 'TrackerBilled', billingToDate: string, paymentReceived: string }, projectTotal: { __typename?: 'TrackerProjectTotal', projectTotal: string, contractSumToDate: string, scopeTransferNet: string, difference: string, balanced: boolean, billingToDate: string, paymentReceived: string } } } };

export type TenantUserFieldsFragment = { __typename?: 'TenantUser', id: string, firstName: string, lastName: string, email: string, phone: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, role: UserRole, roleLabel: string, isActive: boolean, employeeId?: string | null };

export type UsersQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UsersQuery = { __typename?: 'Query', users: { __typename?: 'TenantUserPage', total: number, items: Array<{ __typename?: 'TenantUser', id: string, firstName: string, lastName: string, email: string, phone: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, role: UserRole, roleLabel: string, isActive: boolean, employeeId?: string | null }> } };

export type UserQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserQuery = { __typename?: 'Query', user: { __typename?: 'TenantUser', id: string, firstName: string, lastName: string, email: string, phone: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, role: UserRole, roleLabel: string, isActive: boolean, employeeId?: string | null } };

export type CreateUserMutationVariables = Exact<{
  input: TenantUserInput;
}>;


export type CreateUserMutation = { __typename?: 'Mutation', createUser: { __typename?: 'TenantUser', id: string, firstName: string, lastName: string, email: string, phone: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, role: UserRole, roleLabel: string, isActive: boolean, employeeId?: string | null } };

export type UpdateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TenantUserInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'TenantUser', id: string, firstName: string, lastName: string, email: string, phone: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string, role: UserRole, roleLabel: string, isActive: boolean, employeeId?: string | null } };

export type SetUserActiveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
}>;


export type SetUserActiveMutation = { __typename?: 'Mutation', setUserActive: { __typename?: 'TenantUser', id: string, isActive: boolean } };

export type EmployeesWithoutRoleQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesWithoutRoleQuery = { __typename?: 'Query', employeesWithoutRole: Array<{ __typename?: 'Employee', id: string, firstName: string, lastName: string, email: string, phone: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string }> };

export type VendorRowFieldsFragment = { __typename?: 'VendorRow', id: string, companyName: string, contactName?: string | null, email: string, phone: string, isActive: boolean, isNational: boolean, states: Array<string>, divisions: Array<{ __typename?: 'SubcontractorDivision', id: string, name: string }>, locations: Array<{ __typename?: 'SubcontractorLocation', city: string, state: string }> };

export type VendorsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<VendorFilter>;
}>;


export type VendorsQuery = { __typename?: 'Query', vendors: { __typename?: 'VendorPage', total: number, items: Array<{ __typename?: 'VendorRow', id: string, companyName: string, contactName?: string | null, email: string, phone: string, isActive: boolean, isNational: boolean, states: Array<string>, divisions: Array<{ __typename?: 'SubcontractorDivision', id: string, name: string }>, locations: Array<{ __typename?: 'SubcontractorLocation', city: string, state: string }> }> } };

export type VendorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VendorQuery = { __typename?: 'Query', vendor: { __typename?: 'Vendor', id: string, companyName: string, contactName?: string | null, firstName?: string | null, lastName?: string | null, email: string, phone: string, ccEmail?: string | null, payableEmail?: string | null, accountReceivableEmail?: string | null, mobile?: string | null, isActive: boolean, isNational: boolean, workingStates: Array<string>, addresses: Array<{ __typename?: 'SubcontractorAddress', id: string, address1: string, address2?: string | null, city: string, state: string, stateCode?: string | null, zip: string }>, managers: Array<{ __typename?: 'SubcontractorManager', id: string, firstName: string, lastName: string, email: string, phone: string }>, divisions: Array<{ __typename?: 'SubcontractorDivision', id: string, name: string }>, subdivisions: Array<{ __typename?: 'SubcontractorSubdivision', id: string, divisionId: string, name: string }> } };

export type VendorsBySubdivisionQueryVariables = Exact<{
  subdivisionId: Scalars['ID']['input'];
}>;


export type VendorsBySubdivisionQuery = { __typename?: 'Query', vendorsBySubdivision: Array<{ __typename?: 'VendorSummary', id: string, companyName: string, email: string, phone: string, isActive: boolean }> };

export type CreateVendorMutationVariables = Exact<{
  input: VendorInput;
}>;


export type CreateVendorMutation = { __typename?: 'Mutation', createVendor: { __typename?: 'Vendor', id: string, companyName: string } };

export type UpdateVendorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: VendorInput;
}>;


export type UpdateVendorMutation = { __typename?: 'Mutation', updateVendor: { __typename?: 'Vendor', id: string, companyName: string } };

export type SetVendorActiveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
}>;


export type SetVendorActiveMutation = { __typename?: 'Mutation', setVendorActive: { __typename?: 'Vendor', id: string, isActive: boolean } };

export type MapVendorsToSubdivisionMutationVariables = Exact<{
  subdivisionId: Scalars['ID']['input'];
  vendorIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type MapVendorsToSubdivisionMutation = { __typename?: 'Mutation', mapVendorsToSubdivision: { __typename?: 'VendorMapping', subdivisionId: string, mapped: number } };

export type VendorOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type VendorOptionsQuery = { __typename?: 'Query', divisions: Array<{ __typename?: 'Division', id: string, number?: string | null, name: string }>, subdivisions: Array<{ __typename?: 'Subdivision', id: string, name: string, divisionId: string }>, states: Array<{ __typename?: 'UsState', name: string, code: string }> };

export type VendorChoicesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type VendorChoicesQuery = { __typename?: 'Query', vendors: { __typename?: 'VendorPage', total: number, items: Array<{ __typename?: 'VendorRow', id: string, companyName: string }> } };

export const BidProjectTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}}]} as unknown as DocumentNode<BidProjectTotalsFieldsFragment, unknown>;
export const BidRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}}]} as unknown as DocumentNode<BidRowFieldsFragment, unknown>;
export const BidFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}}]} as unknown as DocumentNode<BidFieldsFragment, unknown>;
export const PartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Part"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisionId"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisionName"}},{"kind":"Field","name":{"kind":"Name","value":"divisionId"}},{"kind":"Field","name":{"kind":"Name","value":"divisionName"}}]}}]} as unknown as DocumentNode<PartFieldsFragment, unknown>;
export const CompanyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMarkup"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"companyAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectIdPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"projectIdStart"}},{"kind":"Field","name":{"kind":"Name","value":"proposalOverhead"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<CompanyFieldsFragment, unknown>;
export const DirectCostRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}}]} as unknown as DocumentNode<DirectCostRowFieldsFragment, unknown>;
export const DirectCostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}}]} as unknown as DocumentNode<DirectCostFieldsFragment, unknown>;
export const EmployeeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"levelId"}},{"kind":"Field","name":{"kind":"Name","value":"levelName"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"medicalInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeWithCompany"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<EmployeeFieldsFragment, unknown>;
export const OverheadServiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverheadServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverheadService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourly"}},{"kind":"Field","name":{"kind":"Name","value":"daily"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}},{"kind":"Field","name":{"kind":"Name","value":"annually"}}]}}]}}]} as unknown as DocumentNode<OverheadServiceFieldsFragment, unknown>;
export const OverheadTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverheadTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverheadTotalsBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fieldEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"noFieldEmployee"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourly"}},{"kind":"Field","name":{"kind":"Name","value":"daily"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}},{"kind":"Field","name":{"kind":"Name","value":"annually"}}]}}]}}]} as unknown as DocumentNode<OverheadTotalsFieldsFragment, unknown>;
export const OwnerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Owner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<OwnerFieldsFragment, unknown>;
export const PaymentApplicationVersionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<PaymentApplicationVersionFieldsFragment, unknown>;
export const SovLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}}]} as unknown as DocumentNode<SovLineFieldsFragment, unknown>;
export const PaymentApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractMoved"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SovLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originalContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"netChangeByChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedStoredToDate"}},{"kind":"Field","name":{"kind":"Name","value":"retainageCompletedWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStoredMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"totalRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnedLessRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"previousCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"currentPaymentDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinishIncludingRetainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"previousDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releasedThisApplication"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"g702PdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"g703PdfUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}}]} as unknown as DocumentNode<PaymentApplicationFieldsFragment, unknown>;
export const ProjectBillingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectBilling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractMoved"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SovLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originalContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"netChangeByChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedStoredToDate"}},{"kind":"Field","name":{"kind":"Name","value":"retainageCompletedWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStoredMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"totalRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnedLessRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"previousCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"currentPaymentDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinishIncludingRetainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"previousDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releasedThisApplication"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"g702PdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"g703PdfUrl"}}]}}]} as unknown as DocumentNode<ProjectBillingFieldsFragment, unknown>;
export const PcoRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}}]} as unknown as DocumentNode<PcoRowFieldsFragment, unknown>;
export const PcoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}}]} as unknown as DocumentNode<PcoFieldsFragment, unknown>;
export const ProjectRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<ProjectRowFieldsFragment, unknown>;
export const ProjectFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSuper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"buildingType"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"squareFeet"}},{"kind":"Field","name":{"kind":"Name","value":"drawingLink"}},{"kind":"Field","name":{"kind":"Name","value":"bidDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeDue"}},{"kind":"Field","name":{"kind":"Name","value":"constructionStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarkup"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"pcoProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]} as unknown as DocumentNode<ProjectFieldsFragment, unknown>;
export const ProposalSendingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalSendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalSending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentBy"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}}]}}]} as unknown as DocumentNode<ProposalSendingFieldsFragment, unknown>;
export const EmailTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EmailTemplateFieldsFragment, unknown>;
export const SubcontractorRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubcontractorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubcontractorRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isNational"}},{"kind":"Field","name":{"kind":"Name","value":"states"}},{"kind":"Field","name":{"kind":"Name","value":"laborAndDesign"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<SubcontractorRowFieldsFragment, unknown>;
export const TrackerFiguresFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalRun"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedBudget"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderTotals"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subContractors"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"holds"}},{"kind":"Field","name":{"kind":"Name","value":"subContractTotals"}},{"kind":"Field","name":{"kind":"Name","value":"directCostTotals"}},{"kind":"Field","name":{"kind":"Name","value":"subBilled"}},{"kind":"Field","name":{"kind":"Name","value":"otherCosts"}},{"kind":"Field","name":{"kind":"Name","value":"finalCost"}},{"kind":"Field","name":{"kind":"Name","value":"overUnderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"costToDate"}},{"kind":"Field","name":{"kind":"Name","value":"netProfitToDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"revenueRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"costRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]} as unknown as DocumentNode<TrackerFiguresFieldsFragment, unknown>;
export const TrackerRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalRun"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedBudget"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderTotals"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subContractors"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"holds"}},{"kind":"Field","name":{"kind":"Name","value":"subContractTotals"}},{"kind":"Field","name":{"kind":"Name","value":"directCostTotals"}},{"kind":"Field","name":{"kind":"Name","value":"subBilled"}},{"kind":"Field","name":{"kind":"Name","value":"otherCosts"}},{"kind":"Field","name":{"kind":"Name","value":"finalCost"}},{"kind":"Field","name":{"kind":"Name","value":"overUnderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"costToDate"}},{"kind":"Field","name":{"kind":"Name","value":"netProfitToDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"revenueRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"costRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]} as unknown as DocumentNode<TrackerRowFieldsFragment, unknown>;
export const ProjectTrackerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectTrackerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectTracker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"billableHours"}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalDirectTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalConditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"contractorFee"}},{"kind":"Field","name":{"kind":"Name","value":"expectedOverhead"}},{"kind":"Field","name":{"kind":"Name","value":"overheadDrift"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutSavings"}},{"kind":"Field","name":{"kind":"Name","value":"overheadBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorFeeBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectTotal"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransferNet"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"balanced"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalRun"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedBudget"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderTotals"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subContractors"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"holds"}},{"kind":"Field","name":{"kind":"Name","value":"subContractTotals"}},{"kind":"Field","name":{"kind":"Name","value":"directCostTotals"}},{"kind":"Field","name":{"kind":"Name","value":"subBilled"}},{"kind":"Field","name":{"kind":"Name","value":"otherCosts"}},{"kind":"Field","name":{"kind":"Name","value":"finalCost"}},{"kind":"Field","name":{"kind":"Name","value":"overUnderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"costToDate"}},{"kind":"Field","name":{"kind":"Name","value":"netProfitToDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"revenueRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"costRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}}]} as unknown as DocumentNode<ProjectTrackerFieldsFragment, unknown>;
export const TenantUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}}]} as unknown as DocumentNode<TenantUserFieldsFragment, unknown>;
export const VendorRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VendorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isNational"}},{"kind":"Field","name":{"kind":"Name","value":"states"}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<VendorRowFieldsFragment, unknown>;
export const AddressSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}}]}}]} as unknown as DocumentNode<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>;
export const StatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"States"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<StatesQuery, StatesQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rememberMe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"rememberMe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rememberMe"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"write"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ViewerCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"projectIdPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"projectIdStart"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMarkup"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerCompanyQuery, ViewerCompanyQueryVariables>;
export const ViewerCompanyNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerCompanyName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<ViewerCompanyNameQuery, ViewerCompanyNameQueryVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const InvitedCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitedCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitedCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InvitedCompaniesQuery, InvitedCompaniesQueryVariables>;
export const SelectCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelectCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"write"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]}}]}}]} as unknown as DocumentNode<SelectCompanyMutation, SelectCompanyMutationVariables>;
export const BidSheetProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BidSheetProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"bids"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}}]} as unknown as DocumentNode<BidSheetProjectQuery, BidSheetProjectQueryVariables>;
export const BidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<BidQuery, BidQueryVariables>;
export const ProjectBidNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectBidNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bids"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectBidNamesQuery, ProjectBidNamesQueryVariables>;
export const AddBidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddBidInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<AddBidMutation, AddBidMutationVariables>;
export const UpdateBidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBidInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateBidMutation, UpdateBidMutationVariables>;
export const SetBidAlternateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBidAlternate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAlternate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBidAlternate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAlternate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAlternate"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<SetBidAlternateMutation, SetBidAlternateMutationVariables>;
export const DeleteBidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}}]} as unknown as DocumentNode<DeleteBidMutation, DeleteBidMutationVariables>;
export const AddBidSubcontractorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBidSubcontractors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subcontractorIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBidSubcontractors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bidId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subcontractorIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subcontractorIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<AddBidSubcontractorsMutation, AddBidSubcontractorsMutationVariables>;
export const RemoveBidSubcontractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBidSubcontractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subcontractorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBidSubcontractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bidId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subcontractorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subcontractorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveBidSubcontractorMutation, RemoveBidSubcontractorMutationVariables>;
export const SelectBidSubcontractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelectBidSubcontractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subcontractorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectBidSubcontractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bidId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subcontractorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subcontractorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<SelectBidSubcontractorMutation, SelectBidSubcontractorMutationVariables>;
export const SetBidPricingModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBidPricingMode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BidPricingMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBidPricingMode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bidId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<SetBidPricingModeMutation, SetBidPricingModeMutationVariables>;
export const AddLaborLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddLaborLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaborLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addLaborLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bidId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<AddLaborLineMutation, AddLaborLineMutationVariables>;
export const UpdateLaborLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLaborLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaborLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLaborLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateLaborLineMutation, UpdateLaborLineMutationVariables>;
export const DeleteLaborLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLaborLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLaborLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteLaborLineMutation, DeleteLaborLineMutationVariables>;
export const AddTradeLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTradeLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTradeLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bidId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<AddTradeLineMutation, AddTradeLineMutationVariables>;
export const UpdateTradeLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTradeLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTradeLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTradeLineMutation, UpdateTradeLineMutationVariables>;
export const DeleteTradeLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTradeLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTradeLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidProjectTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfWork"}},{"kind":"Field","name":{"kind":"Name","value":"isAlternate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidProjectTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BidFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BidRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteTradeLineMutation, DeleteTradeLineMutationVariables>;
export const OpenBidForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenBidForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openBidForEdit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bidId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BidLeaseGranted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BidLocked"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<OpenBidForEditMutation, OpenBidForEditMutationVariables>;
export const ReleaseBidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseBid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseBid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bidId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bidId"}}}]}]}}]} as unknown as DocumentNode<ReleaseBidMutation, ReleaseBidMutationVariables>;
export const CatalogueListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"divisionId"}},{"kind":"Field","name":{"kind":"Name","value":"divisionName"}},{"kind":"Field","name":{"kind":"Name","value":"divisionNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisionId"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisionName"}},{"kind":"Field","name":{"kind":"Name","value":"divisionId"}},{"kind":"Field","name":{"kind":"Name","value":"divisionName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitsOfMeasure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CatalogueListsQuery, CatalogueListsQueryVariables>;
export const PartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Parts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subdivisionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subdivisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subdivisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Part"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisionId"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisionName"}},{"kind":"Field","name":{"kind":"Name","value":"divisionId"}},{"kind":"Field","name":{"kind":"Name","value":"divisionName"}}]}}]} as unknown as DocumentNode<PartsQuery, PartsQueryVariables>;
export const CreateDivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DivisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateDivisionMutation, CreateDivisionMutationVariables>;
export const UpdateDivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DivisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateDivisionMutation, UpdateDivisionMutationVariables>;
export const DeleteDivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDivisionMutation, DeleteDivisionMutationVariables>;
export const CreateSubdivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubdivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubdivisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubdivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateSubdivisionMutation, CreateSubdivisionMutationVariables>;
export const UpdateSubdivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSubdivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubdivisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSubdivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateSubdivisionMutation, UpdateSubdivisionMutationVariables>;
export const DeleteSubdivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSubdivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSubdivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSubdivisionMutation, DeleteSubdivisionMutationVariables>;
export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const DeleteCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const CreatePartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Part"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisionId"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisionName"}},{"kind":"Field","name":{"kind":"Name","value":"divisionId"}},{"kind":"Field","name":{"kind":"Name","value":"divisionName"}}]}}]} as unknown as DocumentNode<CreatePartMutation, CreatePartMutationVariables>;
export const UpdatePartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Part"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisionId"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisionName"}},{"kind":"Field","name":{"kind":"Name","value":"divisionId"}},{"kind":"Field","name":{"kind":"Name","value":"divisionName"}}]}}]} as unknown as DocumentNode<UpdatePartMutation, UpdatePartMutationVariables>;
export const DeletePartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePartMutation, DeletePartMutationVariables>;
export const UploadPartsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadPartsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadPartsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<UploadPartsCsvMutation, UploadPartsCsvMutationVariables>;
export const CompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Companies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"companyAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<CompaniesQuery, CompaniesQueryVariables>;
export const CompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Company"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMarkup"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"companyAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectIdPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"projectIdStart"}},{"kind":"Field","name":{"kind":"Name","value":"proposalOverhead"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<CompanyQuery, CompanyQueryVariables>;
export const VersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<VersionQuery, VersionQueryVariables>;
export const CreateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMarkup"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"companyAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectIdPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"projectIdStart"}},{"kind":"Field","name":{"kind":"Name","value":"proposalOverhead"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const UpdateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMarkup"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"companyAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectIdPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"projectIdStart"}},{"kind":"Field","name":{"kind":"Name","value":"proposalOverhead"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const SetCompanyActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<SetCompanyActiveMutation, SetCompanyActiveMutationVariables>;
export const OpenCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"write"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]}}]}}]} as unknown as DocumentNode<OpenCompanyMutation, OpenCompanyMutationVariables>;
export const DirectCostProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectCostProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"directCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}}]} as unknown as DocumentNode<DirectCostProjectQuery, DirectCostProjectQueryVariables>;
export const DirectCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DirectCostQuery, DirectCostQueryVariables>;
export const DirectCostSheetNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectCostSheetNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directCostSheetNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DirectCostSheetNamesQuery, DirectCostSheetNamesQueryVariables>;
export const DirectCostChargeRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectCostChargeRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directCostChargeRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"part"}}]}}]}}]} as unknown as DocumentNode<DirectCostChargeRowsQuery, DirectCostChargeRowsQueryVariables>;
export const AddDirectCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDirectCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDirectCostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDirectCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}}]} as unknown as DocumentNode<AddDirectCostMutation, AddDirectCostMutationVariables>;
export const DeleteDirectCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDirectCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDirectCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDirectCostMutation, DeleteDirectCostMutationVariables>;
export const AddDirectCostLaborLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDirectCostLaborLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"directCostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCostLaborLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDirectCostLaborLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"directCostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"directCostId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AddDirectCostLaborLineMutation, AddDirectCostLaborLineMutationVariables>;
export const UpdateDirectCostLaborLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDirectCostLaborLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCostLaborLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDirectCostLaborLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateDirectCostLaborLineMutation, UpdateDirectCostLaborLineMutationVariables>;
export const DeleteDirectCostLaborLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDirectCostLaborLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDirectCostLaborLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteDirectCostLaborLineMutation, DeleteDirectCostLaborLineMutationVariables>;
export const AddDirectCostTradeLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDirectCostTradeLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"directCostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDirectCostTradeLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"directCostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"directCostId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AddDirectCostTradeLineMutation, AddDirectCostTradeLineMutationVariables>;
export const UpdateDirectCostTradeLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDirectCostTradeLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDirectCostTradeLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateDirectCostTradeLineMutation, UpdateDirectCostTradeLineMutationVariables>;
export const DeleteDirectCostTradeLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDirectCostTradeLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDirectCostTradeLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"laborTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tradesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargeRow"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectCostRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"directCostId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteDirectCostTradeLineMutation, DeleteDirectCostTradeLineMutationVariables>;
export const EmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Employees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"billableCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonBillableCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"levelId"}},{"kind":"Field","name":{"kind":"Name","value":"levelName"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"medicalInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeWithCompany"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<EmployeesQuery, EmployeesQueryVariables>;
export const EmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Employee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeFields"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"perHour"}},{"kind":"Field","name":{"kind":"Name","value":"perDay"}},{"kind":"Field","name":{"kind":"Name","value":"perWeek"}},{"kind":"Field","name":{"kind":"Name","value":"perMonth"}},{"kind":"Field","name":{"kind":"Name","value":"perYear"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"levelId"}},{"kind":"Field","name":{"kind":"Name","value":"levelName"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"medicalInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeWithCompany"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<EmployeeQuery, EmployeeQueryVariables>;
export const CreateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"levelId"}},{"kind":"Field","name":{"kind":"Name","value":"levelName"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"medicalInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeWithCompany"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const UpdateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"levelId"}},{"kind":"Field","name":{"kind":"Name","value":"levelName"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"medicalInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hiringDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeWithCompany"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;
export const SetEmployeeActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEmployeeActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEmployeeActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<SetEmployeeActiveMutation, SetEmployeeActiveMutationVariables>;
export const PositionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}}]}}]}}]}}]} as unknown as DocumentNode<PositionsQuery, PositionsQueryVariables>;
export const LevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}}]}}]}}]} as unknown as DocumentNode<LevelsQuery, LevelsQueryVariables>;
export const PositionCostCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PositionCostCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionCostCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"positionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}}}]}]}}]} as unknown as DocumentNode<PositionCostCodeQuery, PositionCostCodeQueryVariables>;
export const CreatePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreatePositionMutation, CreatePositionMutationVariables>;
export const UpdatePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePositionMutation, UpdatePositionMutationVariables>;
export const CreateLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"costCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"positionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"costCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"costCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}}]}}]}}]} as unknown as DocumentNode<CreateLevelMutation, CreateLevelMutationVariables>;
export const UpdateLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"costCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"costCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"costCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}}]}}]}}]} as unknown as DocumentNode<UpdateLevelMutation, UpdateLevelMutationVariables>;
export const DeleteLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLevelMutation, DeleteLevelMutationVariables>;
export const UploadEmployeesCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadEmployeesCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadEmployeesCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<UploadEmployeesCsvMutation, UploadEmployeesCsvMutationVariables>;
export const UploadPositionsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadPositionsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadPositionsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<UploadPositionsCsvMutation, UploadPositionsCsvMutationVariables>;
export const DeleteEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEmployeeMutation, DeleteEmployeeMutationVariables>;
export const BidCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BidCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subdivisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"partIds"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BidCatalogueQuery, BidCatalogueQueryVariables>;
export const BidPositionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BidPositions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerWeek"}}]}}]}}]}}]} as unknown as DocumentNode<BidPositionsQuery, BidPositionsQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const CompanyOverheadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyOverhead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyOverhead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverheadServiceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annualServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverheadServiceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipmentServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverheadServiceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverheadServiceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverheadTotalsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverheadServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverheadService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourly"}},{"kind":"Field","name":{"kind":"Name","value":"daily"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}},{"kind":"Field","name":{"kind":"Name","value":"annually"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverheadTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverheadTotalsBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fieldEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"noFieldEmployee"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourly"}},{"kind":"Field","name":{"kind":"Name","value":"daily"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}},{"kind":"Field","name":{"kind":"Name","value":"annually"}}]}}]}}]} as unknown as DocumentNode<CompanyOverheadQuery, CompanyOverheadQueryVariables>;
export const AddOverheadServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOverheadService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OverheadServiceKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OverheadServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOverheadService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverheadServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverheadServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverheadService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourly"}},{"kind":"Field","name":{"kind":"Name","value":"daily"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}},{"kind":"Field","name":{"kind":"Name","value":"annually"}}]}}]}}]} as unknown as DocumentNode<AddOverheadServiceMutation, AddOverheadServiceMutationVariables>;
export const UpdateOverheadServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOverheadService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OverheadServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOverheadService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverheadServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverheadServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverheadService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourly"}},{"kind":"Field","name":{"kind":"Name","value":"daily"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}},{"kind":"Field","name":{"kind":"Name","value":"annually"}}]}}]}}]} as unknown as DocumentNode<UpdateOverheadServiceMutation, UpdateOverheadServiceMutationVariables>;
export const DeleteOverheadServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOverheadService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOverheadService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOverheadServiceMutation, DeleteOverheadServiceMutationVariables>;
export const OwnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Owners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activeOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activeOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Owner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<OwnersQuery, OwnersQueryVariables>;
export const OwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Owner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Owner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<OwnerQuery, OwnerQueryVariables>;
export const CreateOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Owner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<CreateOwnerMutation, CreateOwnerMutationVariables>;
export const UpdateOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Owner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<UpdateOwnerMutation, UpdateOwnerMutationVariables>;
export const SetOwnerActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOwnerActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOwnerActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<SetOwnerActiveMutation, SetOwnerActiveMutationVariables>;
export const UploadOwnersCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadOwnersCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadOwnersCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<UploadOwnersCsvMutation, UploadOwnersCsvMutationVariables>;
export const DeleteOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOwnerMutation, DeleteOwnerMutationVariables>;
export const PaymentApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectBillingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractMoved"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SovLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originalContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"netChangeByChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedStoredToDate"}},{"kind":"Field","name":{"kind":"Name","value":"retainageCompletedWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStoredMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"totalRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnedLessRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"previousCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"currentPaymentDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinishIncludingRetainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"previousDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releasedThisApplication"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"g702PdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"g703PdfUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectBilling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentApplicationFields"}}]}}]}}]} as unknown as DocumentNode<PaymentApplicationsQuery, PaymentApplicationsQueryVariables>;
export const SetProjectRetainageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProjectRetainage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workRate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Percent"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storedRate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Percent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProjectRetainage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}}},{"kind":"Argument","name":{"kind":"Name","value":"workRate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workRate"}}},{"kind":"Argument","name":{"kind":"Name","value":"storedRate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storedRate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectBillingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractMoved"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SovLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originalContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"netChangeByChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedStoredToDate"}},{"kind":"Field","name":{"kind":"Name","value":"retainageCompletedWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStoredMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"totalRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnedLessRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"previousCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"currentPaymentDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinishIncludingRetainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"previousDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releasedThisApplication"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"g702PdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"g703PdfUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectBilling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentApplicationFields"}}]}}]}}]} as unknown as DocumentNode<SetProjectRetainageMutation, SetProjectRetainageMutationVariables>;
export const CreatePaymentApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectBillingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractMoved"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SovLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originalContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"netChangeByChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedStoredToDate"}},{"kind":"Field","name":{"kind":"Name","value":"retainageCompletedWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStoredMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"totalRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnedLessRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"previousCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"currentPaymentDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinishIncludingRetainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"previousDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releasedThisApplication"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"g702PdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"g703PdfUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectBilling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentApplicationFields"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentApplicationMutation, CreatePaymentApplicationMutationVariables>;
export const UpdateSovLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSovLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SovLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSovLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractMoved"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SovLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originalContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"netChangeByChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedStoredToDate"}},{"kind":"Field","name":{"kind":"Name","value":"retainageCompletedWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStoredMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"totalRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnedLessRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"previousCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"currentPaymentDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinishIncludingRetainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"previousDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releasedThisApplication"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"g702PdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"g703PdfUrl"}}]}}]} as unknown as DocumentNode<UpdateSovLinesMutation, UpdateSovLinesMutationVariables>;
export const ReleaseRetainageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseRetainage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseRetainage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractMoved"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SovLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originalContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"netChangeByChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedStoredToDate"}},{"kind":"Field","name":{"kind":"Name","value":"retainageCompletedWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStoredMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"totalRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnedLessRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"previousCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"currentPaymentDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinishIncludingRetainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"previousDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releasedThisApplication"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"g702PdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"g703PdfUrl"}}]}}]} as unknown as DocumentNode<ReleaseRetainageMutation, ReleaseRetainageMutationVariables>;
export const SubmitPaymentApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPaymentApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPaymentApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractMoved"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SovLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originalContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"netChangeByChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedStoredToDate"}},{"kind":"Field","name":{"kind":"Name","value":"retainageCompletedWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStoredMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"totalRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnedLessRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"previousCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"currentPaymentDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinishIncludingRetainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"previousDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releasedThisApplication"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"g702PdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"g703PdfUrl"}}]}}]} as unknown as DocumentNode<SubmitPaymentApplicationMutation, SubmitPaymentApplicationMutationVariables>;
export const CertifyPaymentApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CertifyPaymentApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"certifiedOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certifyPaymentApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"certifiedOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"certifiedOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractMoved"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SovLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originalContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"netChangeByChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedStoredToDate"}},{"kind":"Field","name":{"kind":"Name","value":"retainageCompletedWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStoredMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"totalRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnedLessRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"previousCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"currentPaymentDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinishIncludingRetainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"previousDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releasedThisApplication"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"g702PdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"g703PdfUrl"}}]}}]} as unknown as DocumentNode<CertifyPaymentApplicationMutation, CertifyPaymentApplicationMutationVariables>;
export const RecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SovLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SovLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bidId"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainageWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStored"}},{"kind":"Field","name":{"kind":"Name","value":"retainageReleased"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"workRate"}},{"kind":"Field","name":{"kind":"Name","value":"storedRate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractMoved"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SovLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledValue"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrevious"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"storedMaterials"}},{"kind":"Field","name":{"kind":"Name","value":"completedStored"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinish"}},{"kind":"Field","name":{"kind":"Name","value":"retainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originalContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"netChangeByChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedStoredToDate"}},{"kind":"Field","name":{"kind":"Name","value":"retainageCompletedWork"}},{"kind":"Field","name":{"kind":"Name","value":"retainageStoredMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"totalRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnedLessRetainage"}},{"kind":"Field","name":{"kind":"Name","value":"previousCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"currentPaymentDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceToFinishIncludingRetainage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"previousDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"thisPeriodDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAdditions"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeductions"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releasedThisApplication"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"g702PdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"g703PdfUrl"}}]}}]} as unknown as DocumentNode<RecordPaymentMutation, RecordPaymentMutationVariables>;
export const SendPaymentApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPaymentApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPaymentApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplicationSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentBy"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"fileNames"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentApplicationNotSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendPaymentApplicationMutation, SendPaymentApplicationMutationVariables>;
export const PcoProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PcoProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pcoProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"nextPcoName"}},{"kind":"Field","name":{"kind":"Name","value":"contractSum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pcos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}}]} as unknown as DocumentNode<PcoProjectQuery, PcoProjectQueryVariables>;
export const ProjectPcoNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectPcoNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pcos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectPcoNamesQuery, ProjectPcoNamesQueryVariables>;
export const PcoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Pco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PcoQuery, PcoQueryVariables>;
export const ProjectChangeOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectChangeOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"contractSum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"original"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"runningContractSum"}},{"kind":"Field","name":{"kind":"Name","value":"pco"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}}]} as unknown as DocumentNode<ProjectChangeOrdersQuery, ProjectChangeOrdersQueryVariables>;
export const AddPcoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPcoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}}]} as unknown as DocumentNode<AddPcoMutation, AddPcoMutationVariables>;
export const UpdatePcoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePcoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePcoMutation, UpdatePcoMutationVariables>;
export const SetPcoStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPcoStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PcoStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPcoStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}}]} as unknown as DocumentNode<SetPcoStatusMutation, SetPcoStatusMutationVariables>;
export const DeletePcoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextPcoName"}},{"kind":"Field","name":{"kind":"Name","value":"pcos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}}]} as unknown as DocumentNode<DeletePcoMutation, DeletePcoMutationVariables>;
export const AddPcoLaborLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPcoLaborLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pcoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaborLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPcoLaborLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pcoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pcoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AddPcoLaborLineMutation, AddPcoLaborLineMutationVariables>;
export const UpdatePcoLaborLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePcoLaborLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaborLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePcoLaborLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePcoLaborLineMutation, UpdatePcoLaborLineMutationVariables>;
export const DeletePcoLaborLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePcoLaborLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePcoLaborLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePcoLaborLineMutation, DeletePcoLaborLineMutationVariables>;
export const AddPcoTradeLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPcoTradeLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pcoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPcoTradeLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pcoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pcoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AddPcoTradeLineMutation, AddPcoTradeLineMutationVariables>;
export const UpdatePcoTradeLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePcoTradeLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePcoTradeLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePcoTradeLineMutation, UpdatePcoTradeLineMutationVariables>;
export const DeletePcoTradeLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePcoTradeLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePcoTradeLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderName"}},{"kind":"Field","name":{"kind":"Name","value":"pricingMode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labor"}},{"kind":"Field","name":{"kind":"Name","value":"burden"}},{"kind":"Field","name":{"kind":"Name","value":"trades"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"pcoTotalCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PcoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PcoRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"laborLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"budgetTotal"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcoId"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"costPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePcoTradeLineMutation, DeletePcoTradeLineMutationVariables>;
export const ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<ProjectsQuery, ProjectsQueryVariables>;
export const InvitedProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitedProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitedProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<InvitedProjectsQuery, InvitedProjectsQueryVariables>;
export const ProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Project"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSuper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"buildingType"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"squareFeet"}},{"kind":"Field","name":{"kind":"Name","value":"drawingLink"}},{"kind":"Field","name":{"kind":"Name","value":"bidDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeDue"}},{"kind":"Field","name":{"kind":"Name","value":"constructionStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarkup"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"pcoProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]} as unknown as DocumentNode<ProjectQuery, ProjectQueryVariables>;
export const ProjectTotalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectTotals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidTotals"}},{"kind":"Field","name":{"kind":"Name","value":"overheadCost"}},{"kind":"Field","name":{"kind":"Name","value":"overheadPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"profitCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectTotalsQuery, ProjectTotalsQueryVariables>;
export const NextProjectUidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NextProjectUid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextProjectUid"}}]}}]} as unknown as DocumentNode<NextProjectUidQuery, NextProjectUidQueryVariables>;
export const CreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSuper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"buildingType"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"squareFeet"}},{"kind":"Field","name":{"kind":"Name","value":"drawingLink"}},{"kind":"Field","name":{"kind":"Name","value":"bidDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeDue"}},{"kind":"Field","name":{"kind":"Name","value":"constructionStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarkup"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"pcoProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]} as unknown as DocumentNode<CreateProjectMutation, CreateProjectMutationVariables>;
export const UpdateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSuper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"buildingType"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"squareFeet"}},{"kind":"Field","name":{"kind":"Name","value":"drawingLink"}},{"kind":"Field","name":{"kind":"Name","value":"bidDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeDue"}},{"kind":"Field","name":{"kind":"Name","value":"constructionStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"markupMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarkup"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"pcoProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]} as unknown as DocumentNode<UpdateProjectMutation, UpdateProjectMutationVariables>;
export const SetProjectStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProjectStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProjectStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]} as unknown as DocumentNode<SetProjectStatusMutation, SetProjectStatusMutationVariables>;
export const DeleteProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProjectMutation, DeleteProjectMutationVariables>;
export const CopyProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sourceUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newUidNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sourceUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sourceUid"}}},{"kind":"Argument","name":{"kind":"Name","value":"newUidNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newUidNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CopyProjectMutation, CopyProjectMutationVariables>;
export const ActiveOwnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveOwners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<ActiveOwnersQuery, ActiveOwnersQueryVariables>;
export const OwnerAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]} as unknown as DocumentNode<OwnerAddressesQuery, OwnerAddressesQueryVariables>;
export const OwnerManagersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerManagers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerManagers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<OwnerManagersQuery, OwnerManagersQueryVariables>;
export const AddOwnerAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOwnerAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOwnerAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]} as unknown as DocumentNode<AddOwnerAddressMutation, AddOwnerAddressMutationVariables>;
export const AddOwnerManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOwnerManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"manager"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerManagerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOwnerManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"manager"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<AddOwnerManagerMutation, AddOwnerManagerMutationVariables>;
export const ProjectListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buildingTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<ProjectListsQuery, ProjectListsQueryVariables>;
export const AddGenericValueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddGenericValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenericListKey"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGenericValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<AddGenericValueMutation, AddGenericValueMutationVariables>;
export const ProjectStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectStaffQuery, ProjectStaffQueryVariables>;
export const ProposalSendingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProposalSendings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalSendings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalSendingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalSendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalSending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentBy"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}}]}}]} as unknown as DocumentNode<ProposalSendingsQuery, ProposalSendingsQueryVariables>;
export const ProposalOverheadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProposalOverhead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalOverhead"}}]}}]} as unknown as DocumentNode<ProposalOverheadQuery, ProposalOverheadQueryVariables>;
export const SendProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalSendingFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalNotSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalSendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalSending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentBy"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}}]}}]} as unknown as DocumentNode<SendProposalMutation, SendProposalMutationVariables>;
export const MyBidLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBidLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBidLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"bidDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<MyBidLogQuery, MyBidLogQueryVariables>;
export const BidUploadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BidUploads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidUploads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"bidDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploaderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorId"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorName"}}]}}]}}]} as unknown as DocumentNode<BidUploadsQuery, BidUploadsQueryVariables>;
export const EmailTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailTemplateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EmailTemplatesQuery, EmailTemplatesQueryVariables>;
export const RenderEmailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenderEmailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTemplateType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draft"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTemplateInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recipientEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renderEmailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"draft"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draft"}}},{"kind":"Argument","name":{"kind":"Name","value":"recipientEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recipientEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<RenderEmailTemplateQuery, RenderEmailTemplateQueryVariables>;
export const UpdateEmailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTemplateType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateEmailTemplateMutation, UpdateEmailTemplateMutationVariables>;
export const ResetEmailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetEmailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTemplateType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetEmailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ResetEmailTemplateMutation, ResetEmailTemplateMutationVariables>;
export const SendSubcontractorEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSubcontractorEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendSubcontractorEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSubcontractorEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"loginCreated"}}]}}]}}]}}]} as unknown as DocumentNode<SendSubcontractorEmailMutation, SendSubcontractorEmailMutationVariables>;
export const SubcontractorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Subcontractors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubcontractorFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubcontractorRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubcontractorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubcontractorRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isNational"}},{"kind":"Field","name":{"kind":"Name","value":"states"}},{"kind":"Field","name":{"kind":"Name","value":"laborAndDesign"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<SubcontractorsQuery, SubcontractorsQueryVariables>;
export const SubcontractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Subcontractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isNational"}},{"kind":"Field","name":{"kind":"Name","value":"workingStates"}},{"kind":"Field","name":{"kind":"Name","value":"laborAndDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designType"}},{"kind":"Field","name":{"kind":"Name","value":"biddingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"divisionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SubcontractorQuery, SubcontractorQueryVariables>;
export const SetSubcontractorActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSubcontractorActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSubcontractorActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<SetSubcontractorActiveMutation, SetSubcontractorActiveMutationVariables>;
export const SubcontractorFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubcontractorFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<SubcontractorFilterOptionsQuery, SubcontractorFilterOptionsQueryVariables>;
export const SubcontractorFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubcontractorFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"divisionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<SubcontractorFormOptionsQuery, SubcontractorFormOptionsQueryVariables>;
export const CreateSubcontractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubcontractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubcontractorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubcontractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<CreateSubcontractorMutation, CreateSubcontractorMutationVariables>;
export const UpdateSubcontractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSubcontractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubcontractorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSubcontractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<UpdateSubcontractorMutation, UpdateSubcontractorMutationVariables>;
export const UploadSubcontractorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadSubcontractors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentBase64"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadSubcontractors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentBase64"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentBase64"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<UploadSubcontractorsMutation, UploadSubcontractorsMutationVariables>;
export const MapSubcontractorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MapSubcontractors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subdivisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subcontractorIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSubcontractorsToSubdivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subdivisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subdivisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subcontractorIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subcontractorIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subdivisionId"}},{"kind":"Field","name":{"kind":"Name","value":"mapped"}}]}}]}}]} as unknown as DocumentNode<MapSubcontractorsMutation, MapSubcontractorsMutationVariables>;
export const SubcontractorsOfSubdivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubcontractorsOfSubdivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subdivisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subcontractorsBySubdivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subdivisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subdivisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<SubcontractorsOfSubdivisionQuery, SubcontractorsOfSubdivisionQueryVariables>;
export const ProjectTrackerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectTracker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectTracker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectTrackerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalRun"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedBudget"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderTotals"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subContractors"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"holds"}},{"kind":"Field","name":{"kind":"Name","value":"subContractTotals"}},{"kind":"Field","name":{"kind":"Name","value":"directCostTotals"}},{"kind":"Field","name":{"kind":"Name","value":"subBilled"}},{"kind":"Field","name":{"kind":"Name","value":"otherCosts"}},{"kind":"Field","name":{"kind":"Name","value":"finalCost"}},{"kind":"Field","name":{"kind":"Name","value":"overUnderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"costToDate"}},{"kind":"Field","name":{"kind":"Name","value":"netProfitToDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"revenueRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"costRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectTrackerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectTracker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"billableHours"}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalDirectTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalConditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"contractorFee"}},{"kind":"Field","name":{"kind":"Name","value":"expectedOverhead"}},{"kind":"Field","name":{"kind":"Name","value":"overheadDrift"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutSavings"}},{"kind":"Field","name":{"kind":"Name","value":"overheadBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorFeeBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectTotal"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransferNet"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"balanced"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}}]}}]} as unknown as DocumentNode<ProjectTrackerQuery, ProjectTrackerQueryVariables>;
export const TrackerProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackerProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"constructionStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedOn"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSuper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<TrackerProjectQuery, TrackerProjectQueryVariables>;
export const OverallProjectTrackerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OverallProjectTracker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectStatus"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overallProjectTracker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"contractorFee"}},{"kind":"Field","name":{"kind":"Name","value":"projectTotal"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"balanced"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalDirectTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalConditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"contractorFee"}},{"kind":"Field","name":{"kind":"Name","value":"procurementFees"}},{"kind":"Field","name":{"kind":"Name","value":"projectCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalRun"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedBudget"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderTotals"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subContractors"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"holds"}},{"kind":"Field","name":{"kind":"Name","value":"subContractTotals"}},{"kind":"Field","name":{"kind":"Name","value":"directCostTotals"}},{"kind":"Field","name":{"kind":"Name","value":"subBilled"}},{"kind":"Field","name":{"kind":"Name","value":"otherCosts"}},{"kind":"Field","name":{"kind":"Name","value":"finalCost"}},{"kind":"Field","name":{"kind":"Name","value":"overUnderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"costToDate"}},{"kind":"Field","name":{"kind":"Name","value":"netProfitToDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"revenueRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"costRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]} as unknown as DocumentNode<OverallProjectTrackerQuery, OverallProjectTrackerQueryVariables>;
export const TrackerProjectByUidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackerProjectByUid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<TrackerProjectByUidQuery, TrackerProjectByUidQueryVariables>;
export const UpdateTrackerRowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTrackerRow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerRowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrackerRow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectTrackerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalRun"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedBudget"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderTotals"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subContractors"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"holds"}},{"kind":"Field","name":{"kind":"Name","value":"subContractTotals"}},{"kind":"Field","name":{"kind":"Name","value":"directCostTotals"}},{"kind":"Field","name":{"kind":"Name","value":"subBilled"}},{"kind":"Field","name":{"kind":"Name","value":"otherCosts"}},{"kind":"Field","name":{"kind":"Name","value":"finalCost"}},{"kind":"Field","name":{"kind":"Name","value":"overUnderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"costToDate"}},{"kind":"Field","name":{"kind":"Name","value":"netProfitToDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"revenueRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"costRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectTrackerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectTracker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"billableHours"}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalDirectTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalConditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"contractorFee"}},{"kind":"Field","name":{"kind":"Name","value":"expectedOverhead"}},{"kind":"Field","name":{"kind":"Name","value":"overheadDrift"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutSavings"}},{"kind":"Field","name":{"kind":"Name","value":"overheadBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorFeeBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectTotal"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransferNet"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"balanced"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}}]}}]} as unknown as DocumentNode<UpdateTrackerRowMutation, UpdateTrackerRowMutationVariables>;
export const DeleteTrackerRowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTrackerRow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrackerRow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectTrackerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalRun"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedBudget"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderTotals"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subContractors"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"holds"}},{"kind":"Field","name":{"kind":"Name","value":"subContractTotals"}},{"kind":"Field","name":{"kind":"Name","value":"directCostTotals"}},{"kind":"Field","name":{"kind":"Name","value":"subBilled"}},{"kind":"Field","name":{"kind":"Name","value":"otherCosts"}},{"kind":"Field","name":{"kind":"Name","value":"finalCost"}},{"kind":"Field","name":{"kind":"Name","value":"overUnderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"costToDate"}},{"kind":"Field","name":{"kind":"Name","value":"netProfitToDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"revenueRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"costRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectTrackerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectTracker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"billableHours"}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalDirectTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalConditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"contractorFee"}},{"kind":"Field","name":{"kind":"Name","value":"expectedOverhead"}},{"kind":"Field","name":{"kind":"Name","value":"overheadDrift"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutSavings"}},{"kind":"Field","name":{"kind":"Name","value":"overheadBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorFeeBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectTotal"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransferNet"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"balanced"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}}]}}]} as unknown as DocumentNode<DeleteTrackerRowMutation, DeleteTrackerRowMutationVariables>;
export const AddLaborScopeTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddLaborScopeTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaborScopeTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addLaborScopeTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectTrackerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalRun"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedBudget"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderTotals"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subContractors"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"holds"}},{"kind":"Field","name":{"kind":"Name","value":"subContractTotals"}},{"kind":"Field","name":{"kind":"Name","value":"directCostTotals"}},{"kind":"Field","name":{"kind":"Name","value":"subBilled"}},{"kind":"Field","name":{"kind":"Name","value":"otherCosts"}},{"kind":"Field","name":{"kind":"Name","value":"finalCost"}},{"kind":"Field","name":{"kind":"Name","value":"overUnderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"costToDate"}},{"kind":"Field","name":{"kind":"Name","value":"netProfitToDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"revenueRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"costRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectTrackerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectTracker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"billableHours"}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalDirectTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalConditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"contractorFee"}},{"kind":"Field","name":{"kind":"Name","value":"expectedOverhead"}},{"kind":"Field","name":{"kind":"Name","value":"overheadDrift"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutSavings"}},{"kind":"Field","name":{"kind":"Name","value":"overheadBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorFeeBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectTotal"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransferNet"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"balanced"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}}]}}]} as unknown as DocumentNode<AddLaborScopeTransferMutation, AddLaborScopeTransferMutationVariables>;
export const AddTradeScopeTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTradeScopeTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeScopeTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTradeScopeTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectTrackerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalRun"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedBudget"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrderTotals"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subContractors"}},{"kind":"Field","name":{"kind":"Name","value":"subcontractorChangeOrders"}},{"kind":"Field","name":{"kind":"Name","value":"holds"}},{"kind":"Field","name":{"kind":"Name","value":"subContractTotals"}},{"kind":"Field","name":{"kind":"Name","value":"directCostTotals"}},{"kind":"Field","name":{"kind":"Name","value":"subBilled"}},{"kind":"Field","name":{"kind":"Name","value":"otherCosts"}},{"kind":"Field","name":{"kind":"Name","value":"finalCost"}},{"kind":"Field","name":{"kind":"Name","value":"overUnderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"costToDate"}},{"kind":"Field","name":{"kind":"Name","value":"netProfitToDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"revenueRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"costRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackerRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackerRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"unbudgeted"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectTrackerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectTracker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectUid"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"billableHours"}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalDirectTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalConditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackerFiguresFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"overhead"}},{"kind":"Field","name":{"kind":"Name","value":"contractorFee"}},{"kind":"Field","name":{"kind":"Name","value":"expectedOverhead"}},{"kind":"Field","name":{"kind":"Name","value":"overheadDrift"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutSavings"}},{"kind":"Field","name":{"kind":"Name","value":"overheadBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorFeeBilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectTotal"}},{"kind":"Field","name":{"kind":"Name","value":"contractSumToDate"}},{"kind":"Field","name":{"kind":"Name","value":"scopeTransferNet"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"balanced"}},{"kind":"Field","name":{"kind":"Name","value":"billingToDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}}]}}]}}]} as unknown as DocumentNode<AddTradeScopeTransferMutation, AddTradeScopeTransferMutationVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const UserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"User"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}}]} as unknown as DocumentNode<UserQuery, UserQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const SetUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const EmployeesWithoutRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeesWithoutRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeesWithoutRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]} as unknown as DocumentNode<EmployeesWithoutRoleQuery, EmployeesWithoutRoleQueryVariables>;
export const VendorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Vendors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VendorRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VendorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isNational"}},{"kind":"Field","name":{"kind":"Name","value":"states"}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<VendorsQuery, VendorsQueryVariables>;
export const VendorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Vendor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountReceivableEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isNational"}},{"kind":"Field","name":{"kind":"Name","value":"workingStates"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"divisionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<VendorQuery, VendorQueryVariables>;
export const VendorsBySubdivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorsBySubdivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subdivisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorsBySubdivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subdivisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subdivisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<VendorsBySubdivisionQuery, VendorsBySubdivisionQueryVariables>;
export const CreateVendorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVendor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<CreateVendorMutation, CreateVendorMutationVariables>;
export const UpdateVendorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVendor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<UpdateVendorMutation, UpdateVendorMutationVariables>;
export const SetVendorActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetVendorActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVendorActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<SetVendorActiveMutation, SetVendorActiveMutationVariables>;
export const MapVendorsToSubdivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MapVendorsToSubdivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subdivisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapVendorsToSubdivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subdivisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subdivisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"vendorIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subdivisionId"}},{"kind":"Field","name":{"kind":"Name","value":"mapped"}}]}}]}}]} as unknown as DocumentNode<MapVendorsToSubdivisionMutation, MapVendorsToSubdivisionMutationVariables>;
export const VendorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subdivisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"divisionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<VendorOptionsQuery, VendorOptionsQueryVariables>;
export const VendorChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"EnumValue","value":"ACTIVE"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode<VendorChoicesQuery, VendorChoicesQueryVariables>;