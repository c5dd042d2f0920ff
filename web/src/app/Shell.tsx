import { useState } from 'react';
import { MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Drawer, Dropdown, Layout, Menu, Space, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { ChangePasswordModal } from '../modules/auth/ChangePasswordModal';
import { ActingCompanyBanner } from '../modules/companies/ActingCompany';
import { ProjectChip } from '../modules/projects/ProjectChip';
import { ProjectSwitcher } from '../modules/projects/ProjectSwitcher';
import { visibleNavLinks } from './access';
import { PROJECT_SWITCHER_PATHS } from './adminRoutes';
import { NotificationBell } from './NotificationBell';
import { canRead, canWrite, clearSession, PLATFORM_ADMIN_ROLE, useSession } from './session';
import { NARROW_SCREEN, useMediaQuery } from './useMediaQuery';
import { UI_VERSION } from './version';

export const SIDER_WIDTH = 240;
const BAR_HEIGHT = 64;

/** A menu item is a real link: open in a new tab, middle click and copy link work (issue 31 item 13). */
const linkItem = (l: ReturnType<typeof visibleNavLinks>[number]) => ({ key: l.path, label: <Link to={`/admin/${l.path}`}>{l.label}</Link> });

/** Company-level items, then the chosen project's items grouped under its ID (issue 10 item 1). */
function navItems(links: ReturnType<typeof visibleNavLinks>, projectUid: string | null): MenuProps['items'] {
  const company = links.filter((l) => l.level !== 'project').map(linkItem);
  const project = links.filter((l) => l.level === 'project').map(linkItem);
  if (!projectUid || project.length === 0) return company;
  return [...company, { type: 'group' as const, key: 'project', label: `Project ${projectUid}`, children: project }];
}

const REPORT_AREAS = ['project_p_l', 'project_wip', 'project_plwippt', 'overall_plwippt', 'overall_project_tracker'];

export function Shell() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [changeOpen, setChangeOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const perms = session.permissions;
  const projectUid = session.selectedProject ? String(session.selectedProject.ProjectUid) : null;
  const companyOpen = session.user?.roleId !== PLATFORM_ADMIN_ROLE || session.user?.tenantId != null;
  const links = visibleNavLinks(perms, session.user?.roleId, !!projectUid, companyOpen);
  const current = location.pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  // Settings: company-level admins only (docs/accounts.md §2).
  const showSettings = !canWrite(perms, 'add_new_company') && canWrite(perms, 'company_setup_edit_dashboard');
  // The same title for every role of a company (issue 31 item 13): the name the login answered, kept with the user.
  const companyName = session.selectedComp?.name ?? session.company?.name ?? session.user?.companyName ?? 'Contractor Suite';

  // Analysts (read on any report, docs/roles.md) get the GraphQL playground, opened beside the client (issue 10 item 11).
  const analyst = REPORT_AREAS.some((area) => canRead(perms, area));
  const accountItems: MenuProps['items'] = [
    ...(showSettings ? [{ key: 'settings', label: 'Settings' }, { key: 'email-templates', label: 'Email Templates' }] : []),
    ...(analyst ? [{ key: 'playground', label: <a href="/graphql" target="_blank" rel="noreferrer">GraphQL playground</a> }] : []),
    { key: 'change-password', label: 'Change Password' },
    { key: 'logout', label: 'Logout' },
  ];

  const onAccount: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') navigate('/admin/company-details');
    if (key === 'email-templates') navigate('/admin/email-templates');
    if (key === 'change-password') setChangeOpen(true);
    if (key === 'logout') {
      clearSession();
      void client.clearStore();
      navigate('/', { replace: true });
    }
  };

  const showSwitcher = !narrow && PROJECT_SWITCHER_PATHS.has(current) && !!projectUid;

  const navigation = (
    <nav aria-label="Main">
      <Menu
        mode="inline"
        selectedKeys={[current]}
        items={navItems(links, projectUid)}
        onClick={({ key, domEvent }) => {
          setDrawerOpen(false);
          // A click on the link itself is the link's (a modifier click opens a tab); the rest of the item navigates.
          if ((domEvent.target as Element).closest('a')) return;
          navigate(`/admin/${key}`);
        }}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
  const brand = <div data-company-title style={{ padding: '16px 24px', fontWeight: 600, fontSize: 16 }}>{companyName}</div>;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!narrow && (
        // Stays in place on long pages: the page scrolls, the navigation does not (issue 10 item 6).
        <Layout.Sider
          width={SIDER_WIDTH}
          theme="light"
          style={{ borderRight: '1px solid #f0f0f0', position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
        >
          {brand}
          {navigation}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: '#fff', display: 'flex', alignItems: 'center', gap: 8, paddingInline: narrow ? 12 : 24, height: BAR_HEIGHT,
            borderBottom: '1px solid #f0f0f0', position: 'sticky', top: 0, zIndex: 100,
          }}
        >
          {narrow && <Button type="text" icon={<MenuOutlined />} aria-label="Open navigation" onClick={() => setDrawerOpen(true)} />}
          <div style={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>
            <ProjectChip />
          </div>
          <Space size={narrow ? 'small' : 'large'}>
            <NotificationBell />
            <Dropdown menu={{ items: accountItems, onClick: onAccount }} trigger={['click']}>
              {/* The accessible name starts with the visible name (WCAG 2.5.3 label in name). */}
              <Button type="text" aria-label={narrow || !session.user?.name ? 'Account' : `${session.user.name} Account`} icon={<UserOutlined />}>
                {narrow ? null : session.user?.name}
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: narrow ? 12 : 24, display: 'flex', gap: 16, alignItems: 'flex-start', minWidth: 0 }}>
          <main style={{ flex: 1, minWidth: 0 }}>
            <ActingCompanyBanner />
            <Outlet />
          </main>
          {showSwitcher && <ProjectSwitcher />}
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          <Typography.Text type="secondary">
            © {new Date().getFullYear()} Contractor Suite · Development version {UI_VERSION}
          </Typography.Text>
        </Layout.Footer>
      </Layout>
      {narrow && (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={SIDER_WIDTH + 40} title={companyName} styles={{ body: { padding: 0 } }}>
          {navigation}
        </Drawer>
      )}
      <ChangePasswordModal open={changeOpen} onClose={() => setChangeOpen(false)} />
    </Layout>
  );
}
