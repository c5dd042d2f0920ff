import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/utils';
import { EMAIL_MESSAGES } from './messages';
import { RenderEmailTemplateQuery, SendSubcontractorEmailMutation } from './operations';
import { SendEmailDialog, type EmailRecipient } from './SendEmailDialog';

const recipients: EmailRecipient[] = [
  { id: '1', companyName: 'Acme Concrete', email: 'bids@acme.test' },
  { id: '2', companyName: 'Bolt Steel', email: 'est@bolt.test' },
];
const project = { id: '42', uid: 'AB-1042', name: 'Main Street Clinic' };
const input = { companyId: '1', projectUid: 'AB-1042', type: 'INVITATION_TO_BID', emails: ['bids@acme.test', 'est@bolt.test'] };

async function chooseTemplate(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('Template'));
  fireEvent.click(await screen.findByTitle(label));
}
const click = (name: string) => fireEvent.click(screen.getByText(name).closest('button')!);

function open(props: Partial<Parameters<typeof SendEmailDialog>[0]> = {}, mocks: unknown[] = []) {
  signIn({ read: ['all_subcontractors'], write: ['all_subcontractors'], project: true });
  return renderWithProviders(
    <SendEmailDialog open project={project} companyId={1} recipients={recipients} onClose={() => {}} onSent={() => {}} {...props} />,
    mocks as never[],
  );
}

describe('Send Email to Subcontractors dialog', () => {
  it("asks for a template, and says 'No selected subs' without recipients; nothing is sent", async () => {
    const sent = vi.fn();
    const mocks = [{ request: { query: SendSubcontractorEmailMutation, variables: () => true }, result: () => { sent(); return { data: null }; } }];
    const { unmount } = open({}, mocks);
    click('Send');
    expect(await screen.findByText(EMAIL_MESSAGES.template)).toBeInTheDocument();
    unmount();
    open({ recipients: [] }, mocks);
    click('Send');
    expect(await screen.findByText(EMAIL_MESSAGES.noSubs)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('previews the chosen template filled for the project, sends one mutation for all recipients, then closes', async () => {
    const onSent = vi.fn();
    const onClose = vi.fn();
    open({ onSent, onClose }, [
      {
        request: { query: RenderEmailTemplateQuery, variables: { projectId: '42', type: 'INVITATION_TO_BID', recipientEmail: 'bids@acme.test' } },
        result: { data: { renderEmailTemplate: { __typename: 'RenderedEmail', type: 'INVITATION_TO_BID', subject: 'Invitation To Bid: Main Street Clinic (AB-1042)', text: 'Please bid by 12/15/2026.' } } },
      },
      {
        request: { query: SendSubcontractorEmailMutation, variables: { input } },
        result: { data: { sendSubcontractorEmail: { __typename: 'SubcontractorEmailResult', message: EMAIL_MESSAGES.sent, sent: 2, recipients: [] } } },
      },
    ]);
    expect(screen.getByText('Acme Concrete <bids@acme.test>')).toBeInTheDocument();
    await chooseTemplate('Invitation To Bid');
    click('Preview');
    expect(await screen.findByText('Subject: Invitation To Bid: Main Street Clinic (AB-1042)')).toBeInTheDocument();
    expect(screen.getByText('Please bid by 12/15/2026.')).toBeInTheDocument();
    click('Send');
    expect(await screen.findByText(EMAIL_MESSAGES.sent)).toBeInTheDocument();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows docs/projects.md §8's failure words: the server's reason for a refused list, 'system error' otherwise", async () => {
    const refusal = "x@y.test is not one of this company's subcontractors.";
    const { unmount } = open({}, [{
      request: { query: SendSubcontractorEmailMutation, variables: { input } },
      result: { errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', fields: { 'input.emails.0': refusal } } }] },
    }]);
    await chooseTemplate('Invitation To Bid');
    click('Send');
    expect(await screen.findByText(EMAIL_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    unmount();
    open({}, [{
      request: { query: SendSubcontractorEmailMutation, variables: { input } },
      result: { errors: [{ message: 'The service is unavailable.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
    }]);
    await chooseTemplate('Invitation To Bid');
    click('Send');
    expect(await screen.findByText(EMAIL_MESSAGES.systemError)).toBeInTheDocument();
  });
});
