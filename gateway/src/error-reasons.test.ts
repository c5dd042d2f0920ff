import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
// The API's list of reasons its error bodies carry (issue 8); one source per tier, compared here.
import { ERROR_REASONS as API_REASONS } from '../../api/src/errors.js';
import { defaultSchemaDir } from './server.js';
import { ERROR_REASONS as PASSED_ON, GATEWAY_REASONS } from './upstream.js';

function schemaReasons(): string[] {
  const doc = parse(readFileSync(join(defaultSchemaDir, 'common.graphql'), 'utf8'));
  for (const def of doc.definitions) {
    if (def.kind === Kind.ENUM_TYPE_DEFINITION && def.name.value === 'ErrorReason') {
      return (def.values ?? []).map((v) => v.name.value);
    }
  }
  throw new Error('schema/common.graphql has no ErrorReason enum');
}

describe('ErrorReason', () => {
  it('the GraphQL enum lists exactly the reasons the REST API sends and the gateway\'s own', () => {
    expect([...schemaReasons()].sort()).toEqual([...API_REASONS, ...GATEWAY_REASONS].sort());
  });

  it('the gateway passes on exactly the REST API\'s reasons, and its own are not among them', () => {
    expect([...PASSED_ON].sort()).toEqual([...API_REASONS].sort());
    for (const own of GATEWAY_REASONS) expect(API_REASONS as readonly string[]).not.toContain(own);
  });
});
