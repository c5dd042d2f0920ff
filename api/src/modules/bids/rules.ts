import { badField, idOf, LINE_MESSAGES } from '../lines/fields.js';

// Server rules of bid sheets (docs/projects.md §4 Bid sheets and Pending, §5 Bid sheets, §8 Proposal and bids, §9); the form
// fields of lines and sheets are lines/fields.ts.

export const BID_MESSAGES = {
  ...LINE_MESSAGES,
  fillAll: 'Fill all the fields!',
  locked: 'Someone else is already modifying this bid. Kindly try after some time.',
  versionConflict: 'This bid was changed meanwhile. Reload it and try again.',
  versionRequired: 'Send the version of the bid you last read.',
  pending: 'The project is Pending: its bids and lines cannot be changed.',
  bidNotFound: 'could not find bid',
  inactive: 'Only active subcontractors can be added to a bid.',
  notOnBid: 'The subcontractor is not on this bid.',
  bidIds: 'Give a project_uid or 1 to 200 bid ids.',
} as const;

export const NEW_BID_STATUS = 'pending';

/** The subcontractor ids of a `[{id, name}]` list; 400 naming the field for an id that is not one. */
export function subcontractorIds(list: readonly { id: unknown }[] | null | undefined, field: string): number[] {
  const ids: number[] = [];
  (list ?? []).forEach((entry, i) => {
    const id = idOf(entry.id);
    if (id === undefined) throw badField(`${field}[${i}].id`, BID_MESSAGES.inactive);
    if (!ids.includes(id)) ids.push(id);
  });
  return ids;
}
