import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';

/**
 * A screen loaded on first render, so each module becomes a chunk of its own and the login page downloads only
 * what it shows (issue 8). `name` picks the named export: the modules have no default exports.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  return lazy<ComponentType>(async () => ({ default: (await load())[name] }));
}

/** Shows a small spinner while a lazy screen's chunk downloads. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spin size="small" aria-label="Loading" style={{ display: 'block', margin: '48px auto' }} />}>
      {children}
    </Suspense>
  );
}
