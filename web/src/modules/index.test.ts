import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, NAV_LINKS, PLATFORM_PATHS, PROJECT_SWITCHER_PATHS } from '../app/adminRoutes';

// The route table and menu are built from the modules' own declarations: these pin what the hand-written table gave
// (the URLs, the menu's order of docs/accounts.md §2, the platform and switcher pages), so a module's change cannot move them.

describe('the web module list', () => {
  it('registers each path once', () => {
    const paths = ADMIN_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(41);
  });

  it('lists the side menu in the order of docs/accounts.md §2, each link on a registered route; Change Orders after PCO (issue 31), Payment Report after Payment Application (issue 32)', () => {
    expect(NAV_LINKS.map((l) => l.label)).toEqual([
      'Dashboard', 'All Projects', 'Proposal', 'Bid Sheet', 'Custom Parts', 'Direct Cost', 'PCO', 'Change Orders', 'Project Tracker',
      'All Subcontractors', 'Overhead', 'Project Tasks', 'Overall Project Tracker', 'P&L', 'WIP', 'PL WIP PT',
      'Payment Application', 'Payment Report', 'Subcontracts', 'Overall PL WIP PT', 'All Users', 'All Owners', 'All Employees',
    ]);
    expect(NAV_LINKS.filter((l) => l.subcontractor).map((l) => l.path)).toEqual([
      'projects', 'project-details', 'bid-sheet', 'custom-parts', 'direct-cost', 'pco',
    ]);
    for (const link of NAV_LINKS) expect(ADMIN_ROUTES.map((r) => r.path)).toContain(link.path);
  });

  it('keeps the platform pages and the pages with the project switcher', () => {
    expect([...PLATFORM_PATHS].sort()).toEqual(['all-company', 'company-details', 'create-company', 'edit-company', 'select-companies']);
    expect([...PROJECT_SWITCHER_PATHS].sort()).toEqual([
      'bid-sheet', 'direct-cost', 'p-l', 'payment-application', 'pco', 'plwippt', 'project-details', 'project-tracker',
      'subcontracts', 'wip',
    ]);
  });
});
