import { useContext } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
// antd copies every column title into a hidden row that measures widths; controls there must not be focusable.
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { money } from '../../app/format';

/** A subcontractor quoting on a sheet's trade lines, with its total over them (a bid's, docs/projects.md §2.7). */
export interface QuotingSubcontractor {
  id: string;
  name: string;
  total: string;
  selected: boolean;
  lowest: boolean;
}

type Sub = QuotingSubcontractor;

export interface SubcontractorHeaderProps {
  sub: Sub;
  /** Absent: read-only (no selection, no removal). */
  onSelect?: () => void;
  onRemove?: () => void;
}

// antd's green tag text is too light on its background (axe color-contrast): a darker green.
const LOWEST_STYLE = { color: '#135200' };

/**
 * A subcontractor's column header on the direct trades (docs/projects.md §2.7, §4): its total over the bid's lines; clicking it
 * selects it, so its total replaces the lines' total (docs/money.md §7). Marks the selected one and the lowest.
 */
export function SubcontractorHeader({ sub, onSelect, onRemove }: SubcontractorHeaderProps) {
  const measuring = useContext(TableMeasureRowContext);
  const text = (
    <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <span>{sub.name}</span>{' '}
      <span>{money(sub.total)}</span>
    </span>
  );
  const active = !measuring && onSelect;
  return (
    <Space size={4} align="start" data-subcontractor={measuring ? undefined : sub.id}>
      {active ? (
        <Button
          type={sub.selected ? 'primary' : 'default'} size="small" style={{ height: 'auto' }} aria-pressed={sub.selected}
          title={`Select ${sub.name}: its total replaces the lines' total`} onClick={onSelect}
        >
          {text}
        </Button>
      ) : text}
      {sub.selected && <Tag color="blue">Selected</Tag>}
      {sub.lowest && <Tag color="green" style={LOWEST_STYLE}>Lowest</Tag>}
      {onRemove && !measuring && <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`Remove ${sub.name}`} onClick={onRemove} />}
    </Space>
  );
}

/** The overall Total header: choosing it clears the selection, so the lines' own totals count again. */
export function TradeTotalHeader({ selected, onClear }: { selected: boolean; onClear?: () => void }) {
  const measuring = useContext(TableMeasureRowContext);
  if (!onClear || measuring) return <span>Total</span>;
  return (
    <Button type={selected ? 'default' : 'primary'} size="small" aria-pressed={!selected} title="Use the lines' own totals" onClick={onClear}>
      Total
    </Button>
  );
}
