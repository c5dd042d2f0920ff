import { describe, expect, it } from 'vitest';
import { EmbeddedPlacesProvider } from './embedded.js';
import { createPlacesProvider, placesConfigFromEnv } from './select.js';

describe('places provider selection', () => {
  it('uses the embedded data set by default and when asked by name', () => {
    expect(createPlacesProvider()).toBeInstanceOf(EmbeddedPlacesProvider);
    expect(createPlacesProvider({ provider: 'Embedded' }).name).toBe('embedded');
  });

  it('reads PLACES_PROVIDER and PLACES_API_KEY from the environment', () => {
    expect(placesConfigFromEnv({})).toEqual({});
    expect(placesConfigFromEnv({ PLACES_PROVIDER: ' embedded ', PLACES_API_KEY: ' k ' })).toEqual({ provider: 'embedded', apiKey: 'k' });
  });

  it('refuses an unknown provider at start-up', () => {
    expect(() => createPlacesProvider({ provider: 'hosted', apiKey: 'secret' })).toThrow(/Unknown PLACES_PROVIDER "hosted"; available: embedded, mapbox, photon/);
  });
});
