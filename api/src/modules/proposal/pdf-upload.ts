import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';
import { MAX_PDF_BYTES, PROPOSAL_MESSAGES as M } from './messages.js';

// The multipart bodies of this module: one PDF in `file` and a few text fields. A PDF is known by its content
// (the '%PDF-' header, README), not by its name or the type the browser claims.

export interface PdfUpload {
  filename: string;
  content: Buffer;
  fields: Record<string, string>;
}

const bad = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** Whether bytes are a PDF: '%PDF-' within the first 1,024 bytes, as PDF readers accept (ISO 32000 §7.5.2). */
export function isPdf(content: Buffer): boolean {
  return content.subarray(0, 1024).includes('%PDF-');
}

/**
 * The name as stored and shown: no folders, at most 200 characters, ending in .pdf, and only letters, digits, spaces
 * and `. _ - ( ) [ ] , + # @ !`: anything else (markup such as `<script>`, quotes, control characters) becomes `_`, so
 * the name is inert wherever it is shown or sent back in a header (issue 30 §8).
 */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop()!
    .replace(/[^\p{L}\p{N} ._()[\],+#@!-]/gu, '_').replace(/_{2,}/g, '_').replace(/\s+/g, ' ').trim().slice(0, 200);
  if (base === '' || /^[._ ]+$/.test(base)) return 'bid.pdf';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

function isTooLarge(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** A text field of the form: whether it must be given, and its longest length. */
export interface FieldRule {
  required?: boolean;
  maxLength: number;
  /** The 400's message for a missing value. */
  missing?: string;
  /** The 400's message for a value too long. */
  tooLong?: string;
}

/**
 * Reads the whole multipart body: the `file` part (at most 20 MB, a PDF by content) and the text fields of `rules`.
 * One 400 names every bad field: `file` missing, empty, too large or not a PDF; a required field missing; a field
 * too long. The route's plugin registers @fastify/multipart with `fileSize: MAX_PDF_BYTES`.
 */
export async function readPdfUpload(request: FastifyRequest, rules: Record<string, FieldRule> = {}): Promise<PdfUpload> {
  if (!request.isMultipart()) throw bad('file', M.noFile);
  let file: { filename: string; content: Buffer } | undefined;
  const values: Record<string, string> = {};
  const problems: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // Another file part is ignored: the first `file` is the upload.
        if (part.fieldname === 'file' && !file) file = { filename: part.filename, content };
      } else if (part.fieldname in rules && typeof part.value === 'string') {
        values[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (!isTooLarge(err)) throw err;
    problems.file = M.tooLarge;
  }
  if (!problems.file) {
    if (!file || file.content.length === 0) problems.file = M.noFile;
    // busboy stops a file at the limit and toBuffer throws then; this is the net under it.
    else if (file.content.length > MAX_PDF_BYTES) problems.file = M.tooLarge;
    else if (!isPdf(file.content)) problems.file = M.notPdf;
  }
  for (const [name, rule] of Object.entries(rules)) {
    const value = (values[name] ?? '').trim();
    // A file over the limit stops the reading: fields after it were never seen, so only the file is named.
    if (rule.required && value === '' && problems.file !== M.tooLarge) problems[name] = rule.missing ?? `${name} is required.`;
    else if (value.length > rule.maxLength) problems[name] = rule.tooLong ?? `${name} can be at most ${rule.maxLength} characters.`;
    else if (value.includes('\u0000')) problems[name] = `${name} contains a character that is not allowed.`;
    values[name] = value;
  }
  const first = Object.values(problems)[0];
  if (first) throw new HttpError(400, first, problems);
  return { filename: cleanFilename(file!.filename), content: file!.content, fields: values };
}
