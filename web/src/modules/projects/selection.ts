import { saveSession, type StoredProject } from '../../app/session';

export interface SelectableProject {
  id: string;
  uid: string;
  name: string;
  displayName?: string;
  status?: string;
}

/** What selectedProject keeps in local storage: ProjectUid (docs/accounts.md §3) plus the id the gateway's project(id) takes. */
export function toStoredProject(p: SelectableProject): StoredProject {
  return { ProjectUid: p.uid, id: p.id, name: p.displayName || p.name, status: p.status ?? null };
}

export function selectProject(p: SelectableProject) {
  saveSession({ selectedProject: toStoredProject(p) });
}

/** The gateway id of the selected project, if the stored value has one. */
export function selectedProjectId(stored: StoredProject | null): string | null {
  const id = stored?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
