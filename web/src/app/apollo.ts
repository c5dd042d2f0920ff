import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { BID_TYPE_POLICIES } from '../modules/bids/cache';
import { clearSession, getSession } from './session';

// Operations that run without a session: a 401 there is a wrong password, not an expired token.
const PUBLIC_OPERATIONS = new Set(['Login', 'ForgotPassword', 'ResetPassword', 'Version']);

export function goToLogin() {
  if (window.location.pathname !== '/') window.location.assign('/');
}

export function createAuthLinks(onUnauthenticated: () => void = goToLogin): ApolloLink {
  const auth = new SetContextLink((prev) => {
    const token = getSession().token;
    if (!token) return {};
    return { headers: { ...(prev.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } };
  });
  const unauth = new ErrorLink(({ error, operation }) => {
    if (PUBLIC_OPERATIONS.has(operation.operationName ?? '')) return;
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
      clearSession();
      onUnauthenticated();
    }
  });
  return ApolloLink.from([unauth, auth]);
}

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createAuthLinks(), new HttpLink({ uri })]),
    // Value types that carry an id but are no entities of their own stay inside their parent.
    cache: new InMemoryCache({ typePolicies: { ...BID_TYPE_POLICIES } }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}
