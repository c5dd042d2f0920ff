import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorReason } from '../gql/graphql';

export interface GqlFailure {
  code?: string;
  /** Why an expected failure happened (schema ErrorReason); decide on this, never on the message text. */
  reason?: ErrorReason;
  message: string;
  /** Field errors keyed by GraphQL argument paths, e.g. 'input.details.email'. */
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
      // The gateway passes only ErrorReason values (schema/common.graphql) as extensions.reason.
      reason: typeof ext.reason === 'string' ? (ext.reason as ErrorReason) : undefined,
      message: first.message,
      fields,
    };
  }
  return { message: err instanceof Error ? err.message : String(err) };
}

/** The field errors inside one mutation argument, keyed by the path within it ('input.info.phone' → 'info.phone'). */
export function fieldsOf(failure: GqlFailure, argument = 'input'): Record<string, string> {
  const out: Record<string, string> = {};
  const prefix = `${argument}.`;
  for (const [path, message] of Object.entries(failure.fields ?? {})) {
    if (path.startsWith(prefix)) out[path.slice(prefix.length)] ??= message;
  }
  return out;
}
