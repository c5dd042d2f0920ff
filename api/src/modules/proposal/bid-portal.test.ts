import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.js';
import { call, login } from '../../test-support.js';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { actAs, demoTokens, postMultipart, setGrant, type Tokens } from './fixture.js';
import { MAX_PDF_BYTES } from './messages.js';
import { samplePdf } from './sample-pdf.js';

// The subcontractor bid portal (role 13): uploads stored in the database, its bid log, the staff's list and files.

let api: TestApi;
let tokens: Tokens;
let tenants: [number, number];
let sub: number;
/** Projects of the first company the demo subcontractor was invited to (seeded: the first has two uploads). */
let invited: { id: number; project_uid: string; project_name: string; estimator_id: number | null }[];
let notInvited: { project_uid: string };

beforeAll(async () => {
  api = await startTestApi();
  ({ tokens, tenants } = await demoTokens(api));
  sub = (await api.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.subcontractor).executeTakeFirstOrThrow()).id;
  invited = await api.db.selectFrom('projects as p')
    .innerJoin('project_invitations as i', (j) => j.onRef('i.tenant_id', '=', 'p.tenant_id').onRef('i.project_id', '=', 'p.id'))
    .select(['p.id', 'p.project_uid', 'p.project_name', 'p.estimator_id']).where('i.user_id', '=', sub).where('p.tenant_id', '=', tenants[0])
    .orderBy('p.id').execute();
  notInvited = await api.db.selectFrom('projects').select('project_uid').where('tenant_id', '=', tenants[0])
    .where('id', 'not in', invited.map((p) => p.id)).orderBy('id').executeTakeFirstOrThrow();
});
afterAll(async () => {
  await api?.close();
});

const upload = (token: string, parts: { project_uid?: string; file?: Buffer | null; filename?: string }, userId = sub) =>
  postMultipart(api, `contractor/bidupload/${userId}`, [
    ...(parts.file === null ? [] : [{ name: 'file', value: parts.file ?? samplePdf(['A bid']), filename: parts.filename ?? 'bid.pdf' }]),
    ...(parts.project_uid !== undefined ? [{ name: 'project_uid', value: parts.project_uid }] : []),
  ], token);
const bidLog = (token: string, uid: string, userId = sub) => call(api, 'GET', `contractor/bidlogs/${userId}?project_uid=${encodeURIComponent(uid)}`, { token });
const fileOf = (token: string, id: number) => api.app.inject({ method: 'GET', url: `/api/v1/contractor/bidupload/file/${id}`, headers: { authorization: `Bearer ${token}` } });
const uploads = async () => Number((await sql<{ n: number }>`select count(*)::int as n from bid_uploads`.execute(api.db)).rows[0]!.n);

async function pdfText(content: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bid-pdf-'));
  try {
    await writeFile(path.join(dir, 'bid.pdf'), content);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', path.join(dir, 'bid.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the demo data', () => {
  it("sub@demo.test has two uploaded versions on its first invited project, real PDFs with readable text", async () => {
    const log = await bidLog(tokens.subInFirst, invited[0]!.project_uid);
    expect(log.status).toBe(200);
    expect(log.body.data.map((e: { version: number }) => e.version)).toEqual([1, 2]);
    const file = await fileOf(tokens.subInFirst, log.body.data[1].id);
    expect(file.statusCode).toBe(200);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Bid 2 - Sam Subcontractor');
    expect(text).toContain(`Project ${invited[0]!.project_uid}`);
    expect(text).toContain('$179,900.00');
  });
});

describe('POST contractor/bidupload/{userId} and GET contractor/bidlogs/{userId}', () => {
  it("each upload is the next version: 'Bid 1', 'Bid 2'; the bytes are stored; the staff's bell rings and the estimator gets a mail", async () => {
    const project = invited[1]!;
    expect((await bidLog(tokens.subInFirst, project.project_uid)).body.data).toEqual([]);
    const first = samplePdf(['First bid', '$100.00']);
    const one = await upload(tokens.subInFirst, { project_uid: project.project_uid, file: first, filename: 'Rebar bid.pdf' });
    expect(one.status, one.raw).toBe(200);
    expect(one.body.data).toMatchObject({ version: 1, filename: 'Rebar bid.pdf', bytes: first.length });
    const second = samplePdf(['Second bid', '$90.00']);
    // The ID in any case; the name without .pdf gets it.
    const two = await upload(tokens.subInFirst, { project_uid: project.project_uid.toLowerCase(), file: second, filename: 'revised' });
    expect(two.body.data).toMatchObject({ version: 2, filename: 'revised.pdf', bytes: second.length });
    const log = await bidLog(tokens.subInFirst, project.project_uid);
    expect(log.body.data).toEqual([one.body.data, two.body.data]);
    expect(Date.parse(log.body.data[0].bid_date)).toBeLessThanOrEqual(Date.parse(log.body.data[1].bid_date));
    const stored = await fileOf(tokens.subInFirst, two.body.data.id);
    expect(stored.headers['content-type']).toBe('application/pdf');
    expect(stored.headers['content-disposition']).toBe(`attachment; filename="revised.pdf"; filename*=UTF-8''revised.pdf`);
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(stored.rawPayload, second)).toBe(0);

    // The estimator's login is the project's estimator employee: its bell and its mail.
    const estimator = await api.db.selectFrom('users').select(['id', 'employee_id']).where('email', '=', DEMO_USERS.estimator).executeTakeFirstOrThrow();
    expect(project.estimator_id).toBe(estimator.employee_id);
    const bell = await call(api, 'GET', 'notifications', { token: tokens.estimator });
    expect(bell.body.data[0]).toMatchObject({
      kind: 'bid_uploaded', title: 'Sam Subcontractor uploaded Bid 2', body: `Project ${project.project_uid} · ${project.project_name}`,
      link: '/admin/project-details',
    });
    const employee = await api.db.selectFrom('employees').select('email').where('id', '=', project.estimator_id!).executeTakeFirstOrThrow();
    await api.app.background.idle();
    const mails = await Promise.all((await readdir(api.outboxDir)).map((f) => readFile(path.join(api.outboxDir, f), 'utf8')));
    const subjects = mails.filter((m) => m.includes(`To: ${employee.email}`)).map((m) => /^Subject: (.*)$/m.exec(m)?.[1]).sort();
    expect(subjects).toEqual([1, 2].map((n) => `Bid ${n} uploaded: ${project.project_name} (${project.project_uid})`));
  });

  it('a name carrying markup is stored without it, and the file is served as a download that is never sniffed', async () => {
    const project = invited[2]!;
    // What follows the last slash is the name; the markup left in it becomes '_'.
    const script = await upload(tokens.subInFirst, { project_uid: project.project_uid, filename: '<script>alert("x")</script> Bid é.pdf' });
    expect(script.body.data.filename).toBe('script_ Bid é.pdf');
    const hostile = await upload(tokens.subInFirst, { project_uid: project.project_uid, filename: '<b onmouseover=alert(1)>Bid é' });
    expect(hostile.status, hostile.raw).toBe(200);
    expect(hostile.body.data.filename).toBe('_b onmouseover_alert(1)_Bid é.pdf');
    const row = await api.db.selectFrom('bid_uploads').select('filename').where('id', '=', hostile.body.data.id).executeTakeFirstOrThrow();
    expect(row.filename).not.toMatch(/[<>"]/);
    // A name stored before the cleaning kept its markup: the header still carries none of it.
    await api.db.updateTable('bid_uploads').set({ filename: '<img src=x onerror=alert(1)>.pdf' }).where('id', '=', hostile.body.data.id).execute();
    const served = await fileOf(tokens.subInFirst, hostile.body.data.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe(`attachment; filename="_img src_x onerror_alert(1)_.pdf"; filename*=UTF-8''_img%20src_x%20onerror_alert(1)_.pdf`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it("after the project's bid due date and time an upload is 409 BIDS_CLOSED naming when bids were due, and nothing is stored", async () => {
    const project = invited[0]!;
    const due = (date: ReturnType<typeof sql>, time: string | null) =>
      api.db.updateTable('projects').set({ bid_due_date: date as never, time_due: time }).where('id', '=', project.id).execute();
    const before = await uploads();
    try {
      await due(sql`current_date - 1`, '14:00');
      const yesterday = (await api.db.selectFrom('projects').select(sql<string>`to_char(bid_due_date, 'MM/DD/YYYY')`.as('d'))
        .where('id', '=', project.id).executeTakeFirstOrThrow()).d;
      const late = await upload(tokens.subInFirst, { project_uid: project.project_uid });
      expect([late.status, late.body]).toEqual([409, {
        error: `Bids for this project were due ${yesterday} 14:00: a bid can no longer be uploaded.`, reason: 'BIDS_CLOSED',
      }]);
      // Due today at a time already gone: closed; due today without a time: open until the day ends.
      await due(sql`current_date`, '00:00');
      expect((await upload(tokens.subInFirst, { project_uid: project.project_uid })).body.reason).toBe('BIDS_CLOSED');
      expect(await uploads()).toBe(before);
      await due(sql`current_date`, null);
      expect((await upload(tokens.subInFirst, { project_uid: project.project_uid })).status).toBe(200);
      // The bid log stays readable after the due date.
      await due(sql`current_date - 1`, '14:00');
      expect((await bidLog(tokens.subInFirst, project.project_uid)).status).toBe(200);
    } finally {
      await due(sql`current_date + 42`, '14:00');
    }
  });

  it('a PDF of exactly 20 MB is taken; one byte more is a 400 naming file; nothing else is stored', async () => {
    const header = samplePdf(['Large bid']);
    const exact = Buffer.concat([header, Buffer.alloc(MAX_PDF_BYTES - header.length, 0x20)]);
    const big = await upload(tokens.subInFirst, { project_uid: invited[3]!.project_uid, file: exact });
    expect(big.status, big.raw).toBe(200);
    expect(big.body.data).toMatchObject({ version: 1, bytes: MAX_PDF_BYTES });
    const before = await uploads();
    const over = await upload(tokens.subInFirst, { project_uid: invited[3]!.project_uid, file: Buffer.concat([exact, Buffer.from(' ')]) });
    expect(over).toMatchObject({ status: 400, body: { error: 'The file is larger than 20 MB.', fields: { file: 'The file is larger than 20 MB.' } } });
    expect(await uploads()).toBe(before);
  });

  it('400s name the field: not a PDF by content (whatever its name), no file, no project_uid', async () => {
    const before = await uploads();
    const uid = invited[1]!.project_uid;
    const fake = await upload(tokens.subInFirst, { project_uid: uid, file: Buffer.from('<html>not a pdf</html>'), filename: 'bid.pdf' });
    expect(fake).toMatchObject({ status: 400, body: { fields: { file: 'Only PDF files can be uploaded.' } } });
    expect((await upload(tokens.subInFirst, { project_uid: uid, file: null })).body).toMatchObject({ fields: { file: 'Select a PDF file to upload.' } });
    const noProject = await upload(tokens.subInFirst, {});
    expect(noProject).toMatchObject({ status: 400, body: { error: 'project_uid is required.', fields: { project_uid: 'project_uid is required.' } } });
    const both = await upload(tokens.subInFirst, { file: Buffer.from('GIF89a') });
    expect(both.body.fields).toEqual({ file: 'Only PDF files can be uploaded.', project_uid: 'project_uid is required.' });
    const twoFiles = await postMultipart(api, `contractor/bidupload/${sub}`, [
      { name: 'file', value: samplePdf(['One']), filename: 'one.pdf' }, { name: 'file', value: samplePdf(['Two']), filename: 'two.pdf' },
      { name: 'project_uid', value: uid },
    ], tokens.subInFirst);
    expect(twoFiles.status).toBe(413);
    const noQuery = await call(api, 'GET', `contractor/bidlogs/${sub}`, { token: tokens.subInFirst });
    expect(noQuery).toMatchObject({ status: 400, body: { fields: { project_uid: expect.any(String) } } });
    expect(await uploads()).toBe(before);
  });

  it("refuses: staff 403, another userId 403, a project it was not invited to 404, another company's project 404", async () => {
    const before = await uploads();
    const uid = invited[1]!.project_uid;
    for (const token of [tokens.companyAdmin, tokens.estimator]) {
      expect((await upload(token, { project_uid: uid })).status).toBe(403);
      expect((await bidLog(token, uid)).status).toBe(403);
    }
    const estimator = await api.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.estimator).executeTakeFirstOrThrow();
    expect((await upload(tokens.subInFirst, { project_uid: uid }, estimator.id)).status).toBe(403);
    expect((await bidLog(tokens.subInFirst, uid, estimator.id)).status).toBe(403);
    const notHis = await upload(tokens.subInFirst, { project_uid: notInvited.project_uid });
    expect(notHis).toMatchObject({ status: 404, body: { error: 'Unable to find project information, sorry!' } });
    expect((await bidLog(tokens.subInFirst, notInvited.project_uid)).status).toBe(404);
    // Acting in the second company, the first company's invited project is unknown.
    expect((await upload(tokens.subInSecond, { project_uid: uid })).status).toBe(404);
    expect((await bidLog(tokens.subInSecond, uid)).status).toBe(404);
    expect(await uploads()).toBe(before);
  });
});

describe('GET contractor/bids and GET contractor/bidupload/file/{id} (staff)', () => {
  it("lists every upload of the project newest first, with the subcontractor matched by its or a manager's email", async () => {
    const project = invited[1]!;
    const subRow = await api.db.selectFrom('subcontractors').select(['id', 'company_name']).where('tenant_id', '=', tenants[0]).orderBy('id')
      .executeTakeFirstOrThrow();
    const list = async () => call(api, 'GET', `contractor/bids?project_uid=${project.project_uid}`, { token: tokens.estimator });
    const unmatched = await list();
    expect(unmatched.status).toBe(200);
    expect(unmatched.body.data.map((u: { version: number }) => u.version)).toEqual([2, 1]);
    expect(unmatched.body.data[0]).toMatchObject({
      project_uid: project.project_uid, uploaded_by: { id: sub, name: 'Sam Subcontractor', email: DEMO_USERS.subcontractor }, subcontractor: null,
    });
    expect(unmatched.body.data[0]).not.toHaveProperty('content');
    // One of the subcontractor's managers has the uploader's email, in another case.
    const manager = await api.db.selectFrom('subcontractor_managers').select('id').where('subcontractor_id', '=', subRow.id).orderBy('id')
      .executeTakeFirstOrThrow();
    await api.db.updateTable('subcontractor_managers').set({ email: DEMO_USERS.subcontractor.toUpperCase() }).where('id', '=', manager.id).execute();
    expect((await list()).body.data[0].subcontractor).toEqual({ id: subRow.id, company_name: subRow.company_name });
    // Staff open the PDF.
    const file = await fileOf(tokens.estimator, unmatched.body.data[1].id);
    expect(file.statusCode).toBe(200);
    expect(await pdfText(file.rawPayload)).toContain('First bid');
  });

  it("refuses: role 13 403 on the list, another uploader's file 404 to role 13, another company 404, no bid_sheets read 403", async () => {
    const project = invited[1]!;
    const id = (await call(api, 'GET', `contractor/bids?project_uid=${project.project_uid}`, { token: tokens.companyAdmin })).body.data[0].id;
    expect((await call(api, 'GET', `contractor/bids?project_uid=${project.project_uid}`, { token: tokens.subInFirst })).status).toBe(403);
    expect((await call(api, 'GET', `contractor/bids?project_uid=${project.project_uid}`, { token: tokens.secondAdmin })).status).toBe(404);
    expect((await fileOf(tokens.secondAdmin, id)).statusCode).toBe(404);
    expect((await fileOf(tokens.subInSecond, id)).statusCode).toBe(404);
    expect((await fileOf(tokens.companyAdmin, 2147483000)).statusCode).toBe(404);
    // A second subcontractor login, invited to the same project, cannot open Sam's file.
    const other = await api.db.insertInto('users').values({
      email: 'rita@rebar.test', password_hash: await hashPassword(api.demoPassword), first_name: 'Rita', last_name: 'Rebar', phone: null,
      role_id: 13, tenant_id: null, random_token: 'rita-rebar',
    }).returning('id').executeTakeFirstOrThrow();
    await api.db.insertInto('subcontractor_links').values({ tenant_id: tenants[0], user_id: other.id }).execute();
    await api.db.insertInto('project_invitations').values({ tenant_id: tenants[0], project_id: project.id, user_id: other.id }).execute();
    const rita = await actAs(api, await login(api, 'rita@rebar.test'), tenants[0]);
    expect((await fileOf(rita, id)).statusCode).toBe(404);
    expect((await bidLog(rita, project.project_uid, other.id)).body.data).toEqual([]);
    const mine = await upload(rita, { project_uid: project.project_uid }, other.id);
    expect(mine.status, mine.raw).toBe(200);
    expect(mine.body.data.version).toBe(1);
    expect((await fileOf(rita, mine.body.data.id)).statusCode).toBe(200);

    await setGrant(api, 4, 'bid_sheets', { can_read: false, can_write: false });
    try {
      expect((await call(api, 'GET', `contractor/bids?project_uid=${project.project_uid}`, { token: tokens.estimator })).status).toBe(403);
      expect((await fileOf(tokens.estimator, id)).statusCode).toBe(403);
    } finally {
      await setGrant(api, 4, 'bid_sheets', { can_read: true, can_write: true });
    }
  });
});
