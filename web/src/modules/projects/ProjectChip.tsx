import { useState } from 'react';
import { CloseOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Popover, Tag, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { saveSession, useSession } from '../../app/session';
import { ADMIN_ROUTES } from '../../app/adminRoutes';
import { NARROW_SCREEN, useMediaQuery } from '../../app/useMediaQuery';
import { trimCopySuffix } from './model';
import { ProjectSwitcher } from './ProjectSwitcher';

const PROJECT_BOUND = new Set(ADMIN_ROUTES.filter((r) => r.projectBound).map((r) => r.path));

/**
 * The chosen project in the top bar, named, with 'Switch' and 'Clear' (issue 10 item 1): the project is never a
 * trap; clearing it on a page that needs one returns to All Projects.
 */
export function ProjectChip() {
  const { selectedProject } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery(NARROW_SCREEN);
  if (!selectedProject) return null;
  const uid = String(selectedProject.ProjectUid);
  const name = trimCopySuffix(String(selectedProject.name ?? ''));

  function clear() {
    saveSession({ selectedProject: null });
    const current = location.pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
    if (PROJECT_BOUND.has(current)) navigate('/admin/projects');
  }

  return (
    // The tag gives way (ellipsis) and the buttons keep only their icons on a phone, so the bar never clips the
    // project (issue 31 item 14).
    <div role="group" aria-label="Chosen project" style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0, maxWidth: '100%' }}>
      <Tag color="blue" style={{ marginInlineEnd: 0, maxWidth: 280, minWidth: 0, flex: '0 1 auto', overflow: 'hidden' }}>
        <Typography.Text ellipsis style={{ maxWidth: '100%', color: 'inherit' }}>
          {name ? `${uid} · ${name}` : uid}
        </Typography.Text>
      </Tag>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        placement="bottomRight"
        content={<ProjectSwitcher onPicked={() => setOpen(false)} />}
        styles={{ container: { padding: 0 } }}
      >
        <Button size="small" type="text" icon={<SwapOutlined />} aria-label="Switch project">
          {narrow ? null : 'Switch'}
        </Button>
      </Popover>
      <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Clear project" onClick={clear}>
        {narrow ? null : 'Clear'}
      </Button>
    </div>
  );
}
