import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
// The REST API's one list of reasons (each module's reasons.ts, collected) and the text codegen writes from it.
import { REASONS } from '../../api/src/reasons.js';
import { reasonsModule, reasonsSdl } from '../../api/src/reasons-sdl.js';
import { defaultSchemaDir, formatError, loadTypeDefs, packageDir } from './server.js';
import { GATEWAY_REASONS, upstreamError } from './upstream.js';

// The enum ErrorReason is generated from the API's reasons: what the gateway serves, and what a client receives.
const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
const errorReason = schema.getType('ErrorReason') as GraphQLEnumType;

describe('ErrorReason', () => {
  it('every reason the REST API can answer reaches the client as extensions.reason', () => {
    for (const { code } of REASONS) {
      const err = upstreamError(409, { error: 'Refused.', reason: code });
      expect(formatError({ message: err.message, extensions: err.extensions }, err).extensions, code)
        .toEqual({ code: 'CONFLICT', reason: code });
    }
  });

  it("the served enum is the API's reasons, with their descriptions, and the gateway's own", () => {
    const served = Object.fromEntries(errorReason.getValues().map((v) => [v.name, v.description]));
    for (const { code, description } of REASONS) expect(served[code], code).toBe(description);
    expect(Object.keys(served).sort()).toEqual([...REASONS.map((r) => r.code), ...GATEWAY_REASONS].sort());
  });

  it("the gateway's own reasons are never taken from a REST body", () => {
    for (const own of GATEWAY_REASONS) {
      expect(REASONS.map((r) => r.code)).not.toContain(own);
      expect(upstreamError(400, { error: 'Bad.', reason: own }).extensions.reason).toBeUndefined();
    }
  });

  it('the generated files are what the API\'s list gives today (else: npm run codegen)', () => {
    expect(readFileSync(join(defaultSchemaDir, '__generated__', 'reasons.graphql'), 'utf8')).toBe(reasonsSdl(REASONS));
    expect(readFileSync(join(packageDir, 'src', '__generated__', 'reasons.ts'), 'utf8')).toBe(reasonsModule(REASONS));
  });
});
