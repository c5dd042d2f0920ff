import { Alert, Breadcrumb, Card, Empty, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { useSession } from '../../app/session';
import { selectedProjectId } from '../projects/selection';
import { PROJECT_MESSAGES } from '../projects/validation';
import { DirectCostForm } from './DirectCostForm';
import { DirectCostGrid } from './DirectCostGrid';
import { DIRECT_COST_MESSAGES } from './messages';
import { DirectCostProjectQuery } from './operations';
import { useDirectCostAccess } from './useDirectCostAccess';

/**
 * Direct Cost (docs/projects.md §2.8) of the project chosen in the switcher: the direct cost form, shown only with direct_costs
 * write on a project that is not Pending (docs/projects.md §4), and the grid of the project's direct costs.
 */
export function DirectCostPage() {
  const session = useSession();
  const access = useDirectCostAccess();
  const id = selectedProjectId(session.selectedProject);
  const { data, loading, error } = useQuery(DirectCostProjectQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const p = data?.project;
  const writable = !!p && access.editable(p.status);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">Home</Link> }, { title: 'Direct Cost' }]} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Direct Cost</Typography.Title>
      {(!id || (error && !p)) && <Alert type="error" showIcon title={PROJECT_MESSAGES.detailsFailed} />}
      {loading && !p && <DetailsSkeleton what="direct costs" rows={6} />}
      {p && (
        <>
          {p.status === 'PENDING' && <Alert type="info" showIcon title={DIRECT_COST_MESSAGES.pending} />}
          {writable && (
            <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Add Direct Cost</Typography.Title>}>
              <DirectCostForm projectId={p.id} projectUid={p.uid} companyName={access.companyName} />
            </Card>
          )}
          <DirectCostGrid directCosts={p.directCosts} writable={writable} />
        </>
      )}
      {!p && !loading && id && !error && <Empty description={PROJECT_MESSAGES.detailsFailed} />}
    </Space>
  );
}
