/** Standard email pattern of the client forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
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
