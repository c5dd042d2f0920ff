import { dec, formatMoney, parseDecimal, toPlainString } from '@suite/money';
import { maskMoney, stripCommas } from '../../app/masks';
import type { MarkupMode, ProjectFieldsFragment, ProjectInput, ProjectStatus } from '../../gql/graphql';

// Project status values of 001 §4, in the order the dropdowns offer them.
export const STATUS_OPTIONS: ReadonlyArray<{ value: ProjectStatus; label: string }> = [
  { value: 'BIDDING', label: 'Bidding' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'AWARDED', label: 'Awarded' },
  { value: 'LOST', label: 'Lost' },
  { value: 'IN_PROGRESS', label: 'In Progress' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'DEAD_NOT_BID', label: 'Dead/Not-bid' },
];

/** A status value from outside (the URL): only the values of 001 §4 pass. */
export const isStatus = (s: string): s is ProjectStatus => STATUS_OPTIONS.some((o) => o.value === s);

export const statusLabel = (s: string) => STATUS_OPTIONS.find((o) => o.value === s)?.label ?? s;

/** Bidding, compared case-insensitively (the enum value or its label). */
export const isBidding = (s: string | null | undefined) => (s ?? '').toLowerCase() === 'bidding';

export const COPY_SUFFIX = ' copy';

/** A title ending in ' copy' is shown with that suffix trimmed (001 §2.1). */
export function trimCopySuffix(name: string): string {
  return name.endsWith(COPY_SUFFIX) ? name.slice(0, -COPY_SUFFIX.length) : name;
}
export const isCopyName = (name: string) => name.endsWith(COPY_SUFFIX);

/** 'DC_1001' → { prefix: 'DC', number: '1001' }; the number follows the last underscore. */
export function splitUid(uid: string): { prefix: string; number: string } {
  const i = uid.lastIndexOf('_');
  if (i < 0) return { prefix: '', number: uid };
  return { prefix: uid.slice(0, i), number: uid.slice(i + 1) };
}

/** Money in US format with two decimals. */
export function money(value: string | number | null | undefined): string {
  return formatMoney(parseDecimal(value) ?? 0);
}

// ---- dates: forms show MM/DD/YYYY, the API takes YYYY-MM-DD ----

const DAY_MS = 24 * 60 * 60 * 1000;

/** Typing mask for MM/DD/YYYY. */
export function formatDateInput(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** MM/DD/YYYY → UTC milliseconds, or null when not a real date. */
export function parseDisplayDate(value: string | null | undefined): number | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((value ?? '').trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(year, month - 1, day);
  const d = new Date(t);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return t;
}

export function formatDisplayDate(t: number): string {
  const d = new Date(t);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** Today (the user's calendar day) as forms show it. */
export function todayDisplayDate(now: Date = new Date()): string {
  return formatDisplayDate(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** MM/DD/YYYY → YYYY-MM-DD (empty when not a date). */
export function toApiDate(value: string | null | undefined): string {
  const t = parseDisplayDate(value);
  return t === null ? '' : new Date(t).toISOString().slice(0, 10);
}

/** YYYY-MM-DD (or an ISO instant) → MM/DD/YYYY. */
export function fromApiDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/** Duration in weeks: digits with an optional decimal of up to 6 places (001 §5). */
export function formatDuration(input: string): string {
  const clean = input.replace(/[^\d.]/g, '');
  const dot = clean.indexOf('.');
  if (dot === -1) return clean;
  return `${clean.slice(0, dot)}.${clean.slice(dot + 1).replace(/\./g, '').slice(0, 6)}`;
}

/** End date = start + weeks × 7 days (rounded to whole days). */
export function endFromStart(start: string, weeks: string): string | null {
  const t = parseDisplayDate(start);
  const w = parseDecimal(weeks ?? '');
  if (t === null || w === undefined) return null;
  return formatDisplayDate(t + w.times(7).toDecimalPlaces(0).toNumber() * DAY_MS);
}

/** Duration in weeks between start and end, rounded to 6 decimals; null when not computable or end < start. */
export function durationBetween(start: string, end: string): string | null {
  const a = parseDisplayDate(start);
  const b = parseDisplayDate(end);
  if (a === null || b === null || b < a) return null;
  // Whole days between two midnights; the weeks are exact decimals (numeric(12,6)), not floats.
  const days = Math.round((b - a) / DAY_MS);
  return toPlainString(dec(days).div(7).toDecimalPlaces(6));
}

export function endBeforeStart(start: string, end: string): boolean {
  const a = parseDisplayDate(start);
  const b = parseDisplayDate(end);
  return a !== null && b !== null && b < a;
}

// ---- the project form ----

export interface ProjectFormValues {
  ownerId?: string;
  ownerAddressId?: string;
  ownerManagerId?: string;
  uidNumber: string;
  name: string;
  estimatorId?: string;
  projectManagerId?: string;
  siteSuperId?: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  stateCode: string;
  zip: string;
  buildingType?: string;
  projectType?: string;
  durationWeeks: string;
  squareFeet: string;
  drawingLink: string;
  bidDueDate: string;
  timeDue: string;
  constructionStartDate: string;
  expectedEndDate: string;
  markupMode: MarkupMode;
  totalMarkup: string;
  customPriceAmount: string;
  power: boolean;
  water: boolean;
  pcoProfitPercentage: string;
}

export const DEFAULT_MARKUP = '10';

export function emptyProject(uidNumber = '', defaultMarkup?: string | null): ProjectFormValues {
  const configured = parseDecimal(defaultMarkup);
  const markup = configured?.gt(0) ? maskMoney(toPlainString(configured)) : DEFAULT_MARKUP;
  return {
    uidNumber, name: '', address1: '', address2: '', city: '', state: '', stateCode: '', zip: '',
    durationWeeks: '', squareFeet: '', drawingLink: '', bidDueDate: '', timeDue: '', constructionStartDate: '', expectedEndDate: '',
    markupMode: 'FIXED_PERCENTAGE', totalMarkup: markup, customPriceAmount: '', power: false, water: false, pcoProfitPercentage: '',
  };
}

/** A stored decimal in its input mask, trailing zeros dropped: '2500.00' → '2,500'. */
const masked = (v: string | null | undefined) => {
  const d = parseDecimal(v);
  return d ? maskMoney(toPlainString(d)) : '';
};

/** Edit form values; a ' copy' project is a duplicate whose schedule and type fields are re-entered (001 §2.3b). */
export function toProjectFormValues(p: ProjectFieldsFragment): ProjectFormValues {
  const copy = isCopyName(p.name);
  const custom = !(parseDecimal(p.customPriceAmount)?.isZero() ?? false);
  const values: ProjectFormValues = {
    ownerId: p.owner?.id,
    ownerAddressId: p.ownerAddress?.id,
    ownerManagerId: p.ownerManager?.id,
    uidNumber: splitUid(p.uid).number,
    name: trimCopySuffix(p.name),
    estimatorId: p.estimator?.id,
    projectManagerId: p.projectManager?.id,
    siteSuperId: p.siteSuper?.id,
    address1: p.address1 ?? '', address2: p.address2 ?? '', city: p.city ?? '', state: p.state ?? '', stateCode: p.stateCode ?? '',
    zip: p.zip ?? '',
    buildingType: p.buildingType || undefined,
    projectType: p.projectType || undefined,
    durationWeeks: p.durationWeeks ? toPlainString(p.durationWeeks) : '',
    squareFeet: masked(p.squareFeet),
    drawingLink: p.drawingLink ?? '',
    bidDueDate: fromApiDate(p.bidDueDate),
    timeDue: p.timeDue ?? '',
    constructionStartDate: fromApiDate(p.constructionStartDate),
    expectedEndDate: fromApiDate(p.expectedEndDate),
    // Markup mode starts as custom price when custom_price_amt is nonzero (001 §4).
    markupMode: custom ? 'CUSTOM_PRICE' : 'FIXED_PERCENTAGE',
    totalMarkup: custom ? DEFAULT_MARKUP : masked(p.totalMarkup) || DEFAULT_MARKUP,
    customPriceAmount: custom ? masked(p.customPriceAmount) : '',
    power: p.power,
    water: p.water,
    pcoProfitPercentage: masked(p.pcoProfitPercentage),
  };
  if (copy) {
    Object.assign(values, {
      durationWeeks: '', constructionStartDate: '', expectedEndDate: '', drawingLink: '', buildingType: undefined,
      projectType: undefined, squareFeet: '', bidDueDate: '', timeDue: '',
    });
  }
  return values;
}

const t = (s: string | null | undefined) => (s ?? '').trim();
const num = (s: string | null | undefined) => stripCommas(t(s));
const orNull = (s: string) => (s === '' ? null : s);

export function toProjectInput(v: ProjectFormValues): ProjectInput {
  const custom = v.markupMode === 'CUSTOM_PRICE';
  return {
    uidNumber: num(v.uidNumber),
    name: t(v.name),
    ownerId: v.ownerId ?? '',
    ownerAddressId: v.ownerAddressId ?? '',
    ownerManagerId: v.ownerManagerId ?? '',
    estimatorId: v.estimatorId ?? null,
    projectManagerId: v.projectManagerId ?? null,
    siteSuperId: v.siteSuperId ?? null,
    address1: t(v.address1),
    address2: orNull(t(v.address2)),
    city: t(v.city),
    state: t(v.state),
    stateCode: orNull(t(v.stateCode)),
    zip: t(v.zip),
    buildingType: t(v.buildingType),
    projectType: t(v.projectType),
    durationWeeks: orNull(num(v.durationWeeks)),
    squareFeet: num(v.squareFeet),
    drawingLink: orNull(t(v.drawingLink)),
    bidDueDate: toApiDate(v.bidDueDate),
    timeDue: t(v.timeDue),
    constructionStartDate: toApiDate(v.constructionStartDate),
    expectedEndDate: toApiDate(v.expectedEndDate),
    markupMode: v.markupMode,
    // With custom price the markup is 10; with fixed, custom_price_amt is 0 (001 §5).
    totalMarkup: custom ? DEFAULT_MARKUP : num(v.totalMarkup),
    customPriceAmount: custom ? num(v.customPriceAmount) : '0',
    power: !!v.power,
    water: !!v.water,
    pcoProfitPercentage: orNull(num(v.pcoProfitPercentage)),
  };
}

/** Project search: debounced 125 ms (001 §9), at most 255 characters. Here, not in a page, so the shell's switcher carries no page. */
export const SEARCH_DEBOUNCE_MS = 125;
export const SEARCH_MAX = 255;
