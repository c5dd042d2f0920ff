import { Select, Tag } from 'antd';
import { nameListbox } from '../../app/nameListbox';
import type { PcoStatus } from '../../gql/graphql';
import { PCO_STATUSES, statusOf } from './model';

export interface PcoStatusSelectProps {
  pcoId: string;
  pcoName: string;
  status: PcoStatus;
  /** Absent: the status as a coloured tag only (no pcos write, or a Pending project). */
  onChange?: (status: PcoStatus) => void;
  busy?: boolean;
}

const tag = (status: PcoStatus) => {
  const s = statusOf(status);
  return <Tag color={s.color} style={{ marginInlineEnd: 0 }}>{s.label}</Tag>;
};

/** A PCO row's status (docs/projects.md §4 PCO status): a dropdown in the §9 colours, pending blue, accepted green, other red. */
export function PcoStatusSelect({ pcoId, pcoName, status, onChange, busy }: PcoStatusSelectProps) {
  if (!onChange) return tag(status);
  const id = `pco-status-${pcoId}`;
  const label = `Status of ${pcoName}`;
  return (
    <Select<PcoStatus>
      id={id} aria-label={label} onOpenChange={nameListbox(id, label)} value={status} loading={busy} disabled={busy} style={{ width: 150 }}
      options={PCO_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
      labelRender={({ value }) => tag(value as PcoStatus)}
      optionRender={(o) => tag(o.value as PcoStatus)}
      onChange={(v) => v !== status && onChange(v)}
    />
  );
}
