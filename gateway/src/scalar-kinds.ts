import { GraphQLScalarType } from 'graphql';
import { GraphQLNonNegativeInt, GraphQLPositiveInt } from 'graphql-scalars';
import { DecimalScalar } from './scalars.js';

/**
 * Money, rates, percentages and quantities are all exact decimal strings; the names say what a number is.
 * Each one parses and serializes exactly as Decimal does (scalars.ts), so a change there applies to all.
 */
function decimalKind(name: string, description: string): GraphQLScalarType<string, string> {
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (value) => DecimalScalar.serialize(value),
    parseValue: (value) => DecimalScalar.parseValue(value),
    parseLiteral: (ast, variables) => DecimalScalar.parseLiteral(ast, variables),
  });
}

export const MoneyScalar = decimalKind('Money', 'An amount of money (US dollars) as an exact decimal string, e.g. "1234.50".');
export const RateScalar = decimalKind('Rate', 'Money per unit of time or work (per hour, per week, per unit) as an exact decimal string.');
export const PercentScalar = decimalKind('Percent', 'A percentage as an exact decimal string: "12.50" means 12.5 %.');
export const QuantityScalar = decimalKind('Quantity', 'A measured quantity (weeks, square feet) as an exact decimal string.');

/** The scalars beyond scalars.ts: the decimal kinds and graphql-scalars' integer ranges. */
export const scalarKindResolvers = {
  Money: MoneyScalar,
  Rate: RateScalar,
  Percent: PercentScalar,
  Quantity: QuantityScalar,
  PositiveInt: GraphQLPositiveInt,
  NonNegativeInt: GraphQLNonNegativeInt,
};
