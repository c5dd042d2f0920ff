import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { BID_TYPE_POLICIES } from './cache';
import { bid, sub } from './fixtures';
import { BidQuery } from './operations';

describe('bid cache', () => {
  it('a subcontractor on two bids keeps each bid its own total and selection, and refs keep their names', () => {
    const cache = new InMemoryCache({ typePolicies: BID_TYPE_POLICIES });
    const a = bid({ id: '12', subcontractors: [sub('4', 'Acme Concrete', '1200.00', true, true)] });
    // Bid 13 has the same subcontractor with other figures and a position whose id equals a division's id.
    const b = bid({ id: '13', subcontractors: [sub('4', 'Acme Concrete', '90.00', false, false)], division: { __typename: 'BidRef', id: '3', name: 'Metals' } });
    cache.writeQuery({ query: BidQuery, variables: { id: '12' }, data: { bid: a } });
    cache.writeQuery({ query: BidQuery, variables: { id: '13' }, data: { bid: b } });
    const readA = cache.readQuery({ query: BidQuery, variables: { id: '12' } })!.bid;
    const readB = cache.readQuery({ query: BidQuery, variables: { id: '13' } })!.bid;
    expect(readA.subcontractors[0]).toMatchObject({ total: '1200.00', selected: true });
    expect(readB.subcontractors[0]).toMatchObject({ total: '90.00', selected: false });
    expect(readB.division.name).toBe('Metals');
    expect(readB.laborLines[0].position.name).toBe('Project Manager');
  });
});
