import type { ReactNode } from 'react';
import { theme } from 'antd';

export const TAGLINE = 'Your Construction Contractor Serving Clients Nationally';

// Frame shared by the public screens (login, forgot, reset). Plain markup in antd's card look: antd's Card and
// Typography bring tabs, menus and tooltips the login page never shows (issue 8: at most 300 KB to sign in).
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f5', padding: 16 }}>
      <section
        style={{
          width: 420, maxWidth: '100%', padding: token.paddingLG, background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG,
          fontFamily: token.fontFamily, fontSize: token.fontSize, color: token.colorText,
        }}
      >
        <p style={{ textAlign: 'center', margin: `0 0 ${token.marginXS}px`, color: token.colorTextSecondary }}>{TAGLINE}</p>
        <h3
          style={{
            textAlign: 'center', marginTop: 0, marginBottom: token.marginMD, fontSize: token.fontSizeHeading3,
            fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading,
          }}
        >
          {title}
        </h3>
        {children}
      </section>
    </div>
  );
}
