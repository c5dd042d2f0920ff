import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip } from 'antd';
import { useQuery } from '@apollo/client/react';
import { nameListbox } from '../../app/nameListbox';
import { ProjectPcoNamesQuery } from './graphql/operations';
import { pcoLabel } from './model';

export interface PcoSelectorProps {
  projectId: string;
  pcoId: string;
  onChange: (pcoId: string) => void;
}

/** docs/projects.md §2.9: the PCO selector with previous/next arrows; an accepted PCO's label shows its change order name. */
export function PcoSelector({ projectId, pcoId, onChange }: PcoSelectorProps) {
  const { data, loading } = useQuery(ProjectPcoNamesQuery, { variables: { id: projectId }, fetchPolicy: 'cache-and-network' });
  const pcos = data?.project.pcos ?? [];
  const at = pcos.findIndex((p) => p.id === pcoId);
  return (
    <Space wrap>
      <Tooltip title="Previous PCO">
        <Button icon={<LeftOutlined />} aria-label="Previous PCO" disabled={at <= 0} onClick={() => onChange(pcos[at - 1].id)} />
      </Tooltip>
      <Select
        id="pco-selector" aria-label="PCO" onOpenChange={nameListbox('pco-selector', 'PCO')} style={{ minWidth: 300 }}
        value={at >= 0 ? pcoId : undefined} loading={loading} onChange={onChange} showSearch={{ optionFilterProp: 'label' }}
        options={pcos.map((p) => ({ value: p.id, label: pcoLabel(p) }))}
      />
      <Tooltip title="Next PCO">
        <Button icon={<RightOutlined />} aria-label="Next PCO" disabled={at < 0 || at >= pcos.length - 1} onClick={() => onChange(pcos[at + 1].id)} />
      </Tooltip>
    </Space>
  );
}
