import type { FastifyInstance } from 'fastify';
import type { Resolvers } from '../__generated__/resolvers.js';
import type { Upstream } from '../upstream.js';

// What a domain declares to the gateway (docs/modules.md): server.ts merges the resolvers, the serialized types and
// the routes beside /graphql from the list in modules/index.ts, so adding a domain is its folder, its SDL and one
// line there. This file names no module.

export interface GatewayModule {
  name: string;
  /** Its SDL files in schema/ (the server reads every file there; a test checks each is declared once). */
  schema: readonly string[];
  resolvers: Resolvers;
  /** Types whose leaves its mapping gives already serialized, so graphql-jit skips their serializers (jit.ts). */
  serializedTypes?: ReadonlySet<string>;
  /** Routes beside /graphql (binary documents), called with the caller's token. */
  routes?: (app: FastifyInstance, upstream: Upstream) => Promise<void>;
}
