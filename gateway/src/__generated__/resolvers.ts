import type * as Types from './graphql.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProjectParent, OwnerParent } from '../modules/projects/mapping.js';
import type { PositionParent } from '../modules/employees/mapping.js';
import type { CompanyOverheadParent } from '../modules/overhead/mapping.js';
import type { BidParent, BidLeaseParent } from '../modules/bids/mapping.js';
import type { DirectCostParent } from '../modules/direct-costs/mapping.js';
import type { PcoParent, ChangeOrderParent } from '../modules/pcos/mapping.js';
import type { ProjectTrackerParent } from '../modules/tracker/mapping.js';
import type { PaymentApplicationParent, ProjectBillingParent } from '../modules/payment-applications/mapping.js';
import type { ProjectSubcontractsParent } from '../modules/subcontracts/mapping.js';
import type { GatewayContext } from '../context.js';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Types.Maybe<TTypes> | Promise<Types.Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  BidLeaseResult:
    | ( Omit<Types.BidLeaseGranted, 'bid' | 'lease'> & { bid: _RefType['Bid'], lease: _RefType['BidLease'] } )
    | ( Types.BidLocked )
  ;
  SendPaymentApplicationResult:
    | ( Types.PaymentApplicationNotSent )
    | ( Types.PaymentApplicationSent )
  ;
  SendProposalResult:
    | ( Types.ProposalNotSent )
    | ( Types.ProposalSent )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActiveFilter: Types.ActiveFilter;
  AddBidInput: Types.AddBidInput;
  AddDirectCostInput: Types.AddDirectCostInput;
  AddPcoInput: Types.AddPcoInput;
  AddressSuggestion: ResolverTypeWrapper<Types.AddressSuggestion>;
  AwardEmail: ResolverTypeWrapper<Types.AwardEmail>;
  AwardSubcontractInput: Types.AwardSubcontractInput;
  Bid: ResolverTypeWrapper<BidParent>;
  BidLease: ResolverTypeWrapper<BidLeaseParent>;
  BidLeaseGranted: ResolverTypeWrapper<Omit<Types.BidLeaseGranted, 'bid' | 'lease'> & { bid: ResolversTypes['Bid'], lease: ResolversTypes['BidLease'] }>;
  BidLeaseResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BidLeaseResult']>;
  BidLocked: ResolverTypeWrapper<Types.BidLocked>;
  BidLogEntry: ResolverTypeWrapper<Types.BidLogEntry>;
  BidPricingMode: Types.BidPricingMode;
  BidRef: ResolverTypeWrapper<Types.BidRef>;
  BidSubcontractor: ResolverTypeWrapper<Types.BidSubcontractor>;
  BidTotals: ResolverTypeWrapper<Types.BidTotals>;
  BidUpload: ResolverTypeWrapper<Types.BidUpload>;
  Boolean: ResolverTypeWrapper<Types.Scalars['Boolean']['output']>;
  CatalogueCategory: ResolverTypeWrapper<Types.CatalogueCategory>;
  CatalogueDivision: ResolverTypeWrapper<Types.CatalogueDivision>;
  CatalogueSubdivision: ResolverTypeWrapper<Types.CatalogueSubdivision>;
  CatalogueTree: ResolverTypeWrapper<Types.CatalogueTree>;
  Category: ResolverTypeWrapper<Types.Category>;
  CategoryInput: Types.CategoryInput;
  ChangeOrder: ResolverTypeWrapper<ChangeOrderParent>;
  ChangeOrderSummary: ResolverTypeWrapper<Types.ChangeOrderSummary>;
  ChargeRow: ResolverTypeWrapper<Types.ChargeRow>;
  ChargeRowType: Types.ChargeRowType;
  Commitment: ResolverTypeWrapper<Types.Commitment>;
  CommitmentKind: Types.CommitmentKind;
  CommitmentLine: ResolverTypeWrapper<Types.CommitmentLine>;
  CommitmentLineInput: Types.CommitmentLineInput;
  CommitmentParty: ResolverTypeWrapper<Types.CommitmentParty>;
  CommitmentStatus: Types.CommitmentStatus;
  CommitmentTotals: ResolverTypeWrapper<Types.CommitmentTotals>;
  Company: ResolverTypeWrapper<Types.Company>;
  CompanyDetailsInput: Types.CompanyDetailsInput;
  CompanyInput: Types.CompanyInput;
  CompanyOverhead: ResolverTypeWrapper<CompanyOverheadParent>;
  CompanyOwner: ResolverTypeWrapper<Types.CompanyOwner>;
  CompanyOwnerInput: Types.CompanyOwnerInput;
  CompanyPage: ResolverTypeWrapper<Types.CompanyPage>;
  CompanyProjectIdInput: Types.CompanyProjectIdInput;
  ContractSum: ResolverTypeWrapper<Types.ContractSum>;
  ContractorType: Types.ContractorType;
  CreatePaymentApplicationInput: Types.CreatePaymentApplicationInput;
  CreatePurchaseOrderInput: Types.CreatePurchaseOrderInput;
  CsvImportResult: ResolverTypeWrapper<Types.CsvImportResult>;
  CsvRowError: ResolverTypeWrapper<Types.CsvRowError>;
  Date: ResolverTypeWrapper<Types.Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Types.Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Types.Scalars['Decimal']['output']>;
  DirectCost: ResolverTypeWrapper<DirectCostParent>;
  DirectCostLaborLine: ResolverTypeWrapper<Types.DirectCostLaborLine>;
  DirectCostLaborLineInput: Types.DirectCostLaborLineInput;
  DirectCostSheetName: ResolverTypeWrapper<Types.DirectCostSheetName>;
  DirectCostTradeLine: ResolverTypeWrapper<Types.DirectCostTradeLine>;
  Division: ResolverTypeWrapper<Types.Division>;
  DivisionInput: Types.DivisionInput;
  EmailPlaceholder: ResolverTypeWrapper<Types.EmailPlaceholder>;
  EmailTemplate: ResolverTypeWrapper<Types.EmailTemplate>;
  EmailTemplateInput: Types.EmailTemplateInput;
  EmailTemplateSet: ResolverTypeWrapper<Types.EmailTemplateSet>;
  EmailTemplateType: Types.EmailTemplateType;
  Employee: ResolverTypeWrapper<Types.Employee>;
  EmployeeInput: Types.EmployeeInput;
  EmployeePage: ResolverTypeWrapper<Types.EmployeePage>;
  EmployeeRates: ResolverTypeWrapper<Types.EmployeeRates>;
  ErrorCode: Types.ErrorCode;
  ErrorReason: Types.ErrorReason;
  G702Summary: ResolverTypeWrapper<Types.G702Summary>;
  GenericListKey: Types.GenericListKey;
  GenericValue: ResolverTypeWrapper<Types.GenericValue>;
  ID: ResolverTypeWrapper<Types.Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Types.Scalars['Int']['output']>;
  LaborLine: ResolverTypeWrapper<Types.LaborLine>;
  LaborLineInput: Types.LaborLineInput;
  LaborScopeTransferInput: Types.LaborScopeTransferInput;
  Level: ResolverTypeWrapper<Types.Level>;
  LienWaiverKind: Types.LienWaiverKind;
  MarkupMode: Types.MarkupMode;
  Money: ResolverTypeWrapper<Types.Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NonNegativeInt: ResolverTypeWrapper<Types.Scalars['NonNegativeInt']['output']>;
  Notification: ResolverTypeWrapper<Types.Notification>;
  NotificationFeed: ResolverTypeWrapper<Types.NotificationFeed>;
  OverallProjectTracker: ResolverTypeWrapper<Types.OverallProjectTracker>;
  OverallTrackerProject: ResolverTypeWrapper<Types.OverallTrackerProject>;
  OverheadEmployee: ResolverTypeWrapper<Types.OverheadEmployee>;
  OverheadPeriod: Types.OverheadPeriod;
  OverheadService: ResolverTypeWrapper<Types.OverheadService>;
  OverheadServiceInput: Types.OverheadServiceInput;
  OverheadServiceKind: Types.OverheadServiceKind;
  OverheadTotalsBlock: ResolverTypeWrapper<Types.OverheadTotalsBlock>;
  OverheadTotalsKey: Types.OverheadTotalsKey;
  Owner: ResolverTypeWrapper<OwnerParent>;
  OwnerAddress: ResolverTypeWrapper<Types.OwnerAddress>;
  OwnerAddressInput: Types.OwnerAddressInput;
  OwnerInfoInput: Types.OwnerInfoInput;
  OwnerInput: Types.OwnerInput;
  OwnerManager: ResolverTypeWrapper<Types.OwnerManager>;
  OwnerManagerInput: Types.OwnerManagerInput;
  OwnerPage: ResolverTypeWrapper<Omit<Types.OwnerPage, 'items'> & { items: Array<ResolversTypes['Owner']> }>;
  Part: ResolverTypeWrapper<Types.Part>;
  PartInput: Types.PartInput;
  PartPage: ResolverTypeWrapper<Types.PartPage>;
  PayPeriod: Types.PayPeriod;
  PaymentApplication: ResolverTypeWrapper<PaymentApplicationParent>;
  PaymentApplicationAction: Types.PaymentApplicationAction;
  PaymentApplicationLogEntry: ResolverTypeWrapper<Types.PaymentApplicationLogEntry>;
  PaymentApplicationNotSent: ResolverTypeWrapper<Types.PaymentApplicationNotSent>;
  PaymentApplicationSending: ResolverTypeWrapper<Types.PaymentApplicationSending>;
  PaymentApplicationSent: ResolverTypeWrapper<Types.PaymentApplicationSent>;
  PaymentApplicationStatus: Types.PaymentApplicationStatus;
  PaymentReceived: ResolverTypeWrapper<Types.PaymentReceived>;
  Pco: ResolverTypeWrapper<PcoParent>;
  PcoLaborLine: ResolverTypeWrapper<Types.PcoLaborLine>;
  PcoStatus: Types.PcoStatus;
  PcoTotals: ResolverTypeWrapper<Types.PcoTotals>;
  PcoTradeLine: ResolverTypeWrapper<Types.PcoTradeLine>;
  Percent: ResolverTypeWrapper<Types.Scalars['Percent']['output']>;
  PeriodFigures: ResolverTypeWrapper<Types.PeriodFigures>;
  Permission: ResolverTypeWrapper<Types.Permission>;
  Position: ResolverTypeWrapper<PositionParent>;
  PositiveInt: ResolverTypeWrapper<Types.Scalars['PositiveInt']['output']>;
  Project: ResolverTypeWrapper<ProjectParent>;
  ProjectBilling: ResolverTypeWrapper<ProjectBillingParent>;
  ProjectInput: Types.ProjectInput;
  ProjectPage: ResolverTypeWrapper<Omit<Types.ProjectPage, 'items'> & { items: Array<ResolversTypes['Project']> }>;
  ProjectPerson: ResolverTypeWrapper<Types.ProjectPerson>;
  ProjectRetainage: ResolverTypeWrapper<Types.ProjectRetainage>;
  ProjectStatus: Types.ProjectStatus;
  ProjectSubcontracts: ResolverTypeWrapper<ProjectSubcontractsParent>;
  ProjectTotals: ResolverTypeWrapper<Types.ProjectTotals>;
  ProjectTracker: ResolverTypeWrapper<ProjectTrackerParent>;
  ProposalNotSent: ResolverTypeWrapper<Types.ProposalNotSent>;
  ProposalOverhead: Types.ProposalOverhead;
  ProposalSending: ResolverTypeWrapper<Types.ProposalSending>;
  ProposalSent: ResolverTypeWrapper<Types.ProposalSent>;
  Quantity: ResolverTypeWrapper<Types.Scalars['Quantity']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rate: ResolverTypeWrapper<Types.Scalars['Rate']['output']>;
  RecordPaymentInput: Types.RecordPaymentInput;
  RenderedEmail: ResolverTypeWrapper<Types.RenderedEmail>;
  SendPaymentApplicationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendPaymentApplicationResult']>;
  SendProposalResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendProposalResult']>;
  SendSubcontractorEmailInput: Types.SendSubcontractorEmailInput;
  Session: ResolverTypeWrapper<Types.Session>;
  SignedWaiver: ResolverTypeWrapper<Types.SignedWaiver>;
  SovLine: ResolverTypeWrapper<Types.SovLine>;
  SovLineInput: Types.SovLineInput;
  SovLineKind: Types.SovLineKind;
  SovTotals: ResolverTypeWrapper<Types.SovTotals>;
  String: ResolverTypeWrapper<Types.Scalars['String']['output']>;
  SubcontractBilling: ResolverTypeWrapper<Types.SubcontractBilling>;
  SubcontractBillingInput: Types.SubcontractBillingInput;
  SubcontractBillingLine: ResolverTypeWrapper<Types.SubcontractBillingLine>;
  SubcontractBillingLineInput: Types.SubcontractBillingLineInput;
  SubcontractBillingStatus: Types.SubcontractBillingStatus;
  SubcontractChangeOrder: ResolverTypeWrapper<Types.SubcontractChangeOrder>;
  SubcontractChangeOrderInput: Types.SubcontractChangeOrderInput;
  SubcontractChangeOrderLine: ResolverTypeWrapper<Types.SubcontractChangeOrderLine>;
  SubcontractChangeOrderLineInput: Types.SubcontractChangeOrderLineInput;
  SubcontractPayment: ResolverTypeWrapper<Types.SubcontractPayment>;
  SubcontractPaymentInput: Types.SubcontractPaymentInput;
  Subcontractor: ResolverTypeWrapper<Types.Subcontractor>;
  SubcontractorActiveFilter: Types.SubcontractorActiveFilter;
  SubcontractorAddress: ResolverTypeWrapper<Types.SubcontractorAddress>;
  SubcontractorAddressInput: Types.SubcontractorAddressInput;
  SubcontractorDivision: ResolverTypeWrapper<Types.SubcontractorDivision>;
  SubcontractorEmailRecipient: ResolverTypeWrapper<Types.SubcontractorEmailRecipient>;
  SubcontractorEmailResult: ResolverTypeWrapper<Types.SubcontractorEmailResult>;
  SubcontractorFilter: Types.SubcontractorFilter;
  SubcontractorInfoInput: Types.SubcontractorInfoInput;
  SubcontractorInput: Types.SubcontractorInput;
  SubcontractorLocation: ResolverTypeWrapper<Types.SubcontractorLocation>;
  SubcontractorManager: ResolverTypeWrapper<Types.SubcontractorManager>;
  SubcontractorManagerInput: Types.SubcontractorManagerInput;
  SubcontractorPage: ResolverTypeWrapper<Types.SubcontractorPage>;
  SubcontractorRow: ResolverTypeWrapper<Types.SubcontractorRow>;
  SubcontractorSubdivision: ResolverTypeWrapper<Types.SubcontractorSubdivision>;
  SubcontractorSummary: ResolverTypeWrapper<Types.SubcontractorSummary>;
  Subdivision: ResolverTypeWrapper<Types.Subdivision>;
  SubdivisionInput: Types.SubdivisionInput;
  SubdivisionMapping: ResolverTypeWrapper<Types.SubdivisionMapping>;
  TenantUser: ResolverTypeWrapper<Types.TenantUser>;
  TenantUserInput: Types.TenantUserInput;
  TenantUserPage: ResolverTypeWrapper<Types.TenantUserPage>;
  TrackerBilled: ResolverTypeWrapper<Types.TrackerBilled>;
  TrackerChange: ResolverTypeWrapper<Omit<Types.TrackerChange, 'tracker'> & { tracker: ResolversTypes['ProjectTracker'] }>;
  TrackerFigures: ResolverTypeWrapper<Types.TrackerFigures>;
  TrackerProjectTotal: ResolverTypeWrapper<Types.TrackerProjectTotal>;
  TrackerRow: ResolverTypeWrapper<Types.TrackerRow>;
  TrackerRowInput: Types.TrackerRowInput;
  TrackerRowType: Types.TrackerRowType;
  TrackerTotals: ResolverTypeWrapper<Types.TrackerTotals>;
  TradeAmount: ResolverTypeWrapper<Types.TradeAmount>;
  TradeAmountInput: Types.TradeAmountInput;
  TradeLine: ResolverTypeWrapper<Types.TradeLine>;
  TradeLineInput: Types.TradeLineInput;
  TradeScopeTransferInput: Types.TradeScopeTransferInput;
  UnitOfMeasure: ResolverTypeWrapper<Types.UnitOfMeasure>;
  UnitOfMeasureInput: Types.UnitOfMeasureInput;
  UpdateBidInput: Types.UpdateBidInput;
  UpdatePaymentApplicationInput: Types.UpdatePaymentApplicationInput;
  UpdatePcoInput: Types.UpdatePcoInput;
  UpdateSubcontractInput: Types.UpdateSubcontractInput;
  UsState: ResolverTypeWrapper<Types.UsState>;
  User: ResolverTypeWrapper<Types.User>;
  UserRole: Types.UserRole;
  Vendor: ResolverTypeWrapper<Types.Vendor>;
  VendorAddressInput: Types.VendorAddressInput;
  VendorFilter: Types.VendorFilter;
  VendorInfoInput: Types.VendorInfoInput;
  VendorInput: Types.VendorInput;
  VendorManagerInput: Types.VendorManagerInput;
  VendorMapping: ResolverTypeWrapper<Types.VendorMapping>;
  VendorPage: ResolverTypeWrapper<Types.VendorPage>;
  VendorRow: ResolverTypeWrapper<Types.VendorRow>;
  VendorSummary: ResolverTypeWrapper<Types.VendorSummary>;
  Viewer: ResolverTypeWrapper<Types.Viewer>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddBidInput: Types.AddBidInput;
  AddDirectCostInput: Types.AddDirectCostInput;
  AddPcoInput: Types.AddPcoInput;
  AddressSuggestion: Types.AddressSuggestion;
  AwardEmail: Types.AwardEmail;
  AwardSubcontractInput: Types.AwardSubcontractInput;
  Bid: BidParent;
  BidLease: BidLeaseParent;
  BidLeaseGranted: Omit<Types.BidLeaseGranted, 'bid' | 'lease'> & { bid: ResolversParentTypes['Bid'], lease: ResolversParentTypes['BidLease'] };
  BidLeaseResult: ResolversUnionTypes<ResolversParentTypes>['BidLeaseResult'];
  BidLocked: Types.BidLocked;
  BidLogEntry: Types.BidLogEntry;
  BidRef: Types.BidRef;
  BidSubcontractor: Types.BidSubcontractor;
  BidTotals: Types.BidTotals;
  BidUpload: Types.BidUpload;
  Boolean: Types.Scalars['Boolean']['output'];
  CatalogueCategory: Types.CatalogueCategory;
  CatalogueDivision: Types.CatalogueDivision;
  CatalogueSubdivision: Types.CatalogueSubdivision;
  CatalogueTree: Types.CatalogueTree;
  Category: Types.Category;
  CategoryInput: Types.CategoryInput;
  ChangeOrder: ChangeOrderParent;
  ChangeOrderSummary: Types.ChangeOrderSummary;
  ChargeRow: Types.ChargeRow;
  Commitment: Types.Commitment;
  CommitmentLine: Types.CommitmentLine;
  CommitmentLineInput: Types.CommitmentLineInput;
  CommitmentParty: Types.CommitmentParty;
  CommitmentTotals: Types.CommitmentTotals;
  Company: Types.Company;
  CompanyDetailsInput: Types.CompanyDetailsInput;
  CompanyInput: Types.CompanyInput;
  CompanyOverhead: CompanyOverheadParent;
  CompanyOwner: Types.CompanyOwner;
  CompanyOwnerInput: Types.CompanyOwnerInput;
  CompanyPage: Types.CompanyPage;
  CompanyProjectIdInput: Types.CompanyProjectIdInput;
  ContractSum: Types.ContractSum;
  CreatePaymentApplicationInput: Types.CreatePaymentApplicationInput;
  CreatePurchaseOrderInput: Types.CreatePurchaseOrderInput;
  CsvImportResult: Types.CsvImportResult;
  CsvRowError: Types.CsvRowError;
  Date: Types.Scalars['Date']['output'];
  DateTime: Types.Scalars['DateTime']['output'];
  Decimal: Types.Scalars['Decimal']['output'];
  DirectCost: DirectCostParent;
  DirectCostLaborLine: Types.DirectCostLaborLine;
  DirectCostLaborLineInput: Types.DirectCostLaborLineInput;
  DirectCostSheetName: Types.DirectCostSheetName;
  DirectCostTradeLine: Types.DirectCostTradeLine;
  Division: Types.Division;
  DivisionInput: Types.DivisionInput;
  EmailPlaceholder: Types.EmailPlaceholder;
  EmailTemplate: Types.EmailTemplate;
  EmailTemplateInput: Types.EmailTemplateInput;
  EmailTemplateSet: Types.EmailTemplateSet;
  Employee: Types.Employee;
  EmployeeInput: Types.EmployeeInput;
  EmployeePage: Types.EmployeePage;
  EmployeeRates: Types.EmployeeRates;
  G702Summary: Types.G702Summary;
  GenericValue: Types.GenericValue;
  ID: Types.Scalars['ID']['output'];
  Int: Types.Scalars['Int']['output'];
  LaborLine: Types.LaborLine;
  LaborLineInput: Types.LaborLineInput;
  LaborScopeTransferInput: Types.LaborScopeTransferInput;
  Level: Types.Level;
  Money: Types.Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  NonNegativeInt: Types.Scalars['NonNegativeInt']['output'];
  Notification: Types.Notification;
  NotificationFeed: Types.NotificationFeed;
  OverallProjectTracker: Types.OverallProjectTracker;
  OverallTrackerProject: Types.OverallTrackerProject;
  OverheadEmployee: Types.OverheadEmployee;
  OverheadService: Types.OverheadService;
  OverheadServiceInput: Types.OverheadServiceInput;
  OverheadTotalsBlock: Types.OverheadTotalsBlock;
  Owner: OwnerParent;
  OwnerAddress: Types.OwnerAddress;
  OwnerAddressInput: Types.OwnerAddressInput;
  OwnerInfoInput: Types.OwnerInfoInput;
  OwnerInput: Types.OwnerInput;
  OwnerManager: Types.OwnerManager;
  OwnerManagerInput: Types.OwnerManagerInput;
  OwnerPage: Omit<Types.OwnerPage, 'items'> & { items: Array<ResolversParentTypes['Owner']> };
  Part: Types.Part;
  PartInput: Types.PartInput;
  PartPage: Types.PartPage;
  PaymentApplication: PaymentApplicationParent;
  PaymentApplicationLogEntry: Types.PaymentApplicationLogEntry;
  PaymentApplicationNotSent: Types.PaymentApplicationNotSent;
  PaymentApplicationSending: Types.PaymentApplicationSending;
  PaymentApplicationSent: Types.PaymentApplicationSent;
  PaymentReceived: Types.PaymentReceived;
  Pco: PcoParent;
  PcoLaborLine: Types.PcoLaborLine;
  PcoTotals: Types.PcoTotals;
  PcoTradeLine: Types.PcoTradeLine;
  Percent: Types.Scalars['Percent']['output'];
  PeriodFigures: Types.PeriodFigures;
  Permission: Types.Permission;
  Position: PositionParent;
  PositiveInt: Types.Scalars['PositiveInt']['output'];
  Project: ProjectParent;
  ProjectBilling: ProjectBillingParent;
  ProjectInput: Types.ProjectInput;
  ProjectPage: Omit<Types.ProjectPage, 'items'> & { items: Array<ResolversParentTypes['Project']> };
  ProjectPerson: Types.ProjectPerson;
  ProjectRetainage: Types.ProjectRetainage;
  ProjectSubcontracts: ProjectSubcontractsParent;
  ProjectTotals: Types.ProjectTotals;
  ProjectTracker: ProjectTrackerParent;
  ProposalNotSent: Types.ProposalNotSent;
  ProposalSending: Types.ProposalSending;
  ProposalSent: Types.ProposalSent;
  Quantity: Types.Scalars['Quantity']['output'];
  Query: Record<PropertyKey, never>;
  Rate: Types.Scalars['Rate']['output'];
  RecordPaymentInput: Types.RecordPaymentInput;
  RenderedEmail: Types.RenderedEmail;
  SendPaymentApplicationResult: ResolversUnionTypes<ResolversParentTypes>['SendPaymentApplicationResult'];
  SendProposalResult: ResolversUnionTypes<ResolversParentTypes>['SendProposalResult'];
  SendSubcontractorEmailInput: Types.SendSubcontractorEmailInput;
  Session: Types.Session;
  SignedWaiver: Types.SignedWaiver;
  SovLine: Types.SovLine;
  SovLineInput: Types.SovLineInput;
  SovTotals: Types.SovTotals;
  String: Types.Scalars['String']['output'];
  SubcontractBilling: Types.SubcontractBilling;
  SubcontractBillingInput: Types.SubcontractBillingInput;
  SubcontractBillingLine: Types.SubcontractBillingLine;
  SubcontractBillingLineInput: Types.SubcontractBillingLineInput;
  SubcontractChangeOrder: Types.SubcontractChangeOrder;
  SubcontractChangeOrderInput: Types.SubcontractChangeOrderInput;
  SubcontractChangeOrderLine: Types.SubcontractChangeOrderLine;
  SubcontractChangeOrderLineInput: Types.SubcontractChangeOrderLineInput;
  SubcontractPayment: Types.SubcontractPayment;
  SubcontractPaymentInput: Types.SubcontractPaymentInput;
  Subcontractor: Types.Subcontractor;
  SubcontractorAddress: Types.SubcontractorAddress;
  SubcontractorAddressInput: Types.SubcontractorAddressInput;
  SubcontractorDivision: Types.SubcontractorDivision;
  SubcontractorEmailRecipient: Types.SubcontractorEmailRecipient;
  SubcontractorEmailResult: Types.SubcontractorEmailResult;
  SubcontractorFilter: Types.SubcontractorFilter;
  SubcontractorInfoInput: Types.SubcontractorInfoInput;
  SubcontractorInput: Types.SubcontractorInput;
  SubcontractorLocation: Types.SubcontractorLocation;
  SubcontractorManager: Types.SubcontractorManager;
  SubcontractorManagerInput: Types.SubcontractorManagerInput;
  SubcontractorPage: Types.SubcontractorPage;
  SubcontractorRow: Types.SubcontractorRow;
  SubcontractorSubdivision: Types.SubcontractorSubdivision;
  SubcontractorSummary: Types.SubcontractorSummary;
  Subdivision: Types.Subdivision;
  SubdivisionInput: Types.SubdivisionInput;
  SubdivisionMapping: Types.SubdivisionMapping;
  TenantUser: Types.TenantUser;
  TenantUserInput: Types.TenantUserInput;
  TenantUserPage: Types.TenantUserPage;
  TrackerBilled: Types.TrackerBilled;
  TrackerChange: Omit<Types.TrackerChange, 'tracker'> & { tracker: ResolversParentTypes['ProjectTracker'] };
  TrackerFigures: Types.TrackerFigures;
  TrackerProjectTotal: Types.TrackerProjectTotal;
  TrackerRow: Types.TrackerRow;
  TrackerRowInput: Types.TrackerRowInput;
  TrackerTotals: Types.TrackerTotals;
  TradeAmount: Types.TradeAmount;
  TradeAmountInput: Types.TradeAmountInput;
  TradeLine: Types.TradeLine;
  TradeLineInput: Types.TradeLineInput;
  TradeScopeTransferInput: Types.TradeScopeTransferInput;
  UnitOfMeasure: Types.UnitOfMeasure;
  UnitOfMeasureInput: Types.UnitOfMeasureInput;
  UpdateBidInput: Types.UpdateBidInput;
  UpdatePaymentApplicationInput: Types.UpdatePaymentApplicationInput;
  UpdatePcoInput: Types.UpdatePcoInput;
  UpdateSubcontractInput: Types.UpdateSubcontractInput;
  UsState: Types.UsState;
  User: Types.User;
  Vendor: Types.Vendor;
  VendorAddressInput: Types.VendorAddressInput;
  VendorFilter: Types.VendorFilter;
  VendorInfoInput: Types.VendorInfoInput;
  VendorInput: Types.VendorInput;
  VendorManagerInput: Types.VendorManagerInput;
  VendorMapping: Types.VendorMapping;
  VendorPage: Types.VendorPage;
  VendorRow: Types.VendorRow;
  VendorSummary: Types.VendorSummary;
  Viewer: Types.Viewer;
}>;

export type AddressSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressSuggestion'] = ResolversParentTypes['AddressSuggestion']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AwardEmailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AwardEmail'] = ResolversParentTypes['AwardEmail']> = ResolversObject<{
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bid'] = ResolversParentTypes['Bid']> = ResolversObject<{
  division?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAlternate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  laborLines?: Resolver<Array<ResolversTypes['LaborLine']>, ParentType, ContextType>;
  lease?: Resolver<Types.Maybe<ResolversTypes['BidLease']>, ParentType, ContextType>;
  pricingMode?: Resolver<ResolversTypes['BidPricingMode'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopeOfWork?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selectedSubcontractor?: Resolver<Types.Maybe<ResolversTypes['BidSubcontractor']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subcontractors?: Resolver<Array<ResolversTypes['BidSubcontractor']>, ParentType, ContextType>;
  subdivision?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['BidTotals'], ParentType, ContextType>;
  tradeLines?: Resolver<Array<ResolversTypes['TradeLine']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BidLeaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BidLease'] = ResolversParentTypes['BidLease']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BidLeaseGrantedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BidLeaseGranted'] = ResolversParentTypes['BidLeaseGranted']> = ResolversObject<{
  bid?: Resolver<ResolversTypes['Bid'], ParentType, ContextType>;
  lease?: Resolver<ResolversTypes['BidLease'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BidLeaseResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BidLeaseResult'] = ResolversParentTypes['BidLeaseResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'BidLeaseGranted' | 'BidLocked', ParentType, ContextType>;
}>;

export type BidLockedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BidLocked'] = ResolversParentTypes['BidLocked']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BidLogEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BidLogEntry'] = ResolversParentTypes['BidLogEntry']> = ResolversObject<{
  bidDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  bytes?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
}>;

export type BidRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BidRef'] = ResolversParentTypes['BidRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BidSubcontractorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BidSubcontractor'] = ResolversParentTypes['BidSubcontractor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lowest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type BidTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BidTotals'] = ResolversParentTypes['BidTotals']> = ResolversObject<{
  burden?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  labor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  overhead?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type BidUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BidUpload'] = ResolversParentTypes['BidUpload']> = ResolversObject<{
  bidDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  bytes?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subcontractorId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subcontractorName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uploadedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploaderEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
}>;

export type CatalogueCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueCategory'] = ResolversParentTypes['CatalogueCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CatalogueDivisionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueDivision'] = ResolversParentTypes['CatalogueDivision']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subdivisions?: Resolver<Array<ResolversTypes['CatalogueSubdivision']>, ParentType, ContextType>;
}>;

export type CatalogueSubdivisionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueSubdivision'] = ResolversParentTypes['CatalogueSubdivision']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['CatalogueCategory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CatalogueTreeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueTree'] = ResolversParentTypes['CatalogueTree']> = ResolversObject<{
  divisions?: Resolver<Array<ResolversTypes['CatalogueDivision']>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['Part']>, ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['UnitOfMeasure']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  divisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  divisionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  divisionNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subdivisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subdivisionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChangeOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeOrder'] = ResolversParentTypes['ChangeOrder']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pco?: Resolver<ResolversTypes['Pco'], ParentType, ContextType>;
  runningContractSum?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ChangeOrderSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeOrderSummary'] = ResolversParentTypes['ChangeOrderSummary']> = ResolversObject<{
  net?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  previousAdditions?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  previousDeductions?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  thisPeriodAdditions?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  thisPeriodDeductions?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalAdditions?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalDeductions?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ChargeRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChargeRow'] = ResolversParentTypes['ChargeRow']> = ResolversObject<{
  costCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  part?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subdivision?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ChargeRowType'], ParentType, ContextType>;
}>;

export type CommitmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Commitment'] = ResolversParentTypes['Commitment']> = ResolversObject<{
  awardEmails?: Resolver<Array<ResolversTypes['AwardEmail']>, ParentType, ContextType>;
  awardedAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  bidId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  billings?: Resolver<Array<ResolversTypes['SubcontractBilling']>, ParentType, ContextType>;
  changeOrders?: Resolver<Array<ResolversTypes['SubcontractChangeOrder']>, ParentType, ContextType>;
  endDate?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CommitmentKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CommitmentLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['CommitmentParty'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['SubcontractPayment']>, ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retainageRate?: Resolver<ResolversTypes['Percent'], ParentType, ContextType>;
  retainageReleased?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  scope?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CommitmentStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CommitmentTotals'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CommitmentLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommitmentLine'] = ResolversParentTypes['CommitmentLine']> = ResolversObject<{
  billedThisPeriod?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  billedToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  categoryId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  categoryName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changeOrders?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  contractTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  costCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  costPerUnit?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  divisionCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  divisionId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  divisionName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  partName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentsToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  remainingBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  retainageHeld?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subdivisionId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subdivisionName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitOfMeasure?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
  unpaidBills?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CommitmentPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommitmentParty'] = ResolversParentTypes['CommitmentParty']> = ResolversObject<{
  id?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommitmentTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommitmentTotals'] = ResolversParentTypes['CommitmentTotals']> = ResolversObject<{
  billedThisPeriod?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  billedToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  changeOrders?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  contractTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentsToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  remainingBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  retainageHeld?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unpaidBills?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyAdmin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultMarkup?: Resolver<Types.Maybe<ResolversTypes['Percent']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['CompanyOwner'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectIdPrefix?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectIdStart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proposalOverhead?: Resolver<ResolversTypes['ProposalOverhead'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyOverheadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyOverhead'] = ResolversParentTypes['CompanyOverhead']> = ResolversObject<{
  annualServices?: Resolver<Array<ResolversTypes['OverheadService']>, ParentType, ContextType>;
  burdenRate?: Resolver<ResolversTypes['OverheadTotalsBlock'], ParentType, ContextType>;
  employees?: Resolver<Array<ResolversTypes['OverheadEmployee']>, ParentType, ContextType>;
  equipmentServices?: Resolver<Array<ResolversTypes['OverheadService']>, ParentType, ContextType>;
  monthlyServices?: Resolver<Array<ResolversTypes['OverheadService']>, ParentType, ContextType>;
  otherServices?: Resolver<Array<ResolversTypes['OverheadService']>, ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['OverheadTotalsBlock']>, ParentType, ContextType>;
}>;

export type CompanyOwnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyOwner'] = ResolversParentTypes['CompanyOwner']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyPage'] = ResolversParentTypes['CompanyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
}>;

export type ContractSumResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractSum'] = ResolversParentTypes['ContractSum']> = ResolversObject<{
  changeOrders?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  original?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  toDate?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type CsvImportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CsvImportResult'] = ResolversParentTypes['CsvImportResult']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['CsvRowError']>, ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CsvRowErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CsvRowError'] = ResolversParentTypes['CsvRowError']> = ResolversObject<{
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DirectCostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DirectCost'] = ResolversParentTypes['DirectCost']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  chargeRow?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractorType?: Resolver<ResolversTypes['ContractorType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  division?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  laborLines?: Resolver<Array<ResolversTypes['DirectCostLaborLine']>, ParentType, ContextType>;
  laborTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sheetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subcontractor?: Resolver<Types.Maybe<ResolversTypes['BidRef']>, ParentType, ContextType>;
  subdivision?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tradeLines?: Resolver<Array<ResolversTypes['DirectCostTradeLine']>, ParentType, ContextType>;
  tradesTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unbudgeted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vendor?: Resolver<Types.Maybe<ResolversTypes['BidRef']>, ParentType, ContextType>;
}>;

export type DirectCostLaborLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DirectCostLaborLine'] = ResolversParentTypes['DirectCostLaborLine']> = ResolversObject<{
  budgetTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  costCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costPerUnit?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  directCostId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overhead?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
}>;

export type DirectCostSheetNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DirectCostSheetName'] = ResolversParentTypes['DirectCostSheetName']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DirectCostTradeLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DirectCostTradeLine'] = ResolversParentTypes['DirectCostTradeLine']> = ResolversObject<{
  category?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  costCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costPerUnit?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  directCostId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  subdivision?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitOfMeasure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
}>;

export type DivisionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Division'] = ResolversParentTypes['Division']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EmailPlaceholderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailPlaceholder'] = ResolversParentTypes['EmailPlaceholder']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmailTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailTemplate'] = ResolversParentTypes['EmailTemplate']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EmailTemplateType'], ParentType, ContextType>;
  updatedAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type EmailTemplateSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailTemplateSet'] = ResolversParentTypes['EmailTemplateSet']> = ResolversObject<{
  placeholders?: Resolver<Array<ResolversTypes['EmailPlaceholder']>, ParentType, ContextType>;
  templates?: Resolver<Array<ResolversTypes['EmailTemplate']>, ParentType, ContextType>;
}>;

export type EmployeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Employee'] = ResolversParentTypes['Employee']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hiringDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  levelId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  levelName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalInsurance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['PayPeriod'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  positionName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ratePerHour?: Resolver<Types.Maybe<ResolversTypes['Rate']>, ParentType, ContextType>;
  ratePerYear?: Resolver<Types.Maybe<ResolversTypes['Rate']>, ParentType, ContextType>;
  rates?: Resolver<ResolversTypes['EmployeeRates'], ParentType, ContextType>;
  role?: Resolver<Types.Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
  roleId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeWithCompany?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmployeePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmployeePage'] = ResolversParentTypes['EmployeePage']> = ResolversObject<{
  billableCount?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  nonBillableCount?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
}>;

export type EmployeeRatesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmployeeRates'] = ResolversParentTypes['EmployeeRates']> = ResolversObject<{
  perDay?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  perHour?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  perMonth?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  perWeek?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  perYear?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
}>;

export type G702SummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['G702Summary'] = ResolversParentTypes['G702Summary']> = ResolversObject<{
  balanceToFinishIncludingRetainage?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  completedStoredToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  contractSumToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currentPaymentDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  netChangeByChangeOrders?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  originalContractSum?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  previousCertificates?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  retainageCompletedWork?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  retainageStoredMaterial?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalEarnedLessRetainage?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalRetainage?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type GenericValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GenericValue'] = ResolversParentTypes['GenericValue']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LaborLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LaborLine'] = ResolversParentTypes['LaborLine']> = ResolversObject<{
  bidId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  budgetTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  costCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costPerUnit?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overhead?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
}>;

export type LevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Level'] = ResolversParentTypes['Level']> = ResolversObject<{
  costCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costPerUnit?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  positionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratePerHour?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  ratePerWeek?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
}>;

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addBid?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationAddBidArgs, 'input'>>;
  addBidSubcontractors?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationAddBidSubcontractorsArgs, 'bidId' | 'expectedVersion' | 'subcontractorIds'>>;
  addDirectCost?: Resolver<ResolversTypes['DirectCost'], ParentType, ContextType, RequireFields<Types.MutationAddDirectCostArgs, 'input'>>;
  addDirectCostLaborLine?: Resolver<ResolversTypes['DirectCost'], ParentType, ContextType, RequireFields<Types.MutationAddDirectCostLaborLineArgs, 'directCostId' | 'input'>>;
  addDirectCostSheetName?: Resolver<ResolversTypes['DirectCostSheetName'], ParentType, ContextType, RequireFields<Types.MutationAddDirectCostSheetNameArgs, 'name'>>;
  addDirectCostTradeLine?: Resolver<ResolversTypes['DirectCost'], ParentType, ContextType, RequireFields<Types.MutationAddDirectCostTradeLineArgs, 'directCostId' | 'input'>>;
  addGenericValue?: Resolver<ResolversTypes['GenericValue'], ParentType, ContextType, RequireFields<Types.MutationAddGenericValueArgs, 'key' | 'value'>>;
  addLaborLine?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationAddLaborLineArgs, 'bidId' | 'input'>>;
  addLaborScopeTransfer?: Resolver<ResolversTypes['TrackerChange'], ParentType, ContextType, RequireFields<Types.MutationAddLaborScopeTransferArgs, 'input'>>;
  addOverheadService?: Resolver<ResolversTypes['OverheadService'], ParentType, ContextType, RequireFields<Types.MutationAddOverheadServiceArgs, 'input' | 'kind'>>;
  addOwnerAddress?: Resolver<ResolversTypes['OwnerAddress'], ParentType, ContextType, RequireFields<Types.MutationAddOwnerAddressArgs, 'address' | 'ownerId'>>;
  addOwnerManager?: Resolver<ResolversTypes['OwnerManager'], ParentType, ContextType, RequireFields<Types.MutationAddOwnerManagerArgs, 'manager' | 'ownerId'>>;
  addPco?: Resolver<ResolversTypes['Pco'], ParentType, ContextType, RequireFields<Types.MutationAddPcoArgs, 'input'>>;
  addPcoLaborLine?: Resolver<ResolversTypes['Pco'], ParentType, ContextType, RequireFields<Types.MutationAddPcoLaborLineArgs, 'input' | 'pcoId'>>;
  addPcoTradeLine?: Resolver<ResolversTypes['Pco'], ParentType, ContextType, RequireFields<Types.MutationAddPcoTradeLineArgs, 'input' | 'pcoId'>>;
  addSubcontractChangeOrder?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationAddSubcontractChangeOrderArgs, 'id' | 'input'>>;
  addSubcontractLine?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationAddSubcontractLineArgs, 'expectedVersion' | 'id' | 'input'>>;
  addTradeLine?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationAddTradeLineArgs, 'bidId' | 'input'>>;
  addTradeScopeTransfer?: Resolver<ResolversTypes['TrackerChange'], ParentType, ContextType, RequireFields<Types.MutationAddTradeScopeTransferArgs, 'input'>>;
  approveSubcontractBilling?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationApproveSubcontractBillingArgs, 'billingId' | 'expectedVersion'>>;
  awardSubcontract?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationAwardSubcontractArgs, 'bidId'>>;
  certifyPaymentApplication?: Resolver<ResolversTypes['PaymentApplication'], ParentType, ContextType, RequireFields<Types.MutationCertifyPaymentApplicationArgs, 'amount' | 'certifiedOn' | 'expectedVersion' | 'id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationChangePasswordArgs, 'newPassword' | 'oldPassword'>>;
  copyProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<Types.MutationCopyProjectArgs, 'name' | 'newUidNumber' | 'sourceUid'>>;
  createCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<Types.MutationCreateCategoryArgs, 'input'>>;
  createCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<Types.MutationCreateCompanyArgs, 'input'>>;
  createDivision?: Resolver<ResolversTypes['Division'], ParentType, ContextType, RequireFields<Types.MutationCreateDivisionArgs, 'input'>>;
  createEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<Types.MutationCreateEmployeeArgs, 'input'>>;
  createLevel?: Resolver<ResolversTypes['Level'], ParentType, ContextType, RequireFields<Types.MutationCreateLevelArgs, 'costCode' | 'name' | 'positionId'>>;
  createOwner?: Resolver<ResolversTypes['Owner'], ParentType, ContextType, RequireFields<Types.MutationCreateOwnerArgs, 'input'>>;
  createPart?: Resolver<ResolversTypes['Part'], ParentType, ContextType, RequireFields<Types.MutationCreatePartArgs, 'input'>>;
  createPaymentApplication?: Resolver<ResolversTypes['ProjectBilling'], ParentType, ContextType, RequireFields<Types.MutationCreatePaymentApplicationArgs, 'input'>>;
  createPosition?: Resolver<ResolversTypes['Position'], ParentType, ContextType, RequireFields<Types.MutationCreatePositionArgs, 'name'>>;
  createProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<Types.MutationCreateProjectArgs, 'input'>>;
  createPurchaseOrder?: Resolver<ResolversTypes['ProjectSubcontracts'], ParentType, ContextType, RequireFields<Types.MutationCreatePurchaseOrderArgs, 'input'>>;
  createSubcontractor?: Resolver<ResolversTypes['Subcontractor'], ParentType, ContextType, RequireFields<Types.MutationCreateSubcontractorArgs, 'input'>>;
  createSubdivision?: Resolver<ResolversTypes['Subdivision'], ParentType, ContextType, RequireFields<Types.MutationCreateSubdivisionArgs, 'input'>>;
  createUnitOfMeasure?: Resolver<ResolversTypes['UnitOfMeasure'], ParentType, ContextType, RequireFields<Types.MutationCreateUnitOfMeasureArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['TenantUser'], ParentType, ContextType, RequireFields<Types.MutationCreateUserArgs, 'input'>>;
  createVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<Types.MutationCreateVendorArgs, 'input'>>;
  deleteBid?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<Types.MutationDeleteBidArgs, 'expectedVersion' | 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteCategoryArgs, 'id'>>;
  deleteCompany?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteCompanyArgs, 'id'>>;
  deleteDirectCost?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<Types.MutationDeleteDirectCostArgs, 'id'>>;
  deleteDirectCostLaborLine?: Resolver<ResolversTypes['DirectCost'], ParentType, ContextType, RequireFields<Types.MutationDeleteDirectCostLaborLineArgs, 'id'>>;
  deleteDirectCostTradeLine?: Resolver<ResolversTypes['DirectCost'], ParentType, ContextType, RequireFields<Types.MutationDeleteDirectCostTradeLineArgs, 'id'>>;
  deleteDivision?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteDivisionArgs, 'id'>>;
  deleteEmployee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteEmployeeArgs, 'id'>>;
  deleteLaborLine?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationDeleteLaborLineArgs, 'expectedVersion' | 'id'>>;
  deleteLevel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteLevelArgs, 'id'>>;
  deleteOverheadService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteOverheadServiceArgs, 'id'>>;
  deleteOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteOwnerArgs, 'id'>>;
  deletePart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeletePartArgs, 'id'>>;
  deletePaymentApplication?: Resolver<ResolversTypes['ProjectBilling'], ParentType, ContextType, RequireFields<Types.MutationDeletePaymentApplicationArgs, 'expectedVersion' | 'id'>>;
  deletePco?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<Types.MutationDeletePcoArgs, 'expectedVersion' | 'id'>>;
  deletePcoLaborLine?: Resolver<ResolversTypes['Pco'], ParentType, ContextType, RequireFields<Types.MutationDeletePcoLaborLineArgs, 'expectedVersion' | 'id'>>;
  deletePcoTradeLine?: Resolver<ResolversTypes['Pco'], ParentType, ContextType, RequireFields<Types.MutationDeletePcoTradeLineArgs, 'expectedVersion' | 'id'>>;
  deleteProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteProjectArgs, 'id'>>;
  deleteSubcontract?: Resolver<ResolversTypes['ProjectSubcontracts'], ParentType, ContextType, RequireFields<Types.MutationDeleteSubcontractArgs, 'expectedVersion' | 'id'>>;
  deleteSubcontractLine?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationDeleteSubcontractLineArgs, 'expectedVersion' | 'lineId'>>;
  deleteSubdivision?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteSubdivisionArgs, 'id'>>;
  deleteTrackerRow?: Resolver<ResolversTypes['TrackerChange'], ParentType, ContextType, RequireFields<Types.MutationDeleteTrackerRowArgs, 'id'>>;
  deleteTradeLine?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationDeleteTradeLineArgs, 'expectedVersion' | 'id'>>;
  deleteUnitOfMeasure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteUnitOfMeasureArgs, 'id'>>;
  forgotPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<Types.MutationForgotPasswordArgs, 'username'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<Types.MutationLoginArgs, 'password' | 'rememberMe' | 'username'>>;
  mapSubcontractorsToSubdivision?: Resolver<ResolversTypes['SubdivisionMapping'], ParentType, ContextType, RequireFields<Types.MutationMapSubcontractorsToSubdivisionArgs, 'subcontractorIds' | 'subdivisionId'>>;
  mapVendorsToSubdivision?: Resolver<ResolversTypes['VendorMapping'], ParentType, ContextType, RequireFields<Types.MutationMapVendorsToSubdivisionArgs, 'subdivisionId' | 'vendorIds'>>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<Types.MutationMarkNotificationReadArgs, 'id'>>;
  markNotificationsRead?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  openBidForEdit?: Resolver<ResolversTypes['BidLeaseResult'], ParentType, ContextType, RequireFields<Types.MutationOpenBidForEditArgs, 'bidId'>>;
  recordPayment?: Resolver<ResolversTypes['PaymentApplication'], ParentType, ContextType, RequireFields<Types.MutationRecordPaymentArgs, 'applicationId' | 'expectedVersion' | 'input'>>;
  recordSubcontractPayment?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationRecordSubcontractPaymentArgs, 'id' | 'input'>>;
  rejectSubcontractBilling?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationRejectSubcontractBillingArgs, 'billingId' | 'expectedVersion' | 'reason'>>;
  releaseBid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationReleaseBidArgs, 'bidId'>>;
  releaseRetainage?: Resolver<ResolversTypes['PaymentApplication'], ParentType, ContextType, RequireFields<Types.MutationReleaseRetainageArgs, 'expectedVersion' | 'id'>>;
  releaseSubcontractRetainage?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationReleaseSubcontractRetainageArgs, 'expectedVersion' | 'id'>>;
  removeBidSubcontractor?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationRemoveBidSubcontractorArgs, 'bidId' | 'expectedVersion' | 'subcontractorId'>>;
  resetEmailTemplate?: Resolver<ResolversTypes['EmailTemplate'], ParentType, ContextType, RequireFields<Types.MutationResetEmailTemplateArgs, 'type'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationResetPasswordArgs, 'password' | 'token'>>;
  selectBidSubcontractor?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationSelectBidSubcontractorArgs, 'bidId' | 'expectedVersion'>>;
  selectCompany?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<Types.MutationSelectCompanyArgs, 'companyId'>>;
  sendAwardNotification?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationSendAwardNotificationArgs, 'id'>>;
  sendPaymentApplication?: Resolver<ResolversTypes['SendPaymentApplicationResult'], ParentType, ContextType, RequireFields<Types.MutationSendPaymentApplicationArgs, 'id'>>;
  sendProposal?: Resolver<ResolversTypes['SendProposalResult'], ParentType, ContextType, RequireFields<Types.MutationSendProposalArgs, 'projectUid'>>;
  sendSubcontractorEmail?: Resolver<ResolversTypes['SubcontractorEmailResult'], ParentType, ContextType, RequireFields<Types.MutationSendSubcontractorEmailArgs, 'input'>>;
  setBidAlternate?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationSetBidAlternateArgs, 'expectedVersion' | 'id' | 'isAlternate'>>;
  setBidPricingMode?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationSetBidPricingModeArgs, 'bidId' | 'expectedVersion' | 'mode'>>;
  setCompanyActive?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<Types.MutationSetCompanyActiveArgs, 'id' | 'isActive'>>;
  setEmployeeActive?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<Types.MutationSetEmployeeActiveArgs, 'id' | 'isActive'>>;
  setOwnerActive?: Resolver<ResolversTypes['Owner'], ParentType, ContextType, RequireFields<Types.MutationSetOwnerActiveArgs, 'id' | 'isActive'>>;
  setPcoStatus?: Resolver<ResolversTypes['Pco'], ParentType, ContextType, RequireFields<Types.MutationSetPcoStatusArgs, 'expectedVersion' | 'id' | 'status'>>;
  setProjectRetainage?: Resolver<ResolversTypes['ProjectBilling'], ParentType, ContextType, RequireFields<Types.MutationSetProjectRetainageArgs, 'projectUid' | 'workRate'>>;
  setProjectStatus?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<Types.MutationSetProjectStatusArgs, 'id' | 'status'>>;
  setSubcontractorActive?: Resolver<ResolversTypes['Subcontractor'], ParentType, ContextType, RequireFields<Types.MutationSetSubcontractorActiveArgs, 'id' | 'isActive'>>;
  setUserActive?: Resolver<ResolversTypes['TenantUser'], ParentType, ContextType, RequireFields<Types.MutationSetUserActiveArgs, 'id' | 'isActive'>>;
  setVendorActive?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<Types.MutationSetVendorActiveArgs, 'id' | 'isActive'>>;
  submitMySubcontractBilling?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationSubmitMySubcontractBillingArgs, 'id' | 'input'>>;
  submitPaymentApplication?: Resolver<ResolversTypes['PaymentApplication'], ParentType, ContextType, RequireFields<Types.MutationSubmitPaymentApplicationArgs, 'expectedVersion' | 'id'>>;
  submitSubcontractBilling?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationSubmitSubcontractBillingArgs, 'id' | 'input'>>;
  updateBid?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationUpdateBidArgs, 'id' | 'input'>>;
  updateCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<Types.MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<Types.MutationUpdateCompanyArgs, 'id' | 'input'>>;
  updateDirectCostLaborLine?: Resolver<ResolversTypes['DirectCost'], ParentType, ContextType, RequireFields<Types.MutationUpdateDirectCostLaborLineArgs, 'id' | 'input'>>;
  updateDirectCostTradeLine?: Resolver<ResolversTypes['DirectCost'], ParentType, ContextType, RequireFields<Types.MutationUpdateDirectCostTradeLineArgs, 'id' | 'input'>>;
  updateDivision?: Resolver<ResolversTypes['Division'], ParentType, ContextType, RequireFields<Types.MutationUpdateDivisionArgs, 'id' | 'input'>>;
  updateEmailTemplate?: Resolver<ResolversTypes['EmailTemplate'], ParentType, ContextType, RequireFields<Types.MutationUpdateEmailTemplateArgs, 'input' | 'type'>>;
  updateEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<Types.MutationUpdateEmployeeArgs, 'id' | 'input'>>;
  updateLaborLine?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationUpdateLaborLineArgs, 'id' | 'input'>>;
  updateLevel?: Resolver<ResolversTypes['Level'], ParentType, ContextType, RequireFields<Types.MutationUpdateLevelArgs, 'id' | 'name'>>;
  updateOverheadService?: Resolver<ResolversTypes['OverheadService'], ParentType, ContextType, RequireFields<Types.MutationUpdateOverheadServiceArgs, 'id' | 'input'>>;
  updateOwner?: Resolver<ResolversTypes['Owner'], ParentType, ContextType, RequireFields<Types.MutationUpdateOwnerArgs, 'id' | 'input'>>;
  updatePart?: Resolver<ResolversTypes['Part'], ParentType, ContextType, RequireFields<Types.MutationUpdatePartArgs, 'id' | 'input'>>;
  updatePaymentApplication?: Resolver<ResolversTypes['PaymentApplication'], ParentType, ContextType, RequireFields<Types.MutationUpdatePaymentApplicationArgs, 'id' | 'input'>>;
  updatePco?: Resolver<ResolversTypes['Pco'], ParentType, ContextType, RequireFields<Types.MutationUpdatePcoArgs, 'id' | 'input'>>;
  updatePcoLaborLine?: Resolver<ResolversTypes['Pco'], ParentType, ContextType, RequireFields<Types.MutationUpdatePcoLaborLineArgs, 'id' | 'input'>>;
  updatePcoTradeLine?: Resolver<ResolversTypes['Pco'], ParentType, ContextType, RequireFields<Types.MutationUpdatePcoTradeLineArgs, 'id' | 'input'>>;
  updatePosition?: Resolver<ResolversTypes['Position'], ParentType, ContextType, RequireFields<Types.MutationUpdatePositionArgs, 'id' | 'name'>>;
  updateProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<Types.MutationUpdateProjectArgs, 'id' | 'input'>>;
  updateSovLines?: Resolver<ResolversTypes['PaymentApplication'], ParentType, ContextType, RequireFields<Types.MutationUpdateSovLinesArgs, 'applicationId' | 'expectedVersion' | 'lines'>>;
  updateSubcontract?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationUpdateSubcontractArgs, 'id' | 'input'>>;
  updateSubcontractLine?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.MutationUpdateSubcontractLineArgs, 'expectedVersion' | 'input' | 'lineId'>>;
  updateSubcontractor?: Resolver<ResolversTypes['Subcontractor'], ParentType, ContextType, RequireFields<Types.MutationUpdateSubcontractorArgs, 'id' | 'input'>>;
  updateSubdivision?: Resolver<ResolversTypes['Subdivision'], ParentType, ContextType, RequireFields<Types.MutationUpdateSubdivisionArgs, 'id' | 'input'>>;
  updateTrackerRow?: Resolver<ResolversTypes['TrackerChange'], ParentType, ContextType, RequireFields<Types.MutationUpdateTrackerRowArgs, 'id' | 'input'>>;
  updateTradeLine?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.MutationUpdateTradeLineArgs, 'id' | 'input'>>;
  updateUnitOfMeasure?: Resolver<ResolversTypes['UnitOfMeasure'], ParentType, ContextType, RequireFields<Types.MutationUpdateUnitOfMeasureArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['TenantUser'], ParentType, ContextType, RequireFields<Types.MutationUpdateUserArgs, 'id' | 'input'>>;
  updateVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<Types.MutationUpdateVendorArgs, 'id' | 'input'>>;
  uploadEmployeesCsv?: Resolver<ResolversTypes['CsvImportResult'], ParentType, ContextType, RequireFields<Types.MutationUploadEmployeesCsvArgs, 'csv'>>;
  uploadOwnersCsv?: Resolver<ResolversTypes['CsvImportResult'], ParentType, ContextType, RequireFields<Types.MutationUploadOwnersCsvArgs, 'csv'>>;
  uploadPartsCsv?: Resolver<ResolversTypes['CsvImportResult'], ParentType, ContextType, RequireFields<Types.MutationUploadPartsCsvArgs, 'csv'>>;
  uploadPositionsCsv?: Resolver<ResolversTypes['CsvImportResult'], ParentType, ContextType, RequireFields<Types.MutationUploadPositionsCsvArgs, 'csv'>>;
  uploadSubcontractors?: Resolver<ResolversTypes['CsvImportResult'], ParentType, ContextType, RequireFields<Types.MutationUploadSubcontractorsArgs, 'contentBase64' | 'fileName'>>;
}>;

export interface NonNegativeIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['NonNegativeInt'], any> {
  name: 'NonNegativeInt';
}

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationFeedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationFeed'] = ResolversParentTypes['NotificationFeed']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
}>;

export type OverallProjectTrackerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OverallProjectTracker'] = ResolversParentTypes['OverallProjectTracker']> = ResolversObject<{
  all?: Resolver<ResolversTypes['TrackerFigures'], ParentType, ContextType>;
  contractorFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  generalConditions?: Resolver<ResolversTypes['TrackerFigures'], ParentType, ContextType>;
  overhead?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  procurementFees?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  projectCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['OverallTrackerProject']>, ParentType, ContextType>;
  totalDirectTrades?: Resolver<ResolversTypes['TrackerFigures'], ParentType, ContextType>;
}>;

export type OverallTrackerProjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OverallTrackerProject'] = ResolversParentTypes['OverallTrackerProject']> = ResolversObject<{
  balanced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billingToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  contractSumToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  contractorFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['TrackerFigures'], ParentType, ContextType>;
  overhead?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentReceived?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  projectUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProjectStatus'], ParentType, ContextType>;
}>;

export type OverheadEmployeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OverheadEmployee'] = ResolversParentTypes['OverheadEmployee']> = ResolversObject<{
  billable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ratePerDay?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  ratePerHour?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  ratePerMonth?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  ratePerWeek?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  ratePerYear?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OverheadServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OverheadService'] = ResolversParentTypes['OverheadService']> = ResolversObject<{
  costPerUnit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['PeriodFigures'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OverheadServiceKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['OverheadPeriod'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
}>;

export type OverheadTotalsBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OverheadTotalsBlock'] = ResolversParentTypes['OverheadTotalsBlock']> = ResolversObject<{
  fieldEmployees?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['PeriodFigures'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['OverheadTotalsKey'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noFieldEmployee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OwnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Owner'] = ResolversParentTypes['Owner']> = ResolversObject<{
  accountReceivableEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['OwnerAddress']>, ParentType, ContextType>;
  ccEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fax?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  managers?: Resolver<Array<ResolversTypes['OwnerManager']>, ParentType, ContextType>;
  mobile?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payableEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OwnerAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OwnerAddress'] = ResolversParentTypes['OwnerAddress']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OwnerManagerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OwnerManager'] = ResolversParentTypes['OwnerManager']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OwnerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OwnerPage'] = ResolversParentTypes['OwnerPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Owner']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
}>;

export type PartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Part'] = ResolversParentTypes['Part']> = ResolversObject<{
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costPerUnit?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  divisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  divisionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subdivisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subdivisionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PartPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartPage'] = ResolversParentTypes['PartPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Part']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
}>;

export type PaymentApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentApplication'] = ResolversParentTypes['PaymentApplication']> = ResolversObject<{
  applicationDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  certifiedAmount?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  certifiedOn?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  changeOrderSummary?: Resolver<ResolversTypes['ChangeOrderSummary'], ParentType, ContextType>;
  contractMoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  g702PdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  g703PdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFinal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SovLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['PaymentReceived']>, ParentType, ContextType>;
  paymentsTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  periodFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  periodTo?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  projectUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releasedThisApplication?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sendings?: Resolver<Array<ResolversTypes['PaymentApplicationSending']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentApplicationStatus'], ParentType, ContextType>;
  storedRate?: Resolver<ResolversTypes['Percent'], ParentType, ContextType>;
  submittedAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedBy?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['G702Summary'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['SovTotals'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workRate?: Resolver<ResolversTypes['Percent'], ParentType, ContextType>;
}>;

export type PaymentApplicationLogEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentApplicationLogEntry'] = ResolversParentTypes['PaymentApplicationLogEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['PaymentApplicationAction'], ParentType, ContextType>;
  applicationId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaymentApplicationNotSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentApplicationNotSent'] = ResolversParentTypes['PaymentApplicationNotSent']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentApplicationSendingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentApplicationSending'] = ResolversParentTypes['PaymentApplicationSending']> = ResolversObject<{
  cc?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentApplicationSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentApplicationSent'] = ResolversParentTypes['PaymentApplicationSent']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sending?: Resolver<ResolversTypes['PaymentApplicationSending'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentReceivedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentReceived'] = ResolversParentTypes['PaymentReceived']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PcoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Pco'] = ResolversParentTypes['Pco']> = ResolversObject<{
  acceptedAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  changeOrderName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changeOrderNumber?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  deletable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  laborLines?: Resolver<Array<ResolversTypes['PcoLaborLine']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricingMode?: Resolver<ResolversTypes['BidPricingMode'], ParentType, ContextType>;
  projectUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PcoStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['PcoTotals'], ParentType, ContextType>;
  tradeLines?: Resolver<Array<ResolversTypes['PcoTradeLine']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PcoLaborLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PcoLaborLine'] = ResolversParentTypes['PcoLaborLine']> = ResolversObject<{
  budgetTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  costCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costPerUnit?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overhead?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pcoId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
}>;

export type PcoTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PcoTotals'] = ResolversParentTypes['PcoTotals']> = ResolversObject<{
  burden?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  labor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pcoTotalCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  profitCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  profitPercentage?: Resolver<ResolversTypes['Percent'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type PcoTradeLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PcoTradeLine'] = ResolversParentTypes['PcoTradeLine']> = ResolversObject<{
  category?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  costCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costPerUnit?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  pcoId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subdivision?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitOfMeasure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
}>;

export interface PercentScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Percent'], any> {
  name: 'Percent';
}

export type PeriodFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PeriodFigures'] = ResolversParentTypes['PeriodFigures']> = ResolversObject<{
  annually?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  daily?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  hourly?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  monthly?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  weekly?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type PermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = ResolversObject<{
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  write?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PositionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Position'] = ResolversParentTypes['Position']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['Level']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface PositiveIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PositiveInt'], any> {
  name: 'PositiveInt';
}

export type ProjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = ResolversObject<{
  address1?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bidDivisionNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bidDueDate?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  bids?: Resolver<Array<ResolversTypes['Bid']>, ParentType, ContextType>;
  billing?: Resolver<ResolversTypes['ProjectBilling'], ParentType, ContextType>;
  buildingType?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changeOrders?: Resolver<Array<ResolversTypes['ChangeOrder']>, ParentType, ContextType>;
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedOn?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  constructionStartDate?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  contractSum?: Resolver<ResolversTypes['ContractSum'], ParentType, ContextType>;
  customPriceAmount?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  directCosts?: Resolver<Array<ResolversTypes['DirectCost']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drawingLink?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationWeeks?: Resolver<Types.Maybe<ResolversTypes['Quantity']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estimator?: Resolver<Types.Maybe<ResolversTypes['ProjectPerson']>, ParentType, ContextType>;
  expectedEndDate?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  markupMode?: Resolver<Types.Maybe<ResolversTypes['MarkupMode']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextPcoName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Types.Maybe<ResolversTypes['Owner']>, ParentType, ContextType>;
  ownerAddress?: Resolver<Types.Maybe<ResolversTypes['OwnerAddress']>, ParentType, ContextType>;
  ownerManager?: Resolver<Types.Maybe<ResolversTypes['OwnerManager']>, ParentType, ContextType>;
  pcoProfitPercentage?: Resolver<Types.Maybe<ResolversTypes['Percent']>, ParentType, ContextType>;
  pcos?: Resolver<Array<ResolversTypes['Pco']>, ParentType, ContextType>;
  power?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  projectManager?: Resolver<Types.Maybe<ResolversTypes['ProjectPerson']>, ParentType, ContextType>;
  projectType?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteSuper?: Resolver<Types.Maybe<ResolversTypes['ProjectPerson']>, ParentType, ContextType>;
  squareFeet?: Resolver<Types.Maybe<ResolversTypes['Quantity']>, ParentType, ContextType>;
  state?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProjectStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeDue?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCost?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  totalMarkup?: Resolver<Types.Maybe<ResolversTypes['Percent']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['ProjectTotals'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  water?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zip?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProjectBillingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectBilling'] = ResolversParentTypes['ProjectBilling']> = ResolversObject<{
  applications?: Resolver<Array<ResolversTypes['PaymentApplication']>, ParentType, ContextType>;
  canWrite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contractSumToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  estimatedCompletionDate?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  projectUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retainage?: Resolver<ResolversTypes['ProjectRetainage'], ParentType, ContextType>;
  startDate?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type ProjectPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectPage'] = ResolversParentTypes['ProjectPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
}>;

export type ProjectPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectPerson'] = ResolversParentTypes['ProjectPerson']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectRetainageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectRetainage'] = ResolversParentTypes['ProjectRetainage']> = ResolversObject<{
  storedRate?: Resolver<ResolversTypes['Percent'], ParentType, ContextType>;
  workRate?: Resolver<ResolversTypes['Percent'], ParentType, ContextType>;
}>;

export type ProjectSubcontractsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectSubcontracts'] = ResolversParentTypes['ProjectSubcontracts']> = ResolversObject<{
  canWrite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commitments?: Resolver<Array<ResolversTypes['Commitment']>, ParentType, ContextType>;
  projectUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retainageRate?: Resolver<ResolversTypes['Percent'], ParentType, ContextType>;
}>;

export type ProjectTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectTotals'] = ResolversParentTypes['ProjectTotals']> = ResolversObject<{
  bidTotals?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  overheadCost?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  overheadPercentage?: Resolver<Types.Maybe<ResolversTypes['Percent']>, ParentType, ContextType>;
  profitCost?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  profitPercentage?: Resolver<Types.Maybe<ResolversTypes['Percent']>, ParentType, ContextType>;
  totalCost?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type ProjectTrackerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectTracker'] = ResolversParentTypes['ProjectTracker']> = ResolversObject<{
  buyoutSavings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  contractorFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  contractorFeeBilled?: Resolver<ResolversTypes['TrackerBilled'], ParentType, ContextType>;
  expectedOverhead?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  overhead?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  overheadBilled?: Resolver<ResolversTypes['TrackerBilled'], ParentType, ContextType>;
  overheadDrift?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  projectTotal?: Resolver<ResolversTypes['TrackerProjectTotal'], ParentType, ContextType>;
  projectUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['TrackerRow']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['TrackerTotals'], ParentType, ContextType>;
}>;

export type ProposalNotSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProposalNotSent'] = ResolversParentTypes['ProposalNotSent']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProposalSendingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProposalSending'] = ResolversParentTypes['ProposalSending']> = ResolversObject<{
  bytes?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  cc?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProposalSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProposalSent'] = ResolversParentTypes['ProposalSent']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sending?: Resolver<ResolversTypes['ProposalSending'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface QuantityScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Quantity'], any> {
  name: 'Quantity';
}

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  addressSuggestions?: Resolver<Array<ResolversTypes['AddressSuggestion']>, ParentType, ContextType, RequireFields<Types.QueryAddressSuggestionsArgs, 'limit' | 'query'>>;
  bid?: Resolver<ResolversTypes['Bid'], ParentType, ContextType, RequireFields<Types.QueryBidArgs, 'id'>>;
  bidUploads?: Resolver<Array<ResolversTypes['BidUpload']>, ParentType, ContextType, RequireFields<Types.QueryBidUploadsArgs, 'projectUid'>>;
  bids?: Resolver<Array<ResolversTypes['Bid']>, ParentType, ContextType, RequireFields<Types.QueryBidsArgs, 'projectUid'>>;
  buildingTypes?: Resolver<Array<ResolversTypes['GenericValue']>, ParentType, ContextType>;
  catalogueTree?: Resolver<ResolversTypes['CatalogueTree'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<Types.QueryCategoriesArgs>>;
  changeOrders?: Resolver<Array<ResolversTypes['ChangeOrder']>, ParentType, ContextType, RequireFields<Types.QueryChangeOrdersArgs, 'projectUid'>>;
  companies?: Resolver<ResolversTypes['CompanyPage'], ParentType, ContextType, RequireFields<Types.QueryCompaniesArgs, 'page' | 'pageSize'>>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<Types.QueryCompanyArgs, 'id'>>;
  companyOverhead?: Resolver<ResolversTypes['CompanyOverhead'], ParentType, ContextType>;
  directCost?: Resolver<ResolversTypes['DirectCost'], ParentType, ContextType, RequireFields<Types.QueryDirectCostArgs, 'id'>>;
  directCostChargeRows?: Resolver<Array<ResolversTypes['ChargeRow']>, ParentType, ContextType, RequireFields<Types.QueryDirectCostChargeRowsArgs, 'projectUid'>>;
  directCostSheetNames?: Resolver<Array<ResolversTypes['DirectCostSheetName']>, ParentType, ContextType>;
  directCosts?: Resolver<Array<ResolversTypes['DirectCost']>, ParentType, ContextType, RequireFields<Types.QueryDirectCostsArgs, 'projectUid'>>;
  divisions?: Resolver<Array<ResolversTypes['Division']>, ParentType, ContextType>;
  emailTemplates?: Resolver<ResolversTypes['EmailTemplateSet'], ParentType, ContextType>;
  employee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<Types.QueryEmployeeArgs, 'id'>>;
  employees?: Resolver<ResolversTypes['EmployeePage'], ParentType, ContextType, RequireFields<Types.QueryEmployeesArgs, 'filter' | 'page' | 'pageSize'>>;
  employeesWithoutRole?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  internalLabor?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType, Partial<Types.QueryInternalLaborArgs>>;
  invitedCompanies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  invitedProjects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['Level']>, ParentType, ContextType, Partial<Types.QueryLevelsArgs>>;
  myBidLog?: Resolver<Array<ResolversTypes['BidLogEntry']>, ParentType, ContextType, RequireFields<Types.QueryMyBidLogArgs, 'projectUid'>>;
  mySubcontracts?: Resolver<Array<ResolversTypes['Commitment']>, ParentType, ContextType, RequireFields<Types.QueryMySubcontractsArgs, 'projectUid'>>;
  nextProjectUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationFeed'], ParentType, ContextType, RequireFields<Types.QueryNotificationsArgs, 'limit'>>;
  overallProjectTracker?: Resolver<ResolversTypes['OverallProjectTracker'], ParentType, ContextType, Partial<Types.QueryOverallProjectTrackerArgs>>;
  owner?: Resolver<ResolversTypes['Owner'], ParentType, ContextType, RequireFields<Types.QueryOwnerArgs, 'id'>>;
  ownerAddresses?: Resolver<Array<ResolversTypes['OwnerAddress']>, ParentType, ContextType, RequireFields<Types.QueryOwnerAddressesArgs, 'ownerId'>>;
  ownerManagers?: Resolver<Array<ResolversTypes['OwnerManager']>, ParentType, ContextType, RequireFields<Types.QueryOwnerManagersArgs, 'ownerId'>>;
  owners?: Resolver<ResolversTypes['OwnerPage'], ParentType, ContextType, RequireFields<Types.QueryOwnersArgs, 'activeOnly' | 'page' | 'pageSize'>>;
  parts?: Resolver<ResolversTypes['PartPage'], ParentType, ContextType, RequireFields<Types.QueryPartsArgs, 'page' | 'pageSize'>>;
  paymentApplication?: Resolver<ResolversTypes['PaymentApplication'], ParentType, ContextType, RequireFields<Types.QueryPaymentApplicationArgs, 'id'>>;
  paymentApplicationLog?: Resolver<Array<ResolversTypes['PaymentApplicationLogEntry']>, ParentType, ContextType, RequireFields<Types.QueryPaymentApplicationLogArgs, 'projectUid'>>;
  paymentApplications?: Resolver<ResolversTypes['ProjectBilling'], ParentType, ContextType, RequireFields<Types.QueryPaymentApplicationsArgs, 'projectUid'>>;
  pco?: Resolver<ResolversTypes['Pco'], ParentType, ContextType, RequireFields<Types.QueryPcoArgs, 'id'>>;
  pcos?: Resolver<Array<ResolversTypes['Pco']>, ParentType, ContextType, RequireFields<Types.QueryPcosArgs, 'projectUid'>>;
  positionCostCode?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<Types.QueryPositionCostCodeArgs, 'positionId'>>;
  positions?: Resolver<Array<ResolversTypes['Position']>, ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<Types.QueryProjectArgs, 'id'>>;
  projectTracker?: Resolver<ResolversTypes['ProjectTracker'], ParentType, ContextType, RequireFields<Types.QueryProjectTrackerArgs, 'projectUid'>>;
  projectTypes?: Resolver<Array<ResolversTypes['GenericValue']>, ParentType, ContextType>;
  projects?: Resolver<ResolversTypes['ProjectPage'], ParentType, ContextType, RequireFields<Types.QueryProjectsArgs, 'page' | 'pageSize'>>;
  proposalOverhead?: Resolver<ResolversTypes['ProposalOverhead'], ParentType, ContextType>;
  proposalSendings?: Resolver<Array<ResolversTypes['ProposalSending']>, ParentType, ContextType, RequireFields<Types.QueryProposalSendingsArgs, 'projectUid'>>;
  renderEmailTemplate?: Resolver<ResolversTypes['RenderedEmail'], ParentType, ContextType, RequireFields<Types.QueryRenderEmailTemplateArgs, 'type'>>;
  states?: Resolver<Array<ResolversTypes['UsState']>, ParentType, ContextType>;
  subcontract?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<Types.QuerySubcontractArgs, 'id'>>;
  subcontractor?: Resolver<ResolversTypes['Subcontractor'], ParentType, ContextType, RequireFields<Types.QuerySubcontractorArgs, 'id'>>;
  subcontractors?: Resolver<ResolversTypes['SubcontractorPage'], ParentType, ContextType, RequireFields<Types.QuerySubcontractorsArgs, 'page' | 'pageSize'>>;
  subcontractorsBySubdivision?: Resolver<Array<ResolversTypes['SubcontractorSummary']>, ParentType, ContextType, RequireFields<Types.QuerySubcontractorsBySubdivisionArgs, 'subdivisionId'>>;
  subcontracts?: Resolver<ResolversTypes['ProjectSubcontracts'], ParentType, ContextType, RequireFields<Types.QuerySubcontractsArgs, 'projectUid'>>;
  subdivisions?: Resolver<Array<ResolversTypes['Subdivision']>, ParentType, ContextType, Partial<Types.QuerySubdivisionsArgs>>;
  unitsOfMeasure?: Resolver<Array<ResolversTypes['UnitOfMeasure']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['TenantUser'], ParentType, ContextType, RequireFields<Types.QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['TenantUserPage'], ParentType, ContextType, RequireFields<Types.QueryUsersArgs, 'page' | 'pageSize'>>;
  vendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<Types.QueryVendorArgs, 'id'>>;
  vendors?: Resolver<ResolversTypes['VendorPage'], ParentType, ContextType, RequireFields<Types.QueryVendorsArgs, 'page' | 'pageSize'>>;
  vendorsBySubdivision?: Resolver<Array<ResolversTypes['VendorSummary']>, ParentType, ContextType, RequireFields<Types.QueryVendorsBySubdivisionArgs, 'subdivisionId'>>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export interface RateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Rate'], any> {
  name: 'Rate';
}

export type RenderedEmailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RenderedEmail'] = ResolversParentTypes['RenderedEmail']> = ResolversObject<{
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EmailTemplateType'], ParentType, ContextType>;
}>;

export type SendPaymentApplicationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendPaymentApplicationResult'] = ResolversParentTypes['SendPaymentApplicationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'PaymentApplicationNotSent' | 'PaymentApplicationSent', ParentType, ContextType>;
}>;

export type SendProposalResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendProposalResult'] = ResolversParentTypes['SendProposalResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ProposalNotSent' | 'ProposalSent', ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type SignedWaiverResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignedWaiver'] = ResolversParentTypes['SignedWaiver']> = ResolversObject<{
  bytes?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SovLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SovLine'] = ResolversParentTypes['SovLine']> = ResolversObject<{
  balanceToFinish?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  bidId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  completedStored?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromPrevious?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SovLineKind'], ParentType, ContextType>;
  pcoId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Percent'], ParentType, ContextType>;
  retainage?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  retainageReleased?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  retainageStored?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  retainageWork?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  scheduledValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  storedMaterials?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  thisPeriod?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type SovTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SovTotals'] = ResolversParentTypes['SovTotals']> = ResolversObject<{
  balanceToFinish?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  completedStored?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fromPrevious?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Percent'], ParentType, ContextType>;
  retainage?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  scheduledValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  storedMaterials?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  thisPeriod?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type SubcontractBillingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractBilling'] = ResolversParentTypes['SubcontractBilling']> = ResolversObject<{
  approvedAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  approvedBy?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  directCostIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SubcontractBillingLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  periodFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  periodTo?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  retainage?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubcontractBillingStatus'], ParentType, ContextType>;
  submittedBy?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type SubcontractBillingLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractBillingLine'] = ResolversParentTypes['SubcontractBillingLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubcontractChangeOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractChangeOrder'] = ResolversParentTypes['SubcontractChangeOrder']> = ResolversObject<{
  date?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SubcontractChangeOrderLine']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type SubcontractChangeOrderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractChangeOrderLine'] = ResolversParentTypes['SubcontractChangeOrderLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SubcontractPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractPayment'] = ResolversParentTypes['SubcontractPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFinal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedWaiver?: Resolver<Types.Maybe<ResolversTypes['SignedWaiver']>, ParentType, ContextType>;
  throughDate?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  waiverKind?: Resolver<ResolversTypes['LienWaiverKind'], ParentType, ContextType>;
  waiverPdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubcontractorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subcontractor'] = ResolversParentTypes['Subcontractor']> = ResolversObject<{
  accountReceivableEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['SubcontractorAddress']>, ParentType, ContextType>;
  biddingHistory?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ccEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designType?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  divisions?: Resolver<Array<ResolversTypes['SubcontractorDivision']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fax?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNational?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  laborAndDesign?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  managers?: Resolver<Array<ResolversTypes['SubcontractorManager']>, ParentType, ContextType>;
  mobile?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payableEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subdivisions?: Resolver<Array<ResolversTypes['SubcontractorSubdivision']>, ParentType, ContextType>;
  workingStates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubcontractorAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractorAddress'] = ResolversParentTypes['SubcontractorAddress']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubcontractorDivisionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractorDivision'] = ResolversParentTypes['SubcontractorDivision']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubcontractorEmailRecipientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractorEmailRecipient'] = ResolversParentTypes['SubcontractorEmailRecipient']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loginCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subcontractorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SubcontractorEmailResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractorEmailResult'] = ResolversParentTypes['SubcontractorEmailResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['SubcontractorEmailRecipient']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EmailTemplateType'], ParentType, ContextType>;
}>;

export type SubcontractorLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractorLocation'] = ResolversParentTypes['SubcontractorLocation']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubcontractorManagerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractorManager'] = ResolversParentTypes['SubcontractorManager']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubcontractorPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractorPage'] = ResolversParentTypes['SubcontractorPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SubcontractorRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
}>;

export type SubcontractorRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractorRow'] = ResolversParentTypes['SubcontractorRow']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  divisions?: Resolver<Array<ResolversTypes['SubcontractorDivision']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNational?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  laborAndDesign?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['SubcontractorLocation']>, ParentType, ContextType>;
  notes?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubcontractorSubdivisionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractorSubdivision'] = ResolversParentTypes['SubcontractorSubdivision']> = ResolversObject<{
  divisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubcontractorSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubcontractorSummary'] = ResolversParentTypes['SubcontractorSummary']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubdivisionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subdivision'] = ResolversParentTypes['Subdivision']> = ResolversObject<{
  divisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  divisionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  divisionNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubdivisionMappingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubdivisionMapping'] = ResolversParentTypes['SubdivisionMapping']> = ResolversObject<{
  mapped?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  subdivisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TenantUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenantUser'] = ResolversParentTypes['TenantUser']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TenantUserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenantUserPage'] = ResolversParentTypes['TenantUserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['TenantUser']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
}>;

export type TrackerBilledResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrackerBilled'] = ResolversParentTypes['TrackerBilled']> = ResolversObject<{
  billingToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentReceived?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type TrackerChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrackerChange'] = ResolversParentTypes['TrackerChange']> = ResolversObject<{
  row?: Resolver<Types.Maybe<ResolversTypes['TrackerRow']>, ParentType, ContextType>;
  tracker?: Resolver<ResolversTypes['ProjectTracker'], ParentType, ContextType>;
}>;

export type TrackerFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrackerFigures'] = ResolversParentTypes['TrackerFigures']> = ResolversObject<{
  adjustedBudget?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  billingToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  changeOrderTotals?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  costRemaining?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  costToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  directCostTotals?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  finalCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  finalRun?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  holds?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  netProfitToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  otherCosts?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  overUnderBudget?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentReceived?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  percentComplete?: Resolver<ResolversTypes['Percent'], ParentType, ContextType>;
  revenueRemaining?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  scopeTransfer?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subBilled?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subContractTotals?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subContractors?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subcontractorChangeOrders?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalRevenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type TrackerProjectTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrackerProjectTotal'] = ResolversParentTypes['TrackerProjectTotal']> = ResolversObject<{
  balanced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billingToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  contractSumToDate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentReceived?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  projectTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  scopeTransferNet?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type TrackerRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrackerRow'] = ResolversParentTypes['TrackerRow']> = ResolversObject<{
  category?: Resolver<Types.Maybe<ResolversTypes['BidRef']>, ParentType, ContextType>;
  committed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  costCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  division?: Resolver<Types.Maybe<ResolversTypes['BidRef']>, ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['TrackerFigures'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<Types.Maybe<ResolversTypes['BidRef']>, ParentType, ContextType>;
  part?: Resolver<Types.Maybe<ResolversTypes['BidRef']>, ParentType, ContextType>;
  position?: Resolver<Types.Maybe<ResolversTypes['BidRef']>, ParentType, ContextType>;
  rowKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subdivision?: Resolver<Types.Maybe<ResolversTypes['BidRef']>, ParentType, ContextType>;
  trade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TrackerRowType'], ParentType, ContextType>;
  unbudgeted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type TrackerTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrackerTotals'] = ResolversParentTypes['TrackerTotals']> = ResolversObject<{
  all?: Resolver<ResolversTypes['TrackerFigures'], ParentType, ContextType>;
  billableHours?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
  generalConditions?: Resolver<ResolversTypes['TrackerFigures'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  totalDirectTrades?: Resolver<ResolversTypes['TrackerFigures'], ParentType, ContextType>;
}>;

export type TradeAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TradeAmount'] = ResolversParentTypes['TradeAmount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subcontractorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subcontractorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TradeLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TradeLine'] = ResolversParentTypes['TradeLine']> = ResolversObject<{
  amounts?: Resolver<Array<ResolversTypes['TradeAmount']>, ParentType, ContextType>;
  bidId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  costCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costPerUnit?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  subdivision?: Resolver<ResolversTypes['BidRef'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitOfMeasure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Quantity'], ParentType, ContextType>;
}>;

export type UnitOfMeasureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnitOfMeasure'] = ResolversParentTypes['UnitOfMeasure']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UsStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsState'] = ResolversParentTypes['UsState']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tenantId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VendorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = ResolversObject<{
  accountReceivableEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['SubcontractorAddress']>, ParentType, ContextType>;
  ccEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  divisions?: Resolver<Array<ResolversTypes['SubcontractorDivision']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNational?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  managers?: Resolver<Array<ResolversTypes['SubcontractorManager']>, ParentType, ContextType>;
  mobile?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payableEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subdivisions?: Resolver<Array<ResolversTypes['SubcontractorSubdivision']>, ParentType, ContextType>;
  workingStates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VendorMappingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorMapping'] = ResolversParentTypes['VendorMapping']> = ResolversObject<{
  mapped?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  subdivisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VendorPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorPage'] = ResolversParentTypes['VendorPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['VendorRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
}>;

export type VendorRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorRow'] = ResolversParentTypes['VendorRow']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  divisions?: Resolver<Array<ResolversTypes['SubcontractorDivision']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNational?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['SubcontractorLocation']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VendorSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorSummary'] = ResolversParentTypes['VendorSummary']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  company?: Resolver<Types.Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  AwardEmail?: AwardEmailResolvers<ContextType>;
  Bid?: BidResolvers<ContextType>;
  BidLease?: BidLeaseResolvers<ContextType>;
  BidLeaseGranted?: BidLeaseGrantedResolvers<ContextType>;
  BidLeaseResult?: BidLeaseResultResolvers<ContextType>;
  BidLocked?: BidLockedResolvers<ContextType>;
  BidLogEntry?: BidLogEntryResolvers<ContextType>;
  BidRef?: BidRefResolvers<ContextType>;
  BidSubcontractor?: BidSubcontractorResolvers<ContextType>;
  BidTotals?: BidTotalsResolvers<ContextType>;
  BidUpload?: BidUploadResolvers<ContextType>;
  CatalogueCategory?: CatalogueCategoryResolvers<ContextType>;
  CatalogueDivision?: CatalogueDivisionResolvers<ContextType>;
  CatalogueSubdivision?: CatalogueSubdivisionResolvers<ContextType>;
  CatalogueTree?: CatalogueTreeResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ChangeOrder?: ChangeOrderResolvers<ContextType>;
  ChangeOrderSummary?: ChangeOrderSummaryResolvers<ContextType>;
  ChargeRow?: ChargeRowResolvers<ContextType>;
  Commitment?: CommitmentResolvers<ContextType>;
  CommitmentLine?: CommitmentLineResolvers<ContextType>;
  CommitmentParty?: CommitmentPartyResolvers<ContextType>;
  CommitmentTotals?: CommitmentTotalsResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyOverhead?: CompanyOverheadResolvers<ContextType>;
  CompanyOwner?: CompanyOwnerResolvers<ContextType>;
  CompanyPage?: CompanyPageResolvers<ContextType>;
  ContractSum?: ContractSumResolvers<ContextType>;
  CsvImportResult?: CsvImportResultResolvers<ContextType>;
  CsvRowError?: CsvRowErrorResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DirectCost?: DirectCostResolvers<ContextType>;
  DirectCostLaborLine?: DirectCostLaborLineResolvers<ContextType>;
  DirectCostSheetName?: DirectCostSheetNameResolvers<ContextType>;
  DirectCostTradeLine?: DirectCostTradeLineResolvers<ContextType>;
  Division?: DivisionResolvers<ContextType>;
  EmailPlaceholder?: EmailPlaceholderResolvers<ContextType>;
  EmailTemplate?: EmailTemplateResolvers<ContextType>;
  EmailTemplateSet?: EmailTemplateSetResolvers<ContextType>;
  Employee?: EmployeeResolvers<ContextType>;
  EmployeePage?: EmployeePageResolvers<ContextType>;
  EmployeeRates?: EmployeeRatesResolvers<ContextType>;
  G702Summary?: G702SummaryResolvers<ContextType>;
  GenericValue?: GenericValueResolvers<ContextType>;
  LaborLine?: LaborLineResolvers<ContextType>;
  Level?: LevelResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  NonNegativeInt?: GraphQLScalarType;
  Notification?: NotificationResolvers<ContextType>;
  NotificationFeed?: NotificationFeedResolvers<ContextType>;
  OverallProjectTracker?: OverallProjectTrackerResolvers<ContextType>;
  OverallTrackerProject?: OverallTrackerProjectResolvers<ContextType>;
  OverheadEmployee?: OverheadEmployeeResolvers<ContextType>;
  OverheadService?: OverheadServiceResolvers<ContextType>;
  OverheadTotalsBlock?: OverheadTotalsBlockResolvers<ContextType>;
  Owner?: OwnerResolvers<ContextType>;
  OwnerAddress?: OwnerAddressResolvers<ContextType>;
  OwnerManager?: OwnerManagerResolvers<ContextType>;
  OwnerPage?: OwnerPageResolvers<ContextType>;
  Part?: PartResolvers<ContextType>;
  PartPage?: PartPageResolvers<ContextType>;
  PaymentApplication?: PaymentApplicationResolvers<ContextType>;
  PaymentApplicationLogEntry?: PaymentApplicationLogEntryResolvers<ContextType>;
  PaymentApplicationNotSent?: PaymentApplicationNotSentResolvers<ContextType>;
  PaymentApplicationSending?: PaymentApplicationSendingResolvers<ContextType>;
  PaymentApplicationSent?: PaymentApplicationSentResolvers<ContextType>;
  PaymentReceived?: PaymentReceivedResolvers<ContextType>;
  Pco?: PcoResolvers<ContextType>;
  PcoLaborLine?: PcoLaborLineResolvers<ContextType>;
  PcoTotals?: PcoTotalsResolvers<ContextType>;
  PcoTradeLine?: PcoTradeLineResolvers<ContextType>;
  Percent?: GraphQLScalarType;
  PeriodFigures?: PeriodFiguresResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Position?: PositionResolvers<ContextType>;
  PositiveInt?: GraphQLScalarType;
  Project?: ProjectResolvers<ContextType>;
  ProjectBilling?: ProjectBillingResolvers<ContextType>;
  ProjectPage?: ProjectPageResolvers<ContextType>;
  ProjectPerson?: ProjectPersonResolvers<ContextType>;
  ProjectRetainage?: ProjectRetainageResolvers<ContextType>;
  ProjectSubcontracts?: ProjectSubcontractsResolvers<ContextType>;
  ProjectTotals?: ProjectTotalsResolvers<ContextType>;
  ProjectTracker?: ProjectTrackerResolvers<ContextType>;
  ProposalNotSent?: ProposalNotSentResolvers<ContextType>;
  ProposalSending?: ProposalSendingResolvers<ContextType>;
  ProposalSent?: ProposalSentResolvers<ContextType>;
  Quantity?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  Rate?: GraphQLScalarType;
  RenderedEmail?: RenderedEmailResolvers<ContextType>;
  SendPaymentApplicationResult?: SendPaymentApplicationResultResolvers<ContextType>;
  SendProposalResult?: SendProposalResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SignedWaiver?: SignedWaiverResolvers<ContextType>;
  SovLine?: SovLineResolvers<ContextType>;
  SovTotals?: SovTotalsResolvers<ContextType>;
  SubcontractBilling?: SubcontractBillingResolvers<ContextType>;
  SubcontractBillingLine?: SubcontractBillingLineResolvers<ContextType>;
  SubcontractChangeOrder?: SubcontractChangeOrderResolvers<ContextType>;
  SubcontractChangeOrderLine?: SubcontractChangeOrderLineResolvers<ContextType>;
  SubcontractPayment?: SubcontractPaymentResolvers<ContextType>;
  Subcontractor?: SubcontractorResolvers<ContextType>;
  SubcontractorAddress?: SubcontractorAddressResolvers<ContextType>;
  SubcontractorDivision?: SubcontractorDivisionResolvers<ContextType>;
  SubcontractorEmailRecipient?: SubcontractorEmailRecipientResolvers<ContextType>;
  SubcontractorEmailResult?: SubcontractorEmailResultResolvers<ContextType>;
  SubcontractorLocation?: SubcontractorLocationResolvers<ContextType>;
  SubcontractorManager?: SubcontractorManagerResolvers<ContextType>;
  SubcontractorPage?: SubcontractorPageResolvers<ContextType>;
  SubcontractorRow?: SubcontractorRowResolvers<ContextType>;
  SubcontractorSubdivision?: SubcontractorSubdivisionResolvers<ContextType>;
  SubcontractorSummary?: SubcontractorSummaryResolvers<ContextType>;
  Subdivision?: SubdivisionResolvers<ContextType>;
  SubdivisionMapping?: SubdivisionMappingResolvers<ContextType>;
  TenantUser?: TenantUserResolvers<ContextType>;
  TenantUserPage?: TenantUserPageResolvers<ContextType>;
  TrackerBilled?: TrackerBilledResolvers<ContextType>;
  TrackerChange?: TrackerChangeResolvers<ContextType>;
  TrackerFigures?: TrackerFiguresResolvers<ContextType>;
  TrackerProjectTotal?: TrackerProjectTotalResolvers<ContextType>;
  TrackerRow?: TrackerRowResolvers<ContextType>;
  TrackerTotals?: TrackerTotalsResolvers<ContextType>;
  TradeAmount?: TradeAmountResolvers<ContextType>;
  TradeLine?: TradeLineResolvers<ContextType>;
  UnitOfMeasure?: UnitOfMeasureResolvers<ContextType>;
  UsState?: UsStateResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VendorMapping?: VendorMappingResolvers<ContextType>;
  VendorPage?: VendorPageResolvers<ContextType>;
  VendorRow?: VendorRowResolvers<ContextType>;
  VendorSummary?: VendorSummaryResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

