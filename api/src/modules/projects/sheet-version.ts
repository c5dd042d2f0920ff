import type { TestApi } from '../../testing.js';

// Test helper: every bid and PCO write must carry the version the client read (issue 30 §5). Tests that are about
// something else send the current one, read here from the database, unless they give their own. Direct-cost lines
// on the shared paths (`bill=DC`, `direct_cost_id`) have no version and are left as they are.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Owner = { table: 'bids' | 'pcos'; id: number } | { lines: 'bid_labor_lines' | 'bid_trade_lines' | 'pco_labor_lines' | 'pco_trade_lines'; id: number };

const ROUTES: [Method, RegExp, (m: RegExpMatchArray, body: Record<string, unknown>) => Owner | undefined][] = [
  ['PUT', /^setup\/bid\/(\d+)$/, (m) => ({ table: 'bids', id: Number(m[1]) })],
  ['DELETE', /^setup\/bid\?id=(\d+)$/, (m) => ({ table: 'bids', id: Number(m[1]) })],
  ['PUT', /^bidsheet\/(?:addsubcontractor|switchstatus)\/(\d+)$/, (m) => ({ table: 'bids', id: Number(m[1]) })],
  ['PUT', /^contractorremove\/bidsheet$/, (_m, b) => bidOf(b)],
  ['POST', /^bidsheet\/selectedsubcontractor$/, (_m, b) => bidOf(b)],
  ['POST', /^(?:division\/internallabour|directtrade)$/, (_m, b) => bidOf(b)],
  ['PUT', /^division\/internallabour\/(\d+)$/, (m, b) => (b.direct_cost_id ? undefined : { lines: 'bid_labor_lines', id: Number(m[1]) })],
  ['PUT', /^directtrade\/(\d+)$/, (m) => ({ lines: 'bid_trade_lines', id: Number(m[1]) })],
  ['DELETE', /^division\/internallabour\/?\?(?!.*bill=DC).*\bid=(\d+)/, (m) => ({ lines: 'bid_labor_lines', id: Number(m[1]) })],
  ['DELETE', /^directtrade\/delete\?(?!.*bill=DC).*\bid=(\d+)/, (m) => ({ lines: 'bid_trade_lines', id: Number(m[1]) })],
  ['PUT', /^change-order\/update\/(\d+)$/, (m) => ({ table: 'pcos', id: Number(m[1]) })],
  ['DELETE', /^change-order\/delete\/(\d+)$/, (m) => ({ table: 'pcos', id: Number(m[1]) })],
  ['POST', /^pco\/(?:internal-labor|direct-trade)$/, (_m, b) => (typeof b.pco_id === 'number' ? { table: 'pcos', id: b.pco_id } : undefined)],
  ['PUT', /^pco\/internal-labor\/update\/(\d+)$/, (m) => ({ lines: 'pco_labor_lines', id: Number(m[1]) })],
  ['DELETE', /^pco\/internal-labor\/delete\/(\d+)$/, (m) => ({ lines: 'pco_labor_lines', id: Number(m[1]) })],
  ['PUT', /^pco\/direct-trade\/update\/(\d+)$/, (m) => ({ lines: 'pco_trade_lines', id: Number(m[1]) })],
  ['DELETE', /^pco\/direct-trade\/delete\/(\d+)$/, (m) => ({ lines: 'pco_trade_lines', id: Number(m[1]) })],
];

function bidOf(body: Record<string, unknown>): Owner | undefined {
  const id = Number(body.bidsheet_id);
  return body.direct_cost_id || !Number.isInteger(id) || id < 1 ? undefined : { table: 'bids', id };
}

async function versionOf(api: TestApi, owner: Owner): Promise<number | undefined> {
  const db = api.db;
  if ('table' in owner) return (await db.selectFrom(owner.table).select('version').where('id', '=', owner.id).executeTakeFirst())?.version;
  const parent = owner.lines.startsWith('bid')
    ? (await db.selectFrom(owner.lines as 'bid_labor_lines').select('bid_id as id').where('id', '=', owner.id).executeTakeFirst())?.id
    : (await db.selectFrom(owner.lines as 'pco_labor_lines').select('pco_id as id').where('id', '=', owner.id).executeTakeFirst())?.id;
  if (parent === undefined) return undefined;
  return versionOf(api, { table: owner.lines.startsWith('bid') ? 'bids' : 'pcos', id: parent });
}

/** The url and body of a write with the owner's current version added, when it is a versioned write that has none. */
export async function withCurrentVersion(api: TestApi, method: Method, url: string, body?: unknown): Promise<{ url: string; body?: unknown }> {
  const path = url.replace(/^\/?(api\/v1\/)?/, '');
  const fields = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  for (const [m, pattern, ownerOf] of ROUTES) {
    const match = method === m ? path.match(pattern) : null;
    if (!match) continue;
    const owner = ownerOf(match, fields);
    if (!owner) break;
    if (method === 'DELETE') {
      if (/[?&]version=/.test(url)) break;
      const version = await versionOf(api, owner);
      return { url: version === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}version=${version}`, body };
    }
    if ('version' in fields) break;
    const version = await versionOf(api, owner);
    return { url, body: version === undefined ? body : { ...fields, version } };
  }
  return { url, body };
}
