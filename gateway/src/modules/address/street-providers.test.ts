import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapboxPlacesProvider } from './mapbox.js';
import { PhotonPlacesProvider } from './photon.js';
import { createPlacesProvider, placesConfigFromEnv } from './select.js';

// Issue 10 item 7: the street-level providers, each against a local server that answers in that service's format
// (the shapes of Mapbox Geocoding v6 and Photon's GeoJSON), checking what is asked and what the form gets.
let server: Server;
let base: string;
const asked: URL[] = [];
let answer: (url: URL) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    asked.push(url);
    const { status, body } = answer(url);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const mapboxAddress = {
  type: 'Feature',
  properties: {
    mapbox_id: 'dXJuOm1ieGFkcjo1', feature_type: 'address', name: '100 Congress Avenue',
    full_address: '100 Congress Avenue, Austin, Texas 78701, United States',
    context: {
      address: { name: '100 Congress Avenue', address_number: '100', street_name: 'Congress Avenue' },
      street: { name: 'Congress Avenue' }, postcode: { name: '78701' }, place: { name: 'Austin' },
      region: { name: 'Texas', region_code: 'TX', region_code_full: 'US-TX' }, country: { name: 'United States', country_code: 'US' },
    },
  },
};
const mapboxPostcode = {
  type: 'Feature',
  properties: {
    mapbox_id: 'dXJuOm1ieHBsYzo2', feature_type: 'postcode', name: '78702',
    context: { place: { name: 'Austin' }, region: { name: 'Texas', region_code: 'TX' }, country: { country_code: 'US' } },
  },
};

describe('Mapbox (hosted)', () => {
  it('asks for streets, postcodes and cities in the US, Canada and Mexico in English, with the key, and maps the answer', async () => {
    answer = () => ({ status: 200, body: { type: 'FeatureCollection', features: [mapboxAddress, mapboxPostcode] } });
    asked.length = 0;
    const places = await new MapboxPlacesProvider('pk.secret-token', base).suggest('100 Cong', 8);
    const url = asked[0]!;
    expect(url.pathname).toBe('/search/geocode/v6/forward');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '100 Cong', access_token: 'pk.secret-token', country: 'us,ca,mx', language: 'en', limit: '8',
      types: 'address,street,postcode,place', autocomplete: 'true',
    });
    expect(places).toEqual([
      { id: 'dXJuOm1ieGFkcjo1', label: '100 Congress Avenue, Austin, TX 78701', street: '100 Congress Avenue', city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701' },
      { id: 'dXJuOm1ieHBsYzo2', label: 'Austin, TX 78702', street: null, city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78702' },
    ]);
  });

  it('a refused key is an error naming the service, not the key', async () => {
    answer = () => ({ status: 401, body: { message: 'Not Authorized - Invalid Token' } });
    const failure = new MapboxPlacesProvider('pk.secret-token', base).suggest('100 Cong', 8);
    await expect(failure).rejects.toThrow('Mapbox answered 401');
    await expect(failure).rejects.not.toThrow(/secret/);
  });
});

describe('Photon over OpenStreetMap (self-run)', () => {
  it('asks in English, keeps the US, Canada and Mexico, and fills the state code', async () => {
    answer = () => ({
      status: 200,
      body: {
        type: 'FeatureCollection',
        features: [
          { properties: { osm_type: 'N', osm_id: 1, type: 'house', housenumber: '100', street: 'Congress Avenue', postcode: '78701', city: 'Austin', state: 'Texas', countrycode: 'US' } },
          { properties: { osm_type: 'W', osm_id: 2, type: 'street', name: 'Congress Street', street: 'Congress Street', postcode: 'M5V 2T6', city: 'Toronto', state: 'Ontario', countrycode: 'CA' } },
          { properties: { osm_type: 'R', osm_id: 3, type: 'city', name: 'Congress', state: 'England', countrycode: 'GB' } },
          { properties: { osm_type: 'R', osm_id: 4, type: 'city', name: 'Monterrey', state: 'Nuevo León', countrycode: 'MX' } },
        ],
      },
    });
    asked.length = 0;
    const places = await new PhotonPlacesProvider(base).suggest('100 Congress', 8);
    expect(asked[0]!.pathname).toBe('/api/');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ q: '100 Congress', lang: 'en', limit: '24' });
    expect(places).toEqual([
      { id: 'N1', label: '100 Congress Avenue, Austin, TX 78701', street: '100 Congress Avenue', city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701' },
      { id: 'W2', label: 'Congress Street, Toronto, ON M5V 2T6', street: 'Congress Street', city: 'Toronto', state: 'Ontario', stateCode: 'ON', zip: 'M5V 2T6' },
      { id: 'R4', label: 'Monterrey, Nuevo León', street: null, city: 'Monterrey', state: 'Nuevo León', stateCode: '', zip: '' },
    ]);
  });
});

describe('choosing a provider by configuration', () => {
  it('reads PLACES_PROVIDER, PLACES_API_KEY and PLACES_URL; Mapbox needs its key', () => {
    expect(placesConfigFromEnv({ PLACES_PROVIDER: 'photon', PLACES_URL: ' http://photon.internal:2322 ' })).toEqual({ provider: 'photon', url: 'http://photon.internal:2322' });
    expect(createPlacesProvider({ provider: 'mapbox', apiKey: 'pk.x' }).name).toBe('mapbox');
    expect(createPlacesProvider({ provider: 'photon' }).name).toBe('photon');
    expect(() => createPlacesProvider({ provider: 'mapbox' })).toThrow('PLACES_PROVIDER=mapbox needs PLACES_API_KEY');
  });
});
