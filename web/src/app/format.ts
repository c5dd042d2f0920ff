import { formatMoney, parseDecimal } from '@suite/money';

/** Money in US format with two decimals. */
export function money(value: string | number | null | undefined): string {
  return formatMoney(parseDecimal(value) ?? 0);
}

// ---- dates: forms show MM/DD/YYYY, the API takes YYYY-MM-DD ----

const pad2 = (n: string) => n.padStart(2, '0');

/**
 * Typing mask for MM/DD/YYYY. A whole date pasted or typed in the ISO form (2026-12-15) or the US form with short
 * parts (12/5/2026) becomes 12/15/2026; digits that cannot start a month (20…) are taken year first and shown as
 * 2026-12 while typed, then turned round once the day is complete — never masked into 20/26/1215 (issue 31 item 5).
 */
export function formatDateInput(input: string): string {
  const text = input.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (iso) return `${pad2(iso[2])}/${pad2(iso[3])}/${iso[1]}`;
  const us = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (us) return `${pad2(us[1])}/${pad2(us[2])}/${us[3]}`;
  const d = text.replace(/\D/g, '').slice(0, 8);
  if (d.length >= 2 && Number(d.slice(0, 2)) > 12) {
    if (d.length === 8) return `${d.slice(4, 6)}/${d.slice(6)}/${d.slice(0, 4)}`;
    if (d.length <= 4) return d;
    if (d.length <= 6) return `${d.slice(0, 4)}-${d.slice(4)}`;
    return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
  }
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** MM/DD/YYYY → UTC milliseconds, or null when not a real date. */
export function parseDisplayDate(value: string | null | undefined): number | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((value ?? '').trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(year, month - 1, day);
  const d = new Date(t);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return t;
}

export function formatDisplayDate(t: number): string {
  const d = new Date(t);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** Today (the user's calendar day) as forms show it. */
export function todayDisplayDate(now: Date = new Date()): string {
  return formatDisplayDate(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** MM/DD/YYYY → YYYY-MM-DD (empty when not a date). */
export function toApiDate(value: string | null | undefined): string {
  const t = parseDisplayDate(value);
  return t === null ? '' : new Date(t).toISOString().slice(0, 10);
}

/** YYYY-MM-DD (or an ISO instant) → MM/DD/YYYY. */
export function fromApiDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}
