import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SIGNED_IN } from '../../auth/access.js';
import { errorResponses } from '../auth/schemas.js';
import { StatesResponse } from './schemas.js';
import { usStates } from './states.js';

const tags = ['locations'];

export function locationRoutes(): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/loc/states', {
      config: { access: SIGNED_IN },
      schema: {
        tags, summary: 'US states for address forms (any signed-in user)',
        response: { 200: StatesResponse, ...errorResponses(401) },
      },
    }, async () => ({ data: await usStates() }));
  };
}
