// Direct calls to the product's REST API (the routes the web client reaches through the gateway), for test data
// that a browser test needs but does not itself exercise.

export interface RestClient {
  /** The bearer token and the signed-in user, for calls `call` does not make (e.g. multipart uploads). */
  token: string;
  user: { id: number; MasterTenantID: number | null };
  call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** Signs in with POST auth/login and returns a client that sends the bearer token to /api/v1/<path>. */
export async function restLogin(apiUrl: string, email: string, password: string): Promise<RestClient> {
  const res = await fetch(`${apiUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const json = (await res.json()) as { data?: { token?: string; user: RestClient['user'] }; error?: string };
  const token = json.data?.token;
  if (!res.ok || !token) throw new Error(`REST login of ${email} failed: ${res.status} ${JSON.stringify(json)}`);
  return {
    token,
    user: json.data!.user,
    async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
      const reply = await fetch(`${apiUrl}/api/v1/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: reply.status, body: (await reply.json()) as T };
    },
  };
}

/** Fails with the answer's text unless the status is 200. */
export function ok<T>(reply: { status: number; body: T }, what: string): T {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** The id of the position with this name, adding it when the tenant has none yet. */
export async function ensurePosition(api: RestClient, name: string): Promise<number> {
  const list = ok(await api.call<{ data: { ID: number; position: string }[] }>('GET', 'division/internallabour/positions'), 'list positions');
  const found = list.data.find((p) => p.position.toLowerCase() === name.toLowerCase());
  if (found) return found.ID;
  const added = ok(await api.call<{ data: { ID: number } }>('POST', 'division/internallabour/position', { position: name }), `add position ${name}`);
  return added.data.ID;
}

/** Adds a level to a position and returns its id. */
export async function addLevel(api: RestClient, positionId: number, position: string, level: string, costCode: string): Promise<number> {
  const added = ok(
    await api.call<{ data: { level_id: number } }>('POST', 'division/internallabour/level', {
      position_id: positionId,
      position,
      level,
      cost_code: costCode,
    }),
    `add level ${level}`,
  );
  return added.data.level_id;
}

export interface NewEmployee {
  firstName: string;
  lastName: string;
  email: string;
  positionId: number;
  levelId: number;
  /** 'Estimator' also creates the login (and mails its invitation). */
  role?: 'Estimator' | 'Fulluser';
  /** Pay and kind, e.g. { billable: false, rate_per_hour: '30' } for an overhead employee; default billable at 45/hour. */
  pay?: Record<string, unknown>;
}

/** POST employee, the route the Add Employee dialog uses. */
export async function addEmployee(api: RestClient, e: NewEmployee): Promise<number> {
  const added = ok(
    await api.call<{ data: { ID: number } }>('POST', 'employee', {
      first_name: e.firstName,
      last_name: e.lastName,
      email: e.email,
      phone_number: '5125550142',
      position: e.positionId,
      level: e.levelId,
      address1: '100 Congress Ave',
      city: 'Austin',
      state: 'Texas',
      state_code: 'TX',
      zipcode: '78701',
      billable: true,
      period: 'hourly',
      rate_per_hour: '45',
      ...(e.role ? { role: e.role } : {}),
      ...e.pay,
    }),
    `add employee ${e.email}`,
  );
  return added.data.ID;
}

export interface NewProject {
  /** The numeric part of the project ID; the company prefix is added by the server. */
  uidNumber: string;
  name: string;
  /** Fixed markup percentage, or a custom price amount. */
  markup: { fixed: string } | { customPrice: string };
  start?: string;
  end?: string;
}

/** A Bidding project of the company's first owner with an address and a manager (duration from the dates); its ID. */
export async function addProject(api: RestClient, p: NewProject): Promise<string> {
  const owner = ok(await api.call<{ data: { id: number; addresses: { id: number }[]; managers: { id: number }[] }[] }>(
    'GET', 'owners?active=true&page=1&pageSize=100'), 'owners').data.find((o) => o.addresses.length > 0 && o.managers.length > 0);
  if (!owner) throw new Error('the company has no owner with an address and a manager');
  const markup = 'fixed' in p.markup
    ? { markup_type: 'fixed', total_markup: p.markup.fixed, custom_price_amt: '0' }
    : { markup_type: 'custom', total_markup: '', custom_price_amt: p.markup.customPrice };
  const project = ok(await api.call<{ data: { ProjectUid: string } }>('POST', 'project', {
    project_info: {
      project_uid: p.uidNumber, project_name: p.name, estimator: null, project_manager: null, site_super: null,
      address1: '1 Yard Rd', address2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zipcode: '78701',
      building_type: 'Office', project_type: 'New Build', duration: '', area: '5000', drawing_link: 'https://drawings.test/yard',
      bid_due_date: '2026-12-01', time_due: '14:00', construction_start_date: p.start ?? '2027-01-04',
      estimated_completion_date: p.end ?? '2027-03-01', ...markup, power: true, water: true, pco_profit_percentage: '', status: 'Bidding',
    },
    project_owner_info: { owner_id: owner.id, owner_address_id: owner.addresses[0]!.id, owner_manager_id: owner.managers[0]!.id },
  }), `project ${p.name}`).data;
  return project.ProjectUid;
}
