import { FormData } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';
import { fixedProject, restOf, type FixedProject } from './__fixtures__/projects.js';

// schema/proposal.graphql over the real REST API (api/src/modules/proposal): the sendings list, role 13's bid portal
// through the gateway's document routes, the staff list of uploaded bids, and the exact REST calls of each.

const SENDINGS = 'query($uid: String!) { proposalSendings(projectUid: $uid) { id sentAt sentBy to cc fileName bytes } }';
const MY_LOG = 'query($uid: String!) { myBidLog(projectUid: $uid) { id version bidDate fileName bytes url } }';
const UPLOADS = `query($uid: String!) { bidUploads(projectUid: $uid) { id version bidDate fileName bytes url uploadedBy uploaderEmail
  subcontractorId subcontractorName } }`;

describe('proposal module', () => {
  let h: Harness;
  let admin: string;
  let estimator: string;
  let otherAdmin: string;
  let sub: string;
  let project: FixedProject;
  const calls = () => h.calls.map((c) => `${c.method} ${c.path}`.replace(/\/\d+$/, '/{id}').replace(/(sendings)\/[^/]+$/, '$1/{uid}'));
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

  async function upload(token: string, uid: string | undefined, file: { name: string; bytes: Buffer; type?: string } | null) {
    const form = new FormData();
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
    const body = new Response(form as unknown as BodyInit);
    return h.gateway.inject({
      method: 'POST', url: `/documents/bid-uploads${uid === undefined ? '' : `?projectUid=${encodeURIComponent(uid)}`}`,
      headers: { ...auth(token), 'content-type': body.headers.get('content-type')! }, payload: Buffer.from(await body.arrayBuffer()),
    });
  }
  const fileOf = (id: string, token?: string) => h.gateway.inject({ method: 'GET', url: `/documents/bid-uploads/${id}`, headers: auth(token) });

  beforeAll(async () => {
    h = await startHarness();
    [admin, estimator, otherAdmin] = await Promise.all(['companyadmin@demo.test', 'estimator@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    project = await fixedProject(h, admin, { uidNumber: '7201', name: 'Portal Project', bids: 1, alternates: 0 });
    const db = h.api.db;
    const tenant = (await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
    const [subUser, row] = await Promise.all([
      db.selectFrom('users').select('id').where('email', '=', 'sub@demo.test').executeTakeFirstOrThrow(),
      db.selectFrom('projects').select('id').where('project_uid', '=', project.uid).executeTakeFirstOrThrow(),
    ]);
    await db.insertInto('project_invitations').values({ tenant_id: tenant, project_id: row.id, user_id: subUser.id }).execute();
    const picked = await h.gql('mutation($c: Int!) { selectCompany(companyId: $c) { token } }', { c: tenant }, await h.login('sub@demo.test'));
    sub = picked.data.selectCompany.token;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it('proposalSendings: one REST call, the records as REST has them, newest first', async () => {
    const sent = await h.api.db.selectFrom('proposal_sendings as s').innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 's.tenant_id').onRef('p.id', '=', 's.project_id'))
      .select('p.project_uid').orderBy('s.id').executeTakeFirstOrThrow();
    h.calls.length = 0;
    const res = await h.gql(SENDINGS, { uid: sent.project_uid }, estimator);
    expect(res.errors, res.raw).toBeUndefined();
    expect(calls()).toEqual(['GET proposal/sendings/{uid}']);
    const rows = await restOf(h)('GET', `proposal/sendings/${sent.project_uid}`, admin);
    expect(res.data.proposalSendings).toEqual(rows.map((r: any) => ({
      id: String(r.id), sentAt: new Date(r.sent_at).toISOString(), sentBy: r.sent_by.name, to: r.to_email, cc: r.cc_email, fileName: r.filename, bytes: r.bytes,
    })));
    expect(rows.length).toBeGreaterThan(1);
    expect(new Date(rows[0].sent_at).getTime()).toBeGreaterThan(new Date(rows[1].sent_at).getTime());
    // Role 13 never sees them; another tenant's project is missing.
    expect(firstError(await h.gql(SENDINGS, { uid: sent.project_uid }, sub)).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await h.gql(SENDINGS, { uid: sent.project_uid }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
  });

  it("role 13 uploads its bid twice through the document route: 'Bid 1', 'Bid 2' in its log, each file served back", async () => {
    const pdf = (await h.gateway.inject({ method: 'GET', url: `/documents/proposal/${project.uid}`, headers: auth(admin) })).rawPayload;
    const uploaded = [];
    for (const n of [1, 2]) {
      h.calls.length = 0;
      const res = await upload(sub, project.uid, { name: `our-bid-${n}.pdf`, bytes: pdf });
      expect(res.statusCode, res.body).toBe(200);
      expect(calls()).toEqual(['GET auth/me', 'POST contractor/bidupload/{id}']);
      const entry = res.json();
      expect(entry).toMatchObject({ version: n, fileName: `our-bid-${n}.pdf`, bytes: pdf.length, url: `/documents/bid-uploads/${entry.id}` });
      uploaded.push(entry);
    }
    h.calls.length = 0;
    const log = await h.gql(MY_LOG, { uid: project.uid }, sub);
    expect(log.errors, log.raw).toBeUndefined();
    expect(calls()).toEqual(['GET auth/me', 'GET contractor/bidlogs/{id}']);
    expect(log.data.myBidLog).toEqual(uploaded.map((u) => ({ ...u, bidDate: new Date(u.bidDate).toISOString() })));

    // Staff see both versions with the uploader; the file comes back byte for byte, streamed.
    h.calls.length = 0;
    const staff = await h.gql(UPLOADS, { uid: project.uid }, estimator);
    expect(staff.errors, staff.raw).toBeUndefined();
    expect(calls()).toEqual(['GET contractor/bids']);
    expect(staff.data.bidUploads.map((u: any) => [u.version, u.uploaderEmail, u.url])).toEqual(
      [...uploaded].reverse().map((u) => [u.version, 'sub@demo.test', u.url]));
    h.calls.length = 0;
    const file = await fileOf(uploaded[1].id, estimator);
    expect(file.statusCode).toBe(200);
    expect(calls()).toEqual(['GET contractor/bidupload/file/{id}']);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="our-bid-2.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await fileOf(uploaded[0].id, sub)).statusCode).toBe(200);
  });

  it('refusals: JSON {message, reason} with the REST status, never internals', async () => {
    const notPdf = await upload(sub, project.uid, { name: 'bid.pdf', bytes: Buffer.from('just text, not a PDF'), type: 'application/pdf' });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toEqual({ message: 'Only PDF files can be uploaded.', reason: 'BAD_USER_INPUT' });
    const noFile = await upload(sub, project.uid, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Select a PDF file to upload.');
    const noProject = await upload(sub, undefined, { name: 'bid.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect(noProject.statusCode).toBe(400);
    // Staff cannot upload as a subcontractor; a project it was not invited to is missing for role 13.
    expect((await upload(estimator, project.uid, { name: 'bid.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') })).statusCode).toBe(403);
    const notInvited = await upload(sub, 'DC_999999', { name: 'bid.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect(notInvited.statusCode).toBe(404);
    expect(notInvited.json()).toEqual({ message: 'Unable to find project information, sorry!', reason: 'NOT_FOUND' });
    // Files: another tenant's and unknown ids are 404, no token 401.
    const [first] = (await h.gql(UPLOADS, { uid: project.uid }, admin)).data.bidUploads;
    expect((await fileOf(first.id, otherAdmin)).statusCode).toBe(404);
    expect((await fileOf('99999999', admin)).statusCode).toBe(404);
    const anonymous = await fileOf(first.id);
    expect(anonymous.statusCode).toBe(401);
    expect(Object.keys(anonymous.json()).sort()).toEqual(['message', 'reason']);
    for (const r of [notPdf, noFile, noProject, notInvited, anonymous]) expect(r.body).not.toMatch(/stack|\.ts:\d+|at \w+ \(/);
    // GraphQL: staff have no bid log of their own; role 13 cannot list everyone's uploads.
    const staffLog = await h.gql(MY_LOG, { uid: project.uid }, estimator);
    expect(firstError(staffLog).extensions?.code).toBe('FORBIDDEN');
    expectNoInternals(staffLog);
    expect(firstError(await h.gql(UPLOADS, { uid: project.uid }, sub)).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await h.gql(UPLOADS, { uid: project.uid }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
  });

  it('a PDF just over 20 MB is refused by the REST limit; a body over the route limit (21 MB) by the gateway itself', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024 + 10, 0x20)]);
    const res = await upload(sub, project.uid, { name: 'huge.pdf', bytes: big });
    expect([400, 413]).toContain(res.statusCode);
    expect(Object.keys(res.json()).sort()).toEqual(['message', 'reason']);
    const over = await upload(sub, project.uid, { name: 'huger.pdf', bytes: Buffer.alloc(22 * 1024 * 1024, 0x20) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'The file is larger than 20 MB.', reason: 'BAD_USER_INPUT' });
    // Nothing of either reached the bid log.
    expect((await h.gql(MY_LOG, { uid: project.uid }, sub)).data.myBidLog.map((e: any) => e.fileName)).not.toContain('huger.pdf');
  });
});
