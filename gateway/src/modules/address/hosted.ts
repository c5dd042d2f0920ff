import { placeLabel, type PlaceSuggestion } from './provider.js';

/** How long a hosted or self-run service may take before the form goes on without suggestions. */
export const PROVIDER_TIMEOUT_MS = 3000;

/** GET a JSON answer; a failure or a non-2xx answer throws with the service's name, never its key. */
export async function getJson(service: string, url: URL): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${service} answered ${res.status}`);
  return res.json();
}

/** The fields a street-level answer yields, before the label is made. */
export interface PlaceParts {
  id: string;
  street: string | null;
  city: string;
  state: string;
  stateCode: string;
  zip: string;
}

/** '100 Congress Ave, Austin, TX 78701' for a street; 'Austin, TX 78701' (as the embedded provider) otherwise. */
export function toPlace(p: PlaceParts): PlaceSuggestion {
  const area = p.stateCode && p.zip ? placeLabel(p) : [p.city, [p.stateCode || p.state, p.zip].filter(Boolean).join(' ')].join(', ');
  return { ...p, label: p.street ? `${p.street}, ${area}` : area };
}
