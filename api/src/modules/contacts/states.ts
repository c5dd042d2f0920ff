import { usStates } from '../locations/states.js';

let stateLookup: Promise<Map<string, string>> | undefined;

/** A US state's code or name (lower-cased) → its code: working states arrive either way and are stored as codes. */
export function stateCodes(): Promise<Map<string, string>> {
  stateLookup ??= usStates().then((list) => new Map(list.flatMap((s) => [[s.code.toLowerCase(), s.code], [s.name.toLowerCase(), s.code]])));
  return stateLookup;
}
