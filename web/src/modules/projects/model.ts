import { dec, parseDecimal, toPlainString } from '@suite/money';
import { formatDisplayDate, fromApiDate, parseDisplayDate, toApiDate } from '../../app/format';
import { maskMoney, stripCommas } from '../../app/masks';
import type { MarkupMode, ProjectFieldsFragment, ProjectInput, ProjectStatus } from '../../gql/graphql';

// Project status values of docs/projects.md §4, in the order the dropdowns offer them.
export const STATUS_OPTIONS: ReadonlyArray<{ value: ProjectStatus; label: string }> = [
  { value: 'BIDDING', label: 'Bidding' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'AWARDED', label: 'Awarded' },
  { value: 'LOST', label: 'Lost' },
  { value: 'IN_PROGRESS', label: 'In Progress' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'DEAD_NOT_BID', label: 'Dead/Not-bid' },
];

/** A status value from outside (the URL): only the values of docs/projects.md §4 pass. */
export const isStatus = (s: string): s is ProjectStatus => STATUS_OPTIONS.some((o) => o.value === s);

export const statusLabel = (s: string) => STATUS_OPTIONS.find((o) => o.value === s)?.label ?? s;

/** Bidding, compared case-insensitively (the enum value or its label). */
export const isBidding = (s: string | null | undefined) => (s ?? '').toLowerCase() === 'bidding';

export const COPY_SUFFIX = ' copy';

/** A title ending in ' copy' is shown with that suffix trimmed (docs/projects.md §2.1). */
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

// Money and dates as every screen shows them: app/format.ts, here for this module's many users.
export { formatDateInput, formatDisplayDate, fromApiDate, money, parseDisplayDate, todayDisplayDate, toApiDate } from '../../app/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Duration in weeks: digits with an optional decimal of up to 6 places (docs/projects.md §5). */
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

/** Edit form values; a ' copy' project is a duplicate whose schedule and type fields are re-entered (docs/projects.md §2.3b). */
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
    // Markup mode starts as custom price when custom_price_amt is nonzero (docs/projects.md §4).
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
    // With custom price the markup is 10; with fixed, custom_price_amt is 0 (docs/projects.md §5).
    totalMarkup: custom ? DEFAULT_MARKUP : num(v.totalMarkup),
    customPriceAmount: custom ? num(v.customPriceAmount) : '0',
    power: !!v.power,
    water: !!v.water,
    pcoProfitPercentage: orNull(num(v.pcoProfitPercentage)),
  };
}

/** Project search: debounced 125 ms (docs/projects.md §9), at most 255 characters. Here, not in a page, so the shell's switcher carries no page. */
export const SEARCH_DEBOUNCE_MS = 125;
export const SEARCH_MAX = 255;
