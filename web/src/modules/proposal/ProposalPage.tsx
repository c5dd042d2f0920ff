import { useMemo } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { Alert, Breadcrumb, Button, Card, Descriptions, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatNumber } from '@suite/money';
import { fullName } from '../../app/people';
import { PageSections } from '../../app/sections';
import { canWrite, useSession } from '../../app/session';
import { BidGrids } from '../bids/BidGrids';
import { BidSheetProjectQuery } from '../bids/operations';
import { fromApiDate, isBidding, statusLabel } from '../projects/model';
import { ProjectQuery } from '../projects/operations';
import { selectedProjectId } from '../projects/selection';
import { PROJECT_MESSAGES } from '../projects/validation';
import { ProposalOverheadQuery } from './graphql/operations';
import { useProposalAccess } from './hooks/useProposalAccess';
import { useSendProposal } from './hooks/useSendProposal';
import { ProposalSendingsCard } from './ProposalSendingsCard';
import { ProposalToolbar } from './ProposalToolbar';
import { UploadBidCard } from './UploadBidCard';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const dash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);
const cityStateZip = (city?: string | null, state?: string | null, zip?: string | null) =>
  [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '-';

// 12-hour display of 'HH:mm'.
function timeOfDay(hhmm: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(hhmm ?? '');
  if (!m) return '-';
  const h = Number(m[1]);
  return `${((h + 11) % 12) + 1}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * Proposal page (docs/projects.md §2.4), /admin/project-details ('Project Details', the menu's 'Proposal'): the download and send
 * icons, owner card, contract details, the Bid Sheets and Alternate grids with the project's totals, and the sendings;
 * role 13 gets no owner card or bid tables but its bid upload box.
 */
export function ProposalPage() {
  const session = useSession();
  const access = useProposalAccess();
  const navigate = useNavigate();
  const id = selectedProjectId(session.selectedProject);
  const { isSubcontractor } = access;
  const { data, loading, error } = useQuery(ProjectQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  // The grids and the totals box read one answer: the project's bids and its totals as the server computed them.
  const bidsQ = useQuery(BidSheetProjectQuery, { variables: { id: id ?? '' }, skip: !id || isSubcontractor, fetchPolicy: 'network-only' });
  const p = data?.project;
  const bidsProject = bidsQ.data?.project;
  // The totals box shows overhead and profit the way the PDF prints them (the company's setting).
  const overheadQ = useQuery(ProposalOverheadQuery, { skip: !id || isSubcontractor });
  // The proposal, its PDF and its mail go to the owner's email (the CC email copied): the card and the Send dialog show it.
  const recipient = useMemo(() => (p?.owner ? { name: p.owner.name, email: p.owner.email, ccEmail: p.owner.ccEmail } : null), [p?.owner]);
  const { send, banner } = useSendProposal(p?.uid, recipient);
  const canEdit = !!p && canWrite(session.permissions, 'all_projects') && isBidding(p.status) && !isSubcontractor;
  const contractor = String(session.selectedComp?.name ?? session.company?.name ?? '');

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">All Projects</Link> }, { title: 'Proposal' }]} />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          Proposal
        </Typography.Title>
        <Space>
          {p && (
            <ProposalToolbar
              project={p}
              ready={isSubcontractor || !!bidsProject}
              onSend={access.writesBids ? send : undefined}
            />
          )}
          {canEdit && (
            <Button icon={<EditOutlined />} aria-label="Edit project" onClick={() => navigate('/admin/edit-project')}>
              Edit
            </Button>
          )}
        </Space>
      </Space>
      {banner && <Alert type="success" banner showIcon title={banner} />}
      {(!id || error) && <Alert type="error" showIcon title={PROJECT_MESSAGES.detailsFailed} />}
      {loading && !p && <DetailsSkeleton what="project details" rows={6} />}
      {p && (
        <>
          {!isSubcontractor && (
            <Card title="Owner">
              <Descriptions column={{ xs: 1, md: 2 }}>
                <Descriptions.Item label="Owner Name">{dash(p.owner?.name)}</Descriptions.Item>
                <Descriptions.Item label="Broker Name">{dash(fullName(p.ownerManager))}</Descriptions.Item>
                <Descriptions.Item label="Email">{dash(p.owner?.email)}</Descriptions.Item>
                {p.owner?.ccEmail && <Descriptions.Item label="CC Email">{p.owner.ccEmail}</Descriptions.Item>}
                <Descriptions.Item label="Address">
                  {dash([p.ownerAddress?.address1, p.ownerAddress?.address2].filter(Boolean).join(', '))}
                </Descriptions.Item>
                <Descriptions.Item label="City/ST/ZIP">
                  {cityStateZip(p.ownerAddress?.city, p.ownerAddress?.stateCode || p.ownerAddress?.state, p.ownerAddress?.zip)}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          )}
          <Card title="Contract Details">
            <Descriptions column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label="Contractor Name">{dash(contractor)}</Descriptions.Item>
              <Descriptions.Item label="Project ID">{p.uid}</Descriptions.Item>
              <Descriptions.Item label="Project Name">{p.displayName || p.name}</Descriptions.Item>
              <Descriptions.Item label="Address">{dash([p.address1, p.address2].filter(Boolean).join(', '))}</Descriptions.Item>
              <Descriptions.Item label="City/ST/ZIP">{cityStateZip(p.city, p.stateCode || p.state, p.zip)}</Descriptions.Item>
              <Descriptions.Item label="Water Onsite">{yesNo(p.water)}</Descriptions.Item>
              <Descriptions.Item label="Power Onsite">{yesNo(p.power)}</Descriptions.Item>
              <Descriptions.Item label="Project Manager">{dash(fullName(p.projectManager))}</Descriptions.Item>
              <Descriptions.Item label="Date">{new Date().toLocaleDateString('en-US')}</Descriptions.Item>
              <Descriptions.Item label="Project Type">{dash(p.projectType)}</Descriptions.Item>
              <Descriptions.Item label="Site Super">{dash(fullName(p.siteSuper))}</Descriptions.Item>
              <Descriptions.Item label="Duration (weeks)">{p.durationWeeks ? formatNumber(p.durationWeeks, 2) /* stored to 6 places, read to 2 */ : '-'}</Descriptions.Item>
              <Descriptions.Item label="Square Feet">
                {p.squareFeet ? formatNumber(p.squareFeet) : '-'}
              </Descriptions.Item>
              <Descriptions.Item label="Estimator">{dash(fullName(p.estimator))}</Descriptions.Item>
              <Descriptions.Item label="Building Type">{dash(p.buildingType)}</Descriptions.Item>
              <Descriptions.Item label="Project Status">{p.statusLabel || statusLabel(p.status)}</Descriptions.Item>
              <Descriptions.Item label="Drawing Link">
                {p.drawingLink ? (
                  <a href={p.drawingLink} target="_blank" rel="noreferrer">
                    {p.drawingLink}
                  </a>
                ) : (
                  '-'
                )}
              </Descriptions.Item>
              <Descriptions.Item label="Bid Due Date">
                {p.bidDueDate ? `${fromApiDate(p.bidDueDate)} ${p.timeDue ? timeOfDay(p.timeDue) : ''}`.trim() : '-'}
              </Descriptions.Item>
              <Descriptions.Item label="Construction Start">{dash(fromApiDate(p.constructionStartDate))}</Descriptions.Item>
              <Descriptions.Item label="Expected End">{dash(fromApiDate(p.expectedEndDate))}</Descriptions.Item>
            </Descriptions>
          </Card>
          {isSubcontractor ? (
            <>
              <UploadBidCard projectUid={p.uid} />
              {/* What later modules show role 13 here (its own subcontracts, docs/subcontracts.md §4). */}
              <PageSections page="project-details" projectUid={p.uid} />
            </>
          ) : (
            <>
              {bidsQ.error && !bidsProject && <Alert type="warning" showIcon title={PROJECT_MESSAGES.totalsFailed} />}
              {bidsQ.loading && !bidsProject && <DetailsSkeleton what="bid sheets" rows={4} />}
              {bidsProject && (
                <BidGrids project={bidsProject} writable={access.bidsEditable(bidsProject.status)} overhead={overheadQ.data?.proposalOverhead} />
              )}
              {access.seesSendings && <ProposalSendingsCard projectUid={p.uid} />}
            </>
          )}
        </>
      )}
    </Space>
  );
}
