import { VisuallyHidden } from '../../app/VisuallyHidden';
import { useEffect, useMemo, useState } from 'react';
import { Card, Empty, Input, List, Spin, Typography } from 'antd';
import { useQuery } from '@apollo/client/react';
import { SUBCONTRACTOR_ROLE, useSession } from '../../app/session';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX, trimCopySuffix } from './model';
import { InvitedProjectsQuery, ProjectsQuery } from './operations';
import { selectProject } from './selection';

const SWITCHER_PAGE_SIZE = 100;

/** Right-hand panel of project-bound pages (docs/accounts.md §2): pick another project; the choice is kept in local storage. */
export function ProjectSwitcher({ onPicked }: { onPicked?: () => void } = {}) {
  const session = useSession();
  const isSubcontractor = session.user?.roleId === SUBCONTRACTOR_ROLE;
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const listQ = useQuery(ProjectsQuery, {
    variables: { q: q || null, page: 1, pageSize: SWITCHER_PAGE_SIZE },
    skip: isSubcontractor,
    fetchPolicy: 'cache-and-network',
  });
  const invitedQ = useQuery(InvitedProjectsQuery, { skip: !isSubcontractor, fetchPolicy: 'cache-and-network' });
  const loading = isSubcontractor ? invitedQ.loading : listQ.loading;

  const items = useMemo(() => {
    if (!isSubcontractor) return listQ.data?.projects.items ?? [];
    const needle = q.toLowerCase();
    return (invitedQ.data?.invitedProjects ?? []).filter(
      (p) => !needle || p.uid.toLowerCase().includes(needle) || p.name.toLowerCase().includes(needle),
    );
  }, [isSubcontractor, listQ.data, invitedQ.data, q]);

  const current = String(session.selectedProject?.ProjectUid ?? '');

  return (
    <Card size="small" title="Project" style={{ width: 260 }} styles={{ body: { padding: 8 } }}>
      <Typography.Paragraph strong style={{ marginBottom: 8 }} aria-label="Selected project">
        {current} {session.selectedProject?.name ? `· ${String(session.selectedProject.name)}` : ''}
      </Typography.Paragraph>
      <Input.Search
        aria-label="Switch project search"
        placeholder="Search projects"
        allowClear
        maxLength={SEARCH_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        size="small"
        style={{ marginBottom: 8 }}
      />
      {loading && items.length === 0 ? (
        <Spin size="small" />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No projects" />
      ) : (
        <nav aria-label="Project switcher">
          <List
            size="small"
            style={{ maxHeight: 420, overflowY: 'auto' }}
            dataSource={items}
            rowKey="id"
            renderItem={(p) => {
              const selected = p.uid === current;
              return (
                <List.Item
                  style={{ background: selected ? '#e6f4ff' : undefined, paddingInline: 8 }}
                  aria-current={selected ? 'true' : undefined}
                >
                  <button
                    type="button"
                    style={{ all: 'unset', cursor: 'pointer', width: '100%' }}
                    data-uid={p.uid}
                    onClick={() => {
                      selectProject(p);
                      onPicked?.();
                    }}
                  >
                    <VisuallyHidden>Switch to </VisuallyHidden>
                    <Typography.Text strong={selected}>{p.uid}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary" ellipsis>
                      {trimCopySuffix(p.displayName || p.name)}
                    </Typography.Text>
                  </button>
                </List.Item>
              );
            }}
          />
        </nav>
      )}
    </Card>
  );
}
