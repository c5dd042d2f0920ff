export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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
  /** The commitment (or the line) has billings: it can no longer be deleted, and a billed line no longer changes. */
  | 'SUBCONTRACT_BILLED'
  /** The billing was already approved or rejected: only a Submitted billing can be approved or rejected. */
  | 'SUBCONTRACT_BILLING_NOT_SUBMITTED'
  /** The commitment is Closed (its final payment was made): it takes no more billings, change orders or payments. */
  | 'SUBCONTRACT_CLOSED'
  /** Sending the award email: the subcontractor (or vendor) has no email address; nothing was sent or recorded. */
  | 'SUBCONTRACT_EMAIL_MISSING'
  /** The bid is already awarded to its selected subcontractor: the message names the existing subcontract. */
  | 'SUBCONTRACT_EXISTS'
  /** The commitment changed since the version the client sent: reload it and apply the change again. */
  | 'SUBCONTRACT_VERSION_CONFLICT'
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
  /** The latest approved billing's period end when paid (null when none was approved). */
  throughDate?: Maybe<Scalars['Date']['output']>;
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
