import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../../test/utils';
import { UI_VERSION } from '../../app/version';
import { CompanyDetailsPage } from './CompanyDetailsPage';
import { CompanyQuery, VersionQuery } from './operations';

const company = {
  __typename: 'Company', id: 1, name: 'Demo Construction Co', email: 'office@demo.test', phone: '(212) 555-0101', image: null, defaultMarkup: '12.50',
  address1: '1 Main St', address2: null, city: 'Springfield', state: 'Illinois', stateCode: 'IL', zip: '62701', country: 'United States',
  companyAdmin: 'companyadmin@demo.test', owner: { __typename: 'CompanyOwner', firstName: 'Ann', lastName: 'Lee', email: 'ann@demo.test', phone: '(212) 555-0100' },
  projectIdPrefix: 'DC', projectIdStart: 1000, isActive: true,
};

describe('Company Details', () => {
  it('shows prefix, start number, markup, details, owner, UI version and the server version failure text', async () => {
    signIn({ roleId: 2, read: ['company_setup_edit_dashboard'], write: ['company_setup_edit_dashboard'] });
    const mocks = [
      { request: { query: CompanyQuery, variables: { id: 1 } }, result: { data: { company } } },
      { request: { query: VersionQuery }, error: new Error('down') },
    ];
    renderRoutes([{ path: '/admin/company-details', element: <CompanyDetailsPage /> }], '/admin/company-details', mocks);
    expect(await screen.findByText('Demo Construction Co')).toBeInTheDocument();
    expect(screen.getByText('DC')).toBeInTheDocument();
    expect(screen.getByText('1000')).toBeInTheDocument();
    expect(screen.getByText('12.50%')).toBeInTheDocument();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText(UI_VERSION)).toBeInTheDocument();
    expect(await screen.findByText('Failed To Identify')).toBeInTheDocument();
  });
});
