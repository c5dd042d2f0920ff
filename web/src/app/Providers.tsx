import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import { PAGE_SECTIONS } from './adminRoutes';
import { PageSectionsContext } from './sections';

/**
 * antd's default blue (#1677ff), red and the light greys of placeholders and secondary text fall short of the 4.5:1
 * contrast WCAG AA asks of text (axe-core's color-contrast, issue 10 item 13): one step darker each.
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    // antd derives a lighter hover (#2e7ae6: 4.16:1 under white text); a hovered primary button goes darker instead.
    colorPrimaryHover: '#0747b6',
    colorPrimaryActive: '#003a8c',
    colorLink: '#0958d9',
    colorLinkHover: '#0747b6',
    colorError: '#cf1322',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  },
  components: {
    // A grid's empty text ('No … yet') is drawn in the disabled grey: readable text in every grid.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
};

// ProTable needs the enUS locale from ConfigProvider; the pages read the sections other modules add to them.
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enUS} theme={THEME}>
      <PageSectionsContext.Provider value={PAGE_SECTIONS}>{children}</PageSectionsContext.Provider>
    </ConfigProvider>
  );
}
