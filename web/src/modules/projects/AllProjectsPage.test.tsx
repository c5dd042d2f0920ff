import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { AllProjectsPage } from './AllProjectsPage';
import { projectRow } from './fixtures';
import {
  CopyProjectMutation, DeleteProjectMutation, InvitedProjectsQuery, NextProjectUidQuery, ProjectsQuery, SetProjectStatusMutation,
} from './operations';

type Row = ReturnType<typeof projectRow>;
const page = (items: Row[], variables: Record<string, unknown> = {}) => ({
  request: { query: ProjectsQuery, variables: { status: null, q: null, page: 1, pageSize: 100, ...variables } },
  result: { data: { projects: { __typename: 'ProjectPage' as const, total: items.length, items } } },
});

const routes = [
  { path: '/admin/projects', element: <AllProjectsPage /> },
  { path: '/admin/create-project', element: <p>create form</p> },
  { path: '/admin/edit-project', element: <p>edit form</p> },
  { path: '/admin/project-details', element: <p>proposal page</p> },
];

const bidding = projectRow('1', 'DC_1001', 'Main Street copy');
const awarded = projectRow('2', 'DC_1002', 'Harbor Tower', 'AWARDED');

// Role queries over the whole table are slow under load; buttons are found by label or text instead.
const button = (name: string, root: HTMLElement = document.body) =>
  within(root).getByText(name, { selector: 'button > span' }).closest('button') as HTMLElement;
async function findModal(title: string) {
  return (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const matches = await screen.findAllByTitle(option);
  fireEvent.click(matches[matches.length - 1]);
}

describe('All Projects', () => {
  it("rows: ' copy' trimmed, money, names; Create New Project with create_project write", async () => {
    signIn({ read: ['all_projects'], write: ['all_projects', 'create_project'] });
    const { router } = renderRoutes(routes, '/admin/projects', [page([bidding, awarded])]);
    expect(await screen.findByText('Harbor Tower')).toBeInTheDocument();
    expect(screen.getByText('All Projects', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByText('Main Street')).toBeInTheDocument();
    expect(screen.queryByText('Main Street copy')).not.toBeInTheDocument();
    expect(screen.getAllByText('$12,345.60')).toHaveLength(2);
    expect(screen.getAllByText('Acme Owner LLC')).toHaveLength(2);
    expect(screen.getAllByText('Eve Estimator')).toHaveLength(2);
    expect(screen.getAllByText('Pat Manager')).toHaveLength(2);
    expect(screen.getByLabelText('Search projects')).toHaveAttribute('maxlength', '255');
    expect(screen.getByLabelText('Status filter')).toBeInTheDocument();
    fireEvent.click(button('Create New Project'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/create-project'));
  });

  it('edit and delete only with all_projects write and status Bidding', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects'] });
    renderRoutes(routes, '/admin/projects', [page([bidding, awarded])]);
    await screen.findByText('Harbor Tower');
    expect(screen.getByLabelText('Edit DC_1001')).toBeInTheDocument();
    expect(screen.getByLabelText('Delete DC_1001')).toBeInTheDocument();
    expect(screen.queryByLabelText('Edit DC_1002')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete DC_1002')).not.toBeInTheDocument();
    for (const uid of ['DC_1001', 'DC_1002']) {
      expect(screen.queryByLabelText(`Copy ${uid}`)).not.toBeInTheDocument(); // no create_project write
      expect(screen.getByLabelText(`View ${uid}`)).toBeInTheDocument();
    }
    expect(screen.queryByText('Create New Project')).not.toBeInTheDocument();
  });

  it('read only: no edit or delete even at Bidding, status as text', async () => {
    signIn({ read: ['all_projects'] });
    renderRoutes(routes, '/admin/projects', [page([bidding, awarded])]);
    await screen.findByText('Harbor Tower');
    expect(screen.queryByLabelText('Edit DC_1001')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete DC_1001')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status DC_1001')).not.toBeInTheDocument();
    expect(screen.getByText('Bidding')).toBeInTheDocument();
    expect(screen.getByText('Awarded')).toBeInTheDocument();
    expect(screen.queryByLabelText('Copy DC_1001')).not.toBeInTheDocument();
    expect(screen.getByLabelText('View DC_1002')).toBeInTheDocument();
  });

  it('copy needs write on create_project and all_projects, as the server route does: not for an estimator', async () => {
    signIn({ read: ['all_projects'], write: ['create_project'] });
    renderRoutes(routes, '/admin/projects', [page([bidding, awarded])]);
    await screen.findByText('Harbor Tower');
    expect(screen.queryByLabelText('Copy DC_1001')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit DC_1001')).not.toBeInTheDocument();
    expect(screen.getByText('Create New Project')).toBeInTheDocument();
  });

  it('status dropdown asks for confirmation, then changes and reloads', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects'] });
    const mocks = [
      page([bidding, awarded]),
      {
        request: { query: SetProjectStatusMutation, variables: { id: '2', status: 'LOST' } },
        result: { data: { setProjectStatus: { __typename: 'Project' as const, id: '2', status: 'LOST' as const, statusLabel: 'Lost', editable: false } } },
      },
      page([bidding, { ...awarded, status: 'LOST', statusLabel: 'Lost' }]),
    ];
    renderRoutes(routes, '/admin/projects', mocks);
    await screen.findByText('Harbor Tower');
    await choose('Status DC_1002', 'Lost');
    expect(await screen.findByText('Do you want to change project status?')).toBeInTheDocument();
    fireEvent.click(button('Confirm'));
    await waitFor(() => {
      const row = screen.getByText('Harbor Tower').closest('tr')!;
      expect(within(row).getByTitle('Lost')).toBeInTheDocument();
    });
  });

  it('cancelling the status confirmation changes nothing', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects'] });
    renderRoutes(routes, '/admin/projects', [page([bidding, awarded])]);
    await screen.findByText('Harbor Tower');
    await choose('Status DC_1002', 'Lost');
    expect(await screen.findByText('Do you want to change project status?')).toBeInTheDocument();
    fireEvent.click(button('Cancel'));
    const row = screen.getByText('Harbor Tower').closest('tr')!;
    expect(within(row).getByTitle('Awarded')).toBeInTheDocument();
  });

  it('delete asks for confirmation and reloads', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects'] });
    const mocks = [
      page([bidding, awarded]),
      { request: { query: DeleteProjectMutation, variables: { id: '1' } }, result: { data: { deleteProject: true } } },
      page([awarded]),
    ];
    renderRoutes(routes, '/admin/projects', mocks);
    await screen.findByText('Main Street');
    fireEvent.click(screen.getByLabelText('Delete DC_1001'));
    const confirm = await findModal('Do you want to delete this project?');
    fireEvent.click(button('Delete', confirm));
    expect(await screen.findByText('Project deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Main Street')).not.toBeInTheDocument());
  });

  it('View and the Project ID link select the project and open the proposal', async () => {
    signIn({ read: ['all_projects'] });
    const { router } = renderRoutes(routes, '/admin/projects', [page([bidding, awarded])]);
    await screen.findByText('Harbor Tower');
    expect(screen.getByText('DC_1002', { selector: 'a' })).toHaveAttribute('href', '/admin/project-details');
    fireEvent.click(screen.getByLabelText('View DC_1002'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/project-details'));
    expect(getSession().selectedProject).toMatchObject({ ProjectUid: 'DC_1002', id: '2', name: 'Harbor Tower' });
    expect(JSON.parse(localStorage.getItem('selectedProject')!)).toMatchObject({ ProjectUid: 'DC_1002' });
  });

  it('search is debounced and sent as q', async () => {
    signIn({ read: ['all_projects'] });
    renderRoutes(routes, '/admin/projects', [page([bidding, awarded]), page([awarded], { q: 'harbor' })]);
    await screen.findByText('Main Street');
    fireEvent.change(screen.getByLabelText('Search projects'), { target: { value: 'harbor' } });
    await waitFor(() => expect(screen.queryByText('Main Street')).not.toBeInTheDocument());
    expect(screen.getByText('Harbor Tower')).toBeInTheDocument();
  });

  it("a search or status that finds nothing says 'No projects found under this category.'", async () => {
    signIn({ read: ['all_projects'] });
    renderRoutes(routes, '/admin/projects?q=harbor', [page([], { q: 'harbor' })]);
    expect(await screen.findByText('No projects found under this category.')).toBeInTheDocument();
    expect(screen.queryByText('No projects yet')).toBeNull();
  });

  it("a company with no project and no filter chosen gets a first-use state: 'No projects yet' and Create Project", async () => {
    signIn({ read: ['all_projects'], write: ['create_project'] });
    const { router } = renderRoutes(routes, '/admin/projects', [page([])]);
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(screen.queryByText('No projects found under this category.')).toBeNull();
    fireEvent.click(button('Create Project'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/create-project'));
  });

  it('role 13 sees its invited projects, read-only', async () => {
    signIn({ roleId: 13, read: ['all_projects'], write: ['all_projects', 'create_project'] });
    const mocks = [{ request: { query: InvitedProjectsQuery }, result: { data: { invitedProjects: [bidding] } } }];
    renderRoutes(routes, '/admin/projects', mocks);
    expect(await screen.findByText('Main Street')).toBeInTheDocument();
    expect(screen.getByLabelText('View DC_1001')).toBeInTheDocument();
    expect(screen.queryByLabelText('Edit DC_1001')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete DC_1001')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status DC_1001')).not.toBeInTheDocument();
    expect(screen.queryByText('Create New Project')).not.toBeInTheDocument();
  });

  it('role 13 gets no Total Cost or Owner Name column and no dollar figure, whatever a row carries', async () => {
    signIn({ roleId: 13, read: ['all_projects'] });
    // Even a row that did carry a price (the API answers null to role 13) shows none.
    const mocks = [{ request: { query: InvitedProjectsQuery }, result: { data: { invitedProjects: [bidding, { ...awarded, totalCost: null }] } } }];
    renderRoutes(routes, '/admin/projects', mocks);
    expect(await screen.findByText('Harbor Tower')).toBeInTheDocument();
    const headers = Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Project ID', 'Project Name', 'Estimator Name', 'Status']));
    expect(headers).not.toContain('Total Cost');
    expect(headers).not.toContain('Owner Name');
    expect(document.querySelector('.ant-table')!.textContent).not.toMatch(/\$/);
  });

  it('copy dialog: prefix shown, next ID offered, required messages', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects', 'create_project'] });
    const mocks = [page([bidding, awarded]), { request: { query: NextProjectUidQuery }, result: { data: { nextProjectUid: 'DC_1009' } } }];
    renderRoutes(routes, '/admin/projects', mocks);
    await screen.findByText('Harbor Tower');
    fireEvent.click(screen.getByLabelText('Copy DC_1002'));
    const dialog = await findModal('Copy Project');
    const id = within(dialog).getByLabelText('Project ID');
    await waitFor(() => expect(id).toHaveValue('1009'));
    expect(within(dialog).getByText('DC_')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Project Name')).toHaveValue('Harbor Tower');
    fireEvent.change(id, { target: { value: '' } });
    fireEvent.click(button('Copy', dialog));
    expect(await within(dialog).findByText('Project ID is required.')).toBeInTheDocument();
    fireEvent.change(id, { target: { value: '10a09' } });
    expect(id).toHaveValue('1009');
    fireEvent.change(within(dialog).getByLabelText('Project Name'), { target: { value: ' ' } });
    fireEvent.click(button('Copy', dialog));
    expect(await within(dialog).findByText('Project name is required.')).toBeInTheDocument();
  });

  it('copy dialog: on success the copy is selected and edit opens', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects', 'create_project'] });
    const copy = { __typename: 'Project' as const, id: '9', uid: 'DC_1009', name: 'Harbor Tower copy', displayName: 'Harbor Tower', status: 'BIDDING' as const };
    const mocks = [
      page([bidding, awarded]),
      { request: { query: NextProjectUidQuery }, result: { data: { nextProjectUid: 'DC_1009' } } },
      {
        request: { query: CopyProjectMutation, variables: { sourceUid: 'DC_1002', newUidNumber: '1009', name: 'Harbor Tower 2' } },
        result: { data: { copyProject: copy } },
      },
    ];
    const { router } = renderRoutes(routes, '/admin/projects', mocks);
    await screen.findByText('Harbor Tower');
    fireEvent.click(screen.getByLabelText('Copy DC_1002'));
    const dialog = await findModal('Copy Project');
    await waitFor(() => expect(within(dialog).getByLabelText('Project ID')).toHaveValue('1009'));
    fireEvent.change(within(dialog).getByLabelText('Project Name'), { target: { value: 'Harbor Tower 2' } });
    fireEvent.click(button('Copy', dialog));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/edit-project'));
    expect(getSession().selectedProject).toMatchObject({ ProjectUid: 'DC_1009', id: '9' });
  });
});
