#!/usr/bin/env node
// Rewrites the citations of documents that lived outside the repository (the money rule book, the two parts of
// the product specification, the roles and architecture notes) into citations of docs/ (issue 29), and checks
// that every cited section exists as a heading of its docs/ file.
//
//   node scripts/cite-docs.mjs --check      report only, write nothing (exit 1 when a citation is still to rewrite,
//                                           cannot be mapped, or cites a section with no heading; CI runs this)
//   node scripts/cite-docs.mjs              rewrite the files in place, then report
//   options: --verbose (every rewrite with its file and line), --strings (also test names, OpenAPI text and
//            saved queries, never SQL in migrations), --graphql-descriptions (also rewrite the
//            "…" descriptions of schema/*.graphql; then run `npm run codegen`)
//
// Only comment text is rewritten (// and /* */ comments, JSDoc, # comments of GraphQL and shell files) and the
// text of markdown files. String literals are left alone: the product shows or sends them. Citations found in
// strings are listed (test names apart). The rewrite is idempotent: its output matches none of its patterns.
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, extname, basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const check = args.has('--check');
const verbose = args.has('--verbose');
const graphqlDescriptions = args.has('--graphql-descriptions');
// --strings: also test names, OpenAPI summaries and descriptions, saved queries' comments (never SQL in migrations).
const strings = args.has('--strings');

const ROOTS = ['api', 'gateway', 'web', 'schema', 'tests', 'packages', 'scripts', '.ci'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '__generated__', 'gql', 'data', '.git']);
const SELF = relative(root, fileURLToPath(import.meta.url));
const CODE = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx']);

// A section number as the sources write it: 5, 2.3b, 11 (a trailing full stop is the sentence's).
const SEC = String.raw`\d+(?:\.\d+)*[a-z]?`;
const B = String.raw`(?<![\w/.\-])`; // not inside a longer name or path

// The patterns, in order; each gives the docs/ file it maps to. `sec` = the replacement keeps what follows.
const PATTERNS = [
  { name: 'specification file 000_….txt / 001_….txt', re: new RegExp(`${B}(?:/work/shared/spec/)?00([01])_[0-9a-f]+\\.txt`, 'g'),
    to: (m, part) => (part === '0' ? 'docs/accounts.md' : 'docs/projects.md') },
  { name: 'specification part 1/2 → docs/accounts.md, docs/projects.md', re: /\b(?:the )?(?:product )?specification,? part ([12])\b/gi,
    to: (m, part) => (part === '1' ? 'docs/accounts.md' : 'docs/projects.md') },
  { name: 'calculations.md → docs/money.md', re: new RegExp(`${B}calculations\\.md`, 'g'), to: () => 'docs/money.md' },
  { name: 'calculations §N → docs/money.md §N', re: new RegExp(`\\bcalculations(?= §${SEC})`, 'g'), to: () => 'docs/money.md' },
  { name: 'spec 000 / 000 §N → docs/accounts.md', re: new RegExp(`(?:\\b[Ss]pec(?:ification)? )?${B}000(?= §${SEC})|\\b[Ss]pec(?:ification)? 000\\b`, 'g'),
    to: () => 'docs/accounts.md' },
  { name: 'spec 001 / 001 §N → docs/projects.md', re: new RegExp(`(?:\\b[Ss]pec(?:ification)? )?${B}001(?= §${SEC})|\\b[Ss]pec(?:ification)? 001\\b`, 'g'),
    to: () => 'docs/projects.md' },
  { name: 'roles.md → docs/roles.md', re: new RegExp(`${B}roles\\.md`, 'g'), to: () => 'docs/roles.md' },
  { name: 'architecture.md → docs/architecture.md', re: new RegExp(`${B}architecture\\.md`, 'g'), to: () => 'docs/architecture.md' },
  // The benchmark logs moved from the module READMEs' Speed sections to docs/benchmarks.md.
  { name: 'tracker README, Speed → docs/benchmarks.md §2.4', re: /\btracker README(?:\.md)?, Speed\b/g, to: () => 'docs/benchmarks.md §2.4' },
];

// Sections the code cites that never existed in the source; mapped to the section meant.
// 001 §10 "Other" is the last paragraph of the error catalogue, §8.
const CORRECTIONS = { 'docs/projects.md': { '10': '8' } };

// Something that still looks like a citation of an outside document after the rewrite.
const LEFTOVER = new RegExp(`${B}(?:calculations(?:\\.md)?(?= §)|calculations\\.md|roles\\.md|architecture\\.md|00[01] §${SEC}|00[01]_[0-9a-f]+\\.txt)`, 'g');
const LEFTOVER_IN_STRING = new RegExp(`${B}(?:calculations\\.md|calculations(?= §)|roles\\.md|architecture\\.md|00[01] §${SEC}|[Ss]pec 00[01]\\b)`, 'g');

// ---- files -----------------------------------------------------------------------------------------------
function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) {
      if (!SKIP_DIRS.has(name)) walk(p, out);
    } else out.push(p);
  }
  return out;
}

function kindOf(path) {
  const ext = extname(path);
  if (CODE.has(ext)) return 'code';
  if (ext === '.md') return 'markdown';
  if (ext === '.graphql' || ext === '.gql') return 'graphql';
  if (ext === '.sh' || (ext === '' && /(^|\/)(\.ci|scripts)\//.test(path))) return 'shell';
  return null;
}

const files = [];
for (const r of ROOTS) if (existsSync(join(root, r))) walk(join(root, r), files);
for (const name of readdirSync(root)) if (/^README.*\.md$/i.test(name)) files.push(join(root, name));

// ---- lexers: split a file into segments { text, kind: 'comment' | 'string' | 'code' } ------------------------
const REGEX_BEFORE = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase|\bin|\bof|\bdelete|\bvoid|\bthrow|\bnew|\byield|\bawait|=>)\s*$/;

function lexCode(src) {
  const segs = [];
  let i = 0, start = 0;
  const push = (end, kind) => { if (end > start) segs.push({ text: src.slice(start, end), kind, at: start }); start = end; };
  // Template literals: a stack of brace depths for ${ … } nesting.
  const tpl = [];
  let depth = 0;
  while (i < src.length) {
    const c = src[i], d = src[i + 1];
    if (c === '/' && d === '/') {
      push(i, 'code'); const e = src.indexOf('\n', i); i = e < 0 ? src.length : e; push(i, 'comment'); continue;
    }
    if (c === '/' && d === '*') {
      push(i, 'code'); const e = src.indexOf('*/', i + 2); i = e < 0 ? src.length : e + 2; push(i, 'comment'); continue;
    }
    if (c === "'" || c === '"') {
      push(i, 'code'); i++;
      while (i < src.length && src[i] !== c && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
      i++; push(Math.min(i, src.length), 'string'); continue;
    }
    if (c === '`' || (c === '}' && tpl.length && tpl[tpl.length - 1] === depth)) {
      // a template's text runs to the closing ` or to the next ${
      if (c === '}') tpl.pop();
      push(i, 'code'); i++;
      while (i < src.length && src[i] !== '`' && !(src[i] === '$' && src[i + 1] === '{')) i += src[i] === '\\' ? 2 : 1;
      if (src[i] === '$') { i += 2; push(i, 'string'); tpl.push(depth); continue; }
      i++; push(Math.min(i, src.length), 'string'); continue;
    }
    if (c === '/' && REGEX_BEFORE.test(src.slice(Math.max(0, i - 12), i).replace(/\n/g, ' '))) {
      push(i, 'code'); i++;
      let cls = false;
      while (i < src.length && src[i] !== '\n') {
        if (src[i] === '\\') { i += 2; continue; }
        if (src[i] === '[') cls = true; else if (src[i] === ']') cls = false; else if (src[i] === '/' && !cls) break;
        i++;
      }
      i++; while (/[a-z]/i.test(src[i] ?? '')) i++;
      push(Math.min(i, src.length), 'code'); continue;
    }
    if (c === '{') depth++;
    else if (c === '}') depth--;
    i++;
  }
  push(src.length, 'code');
  return segs;
}

function lexGraphql(src) {
  const segs = [];
  let i = 0, start = 0;
  const push = (end, kind) => { if (end > start) segs.push({ text: src.slice(start, end), kind, at: start }); start = end; };
  while (i < src.length) {
    if (src.startsWith('"""', i)) {
      push(i, 'code'); const e = src.indexOf('"""', i + 3); i = e < 0 ? src.length : e + 3; push(i, 'description'); continue;
    }
    if (src[i] === '"') {
      push(i, 'code'); i++;
      while (i < src.length && src[i] !== '"' && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
      i++; push(Math.min(i, src.length), 'description'); continue;
    }
    if (src[i] === '#') {
      push(i, 'code'); const e = src.indexOf('\n', i); i = e < 0 ? src.length : e; push(i, 'comment'); continue;
    }
    i++;
  }
  push(src.length, 'code');
  return segs;
}

function lexShell(src) {
  const segs = [];
  let start = 0;
  const re = /(^|[ \t])#.*$/gm;
  for (let m; (m = re.exec(src)); ) {
    const at = m.index + m[1].length;
    if (at > start) segs.push({ text: src.slice(start, at), kind: 'code', at: start });
    segs.push({ text: src.slice(at, m.index + m[0].length), kind: 'comment', at });
    start = m.index + m[0].length;
  }
  if (start < src.length) segs.push({ text: src.slice(start), kind: 'code', at: start });
  return segs;
}

// ---- the doc headings ---------------------------------------------------------------------------------------
const docsDir = join(root, 'docs');
const headings = new Map(); // 'docs/money.md' → Set of section numbers
if (existsSync(docsDir)) {
  for (const name of readdirSync(docsDir)) {
    if (!name.endsWith('.md')) continue;
    const set = new Set();
    for (const line of readFileSync(join(docsDir, name), 'utf8').split('\n')) {
      const m = /^#{1,6}\s+(?:§\s*)?(\d+(?:\.\d+)*[a-z]?)[.)]?(?:\s|$)/.exec(line);
      if (m) set.add(m[1]);
    }
    headings.set(`docs/${name}`, set);
  }
}

// ---- rewriting ----------------------------------------------------------------------------------------------
const counts = new Map(PATTERNS.map((p) => [p.name, 0]));
const corrected = [];
const inStrings = [];
const leftovers = [];
const missing = [];
const cited = new Map(); // 'docs/x.md §N' → count, for the summary
let changedFiles = 0;
let checkedCitations = 0;

function lineOf(src, at) {
  let n = 1;
  for (let k = 0; k < at; k++) if (src.charCodeAt(k) === 10) n++;
  return n;
}

// Applies the patterns to a piece of comment or markdown text.
function rewrite(text, where) {
  let out = text;
  for (const p of PATTERNS) {
    out = out.replace(p.re, (...m) => {
      counts.set(p.name, counts.get(p.name) + 1);
      if (verbose) console.log(`  ${where()}: ${m[0]} → ${p.to(...m)}`);
      return p.to(...m);
    });
  }
  // Known wrong section numbers, within the chain that follows a docs/ citation.
  out = out.replace(new RegExp(`(docs/[\\w-]+\\.md)((?:[ ,/–-]*(?:and |or )?§${SEC})+)`, 'g'), (all, doc, chain) => {
    const fix = CORRECTIONS[doc];
    if (!fix) return all;
    return doc + chain.replace(new RegExp(`§(${SEC})`, 'g'), (s, n) => {
      if (fix[n] && !(headings.get(doc)?.has(n))) { corrected.push(`${where()}: ${doc} §${n} → §${fix[n]}`); return `§${fix[n]}`; }
      return s;
    });
  });
  return out;
}

// Every `docs/x.md §N` (and the §M that follow it in a list or range) must be a heading of docs/x.md.
function checkCitations(text, file, src, offset) {
  const re = new RegExp(`docs/([\\w-]+)\\.md\`?((?:[ ,/–-]*(?:and |or |to )?§${SEC})*)`, 'g');
  for (let m; (m = re.exec(text)); ) {
    const doc = `docs/${m[1]}.md`;
    const where = () => `${file}:${lineOf(src, offset + m.index)}`;
    if (!headings.has(doc)) {
      if (!existsSync(join(root, doc))) missing.push(`${where()}: ${doc} does not exist`);
      continue;
    }
    for (const s of m[2].matchAll(new RegExp(`§(${SEC})`, 'g'))) {
      checkedCitations++;
      const key = `${doc} §${s[1]}`;
      cited.set(key, (cited.get(key) ?? 0) + 1);
      if (!headings.get(doc).has(s[1])) missing.push(`${where()}: ${key} has no heading`);
    }
  }
}

for (const path of files.sort()) {
  const file = relative(root, path);
  if (file === SELF) continue;
  const kind = kindOf(file);
  if (!kind) continue;
  const src = readFileSync(path, 'utf8');
  const segs = kind === 'markdown' ? [{ text: src, kind: 'comment', at: 0 }]
    : kind === 'code' ? lexCode(src) : kind === 'graphql' ? lexGraphql(src) : lexShell(src);
  let out = '';
  for (let k = 0; k < segs.length; k++) {
    const seg = segs[k];
    // A migration's SQL is applied text: its comments stay as they were applied.
    const migrationSql = seg.kind === 'string' && /\/migrations\//.test(file) && seg.text.includes('\n');
    const rewritable = seg.kind === 'comment' || (seg.kind === 'description' && graphqlDescriptions)
      || (seg.kind === 'string' && strings && !migrationSql);
    const where = () => `${file}:${lineOf(src, seg.at)}`;
    let text = seg.text;
    if (rewritable) {
      text = rewrite(seg.text, where);
      for (const m of text.matchAll(LEFTOVER)) leftovers.push(`${file}:${lineOf(src, seg.at + m.index)}: ${m[0]}`);
    } else if (seg.kind === 'string' || seg.kind === 'description') {
      for (const m of seg.text.matchAll(LEFTOVER_IN_STRING)) {
        const before = segs.slice(Math.max(0, k - 2), k).map((s) => s.text).join('');
        const testName = /\b(?:it|test|describe|bench)(?:\.\w+)*\(\s*$/.test(before);
        const at = seg.at + m.index;
        const line = src.slice(src.lastIndexOf('\n', at - 1) + 1, src.indexOf('\n', at) < 0 ? src.length : src.indexOf('\n', at)).trim();
        const sql = seg.text.includes('\n') && /^\s*--/.test(line);
        const what = seg.kind === 'description' ? 'GraphQL description' : testName ? 'test name' : sql ? 'SQL comment in a migration string' : 'string';
        inStrings.push({ what, text: `${file}:${lineOf(src, at)}: ${line.slice(0, 120)}` });
      }
    }
    if (rewritable) checkCitations(text, file, src, seg.at);
    out += text;
  }
  if (out !== src) {
    changedFiles++;
    if (!check) writeFileSync(path, out);
  }
}

// The docs cite each other too.
for (const [doc] of headings) {
  const src = readFileSync(join(root, doc), 'utf8');
  checkCitations(src.replace(/\]\((?:\.\/)?([\w-]+\.md)\)/g, '](docs/$1)'), doc, src, 0);
  // "[architecture.md §5](architecture.md)" also cites by its link text.
  for (const m of src.matchAll(new RegExp(`\\[([\\w-]+\\.md)((?: §${SEC})+)\\]`, 'g'))) {
    for (const s of m[2].matchAll(new RegExp(`§(${SEC})`, 'g'))) {
      checkedCitations++;
      if (!headings.get(`docs/${m[1]}`)?.has(s[1])) missing.push(`${doc}:${lineOf(src, m.index)}: docs/${m[1]} §${s[1]} has no heading`);
    }
  }
}

// ---- report -------------------------------------------------------------------------------------------------
const total = [...counts.values()].reduce((a, b) => a + b, 0);
console.log(`cite-docs: ${check ? 'check (nothing written)' : 'rewrite'}; ${files.length} files scanned`);
console.log(`rewrites${check ? ' it would make' : ''}: ${total} in ${changedFiles} files`);
for (const [name, n] of counts) console.log(`  ${String(n).padStart(5)}  ${name}`);
if (corrected.length) {
  console.log(`section numbers corrected (cited sections the source never had): ${corrected.length}`);
  for (const c of corrected) console.log(`  ${c}`);
}
console.log(`citations left that it could not map: ${leftovers.length}`);
for (const l of leftovers) console.log(`  ${l}`);
console.log(`citations in string literals, left as they are (the product shows or sends them): ${inStrings.length}`);
for (const what of [...new Set(inStrings.map((l) => l.what))]) {
  const these = inStrings.filter((l) => l.what === what);
  console.log(`  ${what}: ${these.length}`);
  for (const l of these) console.log(`    ${l.text}`);
}
const docsCited = [...new Set([...cited.keys()].map((k) => k.split(' ')[0]))].sort();
console.log(`sections checked against the docs/ headings: ${checkedCitations} citations of ${cited.size} distinct sections in ${docsCited.join(', ')}`);
if (missing.length) {
  console.log(`cited sections with no heading: ${missing.length}`);
  for (const l of missing) console.log(`  ${l}`);
} else console.log('every cited section exists as a heading of its docs/ file');
// In --check mode (CI) a citation still to rewrite fails too: every citation must already name docs/.
if (check && total) console.log('citations outside docs/ remain: run node scripts/cite-docs.mjs --strings --graphql-descriptions, then npm run codegen');
process.exitCode = missing.length || leftovers.length || (check && total) ? 1 : 0;
