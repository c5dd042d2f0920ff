import { Card, Typography } from 'antd';

/** A filled template as the recipient reads it: the subject, then the body's lines as written. */
export function EmailPreview({ subject, text }: { subject: string; text: string }) {
  return (
    <Card size="small" role="region" aria-label="Email preview" title={<span>Subject: {subject}</span>}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{text}</Typography.Paragraph>
    </Card>
  );
}
