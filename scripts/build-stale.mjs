#!/usr/bin/env node
// Builds only the workspaces whose build is missing or older than their sources, so `npm start` on a built
// checkout starts at once (issue 8). A workspace is stale when the newest file under it (outside node_modules and
// dist), the root schema/ or tsconfig.base.json is newer than the newest file of its dist/, or when a workspace
// it depends on was rebuilt. Workspaces without a build script (tests) are skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', '.git']);

/** Newest mtime (ms) of the files under `path`, 0 when it does not exist. */
export function newestMtime(path, skip = SKIP) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name), skip));
  }
  return newest;
}

/** The root package.json's workspaces, in their listed order, with `dir/*` patterns expanded. */
export function listWorkspaces() {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = join(root, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${pattern.slice(0, -2)}/${e.name}`)
      .sort();
  });
  return dirs
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
      return { dir, name: pkg.name, deps, buildable: !!pkg.scripts?.build };
    });
}

/** Which buildable workspaces need a build, with the reason for each. */
export function staleWorkspaces() {
  const shared = Math.max(newestMtime(join(root, 'schema')), newestMtime(join(root, 'tsconfig.base.json')));
  const rebuilt = new Set();
  const stale = [];
  for (const ws of listWorkspaces()) {
    if (!ws.buildable) continue;
    const built = newestMtime(join(root, ws.dir, 'dist'), new Set());
    const sources = Math.max(shared, newestMtime(join(root, ws.dir)));
    const dependency = ws.deps.find((dep) => rebuilt.has(dep));
    const reason = !built ? 'no build yet' : sources > built ? 'sources changed' : dependency ? `${dependency} rebuilt` : undefined;
    if (reason) {
      stale.push({ ...ws, reason });
      rebuilt.add(ws.name);
    }
  }
  return stale;
}

/** Builds the stale workspaces one after another; false when a build fails. */
export function buildStale() {
  const stale = staleWorkspaces();
  if (stale.length === 0) console.log('Build is up to date.');
  for (const ws of stale) {
    console.log(`Building ${ws.dir} (${ws.reason})`);
    const result = spawnSync('npm', ['run', 'build', '-w', ws.dir], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) return false;
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(buildStale() ? 0 : 1);
}
