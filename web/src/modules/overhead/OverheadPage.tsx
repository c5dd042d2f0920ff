import { useState } from 'react';
import { Alert, Space, Typography } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { canWrite, useSession } from '../../app/session';
import type { OverheadServiceFieldsFragment as Service, OverheadServiceKind } from '../../gql/graphql';
import { SetEmployeeActiveMutation } from '../employees/operations';
import { EmployeesTable } from './EmployeesTable';
import { OVERHEAD_MESSAGES } from './messages';
import { CompanyOverheadQuery, DeleteEmployeeMutation, DeleteOverheadServiceMutation } from './operations';
import { ServiceDialog } from './ServiceDialog';
import { ServicesTable } from './ServicesTable';
import { BurdenHighlights, TotalsSummary } from './TotalsSummary';

const LISTS = [
  ['MONTHLY', 'monthlyServices'],
  ['ANNUAL', 'annualServices'],
  ['EQUIPMENT', 'equipmentServices'],
  ['OTHER', 'otherServices'],
] as const;

/**
 * Overhead (docs/projects.md §2.16): the company's employees, its four lists of running costs and the totals they make,
 * among them the burden rate every labor line is priced with. Everything reloads after a change.
 */
export function OverheadPage() {
  const client = useApolloClient();
  const { permissions } = useSession();
  const editable = canWrite(permissions, 'overhead');
  const { data, loading, error, refetch } = useQuery(CompanyOverheadQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [dialog, setDialog] = useState<{ kind: OverheadServiceKind; service?: Service } | null>(null);
  const o = data?.companyOverhead;
  const reload = () => refetch();

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Overhead</Typography.Title>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Company Overhead</Typography.Title>
      {error && !o && <Alert type="error" showIcon title={OVERHEAD_MESSAGES.loadFailed} />}
      {o && <BurdenHighlights totals={o.totals} />}
      <EmployeesTable
        rows={o?.employees ?? []}
        loading={loading && !o}
        editable={canWrite(permissions, 'all_employees')}
        setActive={(e, isActive) => client.mutate({ mutation: SetEmployeeActiveMutation, variables: { id: e.id, isActive } })}
        remove={async (e) => {
          await client.mutate({ mutation: DeleteEmployeeMutation, variables: { id: e.id } });
          await reload();
        }}
        reload={reload}
      />
      {LISTS.map(([kind, field]) => (
        <ServicesTable
          key={kind}
          kind={kind}
          rows={o?.[field] ?? []}
          loading={loading && !o}
          editable={editable}
          onAdd={(k) => setDialog({ kind: k })}
          onEdit={(service) => setDialog({ kind: service.kind, service })}
          onDelete={async (service) => {
            await client.mutate({ mutation: DeleteOverheadServiceMutation, variables: { id: service.id } });
            await reload();
          }}
        />
      ))}
      <TotalsSummary totals={o?.totals ?? []} loading={loading && !o} />
      <ServiceDialog kind={dialog?.kind ?? null} service={dialog?.service} onClose={() => setDialog(null)} onSaved={reload} />
    </Space>
  );
}
