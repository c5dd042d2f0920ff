import { Alert, Breadcrumb, Card, Empty, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { PageSections } from '../../app/sections';
import { useSession } from '../../app/session';
import { selectedProjectId } from '../projects/selection';
import { PROJECT_MESSAGES } from '../projects/validation';
import { AddBidForm } from './AddBidForm';
import { BidGrids } from './BidGrids';
import { BID_MESSAGES } from './messages';
import { BidSheetProjectQuery } from './operations';
import { useBidAccess } from './useBidAccess';

/**
 * Bid Sheets (docs/projects.md §2.6) of the project chosen in the switcher: the add-bid form, the Bid Sheets and Alternate grids
 * with jump links, the project's totals and the sections other modules add (the proposal's uploaded bids). Role 13
 * gets only those sections (the proposal's upload box); a Pending project or a user without bid_sheets write gets the
 * grids with View only.
 */
export function BidSheetsPage() {
  const session = useSession();
  const access = useBidAccess();
  const id = selectedProjectId(session.selectedProject);
  const { isSubcontractor } = access;
  const { data, loading, error } = useQuery(BidSheetProjectQuery, { variables: { id: id ?? '' }, skip: !id || isSubcontractor, fetchPolicy: 'cache-and-network' });
  const p = data?.project;
  const writable = !!p && access.bidsEditable(p.status);
  const subcontractorProjectUid = session.selectedProject ? String(session.selectedProject.ProjectUid) : null;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">All Projects</Link> }, { title: 'Bid Sheets' }]} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Bid Sheet</Typography.Title>
      {isSubcontractor ? (
        // docs/projects.md §2.6: master role 13 sees only the upload-your-bid box (the proposal's section).
        subcontractorProjectUid ? <PageSections page="bid-sheet" projectUid={subcontractorProjectUid} /> : <Alert type="error" showIcon title={PROJECT_MESSAGES.detailsFailed} />
      ) : (
        <>
          {(!id || (error && !p)) && <Alert type="error" showIcon title={PROJECT_MESSAGES.detailsFailed} />}
          {loading && !p && <DetailsSkeleton what="bid sheets" rows={6} />}
          {p && (
            <>
              {p.status === 'PENDING' && <Alert type="info" showIcon title={BID_MESSAGES.pending} />}
              {writable && (
                <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Add Bid</Typography.Title>}>
                  <AddBidForm projectUid={p.uid} />
                </Card>
              )}
              <BidGrids project={p} writable={writable} />
              <PageSections page="bid-sheet" projectUid={p.uid} />
            </>
          )}
          {!p && !loading && id && !error && <Empty description={BID_MESSAGES.notFound} />}
        </>
      )}
    </Space>
  );
}
