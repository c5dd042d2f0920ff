import { dec, Decimal, type DecimalInput } from '@suite/money';

/** docs/projects.md §4 status values, stored and sent as displayed. */
export const PROJECT_STATUSES = ['Bidding', 'Pending', 'Awarded', 'Lost', 'In Progress', 'Completed', 'Dead/Not-bid'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** docs/projects.md §5 (create project, in this order), §5 other project rules, §8. */
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
  // docs/projects.md §5 item 15: "each required with a matching message (wording not shown)".
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
  // Copy project (docs/projects.md §5).
  copyId: 'Project ID is required.',
  copyName: 'Project name is required.',
  // Conflicts and lookups.
  uidTaken: 'This project ID already exists.',
  notBidding: 'Only projects in Bidding status can be edited or deleted.',
  notFound: 'Project not found.',
} as const;

export const DEFAULT_MARKUP = '10';
/** Custom price projects store total_markup 10 (docs/projects.md §5 Markup). */
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

/** docs/projects.md §2.1: a title ending in " copy" is shown with that suffix trimmed. */
export function displayName(name: string): string {
  return name.endsWith(COPY_SUFFIX) ? name.slice(0, -COPY_SUFFIX.length) : name;
}

/** The name a copy is stored under: the ' copy' suffix marks it as a duplicate for the edit page (docs/projects.md §2.3b), once. */
export function copyName(name: string): string {
  const trimmed = name.trim();
  return trimmed.endsWith(COPY_SUFFIX) ? trimmed : `${trimmed}${COPY_SUFFIX}`;
}

/** prefix_number (docs/projects.md §3); the number alone when the company has no prefix. */
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

/** docs/projects.md §4: duration in weeks from the dates (one week is 7 days), rounded to 6 decimals. */
export function durationWeeks(start: string, end: string): string {
  return new Decimal(daysBetween(start, end)).div(7).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);
}

/** docs/projects.md §4: the end date from the start and a duration in weeks (7 days a week), whole days rounded half up. */
export function endDateFrom(start: string, weeks: DecimalInput): string {
  const days = dec(weeks).times(7).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
