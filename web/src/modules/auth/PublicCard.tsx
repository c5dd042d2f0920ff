import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

export const TAGLINE = 'Your Construction Contractor Serving Clients Nationally';

// Frame shared by the public screens (login, forgot, reset).
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ width: 420, maxWidth: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 8 }}>
          {TAGLINE}
        </Typography.Paragraph>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}
