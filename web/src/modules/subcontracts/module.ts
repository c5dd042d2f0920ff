import { lazy } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const SubcontractsPage = lazyPage(() => import('./SubcontractsPage'), 'SubcontractsPage');
const AwardedBids = lazy(async () => ({ default: (await import('./AwardedBids')).AwardedBids }));
const MySubcontracts = lazy(async () => ({ default: (await import('./MySubcontracts')).MySubcontracts }));

// Subcontracts and purchase orders (docs/subcontracts.md, docs/projects.md §2.14): the path, area and menu place the
// placeholder gave them; role 13's own subcontracts join its proposal page, beside its bid upload (the portal's one page); the bid sheet shows which bids are awarded.
export const subcontractsModule: WebModule = {
  name: 'subcontracts',
  routes: [route('subcontracts', 'subcontract', 'Subcontracts', false, SubcontractsPage, { projectSwitcher: true })],
  menu: [{ path: 'subcontracts', label: 'Subcontracts', level: 'project', position: 170 }],
  sections: [
    { page: 'project-details', Component: MySubcontracts },
    { page: 'bid-sheet', Component: AwardedBids },
  ],
};
