import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { catalogue } from '../lines/fixtures';
import { BidCatalogueQuery } from '../lines/operations';
import { BidSheetsPage } from '../bids/BidSheetsPage';
import { button, findButton } from '../../test/lookups';
import { BidUploadsCard } from './BidUploadsCard';
import { bidsMock, bidUploadsMock, pdfResponse, upload } from './testing';

const catalogueMock = { request: { query: BidCatalogueQuery }, result: { data: catalogue }, maxUsageCount: Infinity };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Subcontractor bids on the bid sheet', () => {
  it("staff see each uploaded version ('Bid N', subcontractor, uploader) and Open shows its PDF fetched with the token", async () => {
    signIn({ read: ['bid_sheets'] });
    saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(pdfResponse());
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:bid');
    URL.revokeObjectURL = vi.fn();
    const openTab = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderRoutes([{ path: '/admin/bid-sheet', element: <BidSheetsPage /> }], '/admin/bid-sheet', [
      bidsMock(), catalogueMock, bidUploadsMock([upload('202', 2, '4', 'Acme Concrete'), upload('201', 1, '4', 'Acme Concrete')]),
    ]);
    expect(await screen.findByText('Subcontractor Bids', { selector: 'h2' })).toBeInTheDocument();
    expect(await screen.findByText('Bid 2')).toBeInTheDocument();
    expect(screen.getByText('Bid 1')).toBeInTheDocument();
    expect(screen.getAllByText('Sam Sub (sub@demo.test)')).toHaveLength(2);
    fireEvent.click(button('Open Bid 2 from Acme Concrete'));
    await waitFor(() => expect(openTab).toHaveBeenCalledWith('blob:bid', '_blank'));
    expect(fetchMock).toHaveBeenCalledWith('/documents/bid-uploads/202', { headers: { authorization: 'Bearer test-token' } });
  });

  it("on a bid's details only the uploads of the subcontractors quoting on it", async () => {
    signIn({ read: ['bid_sheets'] });
    renderRoutes([{ path: '/', element: <BidUploadsCard projectUid="DC_1007" subcontractorIds={['5']} /> }], '/', [
      bidUploadsMock([upload('301', 1, '4', 'Acme Concrete'), upload('302', 1, '5', 'Best Build'), upload('303', 1, null, null)]),
    ]);
    expect(await findButton('Open Bid 1 from Best Build')).toBeInTheDocument();
    expect(() => button('Open Bid 1 from Acme Concrete')).toThrow();
    expect(() => button('Open Bid 1 from Sam Sub')).toThrow();
  });
});
