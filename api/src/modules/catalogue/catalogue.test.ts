import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { call, createCompanyWithAdmin, login, signInDemoUsers, uniqueTag, uploadFile } from '../../test-support.js';
import { DIVISIONS, SECTIONS, UNITS } from './data.js';
import { DIVISION_NUMBER, DIVISION_ROW_ID } from './schemas.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let subInTenant1: string;

const FORBIDDEN = { error: 'You do not have permission to perform this action.' };
const MANDATORY = 'Enter all mandatory fields.';
const partsInData = SECTIONS.flatMap(([, , cats]) => cats.flatMap(([, , parts]) => parts)).length;
const categoriesInData = SECTIONS.flatMap(([, , cats]) => cats).length;

beforeAll(async () => {
  api = await startTestApi();
  const tenants = await signInDemoUsers(api, tokens);
  const sub = await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor, body: { company_id: tenants[0]! } });
  subInTenant1 = sub.body.data.token;
});
afterAll(async () => {
  await api?.close();
});

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) {
  const reply = await call(api, method, url, { token, ...(body !== undefined ? { body } : {}) });
  if (reply.status !== 200) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** A fresh division → subdivision → category chain in the second demo company. */
async function chain(token = tokens.secondAdmin!) {
  const tag = uniqueTag();
  const division = await ok('POST', 'divisionname', token, { division_name: `Division ${tag}` });
  const subdivision = await ok('POST', 'division/subdivision', token, { division_id: division.id, division_name: division.division_name, subdivision_name: `Sub ${tag}` });
  const category = await ok('POST', 'division/category', token, { subdivision_id: subdivision.subdivision_id, category_name: `Category ${tag}` });
  const units = await ok('GET', 'directtrade/uperm', token);
  const sf = units.find((u: { u_per_m: string }) => u.u_per_m === 'SF');
  return { tag, division, subdivision, category, sf };
}

describe('the starting catalogue', () => {
  it('the demo company has the MasterFormat divisions, sections, categories, parts and units of data.ts', async () => {
    const divisions = await ok('GET', 'divisionname', tokens.companyAdmin!);
    expect(divisions).toHaveLength(DIVISIONS.length);
    expect(divisions.slice(0, 4).map((d: { division_id: string }) => d.division_id)).toEqual(['00', '01', '02', '03']);
    expect(divisions[3]).toMatchObject({ division_id: '03', division_name: 'Concrete', division_number: '03' });
    const subs = await ok('GET', 'division/subdivision', tokens.companyAdmin!);
    expect(subs).toHaveLength(SECTIONS.length);
    expect(subs.find((s: { subdivision_name: string }) => s.subdivision_name === '03 30 00 Cast-in-Place Concrete'))
      .toMatchObject({ division_name: 'Concrete', division_number: '03', division_id: divisions[3].id });
    expect(await ok('GET', 'division/category', tokens.companyAdmin!)).toHaveLength(categoriesInData);
    expect((await ok('GET', 'directtrade/uperm', tokens.companyAdmin!)).map((u: { u_per_m: string }) => u.u_per_m).sort()).toEqual([...UNITS].sort());
    const parts = await call(api, 'GET', 'directtrade/parts?pageSize=5', { token: tokens.companyAdmin });
    expect(parts.body.total).toBe(partsInData);
    expect(partsInData).toBeGreaterThan(150);
    const concrete = await call(api, 'GET', 'directtrade/parts?q=4000%20psi', { token: tokens.companyAdmin });
    expect(concrete.body.data).toEqual([expect.objectContaining({
      part_hold: 'Ready-mix concrete, 4000 psi', cost_per_unit: '185.00', u_per_m: 'CY', cost_code: '03 31 00',
      category_name: 'Structural Concrete', subdivision_name: '03 30 00 Cast-in-Place Concrete', division_name: 'Concrete',
    })]);
  });

  it('a company created through POST company starts with the same catalogue', async () => {
    const created = await createCompanyWithAdmin(api, tokens.platformAdmin!);
    const token = await login(api, created.email, created.password);
    expect(await ok('GET', 'divisionname', token)).toHaveLength(DIVISIONS.length);
    expect((await call(api, 'GET', 'directtrade/parts', { token })).body.total).toBe(partsInData);
    // Its own rows: changing them leaves the demo company's alone.
    const [first] = await ok('GET', 'divisionname', token);
    await ok('PUT', `divisionname/${first.id}`, token, { division_name: 'Bidding and Contracts', division_id: '00' });
    expect((await ok('GET', 'divisionname', tokens.companyAdmin!))[0].division_name).toBe('Procurement and Contracting Requirements');
  });
});

describe('division_id and division_number', () => {
  it("a Division's division_id is its CSI number, every other division_id its row id; division_number is the number on each", async () => {
    const t = tokens.companyAdmin!;
    const concrete = (await ok('GET', 'divisionname', t)).find((d: { division_name: string }) => d.division_name === 'Concrete');
    expect(concrete).toEqual({ id: expect.any(Number), division_id: '03', division_name: 'Concrete', division_number: '03' });
    const [subdivision] = await ok('GET', `division/subdivisions/${concrete.id}`, t);
    expect(subdivision).toMatchObject({ division_id: concrete.id, division_number: '03' });
    const [category] = await ok('GET', `division/category/subdivision/${subdivision.subdivision_id}`, t);
    expect(category).toMatchObject({ division_id: concrete.id, division_number: '03' });

    // A division without a number answers null; a new number shows on its subdivisions' and categories' next answers.
    const mine = await chain();
    expect(mine.division).toMatchObject({ division_id: null, division_number: null });
    expect(mine.subdivision.division_number).toBeNull();
    const number = `9${mine.tag}`.slice(0, 10);
    expect(await ok('PUT', `divisionname/${mine.division.id}`, tokens.secondAdmin!, { division_name: mine.division.division_name, division_id: number }))
      .toMatchObject({ id: mine.division.id, division_id: number, division_number: number });
    expect(await ok('GET', `division/subdivisions/${mine.division.id}`, tokens.secondAdmin!))
      .toEqual([expect.objectContaining({ division_id: mine.division.id, division_number: number })]);
    expect(await ok('GET', `division/category/subdivision/${mine.subdivision.subdivision_id}`, tokens.secondAdmin!))
      .toEqual([expect.objectContaining({ division_id: mine.division.id, division_number: number })]);
  });

  it('the OpenAPI document says which division_id is which on every route, and describes every division_number', async () => {
    const doc = (await call(api, 'GET', '/api/openapi.json')).body as { paths: Record<string, unknown> };
    const seen: { path: string; field: string; description: string }[] = [];
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) return node.forEach((n) => walk(n, path));
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, any>;
      for (const field of ['division_id', 'division_number']) {
        if (o.properties?.[field]) seen.push({ path, field, description: o.properties[field].description ?? '' });
        if (o.in && o.name === field) seen.push({ path, field, description: o.description ?? o.schema?.description ?? '' });
      }
      for (const v of Object.values(o)) walk(v, path);
    };
    for (const [path, item] of Object.entries(doc.paths)) walk(item, path);
    // catalogue, subcontractors, vendors, bids and their lines, PCO lines, direct costs, tracker rows
    for (const path of ['/api/v1/divisionname', '/api/v1/division/subdivision', '/api/v1/directtrade/parts', '/api/v2/contractors',
      '/api/v1/contractor/{id}', '/api/v1/vendor', '/api/v1/setup/bid', '/api/v1/directcostsheet',
      '/api/v1/project-tracker/projectuid/{projectUid}']) {
      expect(seen.map((s) => s.path), path).toContain(path);
    }
    const right = ({ path, field, description }: (typeof seen)[number]) => {
      if (field === 'division_number') return description === DIVISION_NUMBER;
      if (path.startsWith('/api/v1/divisionname')) return /CSI MasterFormat number.*not a row id/.test(description);
      return description.includes(DIVISION_ROW_ID);
    };
    expect(seen.filter((s) => !right(s))).toEqual([]);
  });
});

describe('create, change, delete at every level', () => {
  it('adds a whole chain and a part, changes each, lists them by parent, then deletes bottom-up', async () => {
    const t = tokens.estimator!; // the Estimator holds bid_sheets write (docs/roles.md)
    const { tag, division, subdivision, category, sf } = await chain(t);
    expect(subdivision).toMatchObject({ division_id: division.id, division_name: `Division ${tag}`, subdivision_name: `Sub ${tag}` });
    expect(category).toMatchObject({ subdivision_id: subdivision.subdivision_id, division_id: division.id, category_name: `Category ${tag}` });
    const unit = await ok('POST', 'directtrade/uperm', t, { u_per_m: `U${tag}`.slice(0, 20) });
    const part = await ok('POST', 'directtrade/parts', t, {
      part_hold: ' Widget ', category_id: category.category_id, cost_per_unit: '1,234.5', u_per_m_id: unit.ID, cost_code: '99-100',
    });
    expect(part).toMatchObject({ part_hold: 'Widget', cost_per_unit: '1234.50', u_per_m: unit.u_per_m, cost_code: '99-100', category_name: `Category ${tag}` });

    const changed = await ok('PUT', `directtrade/parts/${part.id}`, t, {
      part_hold: 'Widget XL', category_id: category.category_id, cost_per_unit: 12, u_per_m_id: sf.ID, cost_code: '',
    });
    expect(changed).toMatchObject({ id: part.id, part_hold: 'Widget XL', cost_per_unit: '12.00', u_per_m: 'SF', cost_code: '' });
    expect(await ok('GET', `directtrade/subsubdivision/${category.category_id}`, t)).toEqual([changed]);
    expect((await ok('GET', `division/subdivisions/${division.id}`, t)).map((s: { subdivision_id: number }) => s.subdivision_id)).toEqual([subdivision.subdivision_id]);
    expect(await ok('GET', `division/category/subdivision/${subdivision.subdivision_id}`, t)).toEqual([category]);
    expect(await ok('PUT', `divisionname/${division.id}`, t, { division_name: `Renamed ${tag}`, division_id: `X${tag}`.slice(0, 20) }))
      .toMatchObject({ id: division.id, division_name: `Renamed ${tag}` });
    expect(await ok('PUT', `division/subdivision/${subdivision.subdivision_id}`, t, { division_id: division.id, subdivision_name: 'Sub renamed' }))
      .toMatchObject({ subdivision_name: 'Sub renamed', division_name: `Renamed ${tag}` });
    expect(await ok('PUT', `division/category/${category.category_id}`, t, { subdivision_id: subdivision.subdivision_id, category_name: 'Cat renamed' }))
      .toMatchObject({ category_name: 'Cat renamed', subdivision_name: 'Sub renamed' });
    expect(await ok('PUT', `directtrade/uperm/${unit.ID}`, t, { u_per_m: 'BOX' })).toEqual({ ID: unit.ID, u_per_m: 'BOX' });

    for (const url of [`directtrade/parts/${part.id}`, `directtrade/uperm/${unit.ID}`, `division/category/${category.category_id}`,
      `division/subdivision/${subdivision.subdivision_id}`, `divisionname/${division.id}`]) {
      expect(await ok('DELETE', url, t), url).toBe(true);
      expect((await call(api, 'DELETE', url, { token: t })).status, `${url} again`).toBe(404);
    }
  });
});

describe('names are unique within their parent', () => {
  it('refuses a duplicate (any case) with 409 NAME_EXISTS; the same name under another parent is fine', async () => {
    const t = tokens.secondAdmin!;
    const a = await chain(t);
    const b = await chain(t);
    const dupCat = await call(api, 'POST', 'division/category', { token: t, body: { subdivision_id: a.subdivision.subdivision_id, category_name: a.category.category_name.toUpperCase() } });
    expect(dupCat.status).toBe(409);
    expect(dupCat.body).toEqual({
      error: 'A category with this name already exists in this sub division.', reason: 'NAME_EXISTS',
      fields: { category_name: 'A category with this name already exists in this sub division.' },
    });
    await ok('POST', 'division/category', t, { subdivision_id: b.subdivision.subdivision_id, category_name: a.category.category_name });

    const dupSub = await call(api, 'POST', 'division/subdivision', { token: t, body: { division_id: a.division.id, subdivision_name: ` ${a.subdivision.subdivision_name.toLowerCase()} ` } });
    expect([dupSub.status, dupSub.body.reason]).toEqual([409, 'NAME_EXISTS']);
    await ok('POST', 'division/subdivision', t, { division_id: b.division.id, subdivision_name: a.subdivision.subdivision_name });

    const body = { part_hold: 'Anchor', category_id: a.category.category_id, cost_per_unit: '5', u_per_m_id: a.sf.ID };
    await ok('POST', 'directtrade/parts', t, body);
    const dupPart = await call(api, 'POST', 'directtrade/parts', { token: t, body: { ...body, part_hold: 'ANCHOR' } });
    expect([dupPart.status, dupPart.body.error]).toEqual([409, 'A part with this name already exists in this category.']);
    await ok('POST', 'directtrade/parts', t, { ...body, category_id: b.category.category_id });
    // Renaming onto a sibling's name is refused too; keeping one's own name is not a clash.
    const other = await ok('POST', 'directtrade/parts', t, { ...body, part_hold: 'Bolt' });
    expect((await call(api, 'PUT', `directtrade/parts/${other.id}`, { token: t, body: { ...body, part_hold: 'anchor' } })).status).toBe(409);
    await ok('PUT', `directtrade/parts/${other.id}`, t, { ...body, part_hold: 'Bolt', cost_per_unit: '6' });

    const dupDivision = await call(api, 'POST', 'divisionname', { token: t, body: { division_name: 'concrete' } });
    expect([dupDivision.status, dupDivision.body.error]).toEqual([409, 'A division with this name already exists.']);
    const dupNumber = await call(api, 'POST', 'divisionname', { token: t, body: { division_name: 'Concrete Two', division_id: '03' } });
    expect([dupNumber.status, dupNumber.body.fields]).toEqual([409, { division_id: 'A division with this number already exists.' }]);
    const dupUnit = await call(api, 'POST', 'directtrade/uperm', { token: t, body: { u_per_m: 'sf' } });
    expect([dupUnit.status, dupUnit.body.error]).toEqual([409, 'This unit of measure already exists.']);
  });
});

describe('a row in use is not deleted', () => {
  it('answers 409 IN_USE naming the children that use it, and deletes nothing', async () => {
    const t = tokens.secondAdmin!;
    const { division, subdivision, category, sf } = await chain(t);
    const unit = await ok('POST', 'directtrade/uperm', t, { u_per_m: `K${uniqueTag()}`.slice(0, 20) });
    for (const name of ['One', 'Two', 'Three']) {
      await ok('POST', 'directtrade/parts', t, { part_hold: name, category_id: category.category_id, cost_per_unit: '1', u_per_m_id: name === 'One' ? sf.ID : unit.ID });
    }
    const refusals: [string, string][] = [
      [`directtrade/uperm/${unit.ID}`, `The unit of measure '${unit.u_per_m}' cannot be deleted: it is used by 2 parts.`],
      [`division/category/${category.category_id}`, `The category '${category.category_name}' cannot be deleted: it is used by 3 parts.`],
      [`division/subdivision/${subdivision.subdivision_id}`, `The sub division '${subdivision.subdivision_name}' cannot be deleted: it is used by 1 category.`],
      [`divisionname/${division.id}`, `The division '${division.division_name}' cannot be deleted: it is used by 1 sub division.`],
    ];
    for (const [url, message] of refusals) {
      const reply = await call(api, 'DELETE', url, { token: t });
      expect(reply.status, url).toBe(409);
      expect(reply.body).toEqual({ error: message, reason: 'IN_USE' });
    }
    expect(await ok('GET', `directtrade/subsubdivision/${category.category_id}`, t)).toHaveLength(3);
  });

  it('the database refuses an orphan even when the check is bypassed', async () => {
    const { division } = await chain();
    await expect(api.db.deleteFrom('catalogue_divisions').where('id', '=', division.id).execute()).rejects.toMatchObject({ code: '23503' });
  });
});

describe('bad input is a 400 naming the field, never a 500', () => {
  it('names blanks, bad money, string ids, over-long text and a missing parent', async () => {
    const t = tokens.secondAdmin!;
    const { category, sf } = await chain(t);
    const blank = await call(api, 'POST', 'directtrade/parts', { token: t, body: { part_hold: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({
      part_hold: MANDATORY, category_id: 'Select a Category.', cost_per_unit: MANDATORY, u_per_m_id: 'Select a Unit of measure.',
    });
    const base = { part_hold: 'P', category_id: category.category_id, cost_per_unit: '1', u_per_m_id: sf.ID };
    const cases: [Record<string, unknown>, string][] = [
      [{ cost_per_unit: '12.345' }, 'cost_per_unit'], [{ cost_per_unit: '-1' }, 'cost_per_unit'],
      [{ cost_per_unit: '1e20' }, 'cost_per_unit'], [{ cost_per_unit: 'abc' }, 'cost_per_unit'],
      [{ category_id: String(category.category_id) }, 'category_id'], [{ category_id: 0 }, 'category_id'],
      [{ category_id: 2 ** 31 }, 'category_id'], [{ u_per_m_id: 1.5 }, 'u_per_m_id'],
      [{ part_hold: 'x'.repeat(256) }, 'part_hold'], [{ cost_code: 'c'.repeat(51) }, 'cost_code'],
    ];
    for (const [change, field] of cases) {
      const reply = await call(api, 'POST', 'directtrade/parts', { token: t, body: { ...base, ...change } });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(reply.body.fields), JSON.stringify(change)).toContain(field);
    }
    const noDivision = await call(api, 'POST', 'division/subdivision', { token: t, body: { subdivision_name: 'S', division_name: 'Concrete' } });
    expect([noDivision.status, noDivision.body.fields]).toEqual([400, { division_id: 'Select a Bid Division.' }]);
    const longUnit = await call(api, 'POST', 'directtrade/uperm', { token: t, body: { u_per_m: 'u'.repeat(21) } });
    expect([longUnit.status, Object.keys(longUnit.body.fields)]).toEqual([400, ['u_per_m']]);
    const badPath = await call(api, 'GET', 'directtrade/subsubdivision/1.5', { token: t });
    expect([badPath.status, Object.keys(badPath.body.fields)]).toEqual([400, ['categoryId']]);
    const badPage = await call(api, 'GET', 'directtrade/parts?pageSize=101', { token: t });
    expect(badPage.status).toBe(400);
  });
});

describe('tenants and access', () => {
  it("another company's ids answer exactly as missing ones (404)", async () => {
    const mine = await chain(tokens.secondAdmin!);
    const part = await ok('POST', 'directtrade/parts', tokens.secondAdmin!, {
      part_hold: 'Mine', category_id: mine.category.category_id, cost_per_unit: '1', u_per_m_id: mine.sf.ID,
    });
    const t = tokens.companyAdmin!;
    const attempts: [string, string, unknown?][] = [
      ['GET', `division/subdivisions/${mine.division.id}`], ['GET', `division/category/subdivision/${mine.subdivision.subdivision_id}`],
      ['GET', `directtrade/subsubdivision/${mine.category.category_id}`],
      ['PUT', `divisionname/${mine.division.id}`, { division_name: 'Taken over' }],
      ['DELETE', `divisionname/${mine.division.id}`], ['DELETE', `division/subdivision/${mine.subdivision.subdivision_id}`],
      ['PUT', `division/category/${mine.category.category_id}`, { category_name: 'X', subdivision_id: mine.subdivision.subdivision_id }],
      ['PUT', `directtrade/parts/${part.id}`, { part_hold: 'X', category_id: mine.category.category_id, cost_per_unit: '1', u_per_m_id: mine.sf.ID }],
      ['DELETE', `directtrade/parts/${part.id}`], ['DELETE', `directtrade/uperm/${mine.sf.ID}`],
      // A parent of the other company named in a body.
      ['POST', 'division/category', { category_name: 'X', subdivision_id: mine.subdivision.subdivision_id }],
    ];
    for (const [method, url, body] of attempts) {
      const reply = await call(api, method as 'GET', url, { token: t, ...(body ? { body } : {}) });
      const missingUrl = url.replace(/\/\d+$/, '/2147483000');
      const missingBody = body && JSON.parse(JSON.stringify(body).replace(/"subdivision_id":\d+/, '"subdivision_id":2147483000'));
      const missing = await call(api, method as 'GET', missingUrl === url ? url : missingUrl, { token: t, ...(missingBody ? { body: missingBody } : {}) });
      expect(reply.status, `${method} ${url}`).toBe(404);
      expect(reply.body, `${method} ${url}`).toEqual(missing.body);
    }
    const filtered = await call(api, 'GET', `directtrade/parts?category_id=${mine.category.category_id}`, { token: t });
    expect(filtered.body).toEqual({ data: [], total: 0 });
    expect(await ok('GET', `directtrade/subsubdivision/${mine.category.category_id}`, tokens.secondAdmin!)).toHaveLength(1);
  });

  it('reads with bid_sheets read, changes with bid_sheets write, uploads with upload_parts write', async () => {
    const { category, sf } = await chain(tokens.companyAdmin!);
    expect((await call(api, 'GET', 'divisionname', { token: subInTenant1 })).status).toBe(200);
    const writes: [string, string, unknown][] = [
      ['POST', 'divisionname', { division_name: 'Sub try' }],
      ['POST', 'directtrade/parts', { part_hold: 'P', category_id: category.category_id, cost_per_unit: '1', u_per_m_id: sf.ID }],
      ['DELETE', `division/category/${category.category_id}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      const reply = await call(api, method as 'POST', url, { token: subInTenant1, ...(body ? { body } : {}) });
      expect([reply.status, reply.body], `${method} ${url}`).toEqual([403, FORBIDDEN]);
      expect((await call(api, method as 'POST', url, { ...(body ? { body } : {}) })).status).toBe(401);
    }
    expect((await call(api, 'GET', 'divisionname', { token: tokens.platformAdmin })).status).toBe(403);
    // The Full User and the Estimator change the catalogue but hold no upload_parts.
    await ok('POST', 'directtrade/parts', tokens.fullUser!, { part_hold: 'By full user', category_id: category.category_id, cost_per_unit: '1', u_per_m_id: sf.ID });
    for (const token of [tokens.fullUser, tokens.estimator, subInTenant1]) {
      const reply = await uploadFile(api, 'directtrade/parts/uploadcsvdata', token, { name: 'p.csv', type: 'text/csv', content: 'x' });
      expect(reply.status).toBe(403);
    }
  });
});

describe('GET directtrade/parts', () => {
  it('pages with a total, filters by division, sub division and category, searches name and cost code', async () => {
    const t = tokens.companyAdmin!;
    const page1 = await call(api, 'GET', 'directtrade/parts?page=1&pageSize=10', { token: t });
    const page2 = await call(api, 'GET', 'directtrade/parts?page=2&pageSize=10', { token: t });
    expect(page1.body.data).toHaveLength(10);
    expect(page2.body.total).toBe(page1.body.total);
    expect(page2.body.data[0].id).not.toBe(page1.body.data[0].id);
    const all = await call(api, 'GET', 'directtrade/parts?all=true', { token: t });
    expect(all.body.data).toHaveLength(all.body.total);
    expect(all.body.data.slice(0, 10)).toEqual(page1.body.data);

    const divisions = await ok('GET', 'divisionname', t);
    const plumbing = divisions.find((d: { division_id: string }) => d.division_id === '22');
    const byDivision = await call(api, 'GET', `directtrade/parts?all=true&division_id=${plumbing.id}`, { token: t });
    expect(byDivision.body.total).toBeGreaterThan(5);
    expect(byDivision.body.data.every((p: { division_name: string }) => p.division_name === 'Plumbing')).toBe(true);
    const sub = byDivision.body.data[0];
    const bySub = await call(api, 'GET', `directtrade/parts?all=true&subdivision_id=${sub.subdivision_id}`, { token: t });
    expect(bySub.body.data.every((p: { subdivision_id: number }) => p.subdivision_id === sub.subdivision_id)).toBe(true);
    expect(bySub.body.total).toBeLessThan(byDivision.body.total);
    const byCat = await call(api, 'GET', `directtrade/parts?category_id=${sub.category_id}&q=${encodeURIComponent(sub.part_hold.slice(0, 6).toUpperCase())}`, { token: t });
    expect(byCat.body.data.map((p: { id: number }) => p.id)).toContain(sub.id);
    const byCode = await call(api, 'GET', 'directtrade/parts?all=true&q=09%2091%2023', { token: t });
    expect(byCode.body.total).toBe(3);
    const wildcard = await call(api, 'GET', 'directtrade/parts?q=%25', { token: t });
    expect(wildcard.body.total).toBe(0);
  });
});

describe('POST directtrade/parts/uploadcsvdata', () => {
  const upload = (content: string, token = tokens.companyAdmin) =>
    uploadFile(api, 'directtrade/parts/uploadcsvdata', token, { name: 'parts.csv', type: 'text/csv', content });
  const header = 'division,subdivision,category,part,cost_per_unit,u_per_m,cost_code';

  it('imports every row or none, listing each bad cell by line and column', async () => {
    const before = (await call(api, 'GET', 'directtrade/parts', { token: tokens.companyAdmin })).body.total;
    const bad = [
      header,
      '03,03 30 00 Cast-in-Place Concrete,Structural Concrete,Ready-mix 6000 psi,230,CY,03 31 00',
      'Concrete,03 30 00 Cast-in-Place Concrete,Structural Concrete,Ready-mix concrete 4000 PSI x,12.345,CY,',
      '99,Nothing,Nothing,Ghost,1,EA,',
      'concrete,03 30 00 cast-in-place concrete,No Such Category,Thing,1,FURLONG,',
      '03,03 30 00 Cast-in-Place Concrete,Structural Concrete,"READY-MIX CONCRETE, 4000 PSI",1,CY,',
      '03,03 30 00 Cast-in-Place Concrete,Structural Concrete,Ready-mix 6000 psi,1,CY,',
      ',,,,,,',
      '03,03 30 00 Cast-in-Place Concrete,Structural Concrete,,,CY,',
    ].join('\n');
    const refused = await upload(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.reason).toBe('CSV_REJECTED');
    expect(refused.body.error).toBe('6 rows are not valid; nothing was imported.');
    expect(refused.body.rows).toEqual([
      { line: 3, column: 'cost_per_unit', reason: 'Enter the cost per unit as a number of dollars and cents, not below zero.' },
      { line: 4, column: 'division', reason: "No division '99' in the catalogue." },
      { line: 5, column: 'category', reason: "No category 'No Such Category' in sub division '03 30 00 cast-in-place concrete'." },
      { line: 5, column: 'u_per_m', reason: "No unit of measure 'FURLONG'; add it first." },
      { line: 6, column: 'part', reason: 'A part with this name already exists in this category.' },
      { line: 7, column: 'part', reason: 'This part is also on line 2.' },
      { line: 9, column: 'part', reason: MANDATORY },
      { line: 9, column: 'cost_per_unit', reason: MANDATORY },
    ]);
    expect((await call(api, 'GET', 'directtrade/parts', { token: tokens.companyAdmin })).body.total).toBe(before);

    const good = [header, '03,03 30 00 Cast-in-Place Concrete,Structural Concrete,Ready-mix 6000 psi,"1,230.5",cy,03 31 00',
      'Masonry,04 20 00 Unit Masonry,Brick Masonry,Thin brick veneer,24,SF'].join('\r\n');
    const imported = await upload(good);
    expect(imported.body).toEqual({ data: { imported: 2, message: '2 parts have been imported.' } });
    const found = await call(api, 'GET', 'directtrade/parts?q=6000%20psi', { token: tokens.companyAdmin });
    expect(found.body.data).toEqual([expect.objectContaining({ part_hold: 'Ready-mix 6000 psi', cost_per_unit: '1230.50', u_per_m: 'CY', cost_code: '03 31 00' })]);
    expect((await call(api, 'GET', 'directtrade/parts?q=thin%20brick', { token: tokens.companyAdmin })).body.data[0].cost_code).toBe('');
  });

  it('refuses a file without the columns or that is not CSV', async () => {
    const missing = await upload('part,cost_per_unit\nX,1\n');
    expect([missing.status, missing.body.error]).toEqual([400,
      'The file is missing these columns: division, subdivision, category, u_per_m. Expected: division,subdivision,category,part,cost_per_unit,u_per_m,cost_code.']);
    const notCsv = await uploadFile(api, 'directtrade/parts/uploadcsvdata', tokens.companyAdmin, { name: 'p.xlsx', type: 'application/octet-stream', content: 'x' });
    expect(notCsv.status).toBe(400);
  });
});
