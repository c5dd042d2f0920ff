import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX } from '../projects/model';

export interface SearchBoxProps {
  label: string;
  /** The search as it sits in the URL (useListState). */
  value: string;
  onChange: (q: string) => void;
}

/** A grid's search: typed text reaches the URL 125 ms after the last key (docs/projects.md §9); Back or a link refill the box. */
export function SearchBox({ label, value, onChange }: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== value) onChange(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  useEffect(() => setText((shown) => (shown.trim() === value ? shown : value)), [value]);
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      maxLength={SEARCH_MAX}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => onChange(v.trim())}
      style={{ width: 260 }}
    />
  );
}
