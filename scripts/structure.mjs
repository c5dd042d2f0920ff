// npm run structure [domain] [--until <rev>]: counts that show whether the code keeps its shape as domains are added.
//  (a) import circles in each tier (dpdm, type-only imports counted, as `npm run circular` checks);
//  (b) module pairs importing each other in api/src/modules, gateway/src/modules and web/src/modules (tests count:
//      a test of one module importing another is still a dependency between the two);
//  (c) for the newest domain (or the one named), the files outside its own places that its introducing commits changed.
// A domain is a module folder with a schema file of its name (schema/<d>.graphql): kernels such as lines or contacts
// have none. Its own places: api/src/modules/<d>, gateway/src/modules/<d>, web/src/modules/<d>, schema/<d>.graphql.
// The newest domain is the one whose first commit adding a file in its own places is latest.
// Introducing commits: the non-merge commits from that first commit until the last of its own places (tiers) has
// appeared, plus WINDOW_HOURS after it (tests and wiring land right behind), or until --until <rev>, that change a
// file in its own places or name the domain in their subject. Not counted as outside: its own places, migrations
// (api/src/db/migrations/*) those commits added or that carry its name, tests about it (a *.test.* file or a file
// under tests/ whose path names it), generated files (__generated__/, web/src/gql/, package-lock.json).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { parseCircular, parseDependencyTree } from 'dpdm';

const WINDOW_HOURS = 2;
const TIERS = {
  api: ['api/src/**/*.ts'],
  gateway: ['gateway/src/**/*.ts'],
  web: ['web/src/**/*.{ts,tsx}'],
  packages: ['packages/*/src/**/*.ts'],
};
const MODULE_TIERS = ['api', 'gateway', 'web'];

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

const args = process.argv.slice(2);
const untilIndex = args.indexOf('--until');
const until = untilIndex >= 0 ? args.splice(untilIndex, 2)[1] : undefined;
const named = args[0];

const tierOf = (file) => Object.keys(TIERS).find((tier) => file.startsWith(tier === 'packages' ? 'packages/' : `${tier}/src/`));

async function dependencyTree() {
  const entries = Object.values(TIERS).flat();
  return parseDependencyTree(entries, { context: process.cwd(), transform: false, skipDynamicImports: false });
}

function circlesByTier(tree) {
  const byTier = Object.fromEntries(Object.keys(TIERS).map((tier) => [tier, []]));
  for (const circle of parseCircular(tree)) byTier[tierOf(circle[0]) ?? 'packages'].push(circle);
  return byTier;
}

function mutualPairs(tree, tier) {
  const moduleOf = (file) => file.match(new RegExp(`^${tier}/src/modules/([^/]+)/`))?.[1];
  const edges = new Map(); // "a>b" → the imports that make it
  for (const [file, deps] of Object.entries(tree)) {
    const from = moduleOf(file);
    if (!from || !deps) continue;
    for (const dep of deps) {
      const to = dep.id && moduleOf(dep.id);
      if (!to || to === from) continue;
      const key = `${from}>${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${file} → ${dep.id}`]);
    }
  }
  const pairs = [];
  for (const [key, imports] of edges) {
    const [a, b] = key.split('>');
    if (a < b && edges.has(`${b}>${a}`)) pairs.push({ a, b, imports: [...imports, ...edges.get(`${b}>${a}`)] });
  }
  return pairs;
}

const ownPlaces = (d) => [...MODULE_TIERS.map((tier) => `${tier}/src/modules/${d}`), `schema/${d}.graphql`];

function domains() {
  const folders = new Set(MODULE_TIERS.flatMap((tier) => readdirSync(`${tier}/src/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory()).map((entry) => entry.name)));
  return [...folders].filter((d) => existsSync(`schema/${d}.graphql`));
}

/** The first commit adding a file under `paths`, as { hash, time } (seconds). */
function firstAdd(paths) {
  const line = git('log', '--reverse', '--diff-filter=A', '--format=%H %ct', '--', ...paths).split('\n')[0];
  if (!line) return undefined;
  const [hash, time] = line.split(' ');
  return { hash, time: Number(time) };
}

function introduction(d) {
  const places = ownPlaces(d).filter((place) => existsSync(place));
  const first = firstAdd(places);
  const complete = Math.max(...places.map((place) => firstAdd([place])?.time ?? first.time));
  const end = until ? Number(git('log', '-1', '--format=%ct', until).trim()) : complete + WINDOW_HOURS * 3600;
  const word = new RegExp(`\\b${d.replace(/-/g, '[- ]?').replace(/s$/, 's?')}\\b`, 'i');
  const log = git('log', '--no-merges', '--name-only', '--format=%x00%H %ct %s', `--since=${first.time - 1}`,
    `--until=${end}`);
  const commits = [];
  for (const chunk of log.split('\0').slice(1)) {
    const [head, ...files] = chunk.split('\n').filter(Boolean);
    const [hash, time, ...subject] = head.split(' ');
    const own = files.some((file) => places.some((place) => file === place || file.startsWith(`${place}/`)));
    if (Number(time) >= first.time && (own || word.test(subject.join(' ')))) commits.push({ hash, files });
  }
  const added = new Set(commits.flatMap(({ hash }) => git('show', '--diff-filter=A', '--name-only', '--format=', hash)
    .split('\n').filter((file) => file.startsWith('api/src/db/migrations/'))));
  const snake = d.replace(/-/g, '_');
  const outside = new Set();
  for (const file of commits.flatMap((commit) => commit.files)) {
    if (places.some((place) => file === place || file.startsWith(`${place}/`))) continue;
    if (file.startsWith('api/src/db/migrations/') && (added.has(file) || file.includes(snake))) continue;
    if ((/\.test\.[jt]sx?$/.test(file) || file.startsWith('tests/')) && (file.includes(d) || file.includes(snake))) continue;
    if (/(^|\/)__generated__\/|^web\/src\/gql\/|(^|\/)package-lock\.json$/.test(file)) continue;
    outside.add(file);
  }
  return { d, first, commits, outside: [...outside].sort() };
}

const tree = await dependencyTree();
const circles = circlesByTier(tree);
console.log('(a) Import circles (dpdm, type-only imports counted)');
for (const [tier, list] of Object.entries(circles)) {
  console.log(`  ${tier}: ${list.length}`);
  for (const circle of list) console.log(`    ${circle.join(' → ')}`);
}
console.log('(b) Module pairs importing each other');
for (const tier of MODULE_TIERS) {
  const pairs = mutualPairs(tree, tier);
  console.log(`  ${tier}/src/modules: ${pairs.length}`);
  for (const { a, b, imports } of pairs) {
    console.log(`    ${a} ↔ ${b}`);
    for (const line of imports) console.log(`      ${line}`);
  }
}
const all = domains();
const chosen = named ?? all.map((d) => ({ d, first: firstAdd(ownPlaces(d).filter((p) => existsSync(p))) }))
  .filter(({ first }) => first).sort((x, y) => y.first.time - x.first.time)[0].d;
const intro = introduction(chosen);
console.log(`(c) Newest domain${named ? ' (named)' : ''}: ${chosen}, first commit ${intro.first.hash.slice(0, 7)}; `
  + `${intro.commits.length} introducing commits changed ${intro.outside.length} files outside its folders`);
for (const file of intro.outside) console.log(`    ${file}`);
