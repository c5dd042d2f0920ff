import { useMemo } from 'react';
import { Select } from 'antd';
import { useQuery } from '@apollo/client/react';
import { nameListbox } from '../../app/nameListbox';
import { ProjectsQuery } from '../projects/operations';
import { selectProject } from '../projects/selection';

const PICKER_PAGE_SIZE = 100;

/** The screen's project selector (the company's first 100 projects, searched by id and name) (docs/projects.md §2.13): the choice is the session's selected project, as the switcher's. */
export function ProjectPicker({ projectUid, projectName }: { projectUid: string | null; projectName?: string }) {
  const { data, loading } = useQuery(ProjectsQuery, { variables: { q: null, page: 1, pageSize: PICKER_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const items = useMemo(() => data?.projects.items ?? [], [data]);
  const options = useMemo(() => {
    const list = items.map((p) => ({ value: p.uid, label: `${p.uid} · ${p.displayName || p.name}` }));
    // The chosen project stays shown while the list loads or when a search leaves it out.
    if (projectUid && !list.some((o) => o.value === projectUid)) list.unshift({ value: projectUid, label: `${projectUid}${projectName ? ` · ${projectName}` : ''}` });
    return list;
  }, [items, projectUid, projectName]);
  return (
    <Select
      id="billing-project" aria-label="Project" onOpenChange={nameListbox('billing-project', 'Project')} style={{ minWidth: 280 }}
      placeholder="Choose a project" value={projectUid ?? undefined} options={options} loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(uid: string) => {
        const p = items.find((i) => i.uid === uid);
        if (p) selectProject(p);
      }}
    />
  );
}
