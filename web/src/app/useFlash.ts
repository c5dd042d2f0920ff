import { useCallback, useEffect, useRef, useState } from 'react';

// A message that hides itself after `ms` (docs/accounts.md §9: 2000 ms on login/select, 3000 ms on forms).
export function useFlash<T>(ms: number): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (v: T | null) => {
      clearTimeout(timer.current);
      setValue(v);
      if (v !== null) timer.current = setTimeout(() => setValue(null), ms);
    },
    [ms],
  );
  return [value, show];
}
