import { ApolloLink } from '@apollo/client/link';
import { gql } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { Observable, lastValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createAuthLinks } from './apollo';
import { saveSession } from './session';

function terminating(seen: Record<string, unknown>[], code?: string) {
  return new ApolloLink((operation) => {
    seen.push(operation.getContext().headers as Record<string, unknown>);
    return new Observable((obs) => {
      if (code) obs.next({ errors: [new GraphQLError('nope', { extensions: { code } })] });
      else obs.next({ data: { version: '1' } });
      obs.complete();
    });
  });
}

async function run(link: ApolloLink, query: string) {
  const { execute } = await import('@apollo/client/link');
  const { ApolloClient, InMemoryCache } = await import('@apollo/client');
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  try {
    await lastValueFrom(execute(link, { query: gql(query) }, { client }));
  } catch {
    // errors are what these tests look at through side effects
  }
}

describe('apollo links', () => {
  it('sends the bearer token from storage', async () => {
    saveSession({ token: 'abc' });
    const seen: Record<string, unknown>[] = [];
    await run(ApolloLink.from([createAuthLinks(() => {}), terminating(seen)]), 'query Version { version }');
    expect(seen[0]).toEqual({ authorization: 'Bearer abc' });
  });

  it('UNAUTHENTICATED clears storage and goes to login', async () => {
    saveSession({ token: 'abc', user: { id: '1', name: 'x', username: 'x', roleId: 3 } });
    const onUnauth = vi.fn();
    await run(ApolloLink.from([createAuthLinks(onUnauth), terminating([], 'UNAUTHENTICATED')]), 'query Viewer { viewer { user { id } } }');
    expect(onUnauth).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userDets')).toBeNull();
  });

  it('a failed login is not treated as an expired session', async () => {
    saveSession({ token: 'abc' });
    const onUnauth = vi.fn();
    await run(ApolloLink.from([createAuthLinks(onUnauth), terminating([], 'UNAUTHENTICATED')]), 'mutation Login { login(username: "a", password: "b") { token } }');
    expect(onUnauth).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('abc');
  });
});
