import { expect } from 'vitest';
import type { Harness } from '../../../testkit.js';

// PCO test data made through the gateway (the real REST rules price every line), on a fresh project of the demo company.

export const PCO_TOTALS = 'totals { labor burden trades totalCost profitPercentage profitCost pcoTotalCost }';
export const PCO_LINES = `laborLines { id pcoId costCode position { id name } level { id name } quantity units costPerUnit total overhead budgetTotal notes }
  tradeLines { id pcoId costCode subdivision { id name } category { id name } part { id name } costPerUnit units unitOfMeasure total notes }`;
export const PCO = `id projectUid name title date notes status changeOrderNumber changeOrderName acceptedAt pricingMode version
  editable deletable pdfUrl ${PCO_TOTALS}`;

/** The catalogue and the level lines are priced from: the demo company's first part and level. */
export interface Catalogue {
  level: { id: number; position_id: number };
  part: { id: number; category_id: number; subdivision_id: number };
}

export async function catalogue(h: Harness): Promise<Catalogue> {
  const db = h.api.db;
  const tenant = await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow();
  const [level, part] = await Promise.all([
    db.selectFrom('levels').select(['id', 'position_id']).where('tenant_id', '=', tenant.tenant_id).orderBy('id').executeTakeFirstOrThrow(),
    db.selectFrom('catalogue_parts as p')
      .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
      .select(['p.id', 'p.category_id', 'c.subdivision_id']).where('p.tenant_id', '=', tenant.tenant_id)
      .orderBy('p.id').executeTakeFirstOrThrow(),
  ]);
  return { level, part };
}

export const laborInput = (c: Catalogue, quantity: string, units: string, costPerUnit?: string) => ({
  positionId: String(c.level.position_id), levelId: String(c.level.id), quantity, units, ...(costPerUnit ? { costPerUnit } : {}),
});

export const tradeInput = (c: Catalogue, units: string, costPerUnit: string) => ({
  subdivisionId: String(c.part.subdivision_id), categoryId: String(c.part.category_id), partId: String(c.part.id), units, costPerUnit,
});

/** The operation's data, failing the test with the raw answer on any error. */
export async function ok(h: Harness, token: string, query: string, variables?: Record<string, unknown>): Promise<any> {
  const res = await h.gql(query, variables, token);
  expect(res.errors, res.raw).toBeUndefined();
  return res.data;
}

/** A project as the tests know it: its row id (for `project(id:)`) and its project ID. */
export interface TestProject { id: string; uid: string }

/** A new PCO named by the project's next name, with a labor line and a trade line when `lines`. */
export async function newPco(h: Harness, token: string, p: TestProject, c: Catalogue, o: { title: string; lines?: boolean; notes?: string }) {
  const next = (await ok(h, token, 'query($id: ID!) { project(id: $id) { nextPcoName } }', { id: p.id })).project.nextPcoName;
  const added = await ok(h, token, `mutation($i: AddPcoInput!) { addPco(input: $i) { id name version } }`, {
    i: { projectUid: p.uid, name: next, title: o.title, notes: o.notes ?? `Scope of ${o.title}.` },
  });
  const id = added.addPco.id as string;
  if (o.lines) {
    // Each write sends the version it read (issue 30 §5).
    const labor = await ok(h, token, 'mutation($id: ID!, $i: LaborLineInput!) { addPcoLaborLine(pcoId: $id, input: $i) { version } }',
      { id, i: { ...laborInput(c, '2', '3', '85.50'), expectedVersion: added.addPco.version } });
    await ok(h, token, 'mutation($id: ID!, $i: TradeLineInput!) { addPcoTradeLine(pcoId: $id, input: $i) { id } }',
      { id, i: { ...tradeInput(c, '4', '612.35'), expectedVersion: labor.addPcoLaborLine.version } });
  }
  return { id, name: added.addPco.name as string };
}
