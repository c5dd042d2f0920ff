// Billing benches (BENCH_ONLY=billing; issue 32, docs/billing.md §3, §5), on the built product: a project with BENCH_BILLING_BIDS
// (60) bids, BENCH_BILLING_COS (20) Accepted change orders and BENCH_BILLING_APPS (24) applications (23 certified, the
// last a Draft), made through the REST API (its own rules price and bill every line). The applications query
// (`paymentApplications`, every application with its lines, totals, summary, change-order summary and payments) through
// the gateway against the one REST call it makes (`GET payment-application/projectuid/{uid}`), interleaved.
// Target: gateway median ≤ 1.5 × the REST call's median. Printed, not enforced (timings on a shared machine are figures).
import type { Figures, measureInterleaved } from './measure.js';
import type { Db } from '../../api/src/db/types.js';
import { startPreparedStack, type PreparedStack } from './prepared-stack.js';

interface Tools {
  measureInterleaved: typeof measureInterleaved;
  login(apiUrl: string, username: string, password: string): Promise<string>;
  print(title: string, rows: [string, Figures][]): void;
}

const FIGURES = 'scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent balanceToFinish retainage';

// The Payment Application and Payment Report screens' data (docs/projects.md §2.13): the whole billing of the project.
export const BILLING_QUERY = `query($uid: String!) { paymentApplications(projectUid: $uid) {
  projectUid retainage { workRate storedRate } startDate estimatedCompletionDate contractSumToDate
  applications { id projectUid number status periodFrom periodTo applicationDate workRate storedRate isFinal version
    certifiedAmount certifiedOn submittedAt submittedBy createdAt contractMoved g702PdfUrl g703PdfUrl
    lines { id itemNo kind bidId pcoId description ${FIGURES} retainageWork retainageStored retainageReleased }
    totals { ${FIGURES} }
    summary { originalContractSum netChangeByChangeOrders contractSumToDate completedStoredToDate retainageCompletedWork
      retainageStoredMaterial totalRetainage totalEarnedLessRetainage previousCertificates currentPaymentDue
      balanceToFinishIncludingRetainage }
    changeOrderSummary { previousAdditions previousDeductions thisPeriodAdditions thisPeriodDeductions totalAdditions totalDeductions net }
    releasedThisApplication payments { id amount receivedOn reference recordedBy recordedAt } paymentsTotal } } }`;

/** A REST call's `data`, or (`whole`) its whole answer, e.g. a PCO line's `{data, pco}`. */
type Rest = (method: string, path: string, body?: unknown, whole?: boolean) => Promise<any>;

function restOf(apiUrl: string, token: string): Rest {
  return async (method, path, body, whole = false) => {
    const res = await fetch(`${apiUrl}/api/v1/${path}`, {
      method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    const parsed = JSON.parse(text) as { data: unknown };
    return whole ? parsed : parsed.data;
  };
}

/** Runs `jobs` a few at a time (the machine has two cores). */
async function inBatches<T>(jobs: (() => Promise<T>)[], size = 4): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < jobs.length; i += size) out.push(...(await Promise.all(jobs.slice(i, i + size).map((j) => j()))));
  return out;
}

const month = (i: number) => {
  const d = new Date(Date.UTC(2025, i, 1));
  const end = new Date(Date.UTC(2025, i + 1, 0));
  return { from: d.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
};

/** What the REST calls name: the demo company's first owner (with an address and a manager), part and employee. */
interface Refs {
  owner: { id: number; address: number; manager: number };
  part: { id: number; category_id: number; subdivision_id: number; division_id: number };
  employee: number;
}

async function readRefs(db: Db): Promise<Refs> {
  const tenant = await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow();
  const [owner, part, employee] = await Promise.all([
    db.selectFrom('owners as o')
      .innerJoin('owner_addresses as a', (j) => j.onRef('a.tenant_id', '=', 'o.tenant_id').onRef('a.owner_id', '=', 'o.id'))
      .innerJoin('owner_managers as m', (j) => j.onRef('m.tenant_id', '=', 'o.tenant_id').onRef('m.owner_id', '=', 'o.id'))
      .select(['o.id', 'a.id as address', 'm.id as manager']).where('o.tenant_id', '=', tenant.tenant_id).where('o.is_active', '=', true)
      .orderBy('o.id').executeTakeFirstOrThrow(),
    db.selectFrom('catalogue_parts as p')
      .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
      .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subdivision_id'))
      .select(['p.id', 'p.category_id', 'c.subdivision_id', 's.division_id']).where('p.tenant_id', '=', tenant.tenant_id)
      .orderBy('p.id').executeTakeFirstOrThrow(),
    db.selectFrom('employees').select('id').where('tenant_id', '=', tenant.tenant_id).orderBy('id').executeTakeFirstOrThrow(),
  ]);
  return { owner, part, employee: employee.id };
}

/** The project, its bids and change orders, and its applications, through REST; answers the project's uid. */
async function loadBilling(rest: Rest, refs: Refs, o: { bids: number; changeOrders: number; applications: number }): Promise<string> {
  const project = await rest('POST', 'project', {
    project_info: {
      project_uid: '9032', project_name: 'Billing Bench Medical Center', estimator: refs.employee, project_manager: refs.employee,
      site_super: null, address1: '500 Lamar Blvd', address2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zipcode: '78703',
      building_type: 'Office', project_type: 'New Build', duration: '104', area: '250000', drawing_link: 'https://drawings.test/billing-bench', bid_due_date: '2024-12-01',
      time_due: '14:00', construction_start_date: '2025-01-06', estimated_completion_date: '2026-12-31', markup_type: 'fixed',
      total_markup: '10', custom_price_amt: '0', power: true, water: true, pco_profit_percentage: '', status: 'Bidding',
    },
    project_owner_info: { owner_id: refs.owner.id, owner_address_id: refs.owner.address, owner_manager_id: refs.owner.manager },
  });
  const uid = project.ProjectUid as string;
  const { part } = refs;
  // Bids one after another (their ids follow their labels), each priced by one trade line.
  const bids: { id: number; version: number }[] = [];
  for (let i = 0; i < o.bids; i += 1) {
    const bid = await rest('POST', 'setup/bid', {
      project_uid: uid, division_id: part.division_id, subdivision_id: part.subdivision_id, label: `Package ${i + 1}`,
      scope_of_work: `Work package ${i + 1}.`, is_alternate: false, subcontractor: [],
    });
    bids.push({ id: bid.id, version: bid.version });
  }
  await inBatches(bids.map((b, i) => () => rest('POST', 'directtrade', {
    bidsheet_id: b.id, subdivision_id: part.subdivision_id, category_id: part.category_id, part_id: part.id,
    units: String(10 + (i % 9)), cost_per_unit: `${8_750 + i * 131}.${String(10 + (i % 89)).padStart(2, '0')}`, notes: '', subcontractor: [],
    version: b.version,
  })));
  // Change orders, each priced by a trade line, accepted between applications.
  const coAt = (k: number) => Math.floor(((k + 1) * (o.applications - 1)) / (o.changeOrders + 1));
  const applicationIds: number[] = [];
  let co = 0;
  for (let n = 0; n < o.applications; n += 1) {
    for (; co < o.changeOrders && coAt(co) <= n; co += 1) {
      const pco = await rest('POST', 'change-order', {
        pco_name: `PCO-${String(co + 1).padStart(3, '0')}`, title: `Change ${co + 1}`, project_uid: uid, date: null, notes: '', total: 0,
        status: 'Pending', type: 'PCO',
      });
      // Every PCO write sends the version it read (issue 30 item 5); a line's answer carries the PCO's new one.
      const line = await rest('POST', 'pco/direct-trade', {
        pco_id: pco.id, subdivision_id: part.subdivision_id, category_id: part.category_id, part_id: part.id,
        cost_per_unit: `${2_400 + co * 57}.35`, units: '3', notes: '', version: pco.version,
      }, true);
      await rest('PUT', `change-order/update/${pco.id}`, { status: 'Accepted', version: line.pco.version });
    }
    const { from, to } = month(n);
    const app = await rest('POST', `payment-application/projectuid/${uid}`, { period_from: from, period_to: to, application_date: to });
    applicationIds.push(app.id);
    // A share of every line this month (what is left of C, spread over the months to come), some materials stored.
    const lines = app.lines.map((l: { id: number; scheduled_value: string; from_previous: string }, i: number) => {
      const left = Number(l.scheduled_value) * 100 - Number(l.from_previous) * 100;
      const share = Math.max(0, Math.floor(left / Math.max(1, o.applications - n + 2)));
      return { id: l.id, this_period: (share / 100).toFixed(2), stored_materials: i % 5 === 0 && left > 200_000 ? '1000.00' : '0.00' };
    });
    const entered = await rest('PUT', `payment-application/${app.id}/lines`, { version: app.version, lines });
    if (n === o.applications - 1) break; // the last stays a Draft
    const submitted = await rest('POST', `payment-application/${app.id}/submit`, { version: entered.version });
    const due = Number(submitted.summary.current_payment_due);
    const certified = await rest('POST', `payment-application/${app.id}/certify`, {
      version: submitted.version, certified_amount: (n % 6 === 3 ? Math.max(0, due - 500) : due).toFixed(2), certified_on: to,
    });
    if (Number(certified.certified_amount) > 0) {
      await rest('POST', `payment-application/${app.id}/payments`, {
        version: certified.version, amount: certified.certified_amount, received_on: to, reference: `CHK ${1000 + n}`,
      });
    }
  }
  return uid;
}

async function latency(stack: PreparedStack, token: string, uid: string, runs: number, tools: Tools,
  o: { bids: number; changeOrders: number; applications: number }): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const restCall = async () => {
    const res = await fetch(`${stack.apiUrl}/api/v1/payment-application/projectuid/${encodeURIComponent(uid)}`, { headers });
    if (res.status !== 200) throw new Error(`payment-application/projectuid: ${res.status}`);
    await res.arrayBuffer();
  };
  const gql = async () => {
    const res = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query: BILLING_QUERY, variables: { uid } }),
    });
    const body = (await res.json()) as { data?: { paymentApplications: { applications: { lines: unknown[] }[] } }; errors?: unknown };
    if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
    // The whole billing each time: every application, the last with a line per bid and per change order.
    const apps = body.data.paymentApplications.applications;
    if (apps.length !== o.applications || apps.at(-1)!.lines.length !== o.bids + o.changeOrders) {
      throw new Error(`billing: ${apps.length} applications, ${apps.at(-1)?.lines.length} lines on the last`);
    }
  };
  const [gateway, restFigures] = (await tools.measureInterleaved(runs, [gql, restCall], stack.cpuMs)) as [Figures, Figures];
  tools.print(`Billing, ${stack.database}: ${runs} rounds of the two requests, interleaved`, [
    ['GraphQL paymentApplications(projectUid), everything', gateway],
    ['REST GET payment-application/projectuid/{uid}', restFigures],
  ]);
  const ratio = gateway.median / restFigures.median;
  console.log(`  gateway median / REST call median = ${ratio.toFixed(2)} (target ≤ 1.5): ${ratio <= 1.5 ? 'PASS' : 'FAIL'}`);
}

export async function billingStage(runs: number, tools: Tools): Promise<void> {
  const o = {
    bids: Number(process.env.BENCH_BILLING_BIDS ?? 60),
    changeOrders: Number(process.env.BENCH_BILLING_COS ?? 20),
    applications: Number(process.env.BENCH_BILLING_APPS ?? 24),
  };
  let refs: Refs | undefined;
  const stack = await startPreparedStack(async (db) => { refs = await readRefs(db); });
  try {
    const token = await tools.login(stack.apiUrl, 'companyadmin@demo.test', stack.demoPassword);
    const started = performance.now();
    const uid = await loadBilling(restOf(stack.apiUrl, token), refs!, o);
    console.log(`\nBilling bench: project ${uid}, ${o.bids} bids, ${o.changeOrders} change orders, ${o.applications} applications `
      + `made through REST in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await latency(stack, token, uid, runs, tools, o);
  } finally {
    await stack.stop();
  }
}
