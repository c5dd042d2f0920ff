import { dec, Decimal, fitsNumeric, parseDecimal, round2, round4, sum, type DecimalInput } from '@suite/money';
import { FieldErrors, isBlank } from '../../validation.js';

const FIVE_DIGITS = /^\d{5}$/;

/** 001 §4 status values, stored and sent as displayed. */
export const PROJECT_STATUSES = ['Bidding', 'Pending', 'Awarded', 'Lost', 'In Progress', 'Completed', 'Dead/Not-bid'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** 001 §5 (create project, in this order), §5 other project rules, §8. */
export const PROJECT_MESSAGES = {
  owner: 'Owner Details : Owner Name is required. Kindly select an Owner.',
  ownerEmail: 'Owner Details : Owner Email is reqired.',
  ownerPhone: 'Owner Details : Owner Phone number is reqired.',
  ownerAddress: 'Owner Details : Owner Address 1 is reqired. Kindly select an address.',
  ownerCityStateZip: 'Owner Details : Owner City/State/Zip is reqired.',
  ownerZip: 'Owner Address : Zipcode should be of 5 digits.',
  manager: 'Owner Manager is reqired. Kindly select a manager.',
  managerEmail: "Owner Manager's email is reqired.",
  managerPhone: "Owner Manager's phone number is reqired.",
  projectId: 'Project Details : Project ID is required.',
  projectName: 'Project Details : Project name is required.',
  projectAddress: 'Project Details : Project address is required. Kindly fill the address details.',
  projectCity: 'Project address : City is required.',
  projectZipRequired: 'Project address : Zipcode is required.',
  projectZip: 'Project Address : Zipcode should be of 5 digits.',
  buildingType: 'Project Details : Building type is required.',
  projectType: 'Project Details : Project type is required.',
  area: 'Project Details : Square FT value should be more than 0.',
  drawingLink: 'Project Details : Drawing and images link is required.',
  // 001 §5 item 15: "each required with a matching message (wording not shown)".
  bidDueDate: 'Project Details : Bid due date is required.',
  timeDue: 'Project Details : Bid due time is required.',
  startDate: 'Project Details : Construction start date is required.',
  endDate: 'Project Details : Expected construction end date is required.',
  mandatory: 'Fill all the mandatory fields.',
  // Other project rules.
  endBeforeStart: 'End date cannot be earlier than start date.',
  duration: 'Project Details : Duration should be a number of weeks with up to 6 decimals.',
  projectIdNumber: 'Project Details : Project ID should be a number.',
  date: 'Please enter a valid date (YYYY-MM-DD).',
  time: 'Please enter a valid time (HH:mm).',
  markup: 'Markup Details : Please enter a valid markup percentage.',
  customPrice: 'Markup Details : Please enter a valid custom price amount.',
  pcoProfit: 'Please enter a valid profit percentage.',
  ownerInactive: 'Owner Details : The selected owner is inactive. Kindly select an active owner.',
  estimator: 'Project Details : Please select a valid estimator.',
  projectManager: 'Project Details : Please select a valid project manager.',
  siteSuper: 'Project Details : Please select a valid site super.',
  status: 'Please select a valid project status.',
  // Copy project (001 §5).
  copyId: 'Project ID is required.',
  copyName: 'Project name is required.',
  // Conflicts and lookups.
  uidTaken: 'This project ID already exists.',
  notBidding: 'Only projects in Bidding status can be edited or deleted.',
  notFound: 'Project not found.',
} as const;

export const DEFAULT_MARKUP = '10';
/** Custom price projects store total_markup 10 (001 §5 Markup). */
export const CUSTOM_PRICE_MARKUP = '10';
export const SEARCH_MAX = 255;
export const COPY_SUFFIX = ' copy';

/** The stored status for a display value, case-insensitively ('in progress' → 'In Progress'); undefined otherwise. */
export function parseStatus(value: unknown): ProjectStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return PROJECT_STATUSES.find((s) => s.toLowerCase() === wanted);
}

export function isBidding(status: string): boolean {
  return status.trim().toLowerCase() === 'bidding';
}

/** 001 §2.1: a title ending in " copy" is shown with that suffix trimmed. */
export function displayName(name: string): string {
  return name.endsWith(COPY_SUFFIX) ? name.slice(0, -COPY_SUFFIX.length) : name;
}

/** The name a copy is stored under: the ' copy' suffix marks it as a duplicate for the edit page (001 §2.3b), once. */
export function copyName(name: string): string {
  const trimmed = name.trim();
  return trimmed.endsWith(COPY_SUFFIX) ? trimmed : `${trimmed}${COPY_SUFFIX}`;
}

/** prefix_number (001 §3); the number alone when the company has no prefix. */
export function composeUid(prefix: string | null | undefined, numberPart: string): string {
  const p = (prefix ?? '').trim();
  return p === '' ? numberPart : `${p}_${numberPart}`;
}

/**
 * The numeric part a user typed: digits, or the whole ID with the company's prefix (only the numeric part
 * is editable). Leading zeros are kept as typed. Undefined when it is not a number.
 */
export function uidNumberPart(value: unknown, prefix: string | null | undefined): string | undefined {
  let s = text(value).replace(/,/g, '');
  const p = (prefix ?? '').trim();
  if (p !== '' && s.toLowerCase().startsWith(`${p.toLowerCase()}_`)) s = s.slice(p.length + 1);
  return /^\d{1,15}$/.test(s) ? s : undefined;
}

/** Next ID: one past the highest numeric part in use, never below the company's start number. */
export function nextUidNumber(maxInUse: string | number | null | undefined, startNumber: number): string {
  const start = BigInt(Math.max(0, Math.trunc(startNumber)));
  if (maxInUse === null || maxInUse === undefined) return start.toString();
  const next = BigInt(maxInUse) + 1n;
  return (next > start ? next : start).toString();
}

const DURATION_PATTERN = /^\d+(\.\d{1,6})?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

export function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/** YYYY-MM-DD from YYYY-MM-DD or MM/DD/YYYY (forms); undefined when it is not a real calendar date. */
export function parseDate(value: unknown): string | undefined {
  const raw = text(value);
  // A timestamp sent where a date belongs: keep the calendar part.
  const s = /^\d{4}-\d{2}-\d{2}T/.test(raw) ? raw.slice(0, 10) : raw;
  let y: number; let m: number; let d: number;
  const iso = ISO_DATE.exec(s);
  const us = US_DATE.exec(s);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** HH:mm (24 hours). */
export function parseTime(value: unknown): string | undefined {
  const match = TIME.exec(text(value));
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : undefined;
}

const DAY_MS = 86_400_000;

/** Whole days from start to end (negative when end is earlier). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** 001 §4: duration in weeks from the dates (one week is 7 days), rounded to 6 decimals. */
export function durationWeeks(start: string, end: string): string {
  return new Decimal(daysBetween(start, end)).div(7).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);
}

/** 001 §4: the end date from the start and a duration in weeks (7 days a week), whole days rounded half up. */
export function endDateFrom(start: string, weeks: DecimalInput): string {
  const days = dec(weeks).times(7).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// ---------------- create / edit validation ----------------

/** What the owner picks resolve to in the tenant (the server's own records, not the client's copies). */
export interface OwnerSnapshot {
  owner?: { name: string; email: string; phone_number: string; is_active: boolean };
  address?: { address_1: string; city: string; state: string; zip: string };
  manager?: { first_name: string; email: string; phone: string };
}

/** Employees picked on the project: whether each given id is an employee of the tenant. */
export interface PeopleCheck {
  estimator: boolean;
  project_manager: boolean;
  site_super: boolean;
}

export interface ProjectInfoInput {
  project_uid?: unknown;
  project_name?: unknown;
  status?: unknown;
  address1?: unknown;
  address2?: unknown;
  city?: unknown;
  state?: unknown;
  state_code?: unknown;
  zipcode?: unknown;
  building_type?: unknown;
  project_type?: unknown;
  duration?: unknown;
  area?: unknown;
  drawing_link?: unknown;
  bid_due_date?: unknown;
  time_due?: unknown;
  construction_start_date?: unknown;
  estimated_completion_date?: unknown;
  markup_type?: unknown;
  total_markup?: unknown;
  custom_price_amt?: unknown;
  power?: unknown;
  water?: unknown;
  pco_profit_percentage?: unknown;
}

export interface ProjectValues {
  uid_number: string;
  project_name: string;
  status?: ProjectStatus;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zipcode: string;
  building_type: string;
  project_type: string;
  duration: string | null;
  area: string;
  drawing_link: string | null;
  bid_due_date: string;
  time_due: string;
  construction_start_date: string;
  estimated_completion_date: string;
  total_markup: string;
  custom_price_amt: string;
  power: boolean;
  water: boolean;
  pco_profit_percentage: string;
}

export interface ValidateOptions {
  mode: 'create' | 'edit';
  /** The company's project ID prefix (the numeric part may be sent with or without it). */
  prefix: string | null;
  /** The company's default_markup (fixed markup default; 10 when none is configured). */
  companyMarkup: DecimalInput | null;
  /** Whether each id was given (ids present) - checked against the tenant by the caller. */
  ownerGiven: boolean;
  addressGiven: boolean;
  managerGiven: boolean;
  people: PeopleCheck;
}

const P = 'project_info.';
const O = 'project_owner_info.';

function toBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const s = text(value).toLowerCase();
  return s === 'true' || s === 'yes' || s === '1';
}

/** Markup mode of 001 §4: custom price when custom_price_amt is nonzero, unless the mode is named. */
export function markupMode(markupType: unknown, customPrice: unknown): 'fixed' | 'custom' {
  const named = text(markupType).toLowerCase();
  if (named === 'custom' || named === 'custom_price') return 'custom';
  if (named === 'fixed' || named === 'fixed_percentage') return 'fixed';
  const amount = parseDecimal(customPrice);
  return amount !== undefined && !amount.isZero() ? 'custom' : 'fixed';
}

/** The fixed-markup default: the company's default_markup when configured (nonzero), else 10. */
export function defaultMarkup(companyMarkup: DecimalInput | null | undefined): string {
  const value = companyMarkup === null || companyMarkup === undefined ? undefined : parseDecimal(companyMarkup);
  return value !== undefined && value.gt(0) ? value.toString() : DEFAULT_MARKUP;
}

const isPercent = (d: Decimal | undefined): d is Decimal => d !== undefined && !d.isNegative() && fitsNumeric(d, 7, 4);

/**
 * Validates a project in the order of 001 §5 (create; edit drops the drawing-link rule), then the other
 * project rules (date order, duration format, markup, people). Every failure lands in `fields`
 * (payload paths); the first is the envelope's `error`.
 */
export function validateProject(info: ProjectInfoInput, owner: OwnerSnapshot, opts: ValidateOptions): { values?: ProjectValues; errors: FieldErrors } {
  const errors = new FieldErrors();
  const M = PROJECT_MESSAGES;

  // 1-7: owner, its address and manager (the records the ids resolve to).
  if (!opts.ownerGiven || !owner.owner) errors.add(`${O}owner_id`, M.owner);
  else {
    if (isBlank(owner.owner.email)) errors.add(`${O}owner_email`, M.ownerEmail);
    if (isBlank(owner.owner.phone_number)) errors.add(`${O}owner_phone_number`, M.ownerPhone);
  }
  if (!opts.addressGiven || !owner.address || isBlank(owner.address.address_1)) errors.add(`${O}addresses`, M.ownerAddress);
  else {
    const a = owner.address;
    if (isBlank(a.city) || isBlank(a.state) || isBlank(a.zip)) errors.add(`${O}addresses.zip`, M.ownerCityStateZip);
    else if (!FIVE_DIGITS.test(text(a.zip))) errors.add(`${O}addresses.zip`, M.ownerZip);
  }
  if (!opts.managerGiven || !owner.manager) errors.add(`${O}owner_manager`, M.manager);
  else {
    if (isBlank(owner.manager.email)) errors.add(`${O}owner_manager_email`, M.managerEmail);
    if (isBlank(owner.manager.phone)) errors.add(`${O}owner_manager_phone`, M.managerPhone);
  }

  // 8-9
  const uidText = text(info.project_uid);
  const uidNumber = uidNumberPart(info.project_uid, opts.prefix);
  if (uidText === '' || /null/i.test(uidText)) errors.add(`${P}project_uid`, M.projectId);
  const name = text(info.project_name);
  if (name === '') errors.add(`${P}project_name`, M.projectName);

  // 10-11
  const address1 = text(info.address1);
  const city = text(info.city);
  const state = text(info.state);
  const zipcode = text(info.zipcode);
  if (address1 === '') errors.add(`${P}address1`, M.projectAddress);
  if (city === '') errors.add(`${P}city`, M.projectCity);
  if (zipcode === '') errors.add(`${P}zipcode`, M.projectZipRequired);
  // Five digits, as every other zip of the product (issue 9 §4: '1234x' and '123456' were stored).
  else if (!FIVE_DIGITS.test(zipcode)) errors.add(`${P}zipcode`, M.projectZip);

  // 12-14
  const buildingType = text(info.building_type);
  const projectType = text(info.project_type);
  if (buildingType === '') errors.add(`${P}building_type`, M.buildingType);
  if (projectType === '') errors.add(`${P}project_type`, M.projectType);
  const area = parseDecimal(info.area);
  if (area === undefined || !area.gt(0)) errors.add(`${P}area`, M.area);
  const drawingLink = text(info.drawing_link);
  if (opts.mode === 'create' && drawingLink === '') errors.add(`${P}drawing_link`, M.drawingLink);

  // 15
  const required: [keyof ProjectInfoInput, string][] = [
    ['bid_due_date', M.bidDueDate], ['time_due', M.timeDue],
    ['construction_start_date', M.startDate], ['estimated_completion_date', M.endDate],
  ];
  for (const [key, message] of required) if (text(info[key]) === '') errors.add(`${P}${key}`, message);

  // 16: the other mandatory fields (project state; a custom price needs its amount).
  if (state === '') errors.add(`${P}state`, M.mandatory);
  const mode = markupMode(info.markup_type, info.custom_price_amt);
  const customPrice = parseDecimal(info.custom_price_amt);
  if (mode === 'custom' && isBlank(info.custom_price_amt)) errors.add(`${P}custom_price_amt`, M.mandatory);

  // Other project rules: formats, date order, duration, markup, people, status.
  if (uidText !== '' && !/null/i.test(uidText) && uidNumber === undefined) errors.add(`${P}project_uid`, M.projectIdNumber);
  if (area !== undefined && area.gt(0) && !fitsNumeric(area, 14, 2)) errors.add(`${P}area`, M.area);
  const bidDue = text(info.bid_due_date) === '' ? undefined : parseDate(info.bid_due_date);
  if (text(info.bid_due_date) !== '' && !bidDue) errors.add(`${P}bid_due_date`, M.date);
  const timeDue = text(info.time_due) === '' ? undefined : parseTime(info.time_due);
  if (text(info.time_due) !== '' && !timeDue) errors.add(`${P}time_due`, M.time);
  const start = text(info.construction_start_date) === '' ? undefined : parseDate(info.construction_start_date);
  if (text(info.construction_start_date) !== '' && !start) errors.add(`${P}construction_start_date`, M.date);
  const end = text(info.estimated_completion_date) === '' ? undefined : parseDate(info.estimated_completion_date);
  if (text(info.estimated_completion_date) !== '' && !end) errors.add(`${P}estimated_completion_date`, M.date);
  if (start && end && end < start) errors.add(`${P}estimated_completion_date`, M.endBeforeStart);

  const durationText = text(info.duration).replace(/,/g, '');
  let duration: string | null = null;
  if (durationText !== '') {
    if (!DURATION_PATTERN.test(durationText) || !fitsNumeric(durationText, 12, 6)) errors.add(`${P}duration`, M.duration);
    else duration = dec(durationText).toFixed(6);
  } else if (start && end && end >= start) {
    duration = durationWeeks(start, end);
  }

  let totalMarkup: string;
  let customAmount: string;
  if (mode === 'custom') {
    totalMarkup = CUSTOM_PRICE_MARKUP;
    if (!isBlank(info.custom_price_amt) && (customPrice === undefined || !customPrice.gt(0) || !fitsNumeric(customPrice, 14, 2))) {
      errors.add(`${P}custom_price_amt`, M.customPrice);
    }
    customAmount = customPrice !== undefined ? round2(customPrice).toFixed(2) : '0.00';
  } else {
    customAmount = '0.00';
    if (isBlank(info.total_markup)) totalMarkup = defaultMarkup(opts.companyMarkup);
    else {
      const markup = parseDecimal(info.total_markup);
      if (!isPercent(markup)) { errors.add(`${P}total_markup`, M.markup); totalMarkup = DEFAULT_MARKUP; }
      else totalMarkup = round4(markup).toString();
    }
  }
  let pcoProfit = totalMarkup;
  if (!isBlank(info.pco_profit_percentage)) {
    const value = parseDecimal(info.pco_profit_percentage);
    if (!isPercent(value)) errors.add(`${P}pco_profit_percentage`, M.pcoProfit);
    else pcoProfit = round4(value).toString();
  }

  if (!opts.people.estimator) errors.add(`${P}estimator`, M.estimator);
  if (!opts.people.project_manager) errors.add(`${P}project_manager`, M.projectManager);
  if (!opts.people.site_super) errors.add(`${P}site_super`, M.siteSuper);

  let status: ProjectStatus | undefined;
  if (!isBlank(info.status)) {
    status = parseStatus(info.status);
    if (!status) errors.add(`${P}status`, M.status);
  }
  if (opts.ownerGiven && owner.owner && !owner.owner.is_active && opts.mode === 'create') {
    errors.add(`${O}owner_id`, M.ownerInactive);
  }

  if (!errors.empty) return { errors };
  return {
    errors,
    values: {
      uid_number: uidNumber!,
      project_name: name,
      ...(status ? { status } : {}),
      address1,
      address2: text(info.address2) || null,
      city,
      state,
      state_code: text(info.state_code) || null,
      zipcode,
      building_type: buildingType,
      project_type: projectType,
      duration,
      area: round2(area!).toFixed(2),
      drawing_link: drawingLink || null,
      bid_due_date: bidDue!,
      time_due: timeDue!,
      construction_start_date: start!,
      estimated_completion_date: end!,
      total_markup: totalMarkup,
      custom_price_amt: customAmount,
      power: toBool(info.power),
      water: toBool(info.water),
      pco_profit_percentage: pcoProfit,
    },
  };
}

// ---------------- project totals (calculations.md §8) ----------------

/** One bid's figures (calculations.md §7): its sub total and calculated overhead, already rounded money. */
export interface BidFigures {
  subTotal: DecimalInput;
  overhead: DecimalInput;
  /** Alternate bids never enter the project totals. */
  isAlternate?: boolean;
}

export type MarkupInput = { mode: 'fixed'; totalMarkup: DecimalInput } | { mode: 'custom'; customPrice: DecimalInput };

export interface ProjectTotals {
  BidTotals: Decimal;
  OverheadCost: Decimal;
  OverheadPercentage: Decimal;
  ProfitCost: Decimal;
  ProfitPercentage: Decimal;
  TotalCost: Decimal;
}

/**
 * calculations.md §8 over the non-alternate bids. Fixed markup: profit = round2((bids + overhead) × markup %).
 * Custom price: total = the price, profit = total − bids − overhead (may be negative), profit % = profit /
 * (bids + overhead) × 100. Percentages are rounded to 4 places (numeric(7,4)); 0 when their base is 0.
 */
export function projectTotals(markup: MarkupInput, bids: readonly BidFigures[]): ProjectTotals {
  const counted = bids.filter((b) => !b.isAlternate);
  const bidTotals = sum(counted.map((b) => b.subTotal));
  const overhead = sum(counted.map((b) => b.overhead));
  const overheadPct = bidTotals.isZero() ? new Decimal(0) : round4(overhead.div(bidTotals).times(100));
  const base = bidTotals.plus(overhead);
  let profit: Decimal;
  let profitPct: Decimal;
  let total: Decimal;
  if (markup.mode === 'fixed') {
    profitPct = dec(markup.totalMarkup);
    profit = round2(base.times(profitPct).div(100));
    total = base.plus(profit);
  } else {
    total = round2(markup.customPrice);
    profit = total.minus(base);
    profitPct = base.isZero() ? new Decimal(0) : round4(profit.div(base).times(100));
  }
  return { BidTotals: bidTotals, OverheadCost: overhead, OverheadPercentage: overheadPct, ProfitCost: profit, ProfitPercentage: profitPct, TotalCost: total };
}

/** The markup of a stored project: custom price when custom_price_amt is nonzero (001 §4). */
export function storedMarkup(row: { total_markup: DecimalInput; custom_price_amt: DecimalInput }): MarkupInput {
  const custom = dec(row.custom_price_amt);
  return custom.isZero() ? { mode: 'fixed', totalMarkup: row.total_markup } : { mode: 'custom', customPrice: custom };
}
