import { call, login, type Reply } from '../../test-support.js';
import { DEMO_USERS, type TestApi } from '../../testing.js';

// Test fixture of the proposal tests (no test of its own): multipart bodies built by the platform's FormData (what a
// browser or the gateway sends), the demo logins, and the demo subcontractor acting in a company.

export interface Part {
  name: string;
  value: string | Buffer;
  /** For a file part. */
  filename?: string;
  type?: string;
}

/** A multipart POST through inject, path relative to /api/v1. */
export async function postMultipart(api: TestApi, url: string, parts: readonly Part[], token?: string): Promise<Reply & { raw: string }> {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename !== undefined) form.append(p.name, new Blob([p.value], { type: p.type ?? 'application/pdf' }), p.filename);
    else form.append(p.name, String(p.value));
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await api.app.inject({
    method: 'POST', url: `/api/v1/${url}`, payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, body, raw: response.body };
}

export type Tokens = Record<keyof typeof DEMO_USERS | 'subInFirst' | 'subInSecond', string>;

/** Every demo login's token; the demo subcontractor also acting in each demo company. */
export async function demoTokens(api: TestApi): Promise<{ tokens: Tokens; tenants: [number, number] }> {
  const tokens = {} as Tokens;
  for (const [key, email] of Object.entries(DEMO_USERS)) tokens[key as keyof typeof DEMO_USERS] = await login(api, email);
  const companies = await api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
  const tenants: [number, number] = [companies[0]!.tenant_id, companies[1]!.tenant_id];
  tokens.subInFirst = await actAs(api, tokens.subcontractor, tenants[0]);
  tokens.subInSecond = await actAs(api, tokens.subcontractor, tenants[1]);
  return { tokens, tenants };
}

export async function actAs(api: TestApi, token: string, companyId: number): Promise<string> {
  const reply = await call(api, 'POST', 'auth/tenant', { token, body: { company_id: companyId } });
  if (reply.status !== 200) throw new Error(`auth/tenant: ${JSON.stringify(reply.body)}`);
  return reply.body.data.token;
}

/** Takes away (or gives back) a role's grant on an area, as a company could in its role settings. */
export async function setGrant(api: TestApi, roleId: number, area: string, grant: { can_read?: boolean; can_write?: boolean }) {
  await api.db.updateTable('role_permissions').set(grant).where('role_id', '=', roleId).where('area', '=', area).execute();
}
