import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import useChildren from '@rc-component/virtual-list/es/hooks/useChildren';

// patches/@rc-component+virtual-list+1.5.2.patch (applied by `npm install`'s postinstall): without it every scroll
// frame of a virtual table gave each drawn row a new style object and a new ref callback, so rc-table's memoized rows
// were all drawn again and measured again (the tracker grid dropped a frame in ten; README "Speed" of tracker).
describe('the virtual list patch', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
  const getKey = (r: { id: number }) => r.id;

  function rendered(setNodeRef = vi.fn()) {
    const styles: unknown[] = [];
    const renderRow = (_: unknown, __: number, props: { style: unknown }) => {
      styles.push(props.style);
      return <div />;
    };
    const hook = renderHook(({ start }) => useChildren(rows, start, 2, 1200, 0, setNodeRef, renderRow, { getKey }) as ReactElement<{ setRef: unknown }>[],
      { initialProps: { start: 0 } });
    return { hook, styles };
  }

  it('gives every row the same style object from one render to the next', () => {
    const { hook, styles } = rendered();
    hook.rerender({ start: 1 });
    expect(styles).toHaveLength(5);
    expect(new Set(styles).size).toBe(1);
    expect(styles[0]).toEqual({ width: 1200 });
  });

  it("keeps each row's ref callback, so a row still drawn is not measured again", () => {
    const setNodeRef = vi.fn();
    const { hook } = rendered(setNodeRef);
    const first = hook.result.current.map((e) => e.props.setRef);
    hook.rerender({ start: 1 });
    const second = hook.result.current.map((e) => e.props.setRef);
    expect(second[0]).toBe(first[1]);
    expect(second[1]).toBe(first[2]);
    (second[0] as (el: unknown) => void)('element');
    expect(setNodeRef).toHaveBeenCalledWith(rows[1], 'element');
  });
});
