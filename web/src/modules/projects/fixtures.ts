// Test data shaped like the gateway's answers (used by the project tests only).
import type { ProjectStatus } from '../../gql/graphql';

export const person = (id: string, firstName: string, lastName: string) => ({ __typename: 'ProjectPerson' as const, id, firstName, lastName });

export function projectRow(id: string, uid: string, name: string, status: ProjectStatus = 'BIDDING') {
  const labels: Record<ProjectStatus, string> = {
    BIDDING: 'Bidding', PENDING: 'Pending', AWARDED: 'Awarded', LOST: 'Lost', IN_PROGRESS: 'In Progress', COMPLETED: 'Completed',
    DEAD_NOT_BID: 'Dead/Not-bid',
  };
  return {
    __typename: 'Project' as const,
    id,
    uid,
    name,
    displayName: name.endsWith(' copy') ? name.slice(0, -5) : name,
    status,
    statusLabel: labels[status],
    totalCost: '12345.60',
    editable: status === 'BIDDING',
    owner: { __typename: 'Owner' as const, id: '1', name: 'Acme Owner LLC' },
    estimator: person('11', 'Eve', 'Estimator'),
    projectManager: person('12', 'Pat', 'Manager'),
  };
}

export const owner = {
  __typename: 'Owner' as const, id: '1', name: 'Acme Owner LLC', firstName: 'Olive', lastName: 'Owner', email: 'owner@acme.test',
  phone: '(212) 555-0100', fax: null, ccEmail: 'cc@acme.test', payableEmail: null, accountReceivableEmail: null, mobile: null, isActive: true,
};
export const ownerAddress = {
  __typename: 'OwnerAddress' as const, id: '21', ownerId: '1', address1: '1 Owner Way', address2: null, city: 'Austin', state: 'Texas',
  stateCode: 'TX', zip: '78701',
};
export const ownerManager = {
  __typename: 'OwnerManager' as const, id: '31', ownerId: '1', firstName: 'Mona', lastName: 'Manager', email: 'mona@acme.test', phone: '(212) 555-0101',
};

export function fullProject(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Project' as const,
    id: '7',
    uid: 'DC_1007',
    name: 'Main Street',
    displayName: 'Main Street',
    status: 'BIDDING' as ProjectStatus,
    statusLabel: 'Bidding',
    owner,
    ownerAddress,
    ownerManager,
    estimator: person('11', 'Eve', 'Estimator'),
    projectManager: person('12', 'Pat', 'Manager'),
    siteSuper: person('13', 'Sam', 'Super'),
    address1: '100 Congress Ave',
    address2: null,
    city: 'Austin',
    state: 'Texas',
    stateCode: 'TX',
    zip: '78701',
    buildingType: 'Office',
    projectType: 'New Build',
    durationWeeks: '4.00',
    squareFeet: '12000.00',
    drawingLink: 'https://drawings.test/main',
    bidDueDate: '2025-03-01',
    timeDue: '14:30',
    constructionStartDate: '2025-04-01',
    expectedEndDate: '2025-04-29',
    markupMode: 'FIXED_PERCENTAGE' as const,
    totalMarkup: '12.00',
    customPriceAmount: '0.00',
    power: true,
    water: false,
    pcoProfitPercentage: '15.00',
    totalCost: '50000.00',
    editable: true,
    ...overrides,
  };
}
