import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { projectRow } from './fixtures';
import { ProjectsQuery } from './operations';
import { ProjectSwitcher } from './ProjectSwitcher';

describe('Project switcher', () => {
  it('lists projects, filters by search and switching sets selectedProject in local storage', async () => {
    signIn({ read: ['all_projects'] });
    saveSession({ selectedProject: { ProjectUid: 'DC_1001', id: '1', name: 'Main Street' } });
    const rows = [projectRow('1', 'DC_1001', 'Main Street'), projectRow('2', 'DC_1002', 'Harbor Tower copy')];
    const mocks = [
      { request: { query: ProjectsQuery, variables: { q: null, page: 1, pageSize: 100 } }, result: { data: { projects: { __typename: 'ProjectPage' as const, total: 2, items: rows } } } },
      { request: { query: ProjectsQuery, variables: { q: 'harb', page: 1, pageSize: 100 } }, result: { data: { projects: { __typename: 'ProjectPage' as const, total: 1, items: [rows[1]] } } } },
    ];
    renderRoutes([{ path: '/admin/bid-sheet', element: <ProjectSwitcher /> }], '/admin/bid-sheet', mocks);
    expect(await screen.findByText('Harbor Tower')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Switch project search'), { target: { value: 'harb' } });
    // While the filtered page loads the list can be empty: wait for the filtered result itself.
    await waitFor(() => {
      expect(document.querySelector('button[data-uid="DC_1001"]')).toBeNull();
      expect(document.querySelector('button[data-uid="DC_1002"]')).not.toBeNull();
    });
    fireEvent.click(document.querySelector('button[data-uid="DC_1002"]')!);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('selectedProject')!)).toMatchObject({ ProjectUid: 'DC_1002', id: '2', name: 'Harbor Tower' }));
    expect(screen.getByLabelText('Selected project')).toHaveTextContent('DC_1002');
  });
});
