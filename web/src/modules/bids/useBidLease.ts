import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { print } from 'graphql';
import { getSession } from '../../app/session';
import { LEASE_RENEW_MS } from './messages';
import { OpenBidForEditMutation, ReleaseBidMutation } from './operations';

/**
 * Gives the lease back while the tab closes or navigates away: a normal mutation would be cancelled with the page, a
 * keepalive request outlives it. Without this the next user waits for the 2-minute expiry.
 */
function releaseOnUnload(bidId: string): void {
  const token = getSession().token;
  if (!token) return;
  void fetch('/graphql', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ operationName: 'ReleaseBid', query: print(ReleaseBidMutation), variables: { bidId } }),
  }).catch(() => undefined);
}

export type LeaseState =
  | { status: 'none' }
  | { status: 'opening' }
  | { status: 'held' }
  /** The lease could not be asked for (network): the page stays editable, the server still guards every write. */
  | { status: 'unknown' }
  | { status: 'locked'; holderName: string; message: string };

/**
 * The edit lease of Bid Sheet Details (docs/projects.md §8 concurrent edit): taken when the page opens for a user who may write,
 * renewed every 30 s while it stays open, released on leaving the page or closing the tab. Refused (BidLocked): the
 * page shows the bid read-only and stops asking; `markLocked` lets a save refused with BID_LOCKED do the same.
 */
export function useBidLease(bidId: string | null, wanted: boolean): { lease: LeaseState; markLocked: (holderName: string, message: string) => void } {
  const client = useApolloClient();
  const [lease, setLease] = useState<LeaseState>({ status: 'none' });

  useEffect(() => {
    if (!bidId || !wanted) {
      setLease({ status: 'none' });
      return;
    }
    let alive = true;
    let held = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    setLease({ status: 'opening' });
    const take = async () => {
      try {
        const { data } = await client.mutate({ mutation: OpenBidForEditMutation, variables: { bidId } });
        const r = data?.openBidForEdit;
        // Left while the answer was on its way: give back what was granted.
        if (!alive) {
          if (r?.__typename === 'BidLeaseGranted') void client.mutate({ mutation: ReleaseBidMutation, variables: { bidId } }).catch(() => undefined);
          return;
        }
        if (r?.__typename === 'BidLocked') {
          held = false;
          clearInterval(timer);
          setLease({ status: 'locked', holderName: r.holderName, message: r.message });
          return;
        }
        held = true;
        setLease({ status: 'held' });
      } catch {
        if (alive && !held) setLease({ status: 'unknown' });
      }
    };
    void take();
    timer = setInterval(() => void take(), LEASE_RENEW_MS);
    const onPageHide = () => {
      if (!held) return;
      held = false;
      releaseOnUnload(bidId);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      if (held) void client.mutate({ mutation: ReleaseBidMutation, variables: { bidId } }).catch(() => undefined);
    };
  }, [bidId, wanted, client]);

  const markLocked = useCallback((holderName: string, message: string) => setLease({ status: 'locked', holderName, message }), []);
  return { lease, markLocked };
}
