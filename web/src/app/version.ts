import pkg from '../../package.json';

// UI version is the web package's version.
export const UI_VERSION: string = pkg.version;
