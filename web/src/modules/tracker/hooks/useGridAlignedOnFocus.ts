import { useEffect, useRef } from 'react';

const VIRTUAL_BODY = 'ant-table-tbody-virtual-holder';

/**
 * Keeps a virtual grid's rows under their headers when a cell input out of view takes focus (Tab, a click at the
 * edge). rc-virtual-list scrolls sideways by shifting its rows inside a body whose own overflow is hidden, but the
 * browser reveals a focused input by scrolling that hidden overflow, and the rows then stand off the header and the
 * pinned summary. The native offset is given back to the list as a sideways wheel step, the path of its own
 * scrolling, so rows, header and summary move together. The ref goes on an element around the table.
 */
export function useGridAlignedOnFocus<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const onScroll = (event: Event) => {
      const scrolled = event.target;
      if (!(scrolled instanceof HTMLElement) || scrolled.scrollLeft === 0) return;
      // The body, or the box inside it that holds the rows (what the browser scrolls to reveal an input).
      const body = scrolled.closest(`.${VIRTUAL_BODY}`);
      if (!body) return;
      const offset = scrolled.scrollLeft;
      scrolled.scrollLeft = 0;
      body.dispatchEvent(new WheelEvent('wheel', { deltaX: offset, bubbles: true, cancelable: true }));
    };
    // A scroll event does not bubble: listened for in the capture phase.
    root.addEventListener('scroll', onScroll, true);
    return () => root.removeEventListener('scroll', onScroll, true);
  }, []);
  return ref;
}
