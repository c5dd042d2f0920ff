import { PLACEHOLDERS, type Placeholder, type TemplateText } from './defaults.js';

// Placeholders are `{{name}}` (spaces inside the braces allowed). A template naming anything else is refused
// when saved (400 naming subject or body), so a send never mails a literal `{{…}}` to a subcontractor.

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;
const NAMES = Object.keys(PLACEHOLDERS) as Placeholder[];

/** The problem with a subject or body's placeholders, or undefined when every one is known and closed. */
export function placeholderProblem(text: string): string | undefined {
  for (const match of text.matchAll(TOKEN)) {
    const name = match[1] ?? '';
    if (!NAMES.includes(name as Placeholder)) {
      return `Unknown placeholder {{${name}}}. Use one of: ${NAMES.map((n) => `{{${n}}}`).join(', ')}.`;
    }
  }
  const rest = text.replace(TOKEN, '');
  if (rest.includes('{{') || rest.includes('}}')) return 'A placeholder is not closed: write it as {{name}}.';
  return undefined;
}

export type PlaceholderValues = Record<Placeholder, string>;

export function fill(text: string, values: PlaceholderValues): string {
  return text.replace(TOKEN, (_m, name: string) => values[name as Placeholder] ?? '');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The template filled for one recipient. Subjects are one line (a newline would break the header). The HTML part
 * is the text escaped, with links made clickable; the text part keeps each link on a line of its own.
 */
export function renderTemplate(template: TemplateText, values: PlaceholderValues): RenderedMail {
  const subject = fill(template.subject, values).replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const text = fill(template.body, values);
  const html = text.split(/\r?\n/).map((line) => escapeHtml(line)
    .replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)).join('<br>\n');
  return { subject, text, html: `<div>${html}</div>` };
}

/** '2026-12-15' and '14:00' → '12/15/2026 2:00 PM' (US format, as the screens show dates). */
export function dueDateText(date: string | null, time: string | null): string {
  const d = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  const day = d ? `${d[2]}/${d[3]}/${d[1]}` : '';
  const t = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  let clock = '';
  if (t) {
    const h = Number(t[1]);
    clock = `${h % 12 === 0 ? 12 : h % 12}:${t[2]} ${h < 12 ? 'AM' : 'PM'}`;
  }
  return [day, clock].filter(Boolean).join(' ') || 'the date in the bid documents';
}
