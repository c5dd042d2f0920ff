// The package ships no types: the two calls data-lock.ts makes (its README's API).
declare module 'fs-native-extensions' {
  /** An exclusive lock on the open file (Linux: an open-file-description lock); false when another holds it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
