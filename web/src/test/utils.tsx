import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { UiProviders } from '../app/Providers';
import { ScreenFeedback } from '../app/ScreenFeedback';
import { AREAS, saveSession, type PermissionMap, type SessionUser } from '../app/session';

export function perms(read: string[], write: string[] = []): PermissionMap {
  const map: PermissionMap = {};
  for (const a of AREAS) map[a] = { read: read.includes(a), write: write.includes(a), visible: read.includes(a) };
  return map;
}

export function signIn(opts: { roleId?: number; read?: string[]; write?: string[]; project?: boolean } = {}) {
  const user: SessionUser = { id: '7', name: 'Test User', username: 'test@demo.test', roleId: opts.roleId ?? 3, tenantId: 1 };
  saveSession({
    token: 'test-token',
    permissions: perms(opts.read ?? [], opts.write ?? []),
    user,
    selectedProject: opts.project ? { ProjectUid: 'P-1', name: 'Main Street' } : null,
  });
}

// antd's CSS-in-JS styles go to a detached node, not the document: jsdom matches every stylesheet rule against the
// element on each getComputedStyle, which made that matching (nwsapi) most of the web suite's time. The tests
// assert on roles, text and attributes, which no stylesheet changes.
const styleSink = document.createElement('div');

export function renderRoutes(routes: RouteObject[], path: string, mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The address bar follows the router, as with the app's browser router (useListState reads it).
  const mirror = ({ pathname, search }: { pathname: string; search: string }) => window.history.replaceState(null, '', pathname + search);
  mirror(router.state.location);
  router.subscribe((state) => mirror(state.location));
  const utils = render(
    <StyleProvider container={styleSink}>
    <MockedProvider mocks={mocks}>
      <UiProviders>
        <ScreenFeedback>
          <RouterProvider router={router} />
        </ScreenFeedback>
      </UiProviders>
    </MockedProvider>
    </StyleProvider>,
  );
  return { router, ...utils };
}

export function renderWithProviders(ui: ReactElement, mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  return renderRoutes([{ path: '*', element: ui }], '/', mocks);
}
