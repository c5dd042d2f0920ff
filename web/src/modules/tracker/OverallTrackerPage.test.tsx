import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { findButton } from '../../test/lookups';
import { overall } from './fixtures';
import { OverallProjectTrackerQuery, TrackerProjectByUidQuery } from './graphql/operations';
import { OverallTrackerPage } from './OverallTrackerPage';

const routes = [
  { path: '/admin/overall-project-tracker', element: <OverallTrackerPage /> },
  { path: '/admin/project-tracker', element: <p>Project tracker page</p> },
];
const always = { maxUsageCount: Infinity };
const completedOnly = overall({ projects: [overall().projects[1]] });

function open() {
  signIn({ read: ['overall_project_tracker', 'project_tracker'] });
  return renderRoutes(routes, '/admin/overall-project-tracker', [
    { request: { query: OverallProjectTrackerQuery, variables: { statuses: null } }, result: { data: { overallProjectTracker: overall() } }, ...always },
    {
      request: { query: OverallProjectTrackerQuery, variables: { statuses: ['COMPLETED'] } },
      result: { data: { overallProjectTracker: completedOnly } }, ...always,
    },
    {
      request: { query: TrackerProjectByUidQuery, variables: { q: 'DC_1009' } },
      result: { data: { projects: { __typename: 'ProjectPage', items: [
        { __typename: 'Project', id: '9', uid: 'DC_1009', name: 'Harbor Clinic', displayName: 'Harbor Clinic', status: 'COMPLETED' },
      ] } } },
    },
  ]);
}
const rowOf = (text: string) => Array.from(document.querySelectorAll('.ant-table-row, .ant-table-summary tr'))
  .find((tr) => Array.from(tr.querySelectorAll('.ant-table-cell')).some((td) => td.textContent === text));

describe('Overall Project Tracker page', { timeout: 60_000 }, () => {
  it('a line per project with its summed figures, and the four total rows of §2.12 pinned', async () => {
    open();
    await findButton('Open the tracker of DC_1007');
    expect(rowOf('Main Street')).toHaveTextContent('$50,600.00');
    // Its over budget in brackets under 'Under/(Over) Budget'.
    expect(rowOf('Harbor Clinic')).toHaveTextContent('($1,500.00)');
    expect(rowOf('Total Direct Trades')).toHaveTextContent('$48,200.00');
    expect(rowOf('General Conditions')).toHaveTextContent('$8,000.00');
    expect(rowOf('Procurement Fees')).toHaveTextContent('$17,540.00');
    expect(rowOf('Project Cost')).toHaveTextContent('$84,140.00');
    expect(document.querySelectorAll('th')[0]).toHaveTextContent('Project ID');
  });

  it('the status filter asks for the chosen statuses', async () => {
    open();
    await findButton('Open the tracker of DC_1007');
    fireEvent.mouseDown(document.getElementById('overall-tracker-status')!);
    fireEvent.click((await screen.findAllByTitle('Completed')).at(-1)!);
    await waitFor(() => expect(rowOf('Main Street')).toBeUndefined());
    expect(rowOf('Harbor Clinic')).toBeDefined();
  });

  it("a project's line opens its Project Tracker with that project selected", async () => {
    const { router } = open();
    fireEvent.click(await findButton('Open the tracker of DC_1009'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/project-tracker'));
    expect(getSession().selectedProject).toMatchObject({ ProjectUid: 'DC_1009', id: '9', name: 'Harbor Clinic' });
  });
});
