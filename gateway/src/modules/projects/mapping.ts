import type {
  MarkupMode, Owner, OwnerAddress, OwnerManager, Project, ProjectInput, ProjectPerson, ProjectStatus, ProjectTotals,
} from '../../__generated__/graphql.js';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestBody, RestData } from '../../rest-types.js';

/** A project and its totals as the REST API returns them (api/src/modules/projects/schemas.ts). */
export type RestProject = RestData<'projects/{id}', 'get'>;
export type RestTotals = RestData<'projectuid/{uid}', 'get'>;
type Person = RestProject['Input']['project_info']['estimator'];

export const STATUS_LABEL: Record<ProjectStatus, string> = {
  BIDDING: 'Bidding',
  PENDING: 'Pending',
  AWARDED: 'Awarded',
  LOST: 'Lost',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  DEAD_NOT_BID: 'Dead/Not-bid',
};

const STATUS_BY_LABEL = new Map(Object.entries(STATUS_LABEL).map(([k, v]) => [v.toLowerCase(), k as ProjectStatus]));

export function toProjectStatus(label: string): ProjectStatus {
  return STATUS_BY_LABEL.get(label.trim().toLowerCase()) ?? 'BIDDING';
}

/**
 * Owner built from the project row's embedded owner fields; addresses and managers are left out so
 * Owner.addresses / Owner.managers load them (one call) only when a query asks for them.
 */
export type OwnerParent = Omit<Owner, 'addresses' | 'managers'> & { addresses?: Owner['addresses']; managers?: Owner['managers'] };

/** Project parent: every scalar mapped; totals resolved separately (GET projects/totals, batched). */
export type ProjectParent = Omit<Project, 'totals' | 'owner' | 'bids' | 'bidDivisionNames'
  | 'pcos' | 'changeOrders' | 'contractSum' | 'nextPcoName' | 'directCosts' | 'billing'> & { owner: OwnerParent | null };

const person = (p: Person): ProjectPerson | null =>
  (p ? { id: String(p.id), firstName: p.first_name, lastName: p.last_name } : null);

export function toProject(row: RestProject): ProjectParent {
  const info = row.Input.project_info;
  const o = row.Input.project_owner_info;
  const owner: OwnerParent | null = o ? {
    id: String(o.owner_id),
    name: o.owner_name,
    firstName: o.owner_first_name,
    lastName: o.owner_last_name,
    email: o.owner_email,
    phone: o.owner_phone_number,
    fax: o.owner_fax_number,
    ccEmail: o.owner_cc_email,
    payableEmail: o.owner_payable_email,
    accountReceivableEmail: o.owner_account_recievable_email,
    mobile: o.owner_mobile_number,
    isActive: o.owner_is_active,
  } : null;
  const ownerAddress: OwnerAddress | null = o ? {
    id: String(o.addresses.id),
    ownerId: String(o.addresses.owner_id),
    address1: o.addresses.address1,
    address2: o.addresses.address2,
    city: o.addresses.city,
    state: o.addresses.state,
    stateCode: o.addresses.state_code,
    zip: o.addresses.zip,
  } : null;
  const ownerManager: OwnerManager | null = o ? {
    id: String(o.owner_manager.id),
    ownerId: String(o.owner_manager.owner_id),
    firstName: o.owner_manager.first_name,
    lastName: o.owner_manager.last_name,
    email: o.owner_manager_email,
    phone: o.owner_manager_phone,
  } : null;
  return {
    id: String(row.ID),
    uid: row.ProjectUid,
    name: row.project_name,
    displayName: row.display_name,
    status: toProjectStatus(row.status),
    statusLabel: row.status,
    owner,
    ownerAddress,
    ownerManager,
    estimator: person(info.estimator),
    projectManager: person(info.project_manager),
    siteSuper: person(info.site_super),
    address1: info.address1,
    address2: info.address2,
    city: info.city,
    state: info.state,
    stateCode: info.state_code,
    zip: info.zipcode,
    buildingType: info.building_type,
    projectType: info.project_type,
    durationWeeks: info.duration,
    squareFeet: info.area,
    drawingLink: info.drawing_link,
    bidDueDate: info.bid_due_date,
    timeDue: info.time_due,
    constructionStartDate: info.construction_start_date,
    expectedEndDate: info.estimated_completion_date,
    completedOn: row.completed_on,
    // Null for role 13 with every other price of the project (the REST API leaves them out of its view).
    markupMode: info.markup_type === null ? null : (info.markup_type === 'custom' ? 'CUSTOM_PRICE' : 'FIXED_PERCENTAGE') as MarkupMode,
    totalMarkup: info.total_markup,
    customPriceAmount: info.custom_price_amt,
    power: info.power,
    water: info.water,
    pcoProfitPercentage: row.pco_profit_percentage,
    totalCost: row.TotalCost,
    editable: row.editable,
  };
}

/** The §8 figures: GET projectuid/{uid}'s (its contract-sum figures are the pcos module's), projects/totals rows. */
export function toTotals(row: Omit<RestTotals, 'ChangeOrdersTotal' | 'ContractSumToDate' | 'completed_on'>): ProjectTotals {
  return {
    bidTotals: row.BidTotals,
    overheadCost: row.OverheadCost,
    overheadPercentage: row.OverheadPercentage,
    profitCost: row.ProfitCost,
    profitPercentage: row.ProfitPercentage,
    totalCost: row.TotalCost,
  };
}

const str = (v: string | null | undefined): string => (v === null || v === undefined ? '' : v);
/** REST wants numeric ids; anything else is answered 400 by the API itself. */
const idOf = (v: string | null | undefined): number | string | null =>
  (v === null || v === undefined || v === '' ? null : /^\d+$/.test(v) ? Number(v) : v);

/** GraphQL ProjectInput → the REST body of POST project / PUT project/{id} (docs/projects.md §3 names). */
export function toProjectPayload(input: ProjectInput): RestBody<'project', 'post'> {
  const custom = input.markupMode === 'CUSTOM_PRICE';
  return {
    project_info: {
      project_uid: input.uidNumber,
      project_name: input.name,
      estimator: idOf(input.estimatorId),
      project_manager: idOf(input.projectManagerId),
      site_super: idOf(input.siteSuperId),
      address1: input.address1,
      address2: str(input.address2),
      city: input.city,
      state: input.state,
      state_code: str(input.stateCode),
      zipcode: input.zip,
      building_type: input.buildingType,
      project_type: input.projectType,
      duration: str(input.durationWeeks),
      area: input.squareFeet,
      drawing_link: str(input.drawingLink),
      bid_due_date: input.bidDueDate,
      time_due: input.timeDue,
      construction_start_date: input.constructionStartDate,
      estimated_completion_date: input.expectedEndDate,
      markup_type: custom ? 'custom' : 'fixed',
      total_markup: custom ? '' : str(input.totalMarkup),
      custom_price_amt: custom ? str(input.customPriceAmount) : '0',
      power: input.power ?? false,
      water: input.water ?? false,
      pco_profit_percentage: str(input.pcoProfitPercentage),
    },
    project_owner_info: {
      owner_id: idOf(input.ownerId),
      owner_address_id: idOf(input.ownerAddressId),
      owner_manager_id: idOf(input.ownerManagerId),
    },
  };
}

const INFO = 'project_info.';
const OWNER = 'project_owner_info.';

/** ProjectInput is flat: project_info's fields sit on the input itself, by rule where the names match. */
const INFO_FIELDS = byRule(
  ['address1', 'address2', 'city', 'state', 'state_code', 'building_type', 'project_type', 'drawing_link', 'bid_due_date',
    'time_due', 'construction_start_date', 'total_markup', 'power', 'water', 'pco_profit_percentage'],
  {
    project_uid: 'uidNumber', project_name: 'name', estimator: 'estimatorId', project_manager: 'projectManagerId',
    site_super: 'siteSuperId', zipcode: 'zip', duration: 'durationWeeks', area: 'squareFeet',
    estimated_completion_date: 'expectedEndDate', markup_type: 'markupMode', custom_price_amt: 'customPriceAmount',
  },
);

/** Field errors of POST project / PUT project/{id} under ProjectInput's names (argument `input`). */
export const PROJECT_INPUT_FIELDS: FieldPathMap = underArgument('input', {
  ...Object.fromEntries(Object.entries(INFO_FIELDS).map(([rest, gql]) => [`${INFO}${rest}`, gql])),
  // The owner, its address and its manager are chosen by id; their own details' errors name that choice.
  [`${OWNER}owner_id`]: 'ownerId',
  [`${OWNER}owner_email`]: 'ownerId',
  [`${OWNER}owner_phone_number`]: 'ownerId',
  [`${OWNER}addresses`]: 'ownerAddressId',
  [`${OWNER}addresses.zip`]: 'ownerAddressId',
  [`${OWNER}owner_address_id`]: 'ownerAddressId',
  [`${OWNER}owner_manager`]: 'ownerManagerId',
  [`${OWNER}owner_manager_id`]: 'ownerManagerId',
  [`${OWNER}owner_manager_email`]: 'ownerManagerId',
  [`${OWNER}owner_manager_phone`]: 'ownerManagerId',
});
