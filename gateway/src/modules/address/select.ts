import { EmbeddedPlacesProvider } from './embedded.js';
import type { PlacesProvider } from './provider.js';

export interface PlacesConfig {
  /** PLACES_PROVIDER: which provider answers addressSuggestions; default 'embedded'. */
  provider?: string;
  /** PLACES_API_KEY: a hosted places service's key. Read here, on the server, and never sent to the browser. */
  apiKey?: string;
}

type ProviderFactory = (config: PlacesConfig) => PlacesProvider;

/**
 * Extension point: a hosted places service (one that also knows streets) plugs in by adding a factory here,
 * e.g. `hosted: (c) => new HostedPlacesProvider(requireKey(c))`, implementing PlacesProvider with server-side
 * HTTP calls restricted to the US. Its key comes from PLACES_API_KEY and stays in the gateway process;
 * the browser only ever sees the addressSuggestions query. None is built in: it could not be tested here.
 */
const FACTORIES: Record<string, ProviderFactory> = {
  embedded: () => new EmbeddedPlacesProvider(),
};

export function placesConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PlacesConfig {
  const provider = env.PLACES_PROVIDER?.trim();
  const apiKey = env.PLACES_API_KEY?.trim();
  return { ...(provider ? { provider } : {}), ...(apiKey ? { apiKey } : {}) };
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
