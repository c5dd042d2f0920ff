import { GraphQLError } from 'graphql';

// Ids as GraphQL takes them (strings) into what REST wants, for every module.

/** REST wants numeric ids; anything else is answered 400 by the API itself. */
export const restId = (v: string): number | string => (/^\d+$/.test(v) ? Number(v) : v);

/** An id REST takes only as an integer: anything else is refused here, naming the argument. */
export function intId(value: string, field: string): number {
  if (/^\d{1,9}$/.test(value)) return Number(value);
  const message = 'Not a valid id.';
  throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
}
