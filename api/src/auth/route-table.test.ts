import { sql } from 'kysely';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '../reasons.js';
import { call, type Reply } from '../test-support.js';
import { DEMO_USERS, ROLE_IDS, startTestApi, withGrant, type TestApi } from '../testing.js';
import { allows, areasOf, isPublic, needsCompany, onlyExternal, refusesExternal, type RouteEntry } from './access.js';
import type { PermissionMap } from './permissions.js';
import { EXTERNAL_CALLS, externalRows, OWN_FIGURES_OF_EXTERNAL, pricesIn, REFUSED_TO_EXTERNAL } from './route-table.external.js';
import {
  MARKER, NAMES_B, NAMES_B_AS_INPUT, NAMES_B_LEFT_OUT, NO_ROW_PARAMS, seedTenantB, type Call, type TenantB,
} from './route-table.tenant-b.js';

// Walks the app's registered route table, so a route added later is covered without anyone writing a test:
// every non-public route refuses a missing or forged token, a role without its area, and tenant A's admin
// naming tenant B's rows. A route the walk cannot exercise (an id it cannot fill) fails the test.

/** A query or body member that names a row: it must be covered by NAMES_B or NAMES_B_AS_INPUT. */
const ID_MEMBER = /(^|_)id$|Id$|^ID$/;

function idMembers(route: RouteEntry): string[] {
  const schema = route.options.schema ?? {};
  return [schema.querystring, schema.body].flatMap((s) => Object.keys((s as { properties?: object } | undefined)?.properties ?? {}))
    .filter((name) => ID_MEMBER.test(name));
}

const keyOf = (route: RouteEntry) => `${route.method} ${route.url.replace(/^\/api\/v\d+/, '')}`;

/** A schema-valid value of a TypeBox schema (required members only); strings get a letter so paths stay routable. */
function sample(schema: unknown): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  const value = Value.Create(schema as TSchema) as Record<string, unknown>;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (v === '') value[k] = 'x';
  }
  return value;
}

/** The request of a route: derived from its schemas, with `given` on top; gaps are listed in `gaps`. */
function requestOf(route: RouteEntry, given: Call, gaps: string[]) {
  const schema = route.options.schema ?? {};
  const params = { ...sample(schema.params), ...given.params };
  const query = { ...sample(schema.querystring), ...given.query };
  const body = given.body ?? sample(schema.body);
  for (const [part, value, s] of [['params', params, schema.params], ['query', query, schema.querystring], ['body', body, schema.body]] as const) {
    if (s && !Value.Check(s as TSchema, value)) gaps.push(`${keyOf(route)}: no valid ${part} (add a sample)`);
  }
  let url = route.url.replace(/:(\w+)/g, (_m, name: string) => {
    if (params[name] === undefined) gaps.push(`${keyOf(route)}: no value for :${name}`);
    return encodeURIComponent(String(params[name] ?? ''));
  });
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  if (search) url += `?${search}`;
  return { method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE', url, body };
}

let api: TestApi;
let b: TenantB;
const tokens: Record<string, string> = {};
const permissions: Record<string, PermissionMap> = {};

async function snapshotOfB(): Promise<string> {
  const tables = await sql<{ table_name: string }>`select table_name from information_schema.columns
    where column_name = 'tenant_id' and table_schema = current_schema() order by table_name`.execute(api.db);
  const parts: Record<string, unknown> = {};
  for (const { table_name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(table_name)} where tenant_id = ${b.tenantId} order by 1, 2`.execute(api.db);
    parts[table_name] = rows.rows;
  }
  return JSON.stringify(parts);
}

beforeAll(async () => {
  api = await startTestApi();
  b = await seedTenantB(api.db);
  for (const role of ['companyAdmin', 'fullUser', 'estimator', 'subcontractor'] as const) {
    const reply = await call(api, 'POST', 'auth/login', { body: { username: DEMO_USERS[role], password: api.demoPassword } });
    tokens[role] = reply.body.data.token;
    permissions[role] = reply.body.data.permissions;
  }
  // Role 13 acting in tenant A (the demo company): what its portal's routes (external: 'only') are called with.
  const a = await api.db.selectFrom('users').select('tenant_id').where('email', '=', DEMO_USERS.companyAdmin).executeTakeFirstOrThrow();
  tokens.externalInA = (await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor, body: { company_id: a.tenant_id } })).body.data.token;
});

afterAll(async () => {
  await api?.close();
});

/** Runs `fn` with role 13 (the external subcontractor) granted read and write on every one of `areas`. */
async function asExternalHolding<T>(areas: readonly string[], fn: () => Promise<T>): Promise<T> {
  if (areas.length === 0) return fn();
  let out!: T;
  await withGrant(api, ROLE_IDS.subcontractor, areas[0]!, { can_read: true, can_write: true }, async () => {
    out = await asExternalHolding(areas.slice(1), fn);
  });
  return out;
}

/** The token with one character of its signature changed. */
function forged(token: string): string {
  const [head, payload, signature] = token.split('.');
  const i = Math.floor(signature!.length / 2);
  const swapped = signature![i] === 'A' ? 'B' : 'A';
  return `${head}.${payload}.${signature!.slice(0, i)}${swapped}${signature!.slice(i + 1)}`;
}

async function send(route: RouteEntry, request: ReturnType<typeof requestOf>, token?: string): Promise<Reply & { text: string }> {
  const response = await api.app.inject({
    method: request.method,
    url: request.url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(request.body !== undefined ? { payload: request.body as object } : {}),
  });
  let body: unknown;
  try {
    body = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body, text: response.body };
}

describe('the route table', () => {
  it('every route under /api declares its access; each non-public one refuses as it should', async () => {
    const table = api.app.routeTable;
    const guarded = table.filter((route) => !isPublic(route.access));
    const gaps: string[] = [];
    const failures: string[] = [];
    const counts = { routes: table.length, public: table.length - guarded.length, noToken: 0, noTokenInvalidInput: 0, forged: 0, sameAsMissing: 0, wrongRole: 0,
      signedInOnly: 0, everyRoleHolds: 0, refusesExternal: 0, refusesStaff: 0, namesTenantB: 0, listsOrCreates: 0 };
    const expectStatus = (route: RouteEntry, what: string, reply: { status: number; text: string }, allowed: number[]) => {
      if (!allowed.includes(reply.status)) failures.push(`${keyOf(route)} ${what}: ${reply.status} ${reply.text.slice(0, 160)}`);
    };
    const before = await snapshotOfB();

    for (const route of guarded) {
      const key = keyOf(route);
      const base = requestOf(route, NO_ROW_PARAMS[key] ?? {}, []);
      expectStatus(route, 'without a token', await send(route, base), [401]);
      counts.noToken += 1;
      expectStatus(route, 'with a forged token', await send(route, base, forged(tokens.companyAdmin!)), [401]);
      counts.forged += 1;
      // Authentication comes before validation: no token and nonsense everywhere still answers 401, so the
      // answer names no field of the route (issue 9 §5).
      const nonsense = { ...base, url: base.url.replace(/\/\d+(?=\/|\?|$)/g, '/x').replace(/\?.*$/, '?page=-1&pageSize=abc'), body: { junk: '\u0000'.repeat(3) } };
      const blind = await send(route, route.method === 'GET' || route.method === 'DELETE' ? { ...nonsense, body: undefined } : nonsense);
      expectStatus(route, 'without a token and with invalid input', blind, [401]);
      counts.noTokenInvalidInput += 1;

      const areas = areasOf(route.access);
      const mode = 'mode' in route.access ? route.access.mode : 'read';
      if (areas.length === 0) counts.signedInOnly += 1;
      else {
        const lacking = Object.keys(permissions).find((role) => !allows(route.access, permissions[role]!));
        if (lacking) {
          expectStatus(route, `as ${lacking} (lacks ${areas.join('|')} ${mode})`, await send(route, base, tokens[lacking]), [403]);
          counts.wrongRole += 1;
        } else {
          console.log(`every role holds ${areas.join('|')} ${mode}: no 403 to check on ${key}`);
          counts.everyRoleHolds += 1;
        }
      }
      // external: false (access.ts): role 13 is refused even holding every area the route names.
      if (refusesExternal(route.access)) {
        const reply = await asExternalHolding(areas, () => send(route, base, tokens.subcontractor));
        expectStatus(route, 'as role 13 holding its areas (declared external: false)', reply, [403]);
        counts.refusesExternal += 1;
      }
      // external: 'only' (access.ts): role 13's portal refuses staff even holding every area the route names.
      if (onlyExternal(route.access)) {
        expectStatus(route, "as the company admin (declared external: 'only')", await send(route, base, tokens.companyAdmin), [403]);
        counts.refusesStaff += 1;
      }
      // Tenant B's rows are named by whoever the route is for: role 13 acting in tenant A on its portal, else A's admin.
      const caller = onlyExternal(route.access) ? tokens.externalInA : tokens.companyAdmin;

      // Tenant A's admin naming tenant B's rows: refused, and nothing of B in any answer.
      if (key in NAMES_B_LEFT_OUT) {
        const reply = await send(route, requestOf(route, NAMES_B_LEFT_OUT[key]!(b), gaps), caller);
        expectStatus(route, "naming tenant B's rows in a batch", reply, [200]);
        if (JSON.stringify((reply.body as { data?: unknown })?.data) !== '[]') failures.push(`${key} answered rows for tenant B's ids`);
        counts.namesTenantB += 1;
        continue;
      }
      const namer = key in NAMES_B ? NAMES_B[key] : undefined;
      const inputNamer = key in NAMES_B_AS_INPUT ? NAMES_B_AS_INPUT[key] : undefined;
      const names = /:\w+/.test(route.url) || idMembers(route).length > 0;
      if (!namer && !inputNamer && names && !NO_ROW_PARAMS[key]) {
        gaps.push(`${key}: takes an id but has no entry in NAMES_B (which of tenant B's rows does it name?)`);
        continue;
      }
      const request = requestOf(route, (namer ?? inputNamer)?.(b) ?? NO_ROW_PARAMS[key] ?? {}, gaps);
      const reply = await send(route, request, caller);
      if (namer) {
        expectStatus(route, "naming tenant B's rows", reply, [403, 404]);
        // Answered exactly as a missing row: a 403 where a missing id gets 404 would tell that the id exists in
        // another company (issue 9 §6). A 403 stays right when the route refuses any id (a platform route).
        const given = namer(b);
        if (given.params) {
          const missingParams = Object.fromEntries(Object.entries(given.params)
            .map(([k, v]) => [k, typeof v === 'number' ? 2147483000 : 'ZZ_000001']));
          const missing = await send(route, requestOf(route, { ...given, params: missingParams }, []), caller);
          if (missing.status !== reply.status) failures.push(`${key}: tenant B's id answers ${reply.status}, a missing one ${missing.status}`);
          counts.sameAsMissing += 1;
        }
        counts.namesTenantB += 1;
      } else if (inputNamer) {
        expectStatus(route, "given tenant B's id as input", reply, [400, 403, 404]);
        counts.namesTenantB += 1;
      } else {
        expectStatus(route, 'as tenant A', reply, [200, 400, 403, 404, 409]);
        counts.listsOrCreates += 1;
      }
      if (reply.text.includes(MARKER)) failures.push(`${key} answered tenant A with tenant B's data`);
    }
    for (const key of [...Object.keys(NAMES_B), ...Object.keys(NAMES_B_AS_INPUT)]) {
      if (!guarded.some((route) => keyOf(route) === key)) gaps.push(`NAMES_B names ${key}, which is not a guarded route`);
    }

    console.log(`route table: ${JSON.stringify(counts)}`);
    expect({ gaps, failures }).toEqual({ gaps: [], failures: [] });
    expect(await snapshotOfB()).toBe(before);
    // The walk saw the routes of every module, not an empty table; the bid, PCO, direct-cost and proposal routes
    // refuse role 13 by their declaration.
    expect(guarded.length).toBeGreaterThan(40);
    expect(counts.refusesExternal).toBeGreaterThan(40);
  }, 120_000); // The walk sends five or more requests to each of ~180 routes: longer than the default 30 s under load.

  it('a caller acting in no company is refused by every company route before its input is read (docs/accounts.md §6)', async () => {
    const noCompany = {
      platformAdmin: (await call(api, 'POST', 'auth/login', { body: { username: DEMO_USERS.platformAdmin, password: api.demoPassword } })).body.data.token,
      subcontractor: tokens.subcontractor!,
    };
    const failures: string[] = [];
    const companyRoutes = api.app.routeTable.filter((route) => needsCompany(route.access));
    for (const route of companyRoutes) {
      const base = requestOf(route, NO_ROW_PARAMS[keyOf(route)] ?? {}, []);
      // Nonsense everywhere: a 400 would name the route's fields to a caller who may not use it.
      const nonsense = { ...base, url: base.url.replace(/\/\d+(?=\/|\?|$)/g, '/x').replace(/\?.*$/, '?page=-1&pageSize=abc'),
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : { junk: 1, name: 5, id: 'x', active: 'maybe' } };
      for (const [who, token] of Object.entries(noCompany)) {
        const reply = await send(route, nonsense, token);
        if (reply.status !== 403) failures.push(`${keyOf(route)} as ${who} with no company: ${reply.status} ${reply.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(companyRoutes.length).toBeGreaterThan(100);
    // The platform's own routes still answer it: the list of companies it opens one from.
    expect((await call(api, 'GET', 'companies', { token: noCompany.platformAdmin })).status).toBe(200);
  }, 120_000);

  // Issue 30 §2, a data rule rather than a screen rule: every route role 13 may call (its grants pass the declaration and
  // it does not say external: false) is called as role 13 acting in the demo company, on a project it was invited to
  // that has a price, and no member named like money (route-table.external.ts) carries a figure. A new route role 13
  // can reach is called too: with a row to name it needs an EXTERNAL_CALLS entry, and a read must answer 200.
  it('role 13 receives no price, total, markup or owner figure from any route it may call', async () => {
    const s = await externalRows(api.db);
    const acting = await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor, body: { company_id: s.tenantId } });
    const token = acting.body.data.token as string;
    const granted = acting.body.data.permissions as PermissionMap;
    const reachable = api.app.routeTable.filter((route) => !isPublic(route.access) && !refusesExternal(route.access) && allows(route.access, granted));
    const gaps: string[] = [];
    const leaks: string[] = [];
    const called: string[] = [];
    for (const route of reachable) {
      const key = keyOf(route);
      const given = EXTERNAL_CALLS[key]?.(s);
      if (!given && (/:\w+/.test(route.url) || idMembers(route).length > 0)) {
        gaps.push(`${key}: role 13 may call it; add how it names its rows to EXTERNAL_CALLS`);
        continue;
      }
      const reply = await send(route, requestOf(route, given ?? {}, gaps), token);
      const refused = key in REFUSED_TO_EXTERNAL;
      if (route.method === 'GET' && reply.status !== (refused ? 403 : 200)) gaps.push(`${key}: answered role 13 ${reply.status} ${reply.text.slice(0, 120)}`);
      if (reply.status >= 500) gaps.push(`${key}: ${reply.status}`);
      // Its portal's answers carry its own figures (its subcontracts at its own amounts), never the contractor's.
      if (!(key in OWN_FIGURES_OF_EXTERNAL)) for (const leak of pricesIn(reply.body)) leaks.push(`${key}: ${leak}`);
      called.push(key);
    }
    console.log(`role 13 called ${called.length} routes: ${called.join(', ')}`);
    expect({ gaps, leaks }).toEqual({ gaps: [], leaks: [] });
    // The rule saw the routes that would carry a price: the project list, a project, its totals, the parts.
    expect(called).toEqual(expect.arrayContaining(['GET /projects', 'GET /projects/:id', 'GET /projectuid/:uid', 'GET /projects/totals',
      'GET /invited/projects/:companyId', 'GET /directtrade/parts']));
    // And the staff's answer of the same project has the price role 13 does not get: the rule is not blind.
    const staff = await call(api, 'GET', `projects/${s.project}`, { token: tokens.companyAdmin });
    expect(pricesIn(staff.body)).toEqual(expect.arrayContaining([expect.stringMatching(/^data\.TotalCost="\d+\.\d\d"$/)]));
  });

  it('a route without an access declaration stops the app at start', async () => {
    const { default: Fastify } = await import('fastify');
    const { installAccessControl } = await import('./access.js');
    const app = Fastify();
    installAccessControl(app, api.db, new Uint8Array(32));
    await expect(app.register(async (child) => {
      child.get('/api/v1/undeclared', async () => ({ data: 1 }));
    }).ready()).rejects.toThrow(/declares no access/);
    await app.close();
  });

  it('OpenAPI marks every guarded route with bearerAuth and public ones without', async () => {
    const doc = (await call(api, 'GET', '/api/openapi.json')).body;
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    expect(op('/api/v1/owners', 'get').security).toEqual([{ bearerAuth: [] }]);
    expect(op('/api/v1/auth/login', 'post').security).toBeUndefined();
    expect(op('/api/v1/version', 'get').security).toBeUndefined();
    // The error envelope documents `reason` with every code.
    const conflict = JSON.stringify(op('/api/v1/owner', 'post').responses['409']);
    for (const reason of ERROR_REASONS) expect(conflict).toContain(`"${reason}"`);
  });
});
