import { route, type WebModule } from '../module';

// Screens of later issues, shown as a placeholder with their title: a domain that builds one takes its route (and
// menu link, same path and position) into its own module and removes it here.
export const placeholderModule: WebModule = {
  name: 'placeholder',
  routes: [
    route('wip', 'project_wip', 'WIP', false, undefined, { projectSwitcher: true }),
    route('p-l', 'project_p_l', 'P&L', false, undefined, { projectSwitcher: true }),
    route('plwippt', 'project_plwippt', 'PL WIP PT', false, undefined, { projectSwitcher: true }),
    route('project-tasks', 'project_tasks', 'Project Tasks'),
    route('overall-plwippt', 'overall_plwippt', 'Overall PL WIP PT'),
  ],
  menu: [
    { path: 'project-tasks', label: 'Project Tasks', level: 'company', position: 110 },
    { path: 'p-l', label: 'P&L', level: 'project', position: 130 },
    { path: 'wip', label: 'WIP', level: 'project', position: 140 },
    { path: 'plwippt', label: 'PL WIP PT', level: 'project', position: 150 },
    { path: 'overall-plwippt', label: 'Overall PL WIP PT', level: 'company', position: 180 },
  ],
};
