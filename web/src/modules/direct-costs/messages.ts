// The product's words for the direct cost screens (docs/projects.md §5 'Direct cost', §8 'Direct cost'), verbatim where it has them.
export const DIRECT_COST_MESSAGES = {
  mandatory: 'You must enter all mandatory fields.',
  confirmAdd: 'Do you want to add Direct Cost?',
  confirmDelete: 'Are you sure you want to delete this Direct Cost?',
  added: 'Direct Cost added successfully.',
  deleted: 'Direct Cost deleted successfully.',
  badDate: 'Invalid date: enter the date as MM/DD/YYYY.',
  pending: 'This project is Pending: its direct costs cannot change.',
  notFound: 'Unable to find this direct cost.',
  failed: 'Something went wrong.',
} as const;

/** docs/projects.md §5, §9: the notes take 225 characters (the hint says 255). */
export const NOTES_LIMIT = 225;
/** docs/projects.md §5: the mandatory-fields message shows for 2 s. */
export const MANDATORY_FLASH_MS = 2000;
/** docs/projects.md §2.8: the grid is at most 700 px high. */
export const GRID_MAX_HEIGHT = 700;
