/** Standard email pattern of the client forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A phone is 10 digits once brackets, spaces and dashes are removed (docs/accounts.md §5, docs/projects.md §5). */
/** A five-digit US ZIP code. */
export function isValidZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

export function isValidPhone(value: string): boolean {
  return /^\d{10}$/.test(value.replace(/[()\s-]/g, ''));
}

/**
 * The one form a phone is stored in, '(512) 555-1001', whatever punctuation it came with: a CSV's '5125551001' and
 * a typed '(512) 555-1001' read the same on every screen (issue 10 item 8). Anything that is not a valid phone is
 * kept as given (trimmed): validation reports it where the field is required to be one.
 */
export function canonicalPhone(value: string): string {
  const trimmed = value.trim();
  if (!isValidPhone(trimmed)) return trimmed;
  const d = trimmed.replace(/\D/g, '');
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Collects field errors; the first one becomes the envelope's `error`. */
export class FieldErrors {
  readonly fields: Record<string, string> = {};
  private first?: string;

  add(field: string, message: string): void {
    if (this.fields[field] !== undefined) return;
    this.fields[field] = message;
    this.first ??= message;
  }

  get empty(): boolean {
    return this.first === undefined;
  }

  get message(): string | undefined {
    return this.first;
  }
}
