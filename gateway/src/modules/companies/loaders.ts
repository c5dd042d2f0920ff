import DataLoader from 'dataloader';
import type { Company } from '../../__generated__/graphql.js';
import type { RequestUpstream } from '../../request-upstream.js';
import { toCompany } from './mapping.js';

export interface CompanyLoaders {
  /** Company by id, fetched at most once per GraphQL request (viewer.company, company(id), ...). */
  companyById: DataLoader<number, Company>;
}

export function createCompanyLoaders(upstream: RequestUpstream): CompanyLoaders {
  const companyById = new DataLoader<number, Company>(
    // The REST API has no batch endpoint: fan out in parallel; a failure stays with its own key.
    (ids) =>
      Promise.all(
        ids.map((id) =>
          upstream.get('company/{tenantId}', { params: { tenantId: id } }).then(
            (row) => toCompany(row),
            (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
          ),
        ),
      ),
    { maxBatchSize: 50 },
  );
  return { companyById };
}
