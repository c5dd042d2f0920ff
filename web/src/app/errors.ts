import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface GqlFailure {
  code?: string;
  reason?: string;
  message: string;
  fields?: Record<string, string>;
}

// Reads the first GraphQL error's code, reason, message and field errors (gateway contract).
export function readError(err: unknown): GqlFailure {
  if (CombinedGraphQLErrors.is(err) && err.errors.length > 0) {
    const first = err.errors[0];
    const ext = (first.extensions ?? {}) as Record<string, unknown>;
    const fields = ext.fields && typeof ext.fields === 'object' ? (ext.fields as Record<string, string>) : undefined;
    return {
      code: typeof ext.code === 'string' ? ext.code : undefined,
      reason: typeof ext.reason === 'string' ? ext.reason : undefined,
      message: first.message,
      fields,
    };
  }
  return { message: err instanceof Error ? err.message : String(err) };
}
