/** One place for an Address 1 field; choosing it fills city, state, state code and zip. */
export interface PlaceSuggestion {
  id: string;
  /** What the list shows, e.g. 'Austin, TX 78701'. */
  label: string;
  city: string;
  state: string;
  stateCode: string;
  zip: string;
  /** The street address ('100 Congress Ave') when a street-level provider found one; null for a city or ZIP. */
  street: string | null;
}

/**
 * Where address suggestions come from. Implementations run server-side only: a hosted service's key stays
 * in the gateway's environment and never reaches the browser.
 */
export interface PlacesProvider {
  readonly name: string;
  /** Up to `limit` places for what was typed (a zip prefix, a city, or a street followed by a city/state/zip). */
  suggest(query: string, limit: number): Promise<PlaceSuggestion[]>;
}

export function placeLabel(p: { city: string; stateCode: string; zip: string }): string {
  return `${p.city}, ${p.stateCode} ${p.zip}`;
}
