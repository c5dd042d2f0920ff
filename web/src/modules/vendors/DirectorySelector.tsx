import { Select } from 'antd';
import { useListState } from '../../app/useListState';
import { nameListbox } from '../../app/nameListbox';

export type DirectoryView = 'subcontractors' | 'suppliers';

const VIEW_DEFAULTS = { view: '' };

/** Which directory All Subcontractors shows (docs/projects.md §2.14 selector); kept in the URL (`view=suppliers`) like the list state. */
export function useDirectoryView(): [DirectoryView, (view: DirectoryView) => void] {
  const [state, setState] = useListState(VIEW_DEFAULTS);
  return [state.view === 'suppliers' ? 'suppliers' : 'subcontractors', (view) => setState({ view: view === 'suppliers' ? 'suppliers' : '' })];
}

/** The 'All Subcontractors / All Suppliers' selector. */
export function DirectorySelector({ value, onChange }: { value: DirectoryView; onChange: (view: DirectoryView) => void }) {
  return (
    <Select<DirectoryView>
      id="directory-view" aria-label="Directory" onOpenChange={nameListbox('directory-view', 'Directory')}
      style={{ minWidth: 190 }} value={value} onChange={onChange}
      options={[{ value: 'subcontractors', label: 'All Subcontractors' }, { value: 'suppliers', label: 'All Suppliers' }]}
    />
  );
}
