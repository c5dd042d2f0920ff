import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';

// ProTable needs the enUS locale from ConfigProvider.
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enUS}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
