import { useEffect, useRef } from 'react';
import { Table, type TableProps } from 'antd';
import { GRID_SCROLL } from '../../app/gridLayout';

/**
 * A wide antd Table that scrolls sideways in its own box: the box takes the keyboard focus and is named, so a
 * read-only table (no control inside) can still be scrolled from the keyboard (axe scrollable-region-focusable).
 */
export function ScrollTable<Row extends object>({ label, ...props }: TableProps<Row> & { label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const content = box.current?.querySelector('.ant-table-content');
    if (!content) return;
    content.setAttribute('tabindex', '0');
    content.setAttribute('role', 'region');
    content.setAttribute('aria-label', label);
  });
  return (
    <div ref={box}>
      <Table<Row> scroll={GRID_SCROLL} pagination={false} size="small" {...props} />
    </div>
  );
}
