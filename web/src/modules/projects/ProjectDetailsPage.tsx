import { EditOutlined } from '@ant-design/icons';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { Alert, Breadcrumb, Button, Card, Col, Descriptions, Empty, Row, Space, Spin, Statistic, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { dec, formatNumber, formatPercent, formatPercentOfBase, parseDecimal } from '@suite/money';
import { fullName } from '../../app/people';
import { canWrite, SUBCONTRACTOR_ROLE, useSession } from '../../app/session';
import { fromApiDate, isBidding, money, statusLabel } from './model';
import { ProjectQuery, ProjectTotalsQuery } from './operations';
import { selectedProjectId } from './selection';
import { PROJECT_MESSAGES } from './validation';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const dash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);
const percent = (v: string | null | undefined) => formatPercent(parseDecimal(v) ?? 0);
// A custom price's profit is a share of bids and overhead: with neither there is no percentage to show (calculations §8).
const profitPercent = (mode: string, t: { profitPercentage: string; bidTotals: string; overheadCost: string }) =>
  mode === 'CUSTOM_PRICE' ? formatPercentOfBase(t.profitPercentage, dec(t.bidTotals).plus(t.overheadCost)) : percent(t.profitPercentage);
const cityStateZip = (city?: string | null, state?: string | null, zip?: string | null) =>
  [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '-';

// 12-hour display of 'HH:mm'.
function timeOfDay(hhmm: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(hhmm ?? '');
  if (!m) return '-';
  const h = Number(m[1]);
  return `${((h + 11) % 12) + 1}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Proposal page (001 §2.4): owner card, contract details and the totals box; bid grids come with the bid issue. */
export function ProjectDetailsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const id = selectedProjectId(session.selectedProject);
  const isSubcontractor = session.user?.roleId === SUBCONTRACTOR_ROLE;
  const { data, loading, error } = useQuery(ProjectQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const totalsQ = useQuery(ProjectTotalsQuery, { variables: { id: id ?? '' }, skip: !id || isSubcontractor, fetchPolicy: 'network-only' });
  const p = data?.project;
  const totals = totalsQ.data?.project.totals;
  const canEdit = !!p && canWrite(session.permissions, 'all_projects') && isBidding(p.status) && !isSubcontractor;
  const contractor = String(session.selectedComp?.name ?? session.company?.name ?? '');

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">All Projects</Link> }, { title: 'Proposal' }]} />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Proposal
        </Typography.Title>
        {canEdit && (
          <Button icon={<EditOutlined />} aria-label="Edit project" onClick={() => navigate('/admin/edit-project')}>
            Edit
          </Button>
        )}
      </Space>
      {(!id || error) && <Alert type="error" showIcon title={PROJECT_MESSAGES.detailsFailed} />}
      {loading && !p && <DetailsSkeleton what="project details" rows={6} />}
      {p && (
        <>
          {!isSubcontractor && (
            <Card title="Owner">
              <Descriptions column={{ xs: 1, md: 2 }}>
                <Descriptions.Item label="Owner Name">{dash(p.owner?.name)}</Descriptions.Item>
                <Descriptions.Item label="Broker Name">{dash(fullName(p.ownerManager))}</Descriptions.Item>
                <Descriptions.Item label="Email">{dash(p.ownerManager?.email ?? p.owner?.email)}</Descriptions.Item>
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
          {!isSubcontractor && (
            <>
              <Card title="Bid Sheets">
                <Empty description="No bids have been added to this project yet." />
              </Card>
              <Card title="Totals">
                {totalsQ.error && <Alert type="warning" showIcon title={PROJECT_MESSAGES.totalsFailed} style={{ marginBottom: 16 }} />}
                {totalsQ.loading && !totals && <Spin />}
                {totals && (
                  <Row gutter={16}>
                    <Col xs={12} md={6}>
                      <Statistic title="Bid Totals" value={money(totals.bidTotals)} />
                    </Col>
                    <Col xs={12} md={6}>
                      <Statistic title={`Overhead (${formatPercentOfBase(totals.overheadPercentage, totals.bidTotals)})`} value={money(totals.overheadCost)} />
                    </Col>
                    <Col xs={12} md={6}>
                      <Statistic title={`Profit (${profitPercent(p.markupMode, totals)})`} value={money(totals.profitCost)} />
                    </Col>
                    <Col xs={12} md={6}>
                      <Statistic title="Project Total" value={money(totals.totalCost)} />
                    </Col>
                  </Row>
                )}
              </Card>
            </>
          )}
        </>
      )}
    </Space>
  );
}
