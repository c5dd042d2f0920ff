import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';

// ProTable needs the enUS locale from ConfigProvider.
export function UiProviders({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={enUS}>{children}</ConfigProvider>;
}
