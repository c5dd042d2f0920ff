import { fireEvent, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../../test/utils';
import { ChangePasswordModal, CHANGE_PASSWORD_MESSAGES } from './ChangePasswordModal';
import { ChangePasswordMutation } from './operations';

function routes() {
  return [
    { path: '/', element: <p>login page</p> },
    { path: '/admin/*', element: <ChangePasswordModal open onClose={() => {}} /> },
  ];
}

function fill(oldPw: string, newPw: string, confirm: string) {
  // fireEvent keeps these tests quick; the inputs are plain controlled inputs.
  if (oldPw) fireEvent.change(screen.getByLabelText('Old Password'), { target: { value: oldPw } });
  if (newPw) fireEvent.change(screen.getByLabelText('New Password'), { target: { value: newPw } });
  if (confirm) fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
}

const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
const request = { query: ChangePasswordMutation, variables: { oldPassword: 'Old#12345', newPassword: 'New#12345' } };

describe('Change Password dialog', () => {
  it('all three fields are required', async () => {
    signIn({ read: ['all_projects'] });
    renderRoutes(routes(), '/admin/projects');
    await submit();
    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.required)).toBeInTheDocument();
    fill('Old#12345', 'New#12345', '');
    await submit();
    expect(await screen.findByText('Fill all the required fields')).toBeInTheDocument();
  });

  it('new and confirm must match; the message clears after 3 s', async () => {
    signIn({ read: ['all_projects'] });
    renderRoutes(routes(), '/admin/projects');
    fill('Old#12345', 'New#12345', 'Other#12345');
    await submit();
    expect(await screen.findByText("Password and Confirm password fields doesn't match.")).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByText(CHANGE_PASSWORD_MESSAGES.mismatch), { timeout: 4500 });
  });

  it('412 (wrong current password) gives its own message', async () => {
    signIn({ read: ['all_projects'] });
    const mocks = [
      {
        request,
        result: {
          errors: [
            new GraphQLError('Current Password is incorrect.', { extensions: { code: 'BAD_USER_INPUT', reason: 'WRONG_CURRENT_PASSWORD' } }),
          ],
        },
      },
    ];
    renderRoutes(routes(), '/admin/projects', mocks);
    fill('Old#12345', 'New#12345', 'New#12345');
    await submit();
    expect(await screen.findByText('Current Password is incorrect.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it('any other failure gives the generic message', async () => {
    signIn({ read: ['all_projects'] });
    const mocks = [
      { request, result: { errors: [new GraphQLError('upstream down', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })] } },
    ];
    renderRoutes(routes(), '/admin/projects', mocks);
    fill('Old#12345', 'New#12345', 'New#12345');
    await submit();
    expect(await screen.findByText('Sorry, something went wrong. Please try again after some time.')).toBeInTheDocument();
  });

  it('success clears storage and goes to login', async () => {
    signIn({ read: ['all_projects'] });
    const mocks = [{ request, result: { data: { changePassword: true } } }];
    const { router } = renderRoutes(routes(), '/admin/projects', mocks);
    fill('Old#12345', 'New#12345', 'New#12345');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
