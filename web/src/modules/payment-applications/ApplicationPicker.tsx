import { Select, Tag } from 'antd';
import { fromApiDate } from '../../app/format';
import { nameListbox } from '../../app/nameListbox';
import type { PaymentApplicationStatus } from '../../gql/graphql';
import { APPLICATION_STATUSES, applicationLabel } from './model';

type Choice = { id: string; number: number; status: PaymentApplicationStatus; periodFrom: string; periodTo: string };

/** The application selector of both screens (docs/projects.md §2.13), with the chosen one's status beside it. */
export function ApplicationPicker({ applications, chosen, onChange }: { applications: readonly Choice[]; chosen?: Choice; onChange: (id: string) => void }) {
  return (
    <>
      <Select
        id="billing-application" aria-label="Application" onOpenChange={nameListbox('billing-application', 'Application')}
        style={{ minWidth: 340 }} placeholder="No application yet" value={chosen?.id} onChange={onChange}
        options={applications.map((a) => ({ value: a.id, label: applicationLabel(a, fromApiDate) }))}
      />
      {chosen && <Tag color={APPLICATION_STATUSES[chosen.status].color} style={APPLICATION_STATUSES[chosen.status].style} data-testid="application-status">{APPLICATION_STATUSES[chosen.status].label}</Tag>}
    </>
  );
}
