import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const ProjectTrackerPage = lazyPage(() => import('./ProjectTrackerPage'), 'ProjectTrackerPage');
const OverallTrackerPage = lazyPage(() => import('./OverallTrackerPage'), 'OverallTrackerPage');

export const trackerModule: WebModule = {
  name: 'tracker',
  routes: [
    route('project-tracker', 'project_tracker', 'Project Tracker', true, ProjectTrackerPage, { projectSwitcher: true }),
    route('overall-project-tracker', 'overall_project_tracker', 'Overall Project Tracker', false, OverallTrackerPage),
  ],
  menu: [
    { path: 'project-tracker', label: 'Project Tracker', level: 'project', position: 80 },
    { path: 'overall-project-tracker', label: 'Overall Project Tracker', level: 'company', position: 120 },
  ],
};
