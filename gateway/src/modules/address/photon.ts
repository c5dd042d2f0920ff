import { getJson, toPlace } from './hosted.js';
import type { PlaceSuggestion, PlacesProvider } from './provider.js';
import { COUNTRIES, regionCode } from './regions.js';

interface PhotonFeature {
  properties?: {
    osm_type?: string; osm_id?: number; type?: string; name?: string; housenumber?: string; street?: string;
    postcode?: string; city?: string; state?: string; countrycode?: string;
  };
}

/**
 * Photon over OpenStreetMap (a company can run it itself; PLACES_PROVIDER=photon, PLACES_URL=its address, no key):
 * houses, streets, postcodes and cities, kept to the US, Canada and Mexico, in English.
 */
export class PhotonPlacesProvider implements PlacesProvider {
  readonly name = 'photon';

  constructor(private readonly baseUrl = 'https://photon.komoot.io') {}

  async suggest(query: string, limit: number): Promise<PlaceSuggestion[]> {
    const url = new URL('/api/', this.baseUrl);
    // Photon has no country filter: ask for more and keep the three countries.
    url.search = new URLSearchParams({ q: query, lang: 'en', limit: String(Math.min(limit * 3, 50)) }).toString();
    const answer = (await getJson('Photon', url)) as { features?: PhotonFeature[] };
    return (answer.features ?? []).flatMap((f) => {
      const p = f.properties ?? {};
      const country = (p.countrycode ?? '').toLowerCase();
      if (!(COUNTRIES as readonly string[]).includes(country)) return [];
      const city = p.city ?? (p.type === 'city' ? p.name : undefined);
      if (!city || !p.state) return [];
      const street = p.street ? [p.housenumber, p.street].filter(Boolean).join(' ') : null;
      return [toPlace({
        id: `${p.osm_type ?? ''}${p.osm_id ?? `${street}|${city}|${p.postcode ?? ''}`}`,
        street,
        city,
        state: p.state,
        stateCode: regionCode(country, p.state),
        zip: p.postcode ?? '',
      })];
    }).slice(0, limit);
  }
}
