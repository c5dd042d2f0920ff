import { lazyPage } from '../../app/lazyPage';
import { route, writeRoute, type WebModule } from '../module';

const AllProjectsPage = lazyPage(() => import('./AllProjectsPage'), 'AllProjectsPage');
const CreateProjectPage = lazyPage(() => import('./ProjectFormPages'), 'CreateProjectPage');
const EditProjectPage = lazyPage(() => import('./ProjectFormPages'), 'EditProjectPage');

export const projectsModule: WebModule = {
  name: 'projects',
  routes: [
    route('projects', 'all_projects', 'All Projects', false, AllProjectsPage),
    writeRoute('edit-project', 'all_projects', 'Edit Project', true, EditProjectPage),
    writeRoute('create-project', 'create_project', 'Create Project', false, CreateProjectPage),
  ],
  menu: [
    { path: 'projects', label: 'All Projects', level: 'both', subcontractor: true, position: 20 },
  ],
};
