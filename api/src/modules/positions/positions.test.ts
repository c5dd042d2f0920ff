import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestEmployee, createTestLevel, createTestPosition, type CsvFile, signInDemoUsers, testLevelOf, uniqueTag, uploadFile } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';

// Positions and levels (split from the employee tests with their routes).

let api: TestApi;
const tokens: Record<string, string> = {};
let tenant1: number;

const FORBIDDEN = { error: 'You do not have permission to perform this action.' };

beforeAll(async () => {
  api = await startTestApi();
  [tenant1] = await signInDemoUsers(api, tokens);
});
afterAll(async () => {
  await api?.close();
});

const unique = uniqueTag;
const createPosition = (name?: string) => createTestPosition(api, tokens.companyAdmin!, name);
const createLevel = (positionId: number, name?: string, costCode?: string) =>
  createTestLevel(api, tokens.companyAdmin!, positionId, name, costCode);
const createEmployee = (positionId: number, levelId: number, overrides: Record<string, unknown> = {}) =>
  createTestEmployee(api, tokens.companyAdmin!, positionId, levelId, overrides);
const levelOf = (levelId: number) => testLevelOf(api, tokens.companyAdmin!, levelId);
const upload = (url: string, token: string | undefined, file?: CsvFile) => uploadFile(api, url, token, file);

// The pickers (positions, levels, cost codes) are read with any of these areas (labor lines of bids, PCOs, direct
// costs). The estimator (role 4) has bid_sheets but not all_employees; take its other areas away for a moment.
const LABOR_AREAS = ['bid_sheets', 'pcos', 'direct_costs', 'all_employees'];
async function asEstimatorWithoutLaborAreas(check: () => Promise<void>) {
  const saved = await api.db.selectFrom('role_permissions').select(['area', 'can_read', 'can_write'])
    .where('role_id', '=', 4).where('area', 'in', LABOR_AREAS).execute();
  await api.db.updateTable('role_permissions').set({ can_read: false, can_write: false })
    .where('role_id', '=', 4).where('area', 'in', LABOR_AREAS).execute();
  try {
    await check();
  } finally {
    for (const row of saved) {
      await api.db.updateTable('role_permissions').set({ can_read: row.can_read, can_write: row.can_write })
        .where('role_id', '=', 4).where('area', '=', row.area).execute();
    }
  }
}

describe('positions', () => {
  it('POST adds a position; GET lists them by name (read for a full user)', async () => {
    const created = await call(api, 'POST', 'division/internallabour/position', { token: tokens.companyAdmin, body: { position: '  Aa Carpenter ' } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ data: { ID: expect.any(Number), position: 'Aa Carpenter' } });
    const list = await call(api, 'GET', 'division/internallabour/positions', { token: tokens.fullUser });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toEqual({ ID: created.body.data.ID, position: 'Aa Carpenter' });
  });

  it("409 'This position already exists.' in any case; 400 for a blank name", async () => {
    const name = `Mason ${unique()}`;
    await createPosition(name);
    const dup = await call(api, 'POST', 'division/internallabour/position', { token: tokens.companyAdmin, body: { position: name.toUpperCase() } });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: 'This position already exists.', fields: { position: 'This position already exists.' }, reason: 'POSITION_EXISTS' });
    const blank = await call(api, 'POST', 'division/internallabour/position', { token: tokens.companyAdmin, body: { position: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: 'Enter a position name.', fields: { position: 'Enter a position name.' } });
  });

  it('another tenant may use the same name and never sees this tenant\'s positions', async () => {
    const name = `Shared ${unique()}`;
    await createPosition(name);
    const other = await call(api, 'POST', 'division/internallabour/position', { token: tokens.secondAdmin, body: { position: name } });
    expect(other.status).toBe(200);
    const list = await call(api, 'GET', 'division/internallabour/positions', { token: tokens.secondAdmin });
    expect(list.body.data).toEqual([{ ID: other.body.data.ID, position: name }]);
  });

  it('401 without a token; the estimator reads with bid_sheets, 403 with none of the labor areas; 403 full user writes; 403 for a platform admin outside a company', async () => {
    expect((await call(api, 'GET', 'division/internallabour/positions')).status).toBe(401);
    expect((await call(api, 'POST', 'division/internallabour/position', { body: { position: 'X' } })).status).toBe(401);
    expect((await call(api, 'GET', 'division/internallabour/positions', { token: tokens.estimator })).status).toBe(200);
    await asEstimatorWithoutLaborAreas(async () => {
      const est = await call(api, 'GET', 'division/internallabour/positions', { token: tokens.estimator });
      expect(est.status).toBe(403);
      expect(est.body).toEqual(FORBIDDEN);
    });
    expect((await call(api, 'POST', 'division/internallabour/position', { token: tokens.estimator, body: { position: 'X' } })).status).toBe(403);
    const full = await call(api, 'POST', 'division/internallabour/position', { token: tokens.fullUser, body: { position: 'X' } });
    expect(full.status).toBe(403);
    expect((await call(api, 'GET', 'division/internallabour/positions', { token: tokens.platformAdmin })).status).toBe(403);
  });

  it('PUT position/update renames; 409 on a taken name; 400 blank; 404 other tenant; 404 unknown; 401; 403 full user', async () => {
    const id = await createPosition();
    const taken = `Taken ${unique()}`;
    await createPosition(taken);
    const renamed = await call(api, 'PUT', `position/update/${id}`, { token: tokens.companyAdmin, body: { position: 'Renamed Position' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ data: { ID: id, position: 'Renamed Position' } });
    const dup = await call(api, 'PUT', `position/update/${id}`, { token: tokens.companyAdmin, body: { position: taken.toLowerCase() } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('This position already exists.');
    const blank = await call(api, 'PUT', `position/update/${id}`, { token: tokens.companyAdmin, body: { position: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ position: 'Enter a position name.' });
    const other = await call(api, 'PUT', `position/update/${id}`, { token: tokens.secondAdmin, body: { position: 'Hijack' } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Position not found.' }); // as for a missing id: nothing tells it exists elsewhere
    expect((await call(api, 'PUT', 'position/update/999999', { token: tokens.companyAdmin, body: { position: 'Y' } })).status).toBe(404);
    expect((await call(api, 'PUT', `position/update/${id}`, { body: { position: 'Y' } })).status).toBe(401);
    expect((await call(api, 'PUT', `position/update/${id}`, { token: tokens.fullUser, body: { position: 'Y' } })).status).toBe(403);
    const bad = await call(api, 'PUT', 'position/update/abc', { token: tokens.companyAdmin, body: { position: 'Y' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['id']);
  });
});

describe('levels', () => {
  it('POST adds a level with rates 0 (no employees yet); GET lists levels, also of one position', async () => {
    const positionId = await createPosition('Ab Electrician');
    const reply = await call(api, 'POST', 'division/internallabour/level', {
      token: tokens.companyAdmin, body: { position_id: positionId, position: 'Ab Electrician', level: 'Journeyman', cost_code: '26-100' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      level_id: expect.any(Number), level: 'Journeyman', position: 'Ab Electrician', position_id: positionId, cost_code: '26-100',
      cost_per_unit: '0.00', rate_per_hour: '0.00', rate_per_week: '0.00', MasterTenantId: tenant1,
    });
    await createLevel(positionId, 'Apprentice', '26-100');
    const some = await call(api, 'GET', `division/internallabour/levels?position_id=${positionId}`, { token: tokens.fullUser });
    expect(some.status).toBe(200);
    expect(some.body.data.map((l: { level: string }) => l.level)).toEqual(['Apprentice', 'Journeyman']);
    const all = await call(api, 'GET', 'division/internallabour/levels', { token: tokens.companyAdmin });
    expect(all.body.data.length).toBeGreaterThanOrEqual(2);
  });

  it("409 'This level already exists.' per position (any case); the same name in another position is fine", async () => {
    const a = await createPosition();
    const b = await createPosition();
    await createLevel(a, 'Foreman');
    const dup = await call(api, 'POST', 'division/internallabour/level', { token: tokens.companyAdmin, body: { position_id: a, level: 'FOREMAN', cost_code: '1' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: 'This level already exists.', fields: { level: 'This level already exists.' }, reason: 'LEVEL_EXISTS' });
    expect((await call(api, 'POST', 'division/internallabour/level', { token: tokens.companyAdmin, body: { position_id: b, level: 'Foreman', cost_code: '1' } })).status).toBe(200);
  });

  it("400 'Add level needs level name and cost code' naming the blank fields", async () => {
    const positionId = await createPosition();
    const reply = await call(api, 'POST', 'division/internallabour/level', { token: tokens.companyAdmin, body: { position_id: positionId, level: '', cost_code: ' ' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: 'Add level needs level name and cost code',
      fields: { level: 'Add level needs level name and cost code', cost_code: 'Add level needs level name and cost code' },
    });
  });

  it("403 on another tenant's position; 404 unknown position; 401; 403 full user writes; estimator reads only with a labor area", async () => {
    const positionId = await createPosition();
    const other = await call(api, 'POST', 'division/internallabour/level', { token: tokens.secondAdmin, body: { position_id: positionId, level: 'L', cost_code: '1' } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Position not found.' }); // as for a missing id: nothing tells it exists elsewhere
    expect((await call(api, 'GET', `division/internallabour/levels?position_id=${positionId}`, { token: tokens.secondAdmin })).status).toBe(404);
    expect((await call(api, 'POST', 'division/internallabour/level', { token: tokens.companyAdmin, body: { position_id: 999999, level: 'L', cost_code: '1' } })).status).toBe(404);
    expect((await call(api, 'POST', 'division/internallabour/level', { body: { position_id: positionId, level: 'L', cost_code: '1' } })).status).toBe(401);
    expect((await call(api, 'GET', 'division/internallabour/levels')).status).toBe(401);
    expect((await call(api, 'POST', 'division/internallabour/level', { token: tokens.fullUser, body: { position_id: positionId, level: 'L', cost_code: '1' } })).status).toBe(403);
    expect((await call(api, 'GET', 'division/internallabour/levels', { token: tokens.estimator })).status).toBe(200);
    await asEstimatorWithoutLaborAreas(async () => {
      expect((await call(api, 'GET', 'division/internallabour/levels', { token: tokens.estimator })).status).toBe(403);
    });
  });

  it('GET costcode: the first level\'s code; a position without levels gets the next code after the tenant\'s highest', async () => {
    const positionId = await createPosition();
    await createLevel(positionId, 'First', '09-500');
    await createLevel(positionId, 'Second', '09-510');
    const own = await call(api, 'GET', `division/internallabour/costcode/${positionId}`, { token: tokens.fullUser });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ data: { CostCode: '09-500' } });
    // Second Demo Builders has no levels: the first suggestion; then one above its highest code.
    const fresh = await call(api, 'POST', 'division/internallabour/position', { token: tokens.secondAdmin, body: { position: `Fresh ${unique()}` } });
    const first = await call(api, 'GET', `division/internallabour/costcode/${fresh.body.data.ID}`, { token: tokens.secondAdmin });
    expect(first.body).toEqual({ data: { CostCode: '1000' } });
    const other = await call(api, 'POST', 'division/internallabour/position', { token: tokens.secondAdmin, body: { position: `Other ${unique()}` } });
    await call(api, 'POST', 'division/internallabour/level', { token: tokens.secondAdmin, body: { position_id: other.body.data.ID, level: 'L1', cost_code: '03-0099' } });
    const next = await call(api, 'GET', `division/internallabour/costcode/${fresh.body.data.ID}`, { token: tokens.secondAdmin });
    expect(next.body).toEqual({ data: { CostCode: '03-0100' } });
  });

  it("GET costcode: 404 another tenant's position, 404 unknown, 401, 403 estimator without a labor area", async () => {
    const positionId = await createPosition();
    expect((await call(api, 'GET', `division/internallabour/costcode/${positionId}`, { token: tokens.secondAdmin })).status).toBe(404);
    expect((await call(api, 'GET', 'division/internallabour/costcode/999999', { token: tokens.companyAdmin })).status).toBe(404);
    expect((await call(api, 'GET', `division/internallabour/costcode/${positionId}`)).status).toBe(401);
    expect((await call(api, 'GET', `division/internallabour/costcode/${positionId}`, { token: tokens.estimator })).status).toBe(200);
    await asEstimatorWithoutLaborAreas(async () => {
      expect((await call(api, 'GET', `division/internallabour/costcode/${positionId}`, { token: tokens.estimator })).status).toBe(403);
    });
  });

  it("PUT level/update renames and changes the cost code of the level and its employees; 409; 400; 403; 404; 401", async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId, 'Helper', '05-100');
    await createLevel(positionId, 'Lead', '05-100');
    const employee = await createEmployee(positionId, levelId);
    expect(employee.cost_code).toBe('05-100');
    const updated = await call(api, 'PUT', `level/update/${levelId}`, { token: tokens.companyAdmin, body: { level: 'Helper II', cost_code: '05-200' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ level_id: levelId, level: 'Helper II', cost_code: '05-200', rate_per_hour: '27.8846' });
    const after = await call(api, 'GET', `employee/${employee.ID}`, { token: tokens.companyAdmin });
    expect(after.body.data).toMatchObject({ level: 'Helper II', cost_code: '05-200' });
    // Without cost_code only the name changes.
    const renamed = await call(api, 'PUT', `level/update/${levelId}`, { token: tokens.companyAdmin, body: { level: 'Helper III' } });
    expect(renamed.body.data).toMatchObject({ level: 'Helper III', cost_code: '05-200' });
    const dup = await call(api, 'PUT', `level/update/${levelId}`, { token: tokens.companyAdmin, body: { level: 'lead' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('This level already exists.');
    const blank = await call(api, 'PUT', `level/update/${levelId}`, { token: tokens.companyAdmin, body: { level: ' ', cost_code: 'x' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: 'Add level needs level name and cost code', fields: { level: 'Add level needs level name and cost code' } });
    expect((await call(api, 'PUT', `level/update/${levelId}`, { token: tokens.secondAdmin, body: { level: 'X' } })).status).toBe(404);
    expect((await call(api, 'PUT', 'level/update/999999', { token: tokens.companyAdmin, body: { level: 'X' } })).status).toBe(404);
    expect((await call(api, 'PUT', `level/update/${levelId}`, { body: { level: 'X' } })).status).toBe(401);
    expect((await call(api, 'PUT', `level/update/${levelId}`, { token: tokens.fullUser, body: { level: 'X' } })).status).toBe(403);
  });

  it("DELETE level: removes an unused level; 409 'This employee level already exists' while an employee (even inactive) holds it", async () => {
    const positionId = await createPosition();
    const unused = await createLevel(positionId);
    const used = await createLevel(positionId);
    const employee = await createEmployee(positionId, used);
    await call(api, 'PUT', `employee/active/${employee.ID}`, { token: tokens.companyAdmin, body: { is_active: false } });
    const inUse = await call(api, 'DELETE', `level/delete/${used}`, { token: tokens.companyAdmin });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ error: 'This employee level already exists', reason: 'LEVEL_IN_USE' });
    expect((await call(api, 'DELETE', `level/delete/${unused}`, { token: tokens.secondAdmin })).status).toBe(404);
    expect((await call(api, 'DELETE', `level/delete/${unused}`)).status).toBe(401);
    expect((await call(api, 'DELETE', `level/delete/${unused}`, { token: tokens.fullUser })).status).toBe(403);
    const deleted = await call(api, 'DELETE', `level/delete/${unused}`, { token: tokens.companyAdmin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: true });
    expect(await levelOf(unused)).toBeUndefined();
    expect((await call(api, 'DELETE', `level/delete/${unused}`, { token: tokens.companyAdmin })).status).toBe(404);
  });
});

describe('POST position/uploadcsv', () => {
  it('creates positions and levels as needed, reusing existing ones and updating a changed cost code', async () => {
    const existing = `Existing ${unique()}`;
    const positionId = await createPosition(existing);
    const keptLevel = await createLevel(positionId, 'Keep', '10-100');
    const changedLevel = await createLevel(positionId, 'Change', '10-100');
    const e = await createEmployee(positionId, changedLevel);
    const fresh = `Fresh ${unique()}`;
    const csv = [
      'Position,Level,Cost Code',
      `${existing.toUpperCase()},keep,10-100`,
      `${existing},Change,10-200`,
      `${existing},New,10-300`,
      `${fresh},Lead,11-100`,
      `"${fresh}",Helper,11-100`,
    ].join('\n');
    const reply = await upload('position/uploadcsv', tokens.companyAdmin, { name: 'positions.csv', type: 'text/csv', content: csv });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { imported: 5, message: '5 rows imported: 1 new position, 3 new levels, 1 cost code updated.' } });
    const levels = await call(api, 'GET', `division/internallabour/levels?position_id=${positionId}`, { token: tokens.companyAdmin });
    expect(levels.body.data.map((l: { level: string; cost_code: string }) => `${l.level}:${l.cost_code}`)).toEqual(['Change:10-200', 'Keep:10-100', 'New:10-300']);
    expect(levels.body.data.find((l: { level_id: number }) => l.level_id === keptLevel)).toBeDefined();
    expect((await call(api, 'GET', `employee/${e.ID}`, { token: tokens.companyAdmin })).body.data.cost_code).toBe('10-200');
    const positions = await call(api, 'GET', 'division/internallabour/positions', { token: tokens.companyAdmin });
    const created = positions.body.data.find((p: { position: string }) => p.position === fresh);
    const freshLevels = await call(api, 'GET', `division/internallabour/levels?position_id=${created.ID}`, { token: tokens.companyAdmin });
    expect(freshLevels.body.data.map((l: { level: string }) => l.level)).toEqual(['Helper', 'Lead']);
  });

  it('refuses bad rows (all listed) and writes nothing; 400 wrong type / empty / missing columns', async () => {
    const countPositions = async () => (await api.db.selectFrom('positions').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const before = await countPositions();
    const csv = ['position,level,cost_code', `New ${unique()},A,1`, ',B,2', 'P,,', 'Q,X,1', 'q,x,2'].join('\n');
    const reply = await upload('position/uploadcsv', tokens.companyAdmin, { name: 'positions.csv', type: 'text/csv', content: csv });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: '3 rows are not valid; nothing was imported.',
      reason: 'CSV_REJECTED',
      rows: [
        { line: 3, column: 'position', reason: 'Enter a position name.' },
        { line: 4, column: 'level', reason: 'Add level needs level name and cost code' },
        { line: 4, column: 'cost_code', reason: 'Add level needs level name and cost code' },
        { line: 6, column: 'level', reason: 'This level is also on line 5.' },
      ],
    });
    expect(await countPositions()).toBe(before);
    expect((await upload('position/uploadcsv', tokens.companyAdmin, { name: 'positions.txt', type: 'text/plain', content: csv })).body.error)
      .toBe('Only .csv files can be uploaded.');
    expect((await upload('position/uploadcsv', tokens.companyAdmin, { name: 'positions.csv', type: 'text/csv', content: '  \n' })).body.error)
      .toBe('The file is empty.');
    const missing = await upload('position/uploadcsv', tokens.companyAdmin, { name: 'positions.csv', type: 'text/csv', content: 'position,level\nA,B\n' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('The file is missing these columns: cost_code. Expected: position,level,cost_code.');
  });

  it('401 without a token; 403 for the full user and the estimator', async () => {
    const file = { name: 'positions.csv', type: 'text/csv', content: 'position,level,cost_code\nA,B,1\n' };
    expect((await upload('position/uploadcsv', undefined, file)).status).toBe(401);
    expect((await upload('position/uploadcsv', tokens.fullUser, file)).status).toBe(403);
    expect((await upload('position/uploadcsv', tokens.estimator, file)).status).toBe(403);
  });
});
