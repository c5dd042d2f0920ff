import { Alert, Skeleton, Space, Tabs, Typography } from 'antd';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../../app/session';
import { selectedProjectId } from '../projects/selection';
import { EmailTemplatesQuery } from './operations';
import { TemplateEditor } from './TemplateEditor';

/** Email Templates (/admin/email-templates): the company's four subcontractor templates of docs/projects.md §9, editable. */
export function EmailTemplatesPage() {
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(EmailTemplatesQuery, { fetchPolicy: 'cache-and-network' });
  const stored = session.selectedProject;
  const project = stored
    ? { id: selectedProjectId(stored), label: stored.name ? `${String(stored.ProjectUid)} · ${String(stored.name)}` : String(stored.ProjectUid) }
    : null;
  const set = data?.emailTemplates;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>Email Templates</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        The emails sent to subcontractors from All Subcontractors. Placeholders in double braces are filled with the project's details.
      </Typography.Paragraph>
      {error && !set && <Alert type="error" showIcon title="Unable to load the email templates. Try again after some time." />}
      {loading && !set && <Skeleton active />}
      {set && (
        <Tabs
          items={set.templates.map((t) => ({
            key: t.type,
            label: t.name,
            children: <TemplateEditor template={t} placeholders={set.placeholders} project={project} onChanged={() => refetch()} />,
          }))}
        />
      )}
    </Space>
  );
}
