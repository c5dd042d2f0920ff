import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatError } from './server.js';
import { RequestUpstream } from './request-upstream.js';
import { restReason, Upstream, upstreamError } from './upstream.js';

// The reason code of a REST refusal, against stubbed REST bodies (the real API's are in the module tests).
describe('reason codes', () => {
  it('passes the REST body reason when the schema names it', () => {
    const err = upstreamError(409, { error: 'This email ID already exists.', reason: 'EMAIL_TAKEN' });
    expect(err.extensions).toEqual({ code: 'CONFLICT', reason: 'EMAIL_TAKEN' });
    expect(err.message).toBe('This email ID already exists.');
  });

  it('passes nothing else from the body: unknown reasons, other keys and non-strings stay behind', () => {
    expect(restReason({ reason: 'DROP_TABLES' })).toBeUndefined();
    expect(restReason({ reason: ['EMAIL_TAKEN'] })).toBeUndefined();
    expect(restReason('EMAIL_TAKEN')).toBeUndefined();
    const err = upstreamError(409, { error: 'Taken.', reason: 'SOMETHING_NEW', stack: 'at x.js:1:1', detail: 'sql' });
    expect(err.extensions).toEqual({ code: 'CONFLICT' });
  });

  it("a call's own status reasons fill in when the API names none; the API's reason wins", () => {
    expect(upstreamError(412, { error: 'Current Password is incorrect.' }, { 412: 'WRONG_CURRENT_PASSWORD' }).extensions)
      .toEqual({ code: 'BAD_USER_INPUT', reason: 'WRONG_CURRENT_PASSWORD' });
    expect(upstreamError(412, { error: 'Bad link.', reason: 'RESET_LINK_INVALID' }, { 412: 'WRONG_CURRENT_PASSWORD' }).extensions)
      .toEqual({ code: 'BAD_USER_INPUT', reason: 'RESET_LINK_INVALID' });
  });

  it('formatError lets the reason out beside the code', () => {
    const err = upstreamError(409, { error: 'Only projects in Bidding status can be edited or deleted.', reason: 'PROJECT_NOT_BIDDING' });
    expect(formatError({ message: err.message, extensions: err.extensions }, err)).toEqual({
      message: 'Only projects in Bidding status can be edited or deleted.',
      extensions: { code: 'CONFLICT', reason: 'PROJECT_NOT_BIDDING' },
    });
  });
});

describe('typed calls against a stub API', () => {
  let stub: FastifyInstance;
  let upstream: Upstream;

  beforeAll(async () => {
    stub = Fastify();
    stub.post('/api/v1/owner', async (_request, reply) => reply.status(409).send({
      error: 'This email ID already exists.', reason: 'EMAIL_TAKEN', fields: { 'owner_info.email': 'This email ID already exists.' },
    }));
    stub.get('/api/v1/owner/:id', async (request) => ({ data: { seen: request.url } }));
    await stub.listen({ port: 0, host: '127.0.0.1' });
    const address = stub.server.address();
    upstream = new Upstream({ apiUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  });

  afterAll(async () => {
    await upstream?.close();
    await stub?.close();
  });

  it('fills path parameters (URL-encoded) into the OpenAPI template', async () => {
    const data = await new RequestUpstream(upstream, undefined).get('owner/{id}', { params: { id: 'a b' } });
    expect(data).toEqual({ seen: '/api/v1/owner/a%20b' });
  });

  it('a refusal arrives with its reason and the fields under the GraphQL input names', async () => {
    const body = {
      owner_info: { name: 'N', email: 'e@x.test', phone_number: '(512) 555-0100' }, addresses: [], managers: [],
    };
    const err = await new RequestUpstream(upstream, undefined)
      .post('owner', { body, fields: { 'owner_info.email': 'input.info.email' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GraphQLError);
    expect((err as GraphQLError).extensions).toEqual({
      code: 'CONFLICT', reason: 'EMAIL_TAKEN', fields: { 'input.info.email': 'This email ID already exists.' },
    });
  });
});
