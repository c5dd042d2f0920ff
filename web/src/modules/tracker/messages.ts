// The product's words for the tracker screens (docs/projects.md §5 'Scope transfer', §8 'Tracker'), verbatim where it has them.
export const TRACKER_MESSAGES = {
  mandatory: 'Kindly fill all the mandatory fields.',
  transferFailed: 'Something went wrong. Try after some time.',
  deleteFailed: 'Something went wrong. Kindly try after some time.',
  confirmDelete: 'Do you want to delete this record?',
  deleted: 'Record deleted successfully.',
  transferAdded: 'Scope transfer added successfully.',
  updated: 'Tracker row updated.',
  updateFailed: 'Something went wrong. Try after some time.',
  badAmount: 'Enter a valid amount.',
  loadFailed: 'Unable to load the project tracker.',
  overallFailed: 'Unable to load the overall project tracker.',
  noProject: 'Select a project to see its tracker.',
  noRows: 'This project has no budget lines yet.',
  noProjects: 'No projects found under this category.',
  openFailed: 'Unable to open this project.',
  /** docs/money.md §11: a row without a budget, a new cost line. */
  unbudgeted: 'Unbudgeted',
} as const;

/** docs/projects.md §2.11: the grid is 800 px high. */
export const GRID_HEIGHT = 800;
/** The mandatory-fields message shows for 2 s, as on the other forms (docs/projects.md §5). */
export const MANDATORY_FLASH_MS = 2000;
