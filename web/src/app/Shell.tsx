import { useState } from 'react';
import { BellOutlined, UserOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Layout, Menu, Space, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { ChangePasswordModal } from '../modules/auth/ChangePasswordModal';
import { ProjectSwitcher } from '../modules/projects/ProjectSwitcher';
import { visibleNavLinks } from './access';
import { PROJECT_SWITCHER_PATHS } from './adminRoutes';
import { canWrite, clearSession, useSession } from './session';
import { UI_VERSION } from './version';

export const SIDER_WIDTH = 240;
const NOTIFICATION_COUNT = 4;

export function Shell() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [changeOpen, setChangeOpen] = useState(false);
  const perms = session.permissions;
  const links = visibleNavLinks(perms, session.user?.roleId, !!session.selectedProject);
  const current = location.pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  // Settings: company-level admins only (000 §2).
  const showSettings = !canWrite(perms, 'add_new_company') && canWrite(perms, 'company_setup_edit_dashboard');

  const accountItems: MenuProps['items'] = [
    ...(showSettings ? [{ key: 'settings', label: 'Settings' }] : []),
    { key: 'change-password', label: 'Change Password' },
    { key: 'logout', label: 'Logout' },
  ];

  const onAccount: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') navigate('/admin/company-details');
    if (key === 'change-password') setChangeOpen(true);
    if (key === 'logout') {
      clearSession();
      void client.clearStore();
      navigate('/', { replace: true });
    }
  };

  const showSwitcher = PROJECT_SWITCHER_PATHS.has(current) && !!session.selectedProject;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={SIDER_WIDTH} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <div style={{ padding: '16px 24px', fontWeight: 600, fontSize: 16 }}>
          {session.selectedComp?.name ?? session.company?.name ?? 'Contractor Suite'}
        </div>
        <nav aria-label="Main">
          <Menu
            mode="inline"
            selectedKeys={[current]}
            items={links.map((l) => ({ key: l.path, label: l.label }))}
            onClick={({ key }) => navigate(`/admin/${key}`)}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'flex-end', paddingInline: 24, borderBottom: '1px solid #f0f0f0' }}>
          <Space size="large">
            <Badge count={NOTIFICATION_COUNT}>
              <Button type="text" shape="circle" aria-label="Notifications" icon={<BellOutlined />} />
            </Badge>
            <Dropdown menu={{ items: accountItems, onClick: onAccount }} trigger={['click']}>
              <Button type="text" aria-label="Account" icon={<UserOutlined />}>
                {session.user?.name}
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24, display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Outlet />
          </div>
          {showSwitcher && <ProjectSwitcher />}
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          <Typography.Text type="secondary">
            © {new Date().getFullYear()} Contractor Suite · Development version {UI_VERSION}
          </Typography.Text>
        </Layout.Footer>
      </Layout>
      <ChangePasswordModal open={changeOpen} onClose={() => setChangeOpen(false)} />
    </Layout>
  );
}
