import { lazy, type ComponentType } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { route, type SectionProps, type WebModule } from '../module';

const ProposalPage = lazyPage(() => import('./ProposalPage'), 'ProposalPage');
const section = (name: 'BidSheetUploads' | 'BidDetailsUploads'): ComponentType<SectionProps> =>
  lazy(async () => ({ default: (await import('./sections'))[name] }));

// The proposal of the project (docs/projects.md §2.4) at /admin/project-details, built on projects and bids; its bid portal adds
// the upload box and the uploaded bids to the bid sheet and a bid's details (sections.tsx).
export const proposalModule: WebModule = {
  name: 'proposal',
  routes: [route('project-details', 'all_projects', 'Project Details', true, ProposalPage, { projectSwitcher: true })],
  menu: [{ path: 'project-details', label: 'Proposal', level: 'project', subcontractor: true, position: 30 }],
  sections: [
    { page: 'bid-sheet', Component: section('BidSheetUploads') },
    { page: 'division-details', Component: section('BidDetailsUploads') },
  ],
};
