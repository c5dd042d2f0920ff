import { EmbeddedPlacesProvider } from './embedded.js';
import { MapboxPlacesProvider } from './mapbox.js';
import { PhotonPlacesProvider } from './photon.js';
import type { PlacesProvider } from './provider.js';

export interface PlacesConfig {
  /** PLACES_PROVIDER: which provider answers addressSuggestions; default 'embedded'. */
  provider?: string;
  /** PLACES_API_KEY: a hosted places service's key. Read here, on the server, and never sent to the browser. */
  apiKey?: string;
  /** PLACES_URL: the service's address, for a self-run Photon (or a test double); each provider has a default. */
  url?: string;
}

type ProviderFactory = (config: PlacesConfig) => PlacesProvider;

function requireKey(config: PlacesConfig, provider: string): string {
  if (!config.apiKey) throw new Error(`PLACES_PROVIDER=${provider} needs PLACES_API_KEY`);
  return config.apiKey;
}

/**
 * The embedded US postal data (cities and ZIP codes, no network) by default; a street-level service when the company
 * switches one on: Mapbox (hosted, key in PLACES_API_KEY) or Photon over OpenStreetMap (self-run, PLACES_URL). Keys
 * are read here, on the server, and never reach the browser.
 */
const FACTORIES: Record<string, ProviderFactory> = {
  embedded: () => new EmbeddedPlacesProvider(),
  mapbox: (c) => new MapboxPlacesProvider(requireKey(c, 'mapbox'), c.url),
  photon: (c) => new PhotonPlacesProvider(c.url),
};

export function placesConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PlacesConfig {
  const provider = env.PLACES_PROVIDER?.trim();
  const apiKey = env.PLACES_API_KEY?.trim();
  const url = env.PLACES_URL?.trim();
  return { ...(provider ? { provider } : {}), ...(apiKey ? { apiKey } : {}), ...(url ? { url } : {}) };
}

/** The configured provider; an unknown name fails at start-up rather than at the first keystroke. */
export function createPlacesProvider(config: PlacesConfig = {}): PlacesProvider {
  const name = (config.provider ?? 'embedded').toLowerCase();
  const factory = FACTORIES[name];
  if (!factory) {
    throw new Error(`Unknown PLACES_PROVIDER "${config.provider}"; available: ${Object.keys(FACTORIES).join(', ')}`);
  }
  return factory(config);
}
