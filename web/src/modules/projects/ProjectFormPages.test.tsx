import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { fullProject, owner, ownerAddress, ownerManager, person } from './fixtures';
import {
  ActiveOwnersQuery, CreateProjectMutation, NextProjectUidQuery, OwnerAddressesQuery, OwnerManagersQuery, ProjectListsQuery, ProjectQuery,
  ProjectStaffQuery, UpdateProjectMutation,
} from './operations';
import { CreateProjectPage, EditProjectPage } from './ProjectFormPages';
import { PROJECT_MESSAGES } from './validation';

const many = { maxUsageCount: Infinity };
// The two walks through the whole form drive a dozen antd selects and dialogs; on a loaded 2-core runner
// they need more than the suite's 30 s default.
const HEAVY_TEST_MS = 120_000;
const noEmailOwner = { ...owner, id: '2', name: 'No Email LLC', email: '' };
const staff = (id: string, firstName: string, lastName: string, positionName: string | null, role: 'ESTIMATOR' | 'FULL_USER' | null) => ({
  __typename: 'Employee' as const, id, firstName, lastName, positionName, role, isActive: true,
});

const pickerMocks = [
  { request: { query: NextProjectUidQuery }, result: { data: { nextProjectUid: 'DC_1010' } }, ...many },
  {
    request: { query: ActiveOwnersQuery, variables: { page: 1, pageSize: 100 } },
    result: { data: { owners: { __typename: 'OwnerPage' as const, total: 2, items: [owner, noEmailOwner] } } },
    ...many,
  },
  { request: { query: OwnerAddressesQuery, variables: { ownerId: '1' } }, result: { data: { ownerAddresses: [ownerAddress] } }, ...many },
  { request: { query: OwnerManagersQuery, variables: { ownerId: '1' } }, result: { data: { ownerManagers: [ownerManager] } }, ...many },
  { request: { query: OwnerAddressesQuery, variables: { ownerId: '2' } }, result: { data: { ownerAddresses: [] } }, ...many },
  { request: { query: OwnerManagersQuery, variables: { ownerId: '2' } }, result: { data: { ownerManagers: [] } }, ...many },
  {
    request: { query: ProjectListsQuery },
    result: {
      data: {
        buildingTypes: [{ __typename: 'GenericValue' as const, id: '1', value: 'Office' }],
        projectTypes: [{ __typename: 'GenericValue' as const, id: '2', value: 'New Build' }],
      },
    },
    ...many,
  },
  {
    request: { query: ProjectStaffQuery, variables: { page: 1, pageSize: 100 } },
    result: {
      data: {
        employees: {
          __typename: 'EmployeePage' as const,
          total: 4,
          items: [
            staff('11', 'Eve', 'Estimator', 'Carpenter', 'ESTIMATOR'),
            staff('12', 'Pat', 'Manager', 'Project Manager', 'FULL_USER'),
            staff('13', 'Sam', 'Super', 'Superintendent', null),
            staff('14', 'Lou', 'Laborer', 'Laborer', null),
          ],
        },
      },
    },
    ...many,
  },
];

const routes = (page: React.ReactNode) => [
  { path: '/admin/create-project', element: page },
  { path: '/admin/edit-project', element: page },
  { path: '/admin/projects', element: <p>project list</p> },
  { path: '/admin/bid-sheet', element: <p>bid sheet page</p> },
  { path: '/admin/project-details', element: <p>proposal page</p> },
];

// Role queries walk the accessibility tree of this large form and take seconds under load; buttons are found by text.
function btn(name: string, root: HTMLElement = document.body): HTMLElement {
  const byLabel = root.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
  if (byLabel) return byLabel;
  return within(root).getByText(name, { selector: 'button > span' }).closest('button') as HTMLElement;
}
const queryBtn = (name: string, root: HTMLElement = document.body) => {
  try {
    return btn(name, root);
  } catch {
    return null;
  }
};
async function findModal(text: string): Promise<HTMLElement> {
  const el = await screen.findByText(text);
  return el.closest('.ant-modal') as HTMLElement;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(label: string, option: string) {
  await waitFor(() => expect(screen.getByLabelText(label)).toBeEnabled());
  fireEvent.mouseDown(screen.getByLabelText(label));
  const matches = await screen.findAllByTitle(option);
  fireEvent.click(matches[matches.length - 1]);
}

/** Clicks the form button and returns the text of the error dialog, closing it with Ok. */
async function submitAndReadError(button = 'Create'): Promise<string> {
  fireEvent.click(btn(button));
  const ok = await waitFor(() => btn('Ok'));
  const dialog = ok.closest('.ant-modal') as HTMLElement;
  const text = dialog.querySelector('.ant-modal-confirm-content')?.textContent ?? '';
  fireEvent.click(ok);
  await waitFor(() => expect(queryBtn('Ok')).toBeNull());
  return text;
}

describe('Create Project', () => {
  it('sections, prefilled next ID with prefix, company markup default, labels', async () => {
    signIn({ read: ['all_projects'], write: ['create_project'] });
    saveSession({ company: { id: 1, name: 'Demo', defaultMarkup: '12.50' } });
    renderRoutes(routes(<CreateProjectPage />), '/admin/create-project', pickerMocks);
    await waitFor(() => expect(screen.getByLabelText('Project ID')).toHaveValue('1010'));
    expect(screen.getByText('DC_')).toBeInTheDocument();
    for (const title of ['Owner Details', 'Project Details', 'Markup Details']) expect(screen.getByText(title)).toBeInTheDocument();
    for (const label of [
      'Owner', 'Owner Address', 'Owner Manager', 'Project Name', 'Estimator', 'Project Manager', 'Site Super', 'Address 1', 'City', 'State',
      'Zip', 'Building Type', 'Project Type', 'Duration (weeks)', 'Square Feet', 'Drawing Link', 'Bid Due Date', 'Time Due',
      'Construction Start', 'Expected End', 'Profit Percentage',
    ]) {
      // One DOM pass per label (getByLabelText over this form is slow under load): the label exists and names a control.
      const el = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === label);
      expect(el, label).toBeDefined();
      expect(document.getElementById(el!.htmlFor), label).not.toBeNull();
    }
    expect(document.querySelector('[role="radiogroup"][aria-label="Power Onsite"]')).not.toBeNull();
    expect(document.querySelector('[role="radiogroup"][aria-label="Water Onsite"]')).not.toBeNull();
    expect(screen.getByLabelText('Markup Percentage')).toHaveValue('12.5');
    expect(screen.getByLabelText('Fixed Markup Percentage')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Custom Price Amount'));
    expect(await screen.findByLabelText('Price Amount')).toBeInTheDocument();
    // No employee add buttons without all_employees write.
    expect(queryBtn('Add Estimator')).toBeNull();
  });

  it('validation messages come one at a time in the order of docs/projects.md §5', async () => {
    signIn({ read: ['all_projects'], write: ['create_project'] });
    renderRoutes(routes(<CreateProjectPage />), '/admin/create-project', pickerMocks);
    await waitFor(() => expect(screen.getByLabelText('Project ID')).toHaveValue('1010'));
    const seen: string[] = [];
    seen.push(await submitAndReadError());
    await choose('Owner', 'No Email LLC');
    seen.push(await submitAndReadError());
    await choose('Owner', 'Acme Owner LLC');
    expect(await screen.findByText('owner@acme.test')).toBeInTheDocument();
    seen.push(await submitAndReadError());
    await choose('Owner Address', '1 Owner Way');
    seen.push(await submitAndReadError());
    await choose('Owner Manager', 'Mona Manager');
    expect(await screen.findByText('mona@acme.test')).toBeInTheDocument();
    seen.push(await submitAndReadError());
    type('Project Name', 'Main Street');
    type('Address 1', '100 Congress Ave');
    type('City', 'Austin');
    type('Zip', '787');
    seen.push(await submitAndReadError());
    expect(seen).toEqual([
      PROJECT_MESSAGES.ownerName,
      PROJECT_MESSAGES.ownerEmail,
      PROJECT_MESSAGES.ownerAddress,
      PROJECT_MESSAGES.manager,
      PROJECT_MESSAGES.projectName,
      PROJECT_MESSAGES.projectZipLength,
    ]);
    expect(seen[0]).toBe('Owner Details : Owner Name is required. Kindly select an Owner.');
  }, HEAVY_TEST_MS);

  it("each '+' only with the write its server route needs: none of the owner's without all_owners write", async () => {
    signIn({ read: ['all_projects'], write: ['create_project'] });
    renderRoutes(routes(<CreateProjectPage />), '/admin/create-project', pickerMocks);
    await waitFor(() => expect(screen.getByLabelText('Project ID')).toHaveValue('1010'));
    expect(screen.queryByRole('button', { name: 'Add Owner Address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Owner Manager' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Estimator' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Building Type' })).toBeInTheDocument();
  }, HEAVY_TEST_MS);

  it('add-address and add-manager need an owner first', async () => {
    signIn({ read: ['all_projects'], write: ['create_project', 'all_owners'] });
    renderRoutes(routes(<CreateProjectPage />), '/admin/create-project', pickerMocks);
    await waitFor(() => expect(screen.getByLabelText('Project ID')).toHaveValue('1010'));
    fireEvent.click(btn('Add Owner Address'));
    expect(await screen.findByText('Select an owner first.')).toBeInTheDocument();
    await choose('Owner', 'Acme Owner LLC');
    fireEvent.click(btn('Add Owner Manager'));
    const dialog = await findModal('Add Owner Manager');
    fireEvent.change(within(dialog).getByLabelText('Manager First Name'), { target: { value: 'Ann' } });
    fireEvent.click(btn('Add', dialog));
    expect(await within(dialog).findByText('Fill all the fields.')).toBeInTheDocument();
  });

  it('start or duration sets the end; the end sets the duration; an end before the start is cleared', async () => {
    signIn({ read: ['all_projects'], write: ['create_project'] });
    renderRoutes(routes(<CreateProjectPage />), '/admin/create-project', pickerMocks);
    await waitFor(() => expect(screen.getByLabelText('Project ID')).toHaveValue('1010'));
    type('Construction Start', '04012025');
    expect(screen.getByLabelText('Construction Start')).toHaveValue('04/01/2025');
    type('Duration (weeks)', '4');
    await waitFor(() => expect(screen.getByLabelText('Expected End')).toHaveValue('04/29/2025'));
    type('Construction Start', '04/08/2025');
    await waitFor(() => expect(screen.getByLabelText('Expected End')).toHaveValue('05/06/2025'));
    type('Expected End', '05/13/2025');
    await waitFor(() => expect(screen.getByLabelText('Duration (weeks)')).toHaveValue('5'));
    type('Expected End', '04/18/2025');
    await waitFor(() => expect(screen.getByLabelText('Duration (weeks)')).toHaveValue('1.428571'));
    type('Expected End', '03/01/2025');
    expect(await screen.findByText('End date cannot be earlier than start date.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Expected End')).toHaveValue(''));
    expect(screen.getByLabelText('Duration (weeks)')).toHaveValue('1.428571');
  });

  it('a valid form is sent; Continue opens the bid sheet with the new project selected', async () => {
    signIn({ read: ['all_projects'], write: ['create_project'] });
    const input = {
      uidNumber: '1010', name: 'Main Street', ownerId: '1', ownerAddressId: '21', ownerManagerId: '31', estimatorId: '11',
      projectManagerId: '12', siteSuperId: '13', address1: '100 Congress Ave', address2: null, city: 'Austin', state: 'Texas',
      stateCode: null, zip: '78701', buildingType: 'Office', projectType: 'New Build', durationWeeks: '4', squareFeet: '12000',
      drawingLink: 'https://drawings.test/main', bidDueDate: '2025-03-01', timeDue: '14:30', constructionStartDate: '2025-04-01',
      expectedEndDate: '2025-04-29', markupMode: 'FIXED_PERCENTAGE', totalMarkup: '10', customPriceAmount: '0', power: false, water: false,
      pcoProfitPercentage: null,
    };
    const created = fullProject({ id: '10', uid: 'DC_1010' });
    const mocks = [...pickerMocks, { request: { query: CreateProjectMutation, variables: { input } }, result: { data: { createProject: created } } }];
    const { router } = renderRoutes(routes(<CreateProjectPage />), '/admin/create-project', mocks);
    await waitFor(() => expect(screen.getByLabelText('Project ID')).toHaveValue('1010'));
    await choose('Owner', 'Acme Owner LLC');
    await choose('Owner Address', '1 Owner Way');
    await choose('Owner Manager', 'Mona Manager');
    type('Project Name', 'Main Street');
    // Pickers by role and position.
    await choose('Estimator', 'Eve Estimator');
    await choose('Project Manager', 'Pat Manager');
    await choose('Site Super', 'Sam Super');
    expect(screen.queryByTitle('Lou Laborer')).not.toBeInTheDocument();
    type('Address 1', '100 Congress Ave');
    type('City', 'Austin');
    type('State', 'Texas');
    type('Zip', '78701');
    await choose('Building Type', 'Office');
    await choose('Project Type', 'New Build');
    type('Square Feet', '12000');
    expect(screen.getByLabelText('Square Feet')).toHaveValue('12,000');
    type('Drawing Link', 'https://drawings.test/main');
    type('Bid Due Date', '03012025');
    type('Time Due', '14:30');
    type('Construction Start', '04/01/2025');
    type('Duration (weeks)', '4');
    await waitFor(() => expect(screen.getByLabelText('Expected End')).toHaveValue('04/29/2025'));
    fireEvent.click(btn('Create'));
    const setup = await findModal('Do you want to setup Bid?');
    expect(btn('Skip', setup)).toBeInTheDocument();
    fireEvent.click(btn('Continue', setup));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/bid-sheet'));
    expect(getSession().selectedProject).toMatchObject({ ProjectUid: 'DC_1010', id: '10' });
  }, HEAVY_TEST_MS);
});

describe('Edit Project', () => {
  const select = (p: ReturnType<typeof fullProject>) =>
    saveSession({ selectedProject: { ProjectUid: p.uid, id: p.id, name: p.displayName, status: p.status } });
  const projectMock = (p: ReturnType<typeof fullProject>) => ({ request: { query: ProjectQuery, variables: { id: p.id } }, result: { data: { project: p } } });

  it("a ' copy' project: suffix removed and schedule/type fields blanked for re-entry", async () => {
    signIn({ read: ['all_projects'], write: ['all_projects'] });
    const p = fullProject({ name: 'Main Street copy', displayName: 'Main Street' });
    select(p);
    renderRoutes(routes(<EditProjectPage />), '/admin/edit-project', [...pickerMocks, projectMock(p)]);
    await waitFor(() => expect(screen.getByLabelText('Project Name')).toHaveValue('Main Street'));
    expect(screen.getByText('All Projects')).toBeInTheDocument();
    for (const label of ['Duration (weeks)', 'Square Feet', 'Drawing Link', 'Bid Due Date', 'Time Due', 'Construction Start', 'Expected End']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText('Address 1')).toHaveValue('100 Congress Ave');
    expect(screen.getByLabelText('Project ID')).toHaveValue('1007');
    expect(screen.getByLabelText('Project ID')).toBeEnabled();
    // The blanked building type is required again.
    expect(await submitAndReadError('Update')).toBe(PROJECT_MESSAGES.buildingType);
  });

  it('project ID is read-only unless Bidding', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects'] });
    const p = fullProject({ status: 'AWARDED', statusLabel: 'Awarded', editable: false });
    select(p);
    renderRoutes(routes(<EditProjectPage />), '/admin/edit-project', [...pickerMocks, projectMock(p)]);
    await waitFor(() => expect(screen.getByLabelText('Project ID')).toHaveValue('1007'));
    expect(screen.getByLabelText('Project ID')).toBeDisabled();
  });

  it('Update asks for confirmation, saves, reloads and opens the proposal', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects', 'all_employees'] });
    const p = fullProject();
    select(p);
    const input = {
      uidNumber: '1007', name: 'Main Street West', ownerId: '1', ownerAddressId: '21', ownerManagerId: '31', estimatorId: '11',
      projectManagerId: '12', siteSuperId: '13', address1: '100 Congress Ave', address2: null, city: 'Austin', state: 'Texas',
      stateCode: 'TX', zip: '78701', buildingType: 'Office', projectType: 'New Build', durationWeeks: '4', squareFeet: '12000',
      drawingLink: 'https://drawings.test/main', bidDueDate: '2025-03-01', timeDue: '14:30', constructionStartDate: '2025-04-01',
      expectedEndDate: '2025-04-29', markupMode: 'FIXED_PERCENTAGE', totalMarkup: '12', customPriceAmount: '0', power: true, water: false,
      pcoProfitPercentage: '15',
    };
    const updated = fullProject({ name: 'Main Street West', displayName: 'Main Street West' });
    const mocks = [
      ...pickerMocks,
      projectMock(p),
      { request: { query: UpdateProjectMutation, variables: { id: '7', input } }, result: { data: { updateProject: updated } } },
      projectMock(updated),
    ];
    const { router } = renderRoutes(routes(<EditProjectPage />), '/admin/edit-project', mocks);
    await waitFor(() => expect(screen.getByLabelText('Project Name')).toHaveValue('Main Street'));
    expect(screen.getByLabelText('Expected End')).toHaveValue('04/29/2025');
    expect(btn('Add Estimator')).toBeInTheDocument();
    type('Project Name', 'Main Street West');
    fireEvent.click(btn('Update'));
    const dialog = await findModal('Do you want to update project details?');
    expect(btn('Cancel', dialog)).toBeInTheDocument();
    fireEvent.click(btn('Update', dialog));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/project-details'));
    expect(getSession().selectedProject).toMatchObject({ ProjectUid: 'DC_1007', name: 'Main Street West' });
  });

  it('keeps a person who is no longer in the picker lists', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects'] });
    const p = fullProject({ estimator: person('99', 'Old', 'Timer') });
    select(p);
    renderRoutes(routes(<EditProjectPage />), '/admin/edit-project', [...pickerMocks, projectMock(p)]);
    expect(await screen.findByTitle('Old Timer')).toBeInTheDocument();
  });
});
