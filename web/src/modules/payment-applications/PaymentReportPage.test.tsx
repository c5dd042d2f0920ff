import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { ProjectsQuery } from '../projects/operations';
import { billing } from './fixtures';
import { PaymentApplicationsQuery } from './graphql/operations';
import { PaymentReportPage } from './PaymentReportPage';

const projects = { request: { query: ProjectsQuery, variables: { q: null, page: 1, pageSize: 100 } }, result: { data: { projects: { __typename: 'ProjectPage', total: 0, items: [] } } }, maxUsageCount: Infinity };
const billingMock = { request: { query: PaymentApplicationsQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { paymentApplications: billing() } }, maxUsageCount: Infinity };
const routes = [{ path: '/admin/payment-report', element: <PaymentReportPage /> }];
const lineRows = () => Array.from(document.querySelectorAll('table[aria-label="Application for payment, lines 1 to 9"] tbody tr'))
  .map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent));

describe('Payment Report', () => {
  it("shows the chosen application's G702 lines 1–9 (issue 32's worked example), the change-order summary and the signature and notary blocks", async () => {
    signIn({ read: ['payment_applications'] });
    saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
    renderRoutes(routes, '/admin/payment-report', [projects, billingMock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application For Payment' })).toBeInTheDocument();
    await waitFor(() => expect(lineRows()).toHaveLength(11));
    expect(lineRows()).toEqual([
      ['1', 'Original Contract Sum', '$100,000.00'],
      ['2', 'Net Change by Change Orders', '$5,000.00'],
      ['3', 'Contract Sum to Date (Line 1 + 2)', '$105,000.00'],
      ['4', 'Total Completed and Stored to Date (Column G on G703)', '$65,000.00'],
      ['5a', 'Retainage: 10.00% of Completed Work (Columns D + E on G703)', '$6,000.00'],
      ['5b', 'Retainage: 10.00% of Stored Material (Column F on G703)', '$500.00'],
      ['5', 'Total Retainage (Column I on G703)', '$6,500.00'],
      ['6', 'Total Earned Less Retainage (Line 4 less Line 5)', '$58,500.00'],
      ['7', 'Less Previous Certificates for Payment', '$36,000.00'],
      ['8', 'Current Payment Due', '$22,500.00'],
      ['9', 'Balance to Finish, Including Retainage (Line 3 less Line 6)', '$46,500.00'],
    ]);
    expect(screen.getByTestId('co-net')).toHaveTextContent('$5,000.00');
    expect(screen.getByText('Total approved this month').closest('tr')).toHaveTextContent('$5,000.00$0.00');
    expect(screen.getByTestId('certified-amount')).toHaveTextContent('—');
    expect(screen.getByText(/Subscribed and sworn to before me/)).toBeInTheDocument();
    expect(screen.getByText(/Notary Public/)).toBeInTheDocument();
  });

  it('shows a certified application\'s status, amount certified and the payments received', async () => {
    signIn({ read: ['payment_applications'] });
    saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
    renderRoutes(routes, '/admin/payment-report?application=1', [projects, billingMock]);
    expect(await screen.findByTestId('certified-amount')).toHaveTextContent('$36,000.00');
    expect(screen.getByTestId('payments-total')).toHaveTextContent('$20,000.00');
    expect(screen.getByText('Check 1001').closest('tr')).toHaveTextContent('10/12/2026Check 1001Test User$20,000.00');
    expect(screen.getAllByText('Certified').length).toBeGreaterThan(0);
    expect(screen.getByText('Amount Certified: $36,000.00')).toBeInTheDocument();
  });
});
