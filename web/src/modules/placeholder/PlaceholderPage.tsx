import { Card, Typography } from 'antd';

// Screens of later issues: a plain page with the screen's title.
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">This screen is not available yet.</Typography.Paragraph>
    </Card>
  );
}
