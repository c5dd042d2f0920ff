import { useSyncExternalStore } from 'react';

// Session as the spec keeps it in local storage (docs/accounts.md §3): token, permissions, userDets,
// companyDets, selectedComp, selectedProject.

export const AREAS = [
  'add_new_company', 'add_users', 'all_users', 'all_companies_dashboard', 'all_employees', 'all_owners',
  'all_projects', 'all_subcontractors', 'bid_sheets', 'billing', 'co_log', 'company_setup_edit_dashboard',
  'contract', 'cos', 'create_new_role', 'create_project', 'dashboard', 'direct_costs', 'drawings', 'full_users',
  'job_performance_bonus_structures', 'job_performance_bonus_wips', 'overall_p_l', 'overall_plwippt',
  'overall_project_tracker', 'overall_wip', 'overhead', 'payment_application_logs', 'payment_applications',
  'pco_log', 'pco_proposal', 'pcos', 'personal_user_settings', 'project_p_l', 'project_plwippt', 'project_tasks',
  'project_tracker', 'project_wip', 'proposal', 'proposal_details', 'punch_lists', 'rfis', 'subcontract',
  'subcontract_cos', 'subcontract_payment_applications', 'subcontract_pcos', 'subcontract_pos',
  'subcontractor_bid_comparison_logs', 'subcontractor_logs', 'subcontracts', 'upload_owners', 'upload_parts',
  'upload_subcontractors',
] as const;
export type Area = (typeof AREAS)[number];

export interface Flags { read: boolean; write: boolean; visible: boolean }
export type PermissionMap = Record<string, Flags>;

export interface SessionUser {
  id: string;
  name: string;
  username: string;
  roleId: number;
  tenantId?: number | null;
  /** The company the user acts in, as the login answered it: the side menu's title for every role. */
  companyName?: string | null;
}

export interface StoredCompany { id: number; name: string; [k: string]: unknown }
export interface StoredProject { ProjectUid: string | number; [k: string]: unknown }

export interface Session {
  token: string | null;
  permissions: PermissionMap;
  user: SessionUser | null;
  company: StoredCompany | null;
  selectedComp: StoredCompany | null;
  selectedProject: StoredProject | null;
}

export const KEYS = {
  token: 'token',
  permissions: 'permissions',
  user: 'userDets',
  company: 'companyDets',
  selectedComp: 'selectedComp',
  selectedProject: 'selectedProject',
} as const;

export const PLATFORM_ADMIN_ROLE = 1;
export const SUBCONTRACTOR_ROLE = 13;

// All flags false before login (docs/accounts.md §3).
export function emptyPermissions(): PermissionMap {
  const map: PermissionMap = {};
  for (const a of AREAS) map[a] = { read: false, write: false, visible: false };
  return map;
}

export function toPermissionMap(list: ReadonlyArray<{ area: string; read: boolean; write: boolean; visible: boolean }>): PermissionMap {
  const map = emptyPermissions();
  for (const p of list) map[p.area] = { read: p.read, write: p.write, visible: p.visible };
  return map;
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

let cache: Session | null = null;
let cacheKey = '';
const listeners = new Set<() => void>();

function snapshotKey(): string {
  return Object.values(KEYS).map((k) => localStorage.getItem(k) ?? '').join('\u0000');
}

export function getSession(): Session {
  const key = snapshotKey();
  if (cache && key === cacheKey) return cache;
  cacheKey = key;
  cache = {
    token: localStorage.getItem(KEYS.token),
    permissions: { ...emptyPermissions(), ...(readJson<PermissionMap>(KEYS.permissions) ?? {}) },
    user: readJson<SessionUser>(KEYS.user),
    company: readJson<StoredCompany>(KEYS.company),
    selectedComp: readJson<StoredCompany>(KEYS.selectedComp),
    selectedProject: readJson<StoredProject>(KEYS.selectedProject),
  };
  return cache;
}

function emit() {
  for (const l of listeners) l();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

function put(key: string, value: unknown) {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}

export function saveSession(patch: Partial<Session>) {
  if ('token' in patch) put(KEYS.token, patch.token);
  if ('permissions' in patch) put(KEYS.permissions, patch.permissions);
  if ('user' in patch) put(KEYS.user, patch.user);
  if ('company' in patch) put(KEYS.company, patch.company);
  if ('selectedComp' in patch) put(KEYS.selectedComp, patch.selectedComp);
  if ('selectedProject' in patch) put(KEYS.selectedProject, patch.selectedProject);
  emit();
}

// Logout, change password and UNAUTHENTICATED all clear the whole storage (docs/accounts.md §2).
export function clearSession() {
  localStorage.clear();
  emit();
}

export function canRead(perms: PermissionMap, area: string): boolean {
  return !!perms[area]?.read;
}
export function canWrite(perms: PermissionMap, area: string): boolean {
  return !!perms[area]?.write;
}
export function canAccess(perms: PermissionMap, area: string): boolean {
  return canRead(perms, area) || canWrite(perms, area);
}

// Write on company_setup_edit_dashboard without write on add_new_company marks a company-level admin (docs/accounts.md §6).
export function isCompanyAdmin(perms: PermissionMap): boolean {
  return canWrite(perms, 'company_setup_edit_dashboard') && !canWrite(perms, 'add_new_company');
}

export function landingPath(roleId: number, perms: PermissionMap): string {
  if (roleId === SUBCONTRACTOR_ROLE) return '/admin/select-companies';
  if (canRead(perms, 'all_companies_dashboard')) return '/admin/all-company';
  return '/admin/projects';
}
