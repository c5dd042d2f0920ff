export { Decimal, dec, fitsNumeric, fixed, parseDecimal, round2, round4, sum, type DecimalInput } from './decimal.js';
export { addCents, centsToString, percentOf, toCents, type Cents } from './cents.js';
export { toDecimalString, toMoneyString, toPlainString, toRateString } from './wire.js';
export { formatMoney, formatNumber, formatPercent, formatPercentOfBase, formatRate, groupThousands, NO_FIGURE } from './display.js';
