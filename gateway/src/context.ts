import type { FastifyRequest } from 'fastify';
import { RequestUpstream } from './request-upstream.js';
import type { Upstream } from './upstream.js';
import { createCompanyLoaders, type CompanyLoaders } from './modules/companies/loaders.js';
import { createAuthLoaders, type AuthLoaders } from './modules/auth/loaders.js';

/** Per-request context: the upstream bound to the caller's token, and request-scoped loaders (never shared). */
export interface GatewayContext {
  upstream: RequestUpstream;
  loaders: CompanyLoaders & AuthLoaders;
}

export function createContext(upstream: Upstream, request: Pick<FastifyRequest, 'headers' | 'ip' | 'id'>): GatewayContext {
  const header = request.headers.authorization;
  const authorization = typeof header === 'string' && header.trim() !== '' ? header : undefined;
  const requestUpstream = new RequestUpstream(upstream, authorization, { clientIp: request.ip, requestId: request.id });
  return {
    upstream: requestUpstream,
    loaders: { ...createCompanyLoaders(requestUpstream), ...createAuthLoaders(requestUpstream) },
  };
}
