import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const BidSheetsPage = lazyPage(() => import('./BidSheetsPage'), 'BidSheetsPage');
const BidDetailsPage = lazyPage(() => import('./BidDetailsPage'), 'BidDetailsPage');

export const bidsModule: WebModule = {
  name: 'bids',
  routes: [
    route('bid-sheet', 'bid_sheets', 'Bid Sheet', true, BidSheetsPage, { projectSwitcher: true }),
    route('division-details', 'bid_sheets', 'Division Details', true, BidDetailsPage),
  ],
  menu: [{ path: 'bid-sheet', label: 'Bid Sheet', level: 'project', subcontractor: true, position: 40 }],
};
