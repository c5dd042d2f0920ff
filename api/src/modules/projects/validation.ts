import { dec, Decimal, fitsNumeric, parseDecimal, round2, round4, type DecimalInput } from '@suite/money';
import { FieldErrors, isBlank } from '../../validation.js';
import {
  CUSTOM_PRICE_MARKUP, DEFAULT_MARKUP, durationWeeks, parseDate, parseStatus, parseTime, PROJECT_MESSAGES, text, uidNumberPart,
  type ProjectStatus,
} from './rules.js';

// Create and edit a project (docs/projects.md §5, in the order of its messages; §4 markup and dates; §8).

const FIVE_DIGITS = /^\d{5}$/;
const DURATION_PATTERN = /^\d+(\.\d{1,6})?$/;

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

/** Markup mode of docs/projects.md §4: custom price when custom_price_amt is nonzero, unless the mode is named. */
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
 * Validates a project in the order of docs/projects.md §5 (create; edit drops the drawing-link rule), then the other
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
