import dayjs from 'dayjs';

/** 'Bid 1', 'Bid 2', … (docs/projects.md §2.4). */
export const bidVersionLabel = (version: number) => `Bid ${version}`;

/** 'Proposal {project id} - {project name}.pdf' (docs/projects.md §2.4). */
export const proposalFileName = (uid: string, name: string) => `Proposal ${uid} - ${name}.pdf`;

/** A moment as the grids show it: 03/01/2025 2:30 PM, in the browser's time zone. */
export const formatWhen = (iso: string) => dayjs(iso).format('MM/DD/YYYY h:mm A');
