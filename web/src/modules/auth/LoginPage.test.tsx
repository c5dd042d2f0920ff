import { fireEvent, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../app/session';
import { renderRoutes } from '../../test/utils';
import { LoginPage, LOGIN_MESSAGES } from './LoginPage';
import { LoginMutation, ViewerCompanyNameQuery } from './operations';

function routes() {
  return [
    { path: '/', element: <LoginPage /> },
    { path: '/admin/*', element: <p>admin landing</p> },
  ];
}

async function fillAndSubmit(username: string, password: string) {
  if (username) fireEvent.change(screen.getByLabelText('Email'), { target: { value: username } });
  if (password) fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
}

const loginRequest = (username: string, password: string) => ({
  query: LoginMutation,
  variables: { username, password, rememberMe: true },
});

describe('Login page', () => {
  it('shows the tagline, the labelled fields, Remember Me checked and the forgot link', () => {
    renderRoutes(routes(), '/');
    expect(screen.getByText('Your Construction Contractor Serving Clients Nationally')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot');
  });

  it('both fields blank: one message, hidden again after 2 s', async () => {
    renderRoutes(routes(), '/');
    await fillAndSubmit('', '');
    const msg = await screen.findByText(LOGIN_MESSAGES.bothBlank);
    expect(msg).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByText(LOGIN_MESSAGES.bothBlank), { timeout: 3500 });
  });

  it('username blank', async () => {
    renderRoutes(routes(), '/');
    await fillAndSubmit('', 'secret');
    expect(await screen.findByText('Enter a username.')).toBeInTheDocument();
    expect(screen.queryByText('Enter a password.')).not.toBeInTheDocument();
  });

  it('password blank', async () => {
    renderRoutes(routes(), '/');
    await fillAndSubmit('someone@demo.test', '');
    expect(await screen.findByText('Enter a password.')).toBeInTheDocument();
    expect(screen.queryByText('Enter a username.')).not.toBeInTheDocument();
  });

  it('shows server field errors on the fields', async () => {
    const mocks = [
      {
        request: loginRequest('someone@demo.test', 'secret'),
        result: {
          errors: [
            new GraphQLError('Username is not registered.', {
              extensions: { code: 'BAD_USER_INPUT', fields: { username: 'Username is not registered.', password: 'Password is too short.' } },
            }),
          ],
        },
      },
    ];
    renderRoutes(routes(), '/', mocks);
    await fillAndSubmit('someone@demo.test', 'secret');
    const usernameError = await screen.findByText('Username is not registered.');
    const passwordError = screen.getByText('Password is too short.');
    // Each message sits in the form item of its own field.
    expect(usernameError.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Email'));
    expect(passwordError.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Password'));
    expect(screen.queryByText(LOGIN_MESSAGES.invalid)).not.toBeInTheDocument();
  });

  it('any other failure gives the generic message', async () => {
    const mocks = [
      {
        request: loginRequest('someone@demo.test', 'wrong'),
        result: { errors: [new GraphQLError('Provide valid Username and password', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ];
    renderRoutes(routes(), '/', mocks);
    await fillAndSubmit('someone@demo.test', 'wrong');
    expect(await screen.findByText(LOGIN_MESSAGES.invalid)).toBeInTheDocument();
    expect(getSession().token).toBeNull();
  });

  it('a network failure also gives the generic message', async () => {
    const mocks = [{ request: loginRequest('someone@demo.test', 'pw'), error: new Error('connection refused') }];
    renderRoutes(routes(), '/', mocks);
    await fillAndSubmit('someone@demo.test', 'pw');
    expect(await screen.findByText(LOGIN_MESSAGES.invalid)).toBeInTheDocument();
  });

  it('success stores the session and lands a platform admin on /admin/all-company', async () => {
    const mocks = [
      {
        request: loginRequest('admin@demo.test', 'Secret#123'),
        result: {
          data: {
            login: {
              __typename: 'Session',
              token: 'jwt-1',
              user: { __typename: 'User', id: '1', name: 'Admin', username: 'admin@demo.test', roleId: 1, tenantId: null },
              permissions: [
                { __typename: 'Permission', area: 'all_companies_dashboard', read: true, write: true, visible: true },
                { __typename: 'Permission', area: 'add_new_company', read: true, write: true, visible: true },
                { __typename: 'Permission', area: 'company_setup_edit_dashboard', read: true, write: true, visible: true },
              ],
            },
          },
        },
      },
    ];
    const { router } = renderRoutes(routes(), '/', mocks);
    await fillAndSubmit('admin@demo.test', 'Secret#123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/all-company'));
    const s = getSession();
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(s.permissions.add_new_company.write).toBe(true);
    expect(s.permissions.all_users.read).toBe(false);
    expect(JSON.parse(localStorage.getItem('userDets')!).username).toBe('admin@demo.test');
  });

  it('a subcontractor (role 13) lands on /admin/select-companies', async () => {
    const mocks = [
      {
        request: loginRequest('sub@demo.test', 'Secret#123'),
        result: {
          data: {
            login: {
              __typename: 'Session',
              token: 'jwt-13',
              user: { __typename: 'User', id: '13', name: 'Sub', username: 'sub@demo.test', roleId: 13, tenantId: null },
              permissions: [{ __typename: 'Permission', area: 'subcontractor_logs', read: true, write: false, visible: true }],
            },
          },
        },
      },
    ];
    const { router } = renderRoutes(routes(), '/', mocks);
    await fillAndSubmit('sub@demo.test', 'Secret#123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/select-companies'));
  });
  it("an estimator's login keeps its company's name with the user: the side menu's title, as for the company admin", async () => {
    const mocks = [
      {
        request: loginRequest('estimator@demo.test', 'Secret#123'),
        result: {
          data: {
            login: {
              __typename: 'Session',
              token: 'jwt-4',
              user: { __typename: 'User', id: '4', name: 'Est', username: 'estimator@demo.test', roleId: 4, tenantId: 7 },
              permissions: [{ __typename: 'Permission', area: 'all_projects', read: true, write: true, visible: true }],
            },
          },
        },
      },
      { request: { query: ViewerCompanyNameQuery }, result: { data: { viewer: { __typename: 'Viewer', companyName: 'Demo Construction' } } } },
    ];
    const { router } = renderRoutes(routes(), '/', mocks);
    await fillAndSubmit('estimator@demo.test', 'Secret#123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    expect(getSession().user?.companyName).toBe('Demo Construction');
  });
});
