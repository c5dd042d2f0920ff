import { Collapse, Descriptions, Typography } from 'antd';
import { formatNumber, parseDecimal } from '@suite/money';
import { fullName } from '../../app/people';
import type { TrackerProjectQuery } from '../../gql/graphql';
import { fromApiDate } from '../projects/model';

type Project = TrackerProjectQuery['project'];

const orDash = (text: string | null | undefined) => text || '—';

/** docs/projects.md §2.11 header: project id, name and start date; the collapsible summary below (actual completion when Completed). */
export function ProjectTrackerHeader({ project, billableHours }: { project: Project; billableHours: string | undefined }) {
  const hours = parseDecimal(billableHours);
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'uid', label: 'Project ID', children: project.uid },
          { key: 'name', label: 'Project Name', children: project.displayName || project.name },
          { key: 'start', label: 'Start Date', children: orDash(fromApiDate(project.constructionStartDate)) },
        ]}
      />
      <Collapse
        size="small"
        items={[{
          key: 'summary',
          label: <Typography.Text strong>Project Summary</Typography.Text>,
          children: (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={[
                { key: 'end', label: 'Estimated Completion Date', children: orDash(fromApiDate(project.expectedEndDate)) },
                { key: 'owner', label: 'Owner', children: orDash(project.owner?.name) },
                { key: 'estimator', label: 'Estimator', children: orDash(fullName(project.estimator)) },
                { key: 'pm', label: 'Project Manager', children: orDash(fullName(project.projectManager)) },
                { key: 'super', label: 'Site Superintendent', children: orDash(fullName(project.siteSuper)) },
                { key: 'complete', label: 'Job Complete', children: project.status === 'COMPLETED' ? 'Yes' : 'No' },
                { key: 'hours', label: 'Billable Hours', children: hours ? formatNumber(hours, 4) : '—' },
                ...(project.status === 'COMPLETED'
                  ? [{ key: 'completed', label: 'Actual Completion Date', children: orDash(fromApiDate(project.completedOn)) }]
                  : []),
              ]}
            />
          ),
        }]}
      />
    </>
  );
}
