import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTROSPECTION_SIGN_IN } from './introspection.js';
import { QUERY_LIMITS } from './server.js';
import { firstError, startHarness, type Harness } from './testkit.js';

// docs/architecture.md §8.3: the schema is read by signed-in users only, and introspection has a depth and a cost
// limit like any operation (a 60-level ofType chain was answered to anyone).
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.login('companyadmin@demo.test');
});
afterAll(async () => {
  await h?.close();
});

/** graphql's introspection query with GraphiQL's defaults (@graphiql/react: no input deprecation, no description). */
const GRAPHIQL_INTROSPECTION = getIntrospectionQuery({ inputValueDeprecation: false, schemaDescription: false });

function ofTypeChain(levels: number): string {
  let chain = 'name';
  for (let i = 0; i < levels; i += 1) chain = `name ofType { ${chain} }`;
  return `{ __schema { types { ${chain} } } }`;
}

describe('introspection', () => {
  it('is refused without a token, with a token the API refuses, and hidden in a fragment; __typename stays open', async () => {
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const [query, bearer] of [
      [GRAPHIQL_INTROSPECTION, undefined],
      [GRAPHIQL_INTROSPECTION, forged],
      ['{ __type(name: "Query") { name fields { name } } }', undefined],
      ['query { ...Q } fragment Q on Query { ... on Query { __schema { queryType { name } } } }', undefined],
    ] as const) {
      const answer = await h.gql(query, {}, bearer);
      expect(answer.data ?? null, query.slice(0, 40)).toBeNull();
      expect(firstError(answer)).toMatchObject({ message: INTROSPECTION_SIGN_IN, extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect((await h.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it("answers GraphiQL's introspection query to a signed-in user, and the answer builds the schema", async () => {
    const fullest = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, schemaDescription: true, specifiedByUrl: true, directiveIsRepeatable: true });
    for (const query of [GRAPHIQL_INTROSPECTION, fullest]) {
      const answer = await h.gql(query, {}, token);
      expect(answer.errors).toBeUndefined();
      const schema = buildClientSchema(answer.data as IntrospectionQuery);
      expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(expect.arrayContaining(['projects', 'viewer', 'version']));
    }
  });

  it(`refuses a signed-in user a 60-level ofType chain (depth over ${QUERY_LIMITS.maxIntrospectionDepth}) and types nested in fields (cost)`, async () => {
    const deep = firstError(await h.gql(ofTypeChain(60), {}, token));
    expect(deep, JSON.stringify(deep)).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED', reason: 'QUERY_LIMIT' } });
    expect(deep.message).toBe(`Query refused: Query depth limit of ${QUERY_LIMITS.maxIntrospectionDepth} exceeded, found 63.`);
    // Within the depth limit (8) and graphql's own limit on nested fields lists (2): the arguments of the fields of
    // the types of the arguments of every field of every type, which the cost refuses.
    const wide = firstError(await h.gql('{ __schema { types { fields { args { type { fields { args { name } } } } } } } }', {}, token));
    expect(wide, JSON.stringify(wide)).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED', reason: 'QUERY_LIMIT' } });
    expect(wide.message).toMatch(new RegExp(`^Query refused: introspection cost \\d+ exceeds the limit of ${QUERY_LIMITS.maxIntrospectionCost} `));
    // A short chain is still an ordinary question.
    expect((await h.gql(ofTypeChain(3), {}, token)).errors).toBeUndefined();
  });
});
