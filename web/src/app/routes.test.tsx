import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../test/utils';
import { ADMIN_ROUTES } from './adminRoutes';
import { allowedRoutes, visibleNavLinks } from './access';
import { appRoutes } from './routes';
import { getSession, saveSession } from './session';
import { perms } from '../test/utils';

function menuLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('menuitem')
    .map((el) => el.textContent ?? '');
}

describe('route gating', () => {
  it('without a token an admin route redirects to the login page', async () => {
    const { router } = renderRoutes(appRoutes, '/admin/projects');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('without a token an unknown path redirects to the login page', async () => {
    const { router } = renderRoutes(appRoutes, '/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a route is not registered without read or write on its area: 404', async () => {
    signIn({ read: ['all_projects'] });
    renderRoutes(appRoutes, '/admin/all-company');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.queryByText('All Companies')).not.toBeInTheDocument();
  });

  it('write alone on the area also registers the route', () => {
    const paths = allowedRoutes(perms([], ['overhead'])).map((r) => r.path);
    expect(paths).toEqual(['overhead']);
  });

  it('a registered placeholder route renders its title', async () => {
    signIn({ read: ['project_tasks'] });
    renderRoutes(appRoutes, '/admin/project-tasks');
    expect(await screen.findByRole('heading', { name: 'Project Tasks' })).toBeInTheDocument();
  });

  it('an unknown admin path shows the 404 page', async () => {
    signIn({ read: ['all_projects'] });
    renderRoutes(appRoutes, '/admin/nothing-here');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('a project-bound route without a selected project goes to /admin/projects', async () => {
    signIn({ read: ['all_projects', 'bid_sheets'] });
    const { router } = renderRoutes(appRoutes, '/admin/bid-sheet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    expect(await screen.findByRole('heading', { name: 'All Projects' })).toBeInTheDocument();
  });

  it('a project-bound route with a selected project renders', async () => {
    signIn({ read: ['all_projects', 'bid_sheets'], project: true });
    const { router } = renderRoutes(appRoutes, '/admin/bid-sheet');
    expect(await screen.findByRole('heading', { name: 'Bid Sheet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/bid-sheet');
  });

  it('every starred route of the spec is project-bound', () => {
    const starred = [
      'project-details', 'edit-project', 'bid-sheet', 'custom-parts', 'division-details', 'pco', 'pco-division-details',
      'add-potential-change-order', 'direct-cost', 'add-direct-cost', 'change-order', 'change-order-details', 'project-tracker',
    ];
    expect(ADMIN_ROUTES.filter((r) => r.projectBound).map((r) => r.path).sort()).toEqual([...starred].sort());
  });
});

describe('side navigation', () => {
  it('shows company-level items the user may read', async () => {
    signIn({ read: ['all_projects', 'all_users', 'bid_sheets', 'overhead'] });
    renderRoutes(appRoutes, '/admin/projects');
    await screen.findByRole('heading', { name: 'All Projects' });
    expect(menuLabels()).toEqual(['All Projects', 'Overhead', 'All Users']);
  });

  it('keeps the company items and groups the project items under the chosen project', async () => {
    signIn({ read: ['all_projects', 'all_users', 'bid_sheets', 'project_p_l'], project: true });
    renderRoutes(appRoutes, '/admin/projects');
    await screen.findByRole('heading', { name: 'All Projects' });
    expect(menuLabels()).toEqual(['All Projects', 'All Users', 'Proposal', 'Bid Sheet', 'Custom Parts', 'P&L']);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByText('Project P-1')).toBeInTheDocument();
    expect(document.title).toBe('All Projects · Contractor Suite');
  });

  it('the chosen project is a chip in the top bar: Clear forgets it and leaves a page that needs one', async () => {
    signIn({ read: ['all_projects', 'all_users', 'bid_sheets'], project: true });
    const { router } = renderRoutes(appRoutes, '/admin/bid-sheet');
    const chip = await screen.findByRole('group', { name: 'Chosen project' });
    expect(chip).toHaveTextContent('P-1 · Main Street');
    expect(within(chip).getByRole('button', { name: 'Switch project' })).toBeInTheDocument();
    await userEvent.setup().click(within(chip).getByRole('button', { name: 'Clear project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    expect(getSession().selectedProject).toBeNull();
    expect(screen.queryByRole('group', { name: 'Chosen project' })).not.toBeInTheDocument();
    expect(menuLabels()).toEqual(['All Projects', 'All Users']);
  });

  it('menu items are links (a new tab, a middle click); a platform admin in no company is offered no company screen', async () => {
    signIn({ read: ['all_projects', 'all_users', 'overhead'] });
    const first = renderRoutes(appRoutes, '/admin/projects');
    await screen.findByRole('heading', { name: 'All Projects' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'All Users' })).toHaveAttribute('href', '/admin/all-users');
    expect(within(nav).getByRole('link', { name: 'Overhead' })).toHaveAttribute('href', '/admin/overhead');
    first.unmount();
    const read = ['all_projects', 'all_users', 'overhead', 'all_companies_dashboard', 'add_new_company'];
    expect(visibleNavLinks(perms(read), 1, false, false).map((l) => l.label)).toEqual(['Dashboard']);
    expect(visibleNavLinks(perms(read), 1, false, true).map((l) => l.label)).toEqual(['Dashboard', 'All Projects', 'Overhead', 'All Users']);
  });

  it('a form that only saves is not registered for a reader: Edit Project needs all_projects write', async () => {
    signIn({ roleId: 13, read: ['all_projects', 'bid_sheets'], project: true });
    renderRoutes(appRoutes, '/admin/edit-project');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(allowedRoutes(perms(['all_projects'], ['all_projects'])).map((r) => r.path)).toContain('edit-project');
    expect(allowedRoutes(perms(['all_projects', 'create_project'])).map((r) => r.path)).not.toContain('create-project');
  });

  it("a platform admin in no company gets a prompt to open one; in one, an 'Acting in' banner with a switch", async () => {
    signIn({ roleId: 1, read: ['all_projects', 'add_new_company'], write: ['add_new_company'] });
    saveSession({ user: { ...getSession().user!, tenantId: null } });
    const first = renderRoutes(appRoutes, '/admin/projects');
    expect(await screen.findByText('Open a company first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Project' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to All Companies' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/admin/all-company'));
    first.unmount();
    saveSession({ user: { ...getSession().user!, tenantId: 1 }, selectedComp: { id: 1, name: 'Demo Construction Co' } });
    renderRoutes(appRoutes, '/admin/projects');
    expect(await screen.findByText('Acting in Demo Construction Co')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch company' })).toBeInTheDocument();
    expect(screen.queryByText('Open a company first')).not.toBeInTheDocument();
  });

  it('role 13 gets the reduced menu', async () => {
    const read = ['all_projects', 'bid_sheets', 'direct_costs', 'pcos', 'subcontractor_logs', 'all_users', 'project_p_l', 'overhead'];
    signIn({ roleId: 13, read, project: true });
    renderRoutes(appRoutes, '/admin/projects');
    await screen.findByRole('heading', { name: 'All Projects' });
    expect(menuLabels()).toEqual(['All Projects', 'Proposal', 'Bid Sheet', 'Custom Parts', 'Direct Cost', 'PCO']);
    // Without a project only the company-level part of that menu remains.
    expect(visibleNavLinks(perms(read), 13, false).map((l) => l.label)).toEqual(['All Projects']);
    // A non-subcontractor with the same permissions sees more.
    expect(visibleNavLinks(perms(read), 3, false).map((l) => l.label)).toEqual(['All Projects', 'Overhead', 'All Users']);
  });
});

describe('account menu', () => {
  it('Settings shows for a company-level admin and Logout clears storage', async () => {
    signIn({ roleId: 2, read: ['project_tasks', 'company_setup_edit_dashboard'], write: ['company_setup_edit_dashboard'] });
    const { router } = renderRoutes(appRoutes, '/admin/project-tasks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account$/ }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession().token).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('Settings is hidden from a user with write on add_new_company', async () => {
    signIn({ roleId: 1, read: ['project_tasks'], write: ['add_new_company', 'company_setup_edit_dashboard'] });
    renderRoutes(appRoutes, '/admin/project-tasks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account$/ }));
    expect(await screen.findByRole('menuitem', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('the bell opens the notifications panel (no made-up count) and the footer shows the year', async () => {
    signIn({ read: ['project_tasks'] });
    renderRoutes(appRoutes, '/admin/project-tasks');
    await screen.findByRole('heading', { name: 'Project Tasks' });
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(document.querySelector('.ant-badge-count')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
