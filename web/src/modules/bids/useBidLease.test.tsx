import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/utils';
import { LEASE_RENEW_MS } from './messages';
import { OpenBidForEditMutation, ReleaseBidMutation } from './operations';
import { useBidLease } from './useBidLease';

const lease = { __typename: 'BidLease' as const, holderName: 'Test User', expiresAt: '2026-11-25T09:00:00.000Z', mine: true };
const grantedResult = () => ({
  data: { openBidForEdit: { __typename: 'BidLeaseGranted' as const, lease, bid: { __typename: 'Bid' as const, id: '12', version: 3, lease } } },
});

/**
 * Waits on real timers until `check` passes, letting time pass inside act so React applies the hook's state updates
 * (testing-library's waitFor polls with setInterval, which these tests fake).
 */
async function until(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await act(() => new Promise((r) => setTimeout(r, 10)));
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
  }
}

describe('useBidLease', () => {
  // Only setInterval and clearInterval (the renewal) are faked; Apollo's mocked answers keep their real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    signIn({ read: ['bid_sheets'], write: ['bid_sheets'], project: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes the lease, renews it every LEASE_RENEW_MS while open, releases it on unmount and stops renewing', async () => {
    const open = vi.fn(grantedResult);
    const release = vi.fn(() => ({ data: { releaseBid: true } }));
    const mocks = [
      { request: { query: OpenBidForEditMutation, variables: { bidId: '12' } }, result: open, maxUsageCount: Infinity },
      { request: { query: ReleaseBidMutation, variables: { bidId: '12' } }, result: release, maxUsageCount: Infinity },
    ];
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
    const { result, unmount } = renderHook(() => useBidLease('12', true), { wrapper });

    await until(() => expect(result.current.lease).toEqual({ status: 'held' }));
    expect(open).toHaveBeenCalledTimes(1);

    // Not renewed before the interval is up.
    act(() => { vi.advanceTimersByTime(LEASE_RENEW_MS - 1); });
    expect(open).toHaveBeenCalledTimes(1);
    act(() => { vi.advanceTimersByTime(1); });
    await until(() => expect(open).toHaveBeenCalledTimes(2));
    act(() => { vi.advanceTimersByTime(LEASE_RENEW_MS); });
    await until(() => expect(open).toHaveBeenCalledTimes(3));
    expect(result.current.lease).toEqual({ status: 'held' });
    expect(release).not.toHaveBeenCalled();

    unmount();
    await until(() => expect(release).toHaveBeenCalledTimes(1));
    // No renewal after leaving.
    act(() => { vi.advanceTimersByTime(LEASE_RENEW_MS * 3); });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(open).toHaveBeenCalledTimes(3);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('asks for no lease when the user may not write, and releases nothing', async () => {
    const open = vi.fn(grantedResult);
    const release = vi.fn(() => ({ data: { releaseBid: true } }));
    const mocks = [
      { request: { query: OpenBidForEditMutation, variables: { bidId: '12' } }, result: open, maxUsageCount: Infinity },
      { request: { query: ReleaseBidMutation, variables: { bidId: '12' } }, result: release, maxUsageCount: Infinity },
    ];
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
    const { result, unmount } = renderHook(() => useBidLease('12', false), { wrapper });
    act(() => { vi.advanceTimersByTime(LEASE_RENEW_MS * 2); });
    expect(result.current.lease).toEqual({ status: 'none' });
    unmount();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(open).not.toHaveBeenCalled();
    expect(release).not.toHaveBeenCalled();
  });
});
