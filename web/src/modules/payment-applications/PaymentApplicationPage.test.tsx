import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../app/session';
import { button, buttonsMatching, findButton } from '../../test/lookups';
import { renderRoutes, signIn } from '../../test/utils';
import { ProjectsQuery } from '../projects/operations';
import { application, billing, firstApplication } from './fixtures';
import {
  PaymentApplicationsQuery, RecordPaymentMutation, ReleaseRetainageMutation, SendPaymentApplicationMutation, SubmitPaymentApplicationMutation,
  UpdateSovLinesMutation,
} from './graphql/operations';
import { PaymentApplicationPage } from './PaymentApplicationPage';

const routes = [{ path: '/admin/payment-application', element: <PaymentApplicationPage /> }];
const projects = { request: { query: ProjectsQuery, variables: { q: null, page: 1, pageSize: 100 } }, result: { data: { projects: { __typename: 'ProjectPage', total: 0, items: [] } } }, maxUsageCount: Infinity };
const billingMock = (b = billing()) => ({ request: { query: PaymentApplicationsQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { paymentApplications: b } }, maxUsageCount: Infinity });
const chooseProject = () => saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
const writer = () => { signIn({ read: ['payment_applications', 'all_projects'], write: ['payment_applications'] }); chooseProject(); };
const reader = () => { signIn({ read: ['payment_applications', 'all_projects'] }); chooseProject(); };
const rowOf = (item: string) => (document.querySelector(`tr[data-row-key="${item}"]`) as HTMLElement);
const totalsRow = () => document.querySelector('tr[data-summary="totals"]') as HTMLElement;
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.querySelector('input')?.value ?? td.textContent);

describe('Payment Application', () => {
  it('shows the breadcrumb Home > Payment Application > AFP, the latest application chosen, Project Retainage and the disabled project dates', async () => {
    writer();
    renderRoutes(routes, '/admin/payment-application', [projects, billingMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Application' })).toBeInTheDocument();
    expect(screen.getByText('AFP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/projects');
    expect(await screen.findByText(/Application 2 \(Draft\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Work')).toHaveValue('10.00');
    expect(screen.getByLabelText('Work')).toBeEnabled();
    expect(screen.getByLabelText('Start Date')).toBeDisabled();
    expect(screen.getByLabelText('Start Date')).toHaveValue('09/01/2026');
    expect(screen.getByLabelText('Est Completion Date')).toHaveValue('03/31/2027');
  });

  it('recomputes G, %, H and I and the totals row as E and F are typed, exactly to the cent, and saves the changed lines in one call', async () => {
    writer();
    const saved = application({
      version: 5,
      lines: [
        { ...application().lines[0], thisPeriod: '22500.55', storedMaterials: '1234.50', completedStored: '63735.05', percent: '63.74', balanceToFinish: '36264.95', retainageWork: '6250.06', retainageStored: '123.45', retainage: '6373.51' },
        application().lines[1],
      ],
    });
    const save = vi.fn(() => ({ data: { updateSovLines: saved } }));
    renderRoutes(routes, '/admin/payment-application', [projects, billingMock(), {
      request: { query: UpdateSovLinesMutation, variables: { applicationId: '2', expectedVersion: 4, lines: [{ id: '11', thisPeriod: '22500.55', storedMaterials: '1234.50' }] } },
      result: save,
    }]);
    const e = await screen.findByLabelText('This period of item 1');
    expect(cells(rowOf('11'))).toEqual(['1', 'Concrete', '$100,000.00', '$40,000.00', '20,000.00', '5,000.00', '$65,000.00', '65.00%', '$35,000.00', '$6,500.00']);
    fireEvent.change(e, { target: { value: '22500.55' } });
    // G = 40,000 + 22,500.55 + 5,000; % = 67,500.55 / 100,000; H = C − G; I = round2(62,500.55 × 10 %) + 500.
    expect(cells(rowOf('11'))).toEqual(['1', 'Concrete', '$100,000.00', '$40,000.00', '22,500.55', '5,000.00', '$67,500.55', '67.50%', '$32,499.45', '$6,750.06']);
    fireEvent.change(screen.getByLabelText('Materials presently stored of item 1'), { target: { value: '1,234.5' } });
    expect(cells(rowOf('11')).slice(5)).toEqual(['1,234.5', '$63,735.05', '63.74%', '$36,264.95', '$6,373.51']);
    expect(cells(totalsRow())).toEqual(['', 'Grand Total', '$105,000.00', '$40,000.00', '$22,500.55', '$1,234.50', '$63,735.05', '60.70%', '$41,264.95', '$6,373.51']);
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(button('Save Lines'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Lines saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Materials presently stored of item 1')).toHaveValue('1,234.50'));
  });

  it('is keyboard-friendly: Escape puts the stored figure back, Enter saves and moves to the next line\'s cell', async () => {
    writer();
    const save = vi.fn(() => ({ data: { updateSovLines: application({ version: 5, lines: [application().lines[0], { ...application().lines[1], thisPeriod: '1000.00', completedStored: '1000.00', percent: '20.00', balanceToFinish: '4000.00', retainageWork: '100.00', retainage: '100.00' }] }) } }));
    renderRoutes(routes, '/admin/payment-application', [projects, billingMock(), {
      request: { query: UpdateSovLinesMutation, variables: { applicationId: '2', expectedVersion: 4, lines: [{ id: '12', thisPeriod: '1000.00' }] } }, result: save,
    }]);
    const first = await screen.findByLabelText('This period of item 1');
    fireEvent.change(first, { target: { value: '99' } });
    expect(cells(rowOf('11'))[6]).toBe('$45,099.00');
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(first).toHaveValue('20,000.00');
    expect(cells(rowOf('11'))[6]).toBe('$65,000.00');
    const second = screen.getByLabelText('This period of item 2');
    fireEvent.change(second, { target: { value: '1000' } });
    fireEvent.keyDown(second, { key: 'Enter' });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(document.activeElement).toBe(second);
  });

  it('names the line the server would refuse while typing (G > C) and saves nothing', async () => {
    writer();
    renderRoutes(routes, '/admin/payment-application', [projects, billingMock()]);
    fireEvent.change(await screen.findByLabelText('This period of item 1'), { target: { value: '55000.01' } });
    expect(await screen.findByTestId('line-problem')).toHaveTextContent('Item 1: completed and stored exceeds the scheduled value.');
    fireEvent.click(button('Save Lines'));
    expect(await screen.findByText('Item 1: completed and stored exceeds the scheduled value.', { selector: '.ant-message *' })).toBeInTheDocument();
  });

  it("shows the server's refusal in its own words (a 400 naming the line)", async () => {
    writer();
    const refusal = 'Item 1: completed and stored (G) cannot exceed the scheduled value (C).';
    renderRoutes(routes, '/admin/payment-application', [projects, billingMock(), {
      request: { query: UpdateSovLinesMutation, variables: { applicationId: '2', expectedVersion: 4, lines: [{ id: '11', thisPeriod: '21000.00' }] } },
      result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT', fields: { 'lines.0.thisPeriod': refusal } } })] },
    }]);
    fireEvent.change(await screen.findByLabelText('This period of item 1'), { target: { value: '21000' } });
    fireEvent.click(button('Save Lines'));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    // What was typed stays, to be corrected.
    expect(screen.getByLabelText('This period of item 1')).toHaveValue('21,000');
  });

  it('read-only without payment_applications write: figures as text, no actions that change, retainage disabled', async () => {
    reader();
    renderRoutes(routes, '/admin/payment-application', [projects, billingMock(billing(undefined, false))]);
    expect(await screen.findByText('You can read the payment applications of this project but not change them.')).toBeInTheDocument();
    expect(cells(rowOf('11'))[4]).toBe('$20,000.00');
    expect(screen.queryByLabelText('This period of item 1')).toBeNull();
    expect(screen.getByLabelText('Work')).toBeDisabled();
    expect(buttonsMatching(/^(Submit|Save Lines|Release Retainage|New application|Save Retainage|Certify|Send to owner)$/)).toEqual([]);
    expect(button('Download G702 PDF')).toBeEnabled();
  });

  it('a submitted application is frozen: no cells to type in, Certify offered, and the contract-moved notice when the SOV changed', async () => {
    writer();
    const submitted = application({ status: 'SUBMITTED', editable: false, contractMoved: true });
    renderRoutes(routes, '/admin/payment-application', [projects, billingMock(billing([firstApplication(), submitted]))]);
    expect(await screen.findByTestId('contract-moved')).toBeInTheDocument();
    expect(screen.queryByLabelText('This period of item 1')).toBeNull();
    expect(await findButton('Certify')).toBeEnabled();
    expect(button('New application')).toBeEnabled();
    fireEvent.click(button('Certify'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    expect(within(dialog).getByLabelText('Amount Certified')).toHaveValue('22,500.00');
    fireEvent.change(within(dialog).getByLabelText('Amount Certified'), { target: { value: '22500.01' } });
    fireEvent.click(button('Certify', dialog));
    expect(await within(dialog).findByText('Enter an amount from 0 up to the current payment due ($22,500.00).')).toBeInTheDocument();
  });

  it('Submit asks first, saves what was typed, then submits with the version the save answered: the grid is frozen', async () => {
    writer();
    const typedLine = { ...application().lines[0], thisPeriod: '21000.00', completedStored: '66000.00', percent: '66.00', balanceToFinish: '34000.00', retainageWork: '6100.00', retainage: '6600.00' };
    const save = vi.fn(() => ({ data: { updateSovLines: application({ version: 5, lines: [typedLine, application().lines[1]] }) } }));
    const submit = vi.fn(() => ({ data: { submitPaymentApplication: application({ version: 6, status: 'SUBMITTED', editable: false, lines: [typedLine, application().lines[1]] }) } }));
    renderRoutes(routes, '/admin/payment-application', [projects, billingMock(), {
      request: { query: UpdateSovLinesMutation, variables: { applicationId: '2', expectedVersion: 4, lines: [{ id: '11', thisPeriod: '21000.00' }] } }, result: save,
    }, { request: { query: SubmitPaymentApplicationMutation, variables: { id: '2', expectedVersion: 5 } }, result: submit }]);
    fireEvent.change(await screen.findByLabelText('This period of item 1'), { target: { value: '21000' } });
    fireEvent.click(button('Submit'));
    const ask = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(within(ask).getByText('Submit payment application 2? Once submitted, it can no longer change.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(button('Submit', ask));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Payment application submitted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('This period of item 1')).toBeNull());
    expect(cells(rowOf('11'))[6]).toBe('$66,000.00');
  });

  it('Record Payment on a certified application offers what is certified and not yet received, and sends amount, date and reference', async () => {
    writer();
    const record = vi.fn(() => ({ data: { recordPayment: { ...firstApplication(), version: 8, paymentsTotal: '36000.00', status: 'PAID' as const } } }));
    renderRoutes(routes, '/admin/payment-application?application=1', [projects, billingMock(), {
      request: { query: RecordPaymentMutation, variables: { applicationId: '1', expectedVersion: 7, input: { amount: '16000.00', receivedOn: '2026-11-02', reference: 'Wire 88' } } },
      result: record,
    }]);
    fireEvent.click(await findButton('Record Payment'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    // Certified 36,000.00, received 20,000.00 so far.
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('16,000.00');
    fireEvent.change(within(dialog).getByLabelText('Received On'), { target: { value: '11022026' } });
    fireEvent.click(button('Record', dialog));
    expect(await within(dialog).findByText('Enter the payment reference (check number, wire…).')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reference'), { target: { value: 'Wire 88' } });
    fireEvent.click(button('Record', dialog));
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
  });

  it('Release Retainage on a Draft: all of it when ticked (the amount then not asked), else an amount within line 5', async () => {
    writer();
    const release = vi.fn(() => ({ data: { releaseRetainage: application({ version: 5, releasedThisApplication: '6500.00' }) } }));
    renderRoutes(routes, '/admin/payment-application', [projects, billingMock(), {
      request: { query: ReleaseRetainageMutation, variables: { id: '2', expectedVersion: 4, all: true } }, result: release,
    }]);
    fireEvent.click(await findButton('Release Retainage'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '6500.01' } });
    fireEvent.click(button('Release', dialog));
    expect(await within(dialog).findByText('Enter an amount above 0 and at most the retainage held ($6,500.00).')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Release all retainage'));
    expect(within(dialog).getByLabelText('Amount')).toBeDisabled();
    fireEvent.click(button('Release', dialog));
    await waitFor(() => expect(release).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Retainage released.')).toBeInTheDocument();
  });

  it("Send to owner on a submitted application: the gateway's reason when nothing was mailed (an owner without an email)", async () => {
    writer();
    const refusal = 'The project owner has no email: add it on the owner first.';
    renderRoutes(routes, '/admin/payment-application?application=1', [projects, billingMock(), {
      request: { query: SendPaymentApplicationMutation, variables: { id: '1', message: null } },
      result: { data: { sendPaymentApplication: { __typename: 'PaymentApplicationNotSent', reason: 'OWNER_EMAIL_MISSING', message: refusal } } },
    }]);
    fireEvent.click(await findButton('Send to owner'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    expect(within(dialog).getByText('The G702 and the G703 are attached as PDFs.')).toBeInTheDocument();
    fireEvent.click(button('Send', dialog));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('a change made on a stale version reloads the application and says so; what was typed stays', async () => {
    writer();
    const reads = vi.fn(() => ({ data: { paymentApplications: billing() } }));
    renderRoutes(routes, '/admin/payment-application', [projects, { request: { query: PaymentApplicationsQuery, variables: { projectUid: 'DC_1007' } }, result: reads, maxUsageCount: Infinity }, {
      request: { query: UpdateSovLinesMutation, variables: { applicationId: '2', expectedVersion: 4, lines: [{ id: '11', thisPeriod: '21000.00' }] } },
      result: { errors: [new GraphQLError('Payment application 2 was changed meanwhile.', { extensions: { code: 'CONFLICT', reason: 'PAYMENT_APPLICATION_VERSION_CONFLICT' } })] },
    }]);
    fireEvent.change(await screen.findByLabelText('This period of item 1'), { target: { value: '21000' } });
    const before = reads.mock.calls.length;
    fireEvent.click(button('Save Lines'));
    expect(await screen.findByText('This application was changed by someone else meanwhile. It has been reloaded: apply your change again.')).toBeInTheDocument();
    expect(reads.mock.calls.length).toBeGreaterThan(before);
    expect(screen.getByLabelText('This period of item 1')).toHaveValue('21,000');
  });
});
