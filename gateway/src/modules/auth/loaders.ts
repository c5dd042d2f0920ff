import type { RequestUpstream } from '../../request-upstream.js';
import type { RestMe } from './mapping.js';

export interface AuthLoaders {
  /** GET auth/me, at most once per GraphQL request (viewer, invitedCompanies). */
  me: () => Promise<RestMe>;
}

export function createAuthLoaders(upstream: RequestUpstream): AuthLoaders {
  let pending: Promise<RestMe> | undefined;
  return {
    me: () => (pending ??= upstream.get('auth/me')),
  };
}
