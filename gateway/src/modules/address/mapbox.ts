import { getJson, toPlace } from './hosted.js';
import type { PlaceSuggestion, PlacesProvider } from './provider.js';
import { COUNTRIES } from './regions.js';

interface MapboxContextPart { name?: string; region_code?: string; country_code?: string }
interface MapboxFeature {
  properties?: {
    mapbox_id?: string;
    feature_type?: string;
    name?: string;
    context?: {
      address?: MapboxContextPart; street?: MapboxContextPart; postcode?: MapboxContextPart; place?: MapboxContextPart;
      locality?: MapboxContextPart; region?: MapboxContextPart; country?: MapboxContextPart;
    };
  };
}

/**
 * Mapbox Geocoding v6 forward search (hosted; PLACES_PROVIDER=mapbox, PLACES_API_KEY=its access token): streets,
 * postcodes and cities in the US, Canada and Mexico, in US English. The token stays in the gateway.
 */
export class MapboxPlacesProvider implements PlacesProvider {
  readonly name = 'mapbox';

  constructor(private readonly token: string, private readonly baseUrl = 'https://api.mapbox.com') {}

  async suggest(query: string, limit: number): Promise<PlaceSuggestion[]> {
    const url = new URL('/search/geocode/v6/forward', this.baseUrl);
    url.search = new URLSearchParams({
      q: query, access_token: this.token, country: COUNTRIES.join(','), language: 'en', limit: String(Math.min(limit, 10)),
      types: 'address,street,postcode,place', autocomplete: 'true',
    }).toString();
    const answer = (await getJson('Mapbox', url)) as { features?: MapboxFeature[] };
    return (answer.features ?? []).flatMap((f) => {
      const p = f.properties ?? {};
      const c = p.context ?? {};
      const city = c.place?.name ?? c.locality?.name ?? (p.feature_type === 'place' ? p.name : undefined);
      if (!city || !c.region?.name) return [];
      const street = p.feature_type === 'address' ? (c.address?.name ?? p.name ?? null) : null;
      return [toPlace({
        id: p.mapbox_id ?? `${street ?? ''}|${city}|${c.postcode?.name ?? ''}`,
        street,
        city,
        state: c.region.name,
        stateCode: c.region.region_code ?? '',
        zip: c.postcode?.name ?? (p.feature_type === 'postcode' ? p.name ?? '' : ''),
      })];
    }).slice(0, limit);
  }
}
