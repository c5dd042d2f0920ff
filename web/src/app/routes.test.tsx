import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../test/utils';
import { ADMIN_ROUTES } from './adminRoutes';
import { allowedRoutes, visibleNavLinks } from './access';
import { appRoutes } from './routes';
import { getSession } from './session';
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
    signIn({ read: ['overhead'] });
    renderRoutes(appRoutes, '/admin/overhead');
    expect(await screen.findByRole('heading', { name: 'Overhead' })).toBeInTheDocument();
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

  it('shows project-level items once a project is chosen', async () => {
    signIn({ read: ['all_projects', 'all_users', 'bid_sheets', 'project_p_l'], project: true });
    renderRoutes(appRoutes, '/admin/projects');
    await screen.findByRole('heading', { name: 'All Projects' });
    expect(menuLabels()).toEqual(['All Projects', 'Proposal', 'Bid Sheet', 'Custom Parts', 'P&L']);
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
    signIn({ roleId: 2, read: ['overhead', 'company_setup_edit_dashboard'], write: ['company_setup_edit_dashboard'] });
    const { router } = renderRoutes(appRoutes, '/admin/overhead');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession().token).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('Settings is hidden from a user with write on add_new_company', async () => {
    signIn({ roleId: 1, read: ['overhead'], write: ['add_new_company', 'company_setup_edit_dashboard'] });
    renderRoutes(appRoutes, '/admin/overhead');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('shows the notification badge and the footer year', async () => {
    signIn({ read: ['overhead'] });
    renderRoutes(appRoutes, '/admin/overhead');
    await screen.findByRole('heading', { name: 'Overhead' });
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(document.querySelector('.ant-badge')?.textContent).toContain('4');
  });
});
