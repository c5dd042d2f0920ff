import { getSession } from '../../app/session';

// The gateway's document routes (schema/proposal.graphql header): binary parts of the proposal that GraphQL does not
// carry. Each call sends the same bearer token the Apollo client sends (app/apollo.ts).

export const proposalPath = (projectUid: string) => `/documents/proposal/${encodeURIComponent(projectUid)}`;
export const bidUploadPath = (projectUid: string) => `/documents/bid-uploads?projectUid=${encodeURIComponent(projectUid)}`;

/** A document route answered with a status other than 2xx. */
export class DocumentError extends Error {
  /** A refusal (4xx) with the route's own words for why ('Only PDF files can be uploaded.'), else undefined. */
  readonly refusal?: string;
  constructor(readonly status: number, refusal?: string) {
    super(`document request failed with ${status}`);
    this.refusal = refusal;
  }
}

/** The `message` of a refused request's JSON body ({ message, reason }), when it has one. */
async function refusalOf(res: Response): Promise<string | undefined> {
  if (res.status < 400 || res.status >= 500) return undefined;
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
  } catch {
    return undefined;
  }
}

function authHeaders(): Record<string, string> {
  const token = getSession().token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** GETs a document (a PDF) as a blob. */
export async function fetchDocument(path: string): Promise<Blob> {
  const res = await fetch(path, { headers: authHeaders() });
  if (!res.ok) throw new DocumentError(res.status);
  return res.blob();
}

/** Posts one file as multipart `file` and answers the route's JSON. */
export async function postDocument<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await fetch(path, { method: 'POST', headers: authHeaders(), body });
  if (!res.ok) throw new DocumentError(res.status, await refusalOf(res));
  return (await res.json()) as T;
}

// Object URLs live until the tab is done with them: a minute is plenty for a save or an open.
const URL_LIFETIME_MS = 60_000;

/** Saves a blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

/** Opens a blob in a new tab; when the browser blocks the tab, saves it instead. */
export function openBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  // Our own blob in our own origin, so no 'noopener': without it a blocked tab answers null and we can fall back.
  const tab = window.open(url, '_blank');
  if (!tab) saveBlob(blob, fileName);
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
