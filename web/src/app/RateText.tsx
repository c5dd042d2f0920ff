import { Tooltip } from 'antd';
import { formatMoney, formatRate, parseDecimal } from '@suite/money';

/**
 * A money rate (Cost/Hour, Cost/Week, Cost Per Unit) as the grids show it: to the cent, with the exact stored value
 * ('$24.3077') in the tooltip when the cent hides digits (issue 31 item 9); the edit field keeps the exact value.
 */
export function RateText({ value }: { value: string | null | undefined }) {
  const exact = parseDecimal(value);
  if (exact === undefined) return <>—</>;
  const shown = formatMoney(exact);
  const full = formatRate(exact);
  if (exact.decimalPlaces() <= 2) return <>{shown}</>;
  return (
    <Tooltip title={`Exact: ${full}`}>
      <span data-exact={full} style={{ textDecoration: 'underline dotted' }}>{shown}</span>
    </Tooltip>
  );
}
