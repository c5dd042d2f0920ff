import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PUBLIC } from '../../auth/access.js';

/** The api package version; the same relative path works from src/ and dist/. */
export function apiVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

export function systemRoutes(): FastifyPluginAsyncTypebox {
  const version = apiVersion();
  return async (app) => {
    app.get('/version', {
      config: { access: PUBLIC },
      schema: {
        tags: ['system'],
        summary: 'Server version (no token needed)',
        response: { 200: Type.Object({ data: Type.String() }) },
      },
    }, async () => ({ data: version }));
  };
}
