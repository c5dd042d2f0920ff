import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { ForgotPasswordPage, FORGOT_MESSAGES } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ForgotPasswordMutation, InvitedCompaniesQuery, LoginMutation, ResetPasswordMutation, SelectCompanyMutation, ViewerCompanyQuery } from './operations';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SelectCompanyPage } from './SelectCompanyPage';

const click = (name: string) => userEvent.setup().click(screen.getByRole('button', { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Forgot Password', () => {
  const routes = [{ path: '/forgot', element: <ForgotPasswordPage /> }];

  it('validation messages and the back link', async () => {
    renderRoutes(routes, '/forgot');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
    await click('Continue');
    expect(await screen.findByText('Please enter your registered email.')).toBeInTheDocument();
    type('Email', 'not-an-email');
    await click('Continue');
    expect(await screen.findByText('Please enter the registered email.')).toBeInTheDocument();
  });

  it('shows the same message on success and on failure', async () => {
    const mocks = [
      { request: { query: ForgotPasswordMutation, variables: { username: 'a@demo.test' } }, result: { data: { forgotPassword: FORGOT_MESSAGES.sent } } },
      { request: { query: ForgotPasswordMutation, variables: { username: 'b@demo.test' } }, error: new Error('down') },
    ];
    renderRoutes(routes, '/forgot', mocks);
    type('Email', 'a@demo.test');
    await click('Continue');
    expect(await screen.findByText('If the entered email is valid, you will receive the email shortly.')).toBeInTheDocument();
    type('Email', 'b@demo.test');
    await click('Continue');
    expect(await screen.findByText('If the entered email is valid, you will receive the email shortly.')).toBeInTheDocument();
  });
});

describe('Reset Password', () => {
  const routes = [
    { path: '/reset-password/:id', element: <ResetPasswordPage /> },
    { path: '/', element: <p>login page</p> },
  ];

  it('empty, policy and mismatch messages', async () => {
    renderRoutes(routes, '/reset-password/tok');
    await click('Continue');
    expect(await screen.findByText('Please enter the password.')).toBeInTheDocument();
    type('New Password', 'short');
    type('Confirm Password', 'short');
    await click('Continue');
    expect(
      await screen.findByText(
        'Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
      ),
    ).toBeInTheDocument();
    type('New Password', 'Good#1234');
    type('Confirm Password', 'Good#12345');
    await click('Continue');
    expect(await screen.findByText('Password and confirm password fields does not match.')).toBeInTheDocument();
  });

  it("BAD_USER_INPUT shows 'Error : ' and the server text; success goes to /", async () => {
    const mocks = [
      {
        request: { query: ResetPasswordMutation, variables: { token: 'tok', password: 'Good#1234' } },
        result: { errors: [new GraphQLError('This reset link is invalid or has expired.', { extensions: { code: 'BAD_USER_INPUT', reason: 'RESET_LINK_INVALID' } })] },
      },
      { request: { query: ResetPasswordMutation, variables: { token: 'tok', password: 'Good#1234' } }, result: { data: { resetPassword: true } } },
    ];
    const { router } = renderRoutes(routes, '/reset-password/tok', mocks);
    type('New Password', 'Good#1234');
    type('Confirm Password', 'Good#1234');
    await click('Continue');
    expect(await screen.findByText('Error : This reset link is invalid or has expired.')).toBeInTheDocument();
    await click('Continue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Select a Company', () => {
  const routes = [
    { path: '/admin/select-companies', element: <SelectCompanyPage /> },
    { path: '/admin/projects', element: <p>projects</p> },
  ];
  const invited = {
    request: { query: InvitedCompaniesQuery },
    result: { data: { invitedCompanies: [{ __typename: 'Company', id: 1, name: 'Demo Construction Co' }, { __typename: 'Company', id: 2, name: 'Second Demo Builders' }] } },
  };

  it('requires a company, then swaps the token and goes to projects', async () => {
    signIn({ roleId: 13, read: ['subcontractor_logs'] });
    const mocks = [
      invited,
      {
        request: { query: SelectCompanyMutation, variables: { companyId: 2 } },
        result: {
          data: {
            selectCompany: {
              __typename: 'Session',
              token: 'tenant-token',
              user: { __typename: 'User', id: '13', name: 'Sub', username: 'sub@demo.test', roleId: 13, tenantId: 2 },
              permissions: [{ __typename: 'Permission', area: 'all_projects', read: true, write: false, visible: true }],
            },
          },
        },
      },
    ];
    const { router } = renderRoutes(routes, '/admin/select-companies', mocks);
    await click('Submit');
    expect(await screen.findByText('Select a company to move forward.')).toBeInTheDocument();
    const box = screen.getByLabelText('Company');
    await waitFor(() => expect(box).not.toBeDisabled());
    await userEvent.setup().type(box, 'Second Demo Builders');
    await click('Submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    expect(getSession().token).toBe('tenant-token');
    expect(getSession().permissions.all_projects.read).toBe(true);
    expect(getSession().selectedComp?.name).toBe('Second Demo Builders');
  });

  it('no invitation message when the list is empty', async () => {
    signIn({ roleId: 13, read: ['subcontractor_logs'] });
    renderRoutes(routes, '/admin/select-companies', [{ request: { query: InvitedCompaniesQuery }, result: { data: { invitedCompanies: [] } } }]);
    expect(await screen.findByText('There is no invitation from any company.')).toBeInTheDocument();
  });
});

describe('Login of a company-level admin', () => {
  const routes = [
    { path: '/', element: <LoginPage /> },
    { path: '/admin/*', element: <p>admin</p> },
  ];
  const login = {
    request: { query: LoginMutation, variables: { username: 'ca@demo.test', password: 'Secret#1', rememberMe: true } },
    result: {
      data: {
        login: {
          __typename: 'Session',
          token: 'ca-token',
          user: { __typename: 'User', id: '2', name: 'CA', username: 'ca@demo.test', roleId: 2, tenantId: 1 },
          permissions: [
            { __typename: 'Permission', area: 'company_setup_edit_dashboard', read: true, write: true, visible: true },
            { __typename: 'Permission', area: 'all_projects', read: true, write: true, visible: true },
          ],
        },
      },
    },
  };
  const signInForm = async () => {
    type('Email', 'ca@demo.test');
    type('Password', 'Secret#1');
    await click('Login');
  };

  it('loads and stores its company, lands on /admin/projects', async () => {
    const viewer = {
      request: { query: ViewerCompanyQuery },
      result: {
        data: {
          viewer: {
            __typename: 'Viewer',
            company: { __typename: 'Company', id: 1, name: 'Demo Construction Co', email: 'o@d.test', phone: '(212) 555-0100', projectIdPrefix: 'DC', projectIdStart: 1, defaultMarkup: '10.00', isActive: true },
          },
        },
      },
    };
    const { router } = renderRoutes(routes, '/', [login, viewer]);
    await signInForm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    expect(JSON.parse(localStorage.getItem('companyDets')!).name).toBe('Demo Construction Co');
  });

  it("company load failure: 'Something went wrong. Try again after some time.'", async () => {
    const viewer = { request: { query: ViewerCompanyQuery }, error: new Error('down') };
    const { router } = renderRoutes(routes, '/', [login, viewer]);
    await signInForm();
    expect(await screen.findByText('Something went wrong. Try again after some time.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
