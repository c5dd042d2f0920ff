import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOverlap, expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';

const PART = 'id name costPerUnit unit unitId costCode categoryId categoryName subdivisionId subdivisionName divisionId divisionName';
const TREE = `{ catalogueTree {
  divisions { id number name subdivisions { id name categories { id name partIds } } }
  parts { id name costPerUnit unit categoryId }
  units { id name } } }`;
const CREATE_CATEGORY = 'mutation($input: CategoryInput!) { createCategory(input: $input) { id name subdivisionId subdivisionName divisionName } }';
const CREATE_PART = `mutation($input: PartInput!) { createPart(input: $input) { ${PART} } }`;
const UPDATE_PART = `mutation($id: ID!, $input: PartInput!) { updatePart(id: $id, input: $input) { ${PART} } }`;
const DELETE_CATEGORY = 'mutation($id: ID!) { deleteCategory(id: $id) }';
const DELETE_PART = 'mutation($id: ID!) { deletePart(id: $id) }';
const PARTS = `query($page: Int, $pageSize: Int, $divisionId: ID, $subdivisionId: ID, $categoryId: ID, $q: String) {
  parts(page: $page, pageSize: $pageSize, divisionId: $divisionId, subdivisionId: $subdivisionId, categoryId: $categoryId, q: $q) {
    total items { ${PART} } } }`;
const UPLOAD = 'mutation($csv: String!) { uploadPartsCsv(csv: $csv) { ok imported message errors { line column reason } } }';

describe('catalogue module', () => {
  let h: Harness;
  let admin: string;
  let estimator: string;
  let otherAdmin: string;
  let fullUser: string;

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login('companyadmin@demo.test');
    estimator = await h.login('estimator@demo.test');
    otherAdmin = await h.login('admin2@demo.test');
    fullUser = await h.login('fulluser@demo.test');
  });
  afterAll(async () => {
    await h?.close();
  });

  const calls = () => h.calls.map((c) => `${c.method} ${c.path}`);

  it('gives the whole catalogue tree in one query: five REST calls side by side, never one per row', async () => {
    h.calls.length = 0;
    const res = await h.gql(TREE, {}, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(calls().sort()).toEqual([
      'GET directtrade/parts', 'GET directtrade/uperm', 'GET division/category', 'GET division/subdivision', 'GET divisionname',
    ]);
    expect(allOverlap(h.calls)).toBe(true);
    const tree = res.data.catalogueTree;
    expect(tree.divisions).toHaveLength(35);
    const concrete = tree.divisions.find((d: { number: string }) => d.number === '03');
    expect(concrete.name).toBe('Concrete');
    const castInPlace = concrete.subdivisions.find((s: { name: string }) => s.name === '03 30 00 Cast-in-Place Concrete');
    const structural = castInPlace.categories.find((c: { name: string }) => c.name === 'Structural Concrete');
    const byId = new Map(tree.parts.map((p: { id: string }) => [p.id, p]));
    expect(structural.partIds.map((id: string) => (byId.get(id) as { name: string }).name)).toContain('Ready-mix concrete, 4000 psi');
    expect(byId.get(structural.partIds[0])).toMatchObject({ categoryId: structural.id, costPerUnit: expect.stringMatching(/^\d+\.\d{2}$/) });
    // Every part of the catalogue, not one page of it; each named by exactly one category.
    const listed = tree.divisions.flatMap((d: any) => d.subdivisions.flatMap((s: any) => s.categories.flatMap((c: any) => c.partIds)));
    expect(listed.length).toBe(tree.parts.length);
    expect(new Set(listed).size).toBe(tree.parts.length);
    expect(tree.parts.length).toBeGreaterThan(150);
    expect(tree.units.map((u: { name: string }) => u.name)).toContain('SF');
  });

  it('names a division by id (its row id) and number (its CSI number) at every level, from the REST call the query makes', async () => {
    h.calls.length = 0;
    const divisions = await h.gql('{ divisions { id number name } }', {}, admin);
    expect(calls()).toEqual(['GET divisionname']);
    const plumbing = divisions.data.divisions.find((d: { number: string }) => d.number === '22');
    expect(plumbing).toEqual({ id: expect.stringMatching(/^\d+$/), number: '22', name: 'Plumbing' });
    h.calls.length = 0;
    const subs = await h.gql('query($d: ID) { subdivisions(divisionId: $d) { id divisionId divisionNumber } }', { d: plumbing.id }, admin);
    expect(calls()).toEqual([`GET division/subdivisions/${plumbing.id}`]);
    expect(subs.data.subdivisions[0]).toMatchObject({ divisionId: plumbing.id, divisionNumber: '22' });
    h.calls.length = 0;
    const cats = await h.gql('query($s: ID) { categories(subdivisionId: $s) { divisionId divisionNumber } }', { s: subs.data.subdivisions[0].id }, admin);
    expect(calls()).toEqual([`GET division/category/subdivision/${subs.data.subdivisions[0].id}`]);
    expect(cats.data.categories[0]).toEqual({ divisionId: plumbing.id, divisionNumber: '22' });
  });

  it('asks REST for one page of parts with the filters and search the query names', async () => {
    const subs = await h.gql('{ subdivisions { id name divisionId divisionNumber } }', {}, admin);
    const plumbingPiping = subs.data.subdivisions.find((s: { name: string }) => s.name === '22 10 00 Plumbing Piping');
    h.calls.length = 0;
    const res = await h.gql(PARTS, { page: 1, pageSize: 3, subdivisionId: plumbingPiping.id, q: 'pipe' }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(calls()).toEqual(['GET directtrade/parts']);
    expect(res.data.parts.items).toHaveLength(3);
    expect(res.data.parts.total).toBe(6);
    expect(res.data.parts.items.every((p: { subdivisionId: string; name: string }) =>
      p.subdivisionId === plumbingPiping.id && /pipe/i.test(p.name))).toBe(true);

    h.calls.length = 0;
    const cats = await h.gql('query($s: ID) { categories(subdivisionId: $s) { id name subdivisionName } }', { s: plumbingPiping.id }, admin);
    expect(calls()).toEqual([`GET division/category/subdivision/${plumbingPiping.id}`]);
    expect(cats.data.categories.map((c: { name: string }) => c.name)).toEqual(['Domestic Water Piping', 'Sanitary Waste Piping']);
  });

  it('creates, changes and deletes a part; a bad field and a duplicate name carry the input field paths', async () => {
    const subs = await h.gql('{ subdivisions { id name } unitsOfMeasure { id name } }', {}, estimator);
    const sub = subs.data.subdivisions.find((s: { name: string }) => s.name === '09 30 00 Tiling');
    const ea = subs.data.unitsOfMeasure.find((u: { name: string }) => u.name === 'EA');
    h.calls.length = 0;
    const created = await h.gql(CREATE_CATEGORY, { input: { name: 'Stone Tile', subdivisionId: sub.id } }, estimator);
    expect(created.errors, created.raw).toBeUndefined();
    expect(calls()).toEqual(['POST division/category']);
    const category = created.data.createCategory;
    expect(category).toMatchObject({ name: 'Stone Tile', subdivisionId: sub.id, divisionName: 'Finishes' });

    const bad = await h.gql(CREATE_PART, { input: { name: 'Marble', categoryId: category.id, costPerUnit: '1.234', unitId: ea.id } }, estimator);
    expect(firstError(bad).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.costPerUnit': expect.any(String) } });
    expectNoInternals(bad);

    const part = (await h.gql(CREATE_PART, { input: { name: 'Marble', categoryId: category.id, costPerUnit: '2,100.5', unitId: ea.id, costCode: '09 30 13' } }, estimator)).data.createPart;
    expect(part).toMatchObject({ name: 'Marble', costPerUnit: '2100.50', unit: 'EA', costCode: '09 30 13', categoryName: 'Stone Tile' });
    const dup = await h.gql(CREATE_PART, { input: { name: 'MARBLE', categoryId: category.id, costPerUnit: '1', unitId: ea.id } }, estimator);
    expect(firstError(dup).message).toBe('A part with this name already exists in this category.');
    expect(firstError(dup).extensions).toEqual({
      code: 'CONFLICT', reason: 'NAME_EXISTS', fields: { 'input.name': 'A part with this name already exists in this category.' },
    });

    h.calls.length = 0;
    const updated = await h.gql(UPDATE_PART, { id: part.id, input: { name: 'Marble, honed', categoryId: category.id, costPerUnit: '25', unitId: ea.id } }, estimator);
    expect(updated.errors, updated.raw).toBeUndefined();
    expect(calls()).toEqual([`PUT directtrade/parts/${part.id}`]);
    expect(updated.data.updatePart).toMatchObject({ name: 'Marble, honed', costPerUnit: '25.00', costCode: '' });

    const inUse = await h.gql(DELETE_CATEGORY, { id: category.id }, estimator);
    expect(firstError(inUse).message).toBe("The category 'Stone Tile' cannot be deleted: it is used by 1 part.");
    expect(firstError(inUse).extensions).toMatchObject({ code: 'CONFLICT', reason: 'IN_USE' });

    const foreign = await h.gql(DELETE_PART, { id: part.id }, otherAdmin);
    expect(firstError(foreign).extensions?.code).toBe('NOT_FOUND');
    expect((await h.gql(DELETE_PART, { id: part.id }, estimator)).data).toEqual({ deletePart: true });
    expect((await h.gql(DELETE_CATEGORY, { id: category.id }, estimator)).data).toEqual({ deleteCategory: true });
  });

  it('uploads a parts CSV: refused rows come back listed; upload needs upload_parts', async () => {
    const header = 'division,subdivision,category,part,cost_per_unit,u_per_m,cost_code';
    const refused = await h.gql(UPLOAD, { csv: `${header}\n03,03 30 00 Cast-in-Place Concrete,Nope,X,1,CY,\n` }, admin);
    expect(refused.errors, refused.raw).toBeUndefined();
    expect(refused.data.uploadPartsCsv).toEqual({
      ok: false, imported: 0, message: '1 row is not valid; nothing was imported.',
      errors: [{ line: 2, column: 'category', reason: "No category 'Nope' in sub division '03 30 00 Cast-in-Place Concrete'." }],
    });
    h.calls.length = 0;
    const done = await h.gql(UPLOAD, { csv: `${header}\n03,03 30 00 Cast-in-Place Concrete,Structural Concrete,Lightweight concrete,240,CY,03 31 00\n` }, admin);
    expect(calls()).toEqual(['POST directtrade/parts/uploadcsvdata']);
    expect(done.data.uploadPartsCsv).toMatchObject({ ok: true, imported: 1, message: '1 part has been imported.' });
    const forbidden = await h.gql(UPLOAD, { csv: header }, fullUser);
    expect(firstError(forbidden).extensions?.code).toBe('FORBIDDEN');
  });
});
