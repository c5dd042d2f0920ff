import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultSchemaDir } from '../server.js';
import { GATEWAY_MODULES } from './index.js';

// The module list replaces server.ts's hand-kept imports: a module left out of it, or an SDL file no module
// declares, fails here rather than as a resolver missing at run time.

describe('the gateway module list', () => {
  it('declares every SDL file in schema/ exactly once', () => {
    const files = readdirSync(defaultSchemaDir).filter((f) => f.endsWith('.graphql')).sort();
    expect(GATEWAY_MODULES.flatMap((m) => m.schema).sort()).toEqual(files);
  });

  it('names each module once', () => {
    const names = GATEWAY_MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
