import * as m0006 from '../../db/migrations/0006_projects.js';
import * as m0006b from '../../db/migrations/0006_projects_counts.js';
import * as m0020 from '../../db/migrations/0020_project_list_versions.js';
import type { ApiModule } from '../module.js';
import { projectRoutes, projectV2Routes } from './routes.js';
import { seedDemoProjects } from './seed.js';
import { projectTotalsRoutes } from './totals.js';

/** Projects, their invitations and totals. */
export const projectsModule: ApiModule = {
  name: 'projects',
  areas: ['all_projects', 'create_project'],
  migrations: { '0006_projects': m0006, '0006_projects_counts': m0006b, '0020_project_list_versions': m0020 },
  // The project list and details are v2 calls (docs/projects.md §7); also answered under v1 for clients of that base.
  routes: (deps, modules) => [projectRoutes(deps, modules), projectTotalsRoutes(deps), projectV2Routes(deps)],
  v2Routes: (deps) => [projectV2Routes(deps)],
  seed: (db, demo) => seedDemoProjects(db, demo.first, demo.users.subcontractor),
  // An owner a project names is not deleted (issue 31 item 12).
  uses: [{ rows: 'owner', table: 'projects', column: 'owner_id', singular: 'project' }],
};
