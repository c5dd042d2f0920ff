import { expect } from 'vitest';
import type { Harness } from '../../../testkit.js';

// Proposal test data made through the REST API (the real rules price every line), with fixed values only, so the
// rendered PDF is the same on every run (the reference picture depends on it).

export type Rest = (method: string, path: string, token: string, body?: unknown) => Promise<any>;

export function restOf(h: Harness): Rest {
  return async (method, path, token, body) => {
    const res = await fetch(`${h.api.url}/api/v1/${path}`, {
      method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return (JSON.parse(text) as { data: unknown }).data;
  };
}

/** Runs `jobs` a few at a time (the REST API shares two cores with everything else). */
async function inBatches<T>(jobs: (() => Promise<T>)[], size = 4): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < jobs.length; i += size) out.push(...(await Promise.all(jobs.slice(i, i + size).map((j) => j()))));
  return out;
}

export interface FixedProject { uid: string; name: string }

/**
 * A Bidding project of tenant 1 (the demo company) with `bids` bids, each priced by one trade line (units × a fixed
 * cost with cents), the first also by a labor line (so Overhead is not zero), and `alternates` alternate bids.
 */
export async function fixedProject(h: Harness, token: string, o: { uidNumber: string; name: string; bids: number; alternates: number; longScope?: boolean }): Promise<FixedProject> {
  const rest = restOf(h);
  const db = h.api.db;
  const tenant = await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow();
  const [owner, part, level, estimator] = await Promise.all([
    db.selectFrom('owners as o')
      .innerJoin('owner_addresses as a', (j) => j.onRef('a.tenant_id', '=', 'o.tenant_id').onRef('a.owner_id', '=', 'o.id'))
      .innerJoin('owner_managers as m', (j) => j.onRef('m.tenant_id', '=', 'o.tenant_id').onRef('m.owner_id', '=', 'o.id'))
      .select(['o.id', 'a.id as address', 'm.id as manager']).where('o.tenant_id', '=', tenant.tenant_id).where('o.is_active', '=', true)
      .orderBy('o.id').orderBy('a.id').orderBy('m.id').executeTakeFirstOrThrow(),
    db.selectFrom('catalogue_parts as p')
      .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
      .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subdivision_id'))
      .select(['p.id', 'p.category_id', 'c.subdivision_id', 's.division_id']).where('p.tenant_id', '=', tenant.tenant_id)
      .orderBy('p.id').executeTakeFirstOrThrow(),
    db.selectFrom('levels').select(['id', 'position_id']).where('tenant_id', '=', tenant.tenant_id).orderBy('id').executeTakeFirstOrThrow(),
    db.selectFrom('employees').select('id').where('tenant_id', '=', tenant.tenant_id).orderBy('id').executeTakeFirstOrThrow(),
  ]);
  const project = await rest('POST', 'project', token, {
    project_info: {
      project_uid: o.uidNumber, project_name: o.name, estimator: estimator.id, project_manager: estimator.id, site_super: null,
      address1: '1200 Congress Ave', address2: 'Suite 5', city: 'Austin', state: 'Texas', state_code: 'TX', zipcode: '78701',
      building_type: 'Office', project_type: 'New Build', duration: '8', area: '12500', drawing_link: 'https://drawings.test/proposal',
      bid_due_date: '2026-12-01', time_due: '14:00', construction_start_date: '2027-01-04', estimated_completion_date: '2027-03-01',
      markup_type: 'fixed', total_markup: '10', custom_price_amt: '0', power: true, water: false, pco_profit_percentage: '', status: 'Bidding',
    },
    project_owner_info: { owner_id: owner.id, owner_address_id: owner.address, owner_manager_id: owner.manager },
  });
  const uid = project.ProjectUid as string;
  const scope = (i: number) => (o.longScope && i % 5 === 0
    ? `Furnish and install all work of item ${i + 1} complete, including layout, protection of adjacent finishes, daily `
      + 'cleanup, coordination with other trades, submittals, shop drawings, samples and closeout documents.'
    : `Scope item ${i + 1}: furnish and install per drawings.`);
  // The bids one after another, so that their ids (the order every list and the PDF show them in) follow their labels;
  // a parallel start would number them in arrival order, and the reference picture would differ from run to run.
  const bids: number[] = [];
  const versions: number[] = [];
  for (let i = 0; i < o.bids + o.alternates; i += 1) {
    const bid = await rest('POST', 'setup/bid', token, {
      project_uid: uid, division_id: part.division_id, subdivision_id: part.subdivision_id, label: `Item ${i + 1}`,
      scope_of_work: scope(i), is_alternate: i >= o.bids, subcontractor: [],
    });
    bids.push(bid.id as number);
    versions.push(bid.version as number);
  }
  await inBatches(bids.map((id, i) => () => rest('POST', 'directtrade', token, {
    bidsheet_id: id, subdivision_id: part.subdivision_id, category_id: part.category_id, part_id: part.id,
    units: String(3 + (i % 7)), cost_per_unit: `${1234 + i * 17}.${String(11 + i).padStart(2, '0').slice(-2)}`, notes: '', subcontractor: [],
    version: versions[i],
  })));
  await rest('POST', 'division/internallabour', token, {
    bidsheet_id: bids[0], position_id: level.position_id, level_id: level.id, quantity: '2', units: '3', notes: '',
    version: versions[0]! + 1, // the trade line above bumped it (every bid write sends the version it read)
  });
  return { uid, name: o.name };
}
