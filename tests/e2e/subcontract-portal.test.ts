import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dec, formatMoney } from '@suite/money';
import { login, useBrowserPage } from '../support/browser.js';
import { clickSettled, dialog } from '../support/antd.js';
import { addProject, ok, restLogin, type RestClient } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

// Role 13's My Subcontracts (issue 33, docs/subcontracts.md §4 'Role 13') in the browser: a project of its own with two
// bids, each awarded by staff through REST, one to a subcontractor the demo subcontractor manages (its login is a
// manager's email, as the bid uploads find it) and one to another subcontractor. Role 13, invited to the project by an
// Invitation To Bid, sees only its own subcontract on the proposal page and submits a billing there; staff find it
// Submitted. (The ledger address being a 404 for role 13 is asserted in subcontracts.test.ts.)
const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');
const currentPage = useBrowserPage();
const stamp = Date.now().toString().slice(-6);

const names = {
  project: `Portal Yard ${stamp}`,
  division: `Finishes ${stamp}`,
  subdivision: `Tiling ${stamp}`,
  category: `Floor tile ${stamp}`,
  part: `Porcelain tile ${stamp}`,
  mine: `Sam's Tile ${stamp}`,
  theirs: `Rival Tile ${stamp}`,
};
const MINE = dec('5250.00');
const THEIRS = dec('7777.77');
const BILLED = dec('1300.00');
const money = formatMoney;

interface Commitment { id: number; number: string; subcontractor_id: number; billings: { number: number; status: string; total: string }[] }

let api: RestClient;
let projectUid: string;
let mineId: number;
let theirsId: number;

/** A POST answering 201: its body. */
function created<T>(reply: { status: number; body: T }, what: string): T {
  if (reply.status !== 201) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A subcontractor of the company with one manager. */
async function addSubcontractor(name: string, manager: { first: string; last: string; email: string }, division: number, subdivision: number): Promise<number> {
  return ok(await api.call<{ data: { sub_cont_info: { id: number } } }>('POST', 'contractor', {
    sub_cont_info: { company_name: name, email: `office${stamp}@${name.split(' ')[0]!.toLowerCase().replace(/\W/g, '')}.test`, phone_number: '(512) 555-0170', working_states: ['TX'], labors_and_design: ['Open Shop'] },
    addresses: [{ address_1: '9 Grout Way', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' }],
    managers: [{ first_name: manager.first, last_name: manager.last, email: manager.email, phone: '(512) 555-0171' }],
    divisions: [{ division_id: division }], subdivisions: [{ subdivision_id: subdivision }],
  }), `subcontractor ${name}`).data.sub_cont_info.id;
}

/** A bid on the project with one trade line, quoted by `sub` at `amount` and selected; then awarded (docs/subcontracts.md §4). */
async function awardedBid(ids: { division: number; subdivision: number; category: number; part: number }, label: string, sub: number, amount: string): Promise<Commitment> {
  const bid = ok(await api.call<{ data: { id: number; version: number } }>('POST', 'setup/bid', {
    project_uid: projectUid, division_id: ids.division, subdivision_id: ids.subdivision, label, scope_of_work: `${label}: furnish and install tile.`,
    is_alternate: false, subcontractor: [],
  }), `bid ${label}`).data;
  let version = ok(await api.call<{ bid: { version: number } }>('POST', 'directtrade', {
    bidsheet_id: bid.id, sub_division: ids.subdivision, category_id: ids.category, part: ids.part, units: '10', subcontractor: [], version: bid.version,
  }), 'trade line').bid.version;
  version = ok(await api.call<{ data: { version: number } }>('PUT', `bidsheet/addsubcontractor/${bid.id}`, { sub_contractor: [{ id: sub }], version }), 'add').data.version;
  const line = ok(await api.call<{ data: { trades: { id: number }[] } }>('GET', `bidsheet/lines?bid_ids=${bid.id}`), 'lines').data.trades[0]!;
  version = ok(await api.call<{ bid: { version: number } }>('PUT', `directtrade/${line.id}`, {
    subcontractor: [{ subcontractor_id: sub, subcontractor_amount: amount }], version,
  }), 'amount').bid.version;
  ok(await api.call('POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bid.id, selected_subcontractor_id: sub, version }), 'select');
  return created(await api.call<{ data: Commitment }>('POST', `subcontract/award/bid/${bid.id}`, { retainage_rate: '10.00' }), `award ${label}`).data;
}

async function ledger(): Promise<Commitment[]> {
  return ok(await api.call<{ data: { commitments: Commitment[] } }>('GET', `subcontract/projectuid/${projectUid}`), 'ledger').data.commitments;
}

beforeAll(async () => {
  api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
  const units = ok(await api.call<{ data: { ID: number }[] }>('GET', 'directtrade/uperm'), 'units').data;
  const division = ok(await api.call<{ data: { id: number } }>('POST', 'divisionname', { division_name: names.division, division_id: '' }), 'division').data.id;
  const subdivision = ok(await api.call<{ data: { subdivision_id: number } }>('POST', 'division/subdivision', {
    subdivision_name: names.subdivision, division_id: division, division_name: names.division,
  }), 'subdivision').data.subdivision_id;
  const category = ok(await api.call<{ data: { category_id: number } }>('POST', 'division/category', {
    category_name: names.category, subdivision_id: subdivision,
  }), 'category').data.category_id;
  ok(await api.call('POST', 'directtrade/parts', {
    part_hold: names.part, category_id: category, cost_per_unit: '600.00', u_per_m_id: units[0]!.ID, cost_code: `09-30-${stamp}`,
  }), 'part');
  const found = ok(await api.call<{ data: { id?: number; ID?: number; part_hold: string }[] }>(
    'GET', `directtrade/parts?category_id=${category}&all=true`), 'parts').data.find((x) => x.part_hold === names.part)!;
  const part = Number(found.id ?? found.ID);
  projectUid = await addProject(api, { uidNumber: `6${stamp}`, name: names.project, markup: { fixed: '10' } });

  // The demo subcontractor's login is a manager's email of the first subcontractor; the second is another company's.
  const mine = await addSubcontractor(names.mine, { first: 'Sam', last: 'Subcontractor', email: 'sub@demo.test' }, division, subdivision);
  const theirs = await addSubcontractor(names.theirs, { first: 'Rita', last: 'Rival', email: `rita${stamp}@rival.test` }, division, subdivision);
  const ids = { division, subdivision, category, part };
  mineId = (await awardedBid(ids, 'Item 1', mine, MINE.toFixed(2))).id;
  theirsId = (await awardedBid(ids, 'Item 2', theirs, THEIRS.toFixed(2))).id;
  // Staff invite the demo subcontractor to the project (Invitation To Bid), so the project is on its list.
  ok(await api.call('PUT', 'contractors/sendemail', {
    company_id: api.user.MasterTenantID, project_uid: projectUid, template_type: 'invitation_to_bid', email_list: ['sub@demo.test'],
  }), 'invite');
}, 180_000);

async function signInAsSubcontractor(page: Page) {
  await login(page, baseUrl, 'sub@demo.test', password);
  await page.waitForURL('**/admin/select-companies');
  await page.getByLabel('Company').fill('Demo');
  await clickSettled(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Demo Construction Co' }).first());
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/admin/projects');
}

describe("role 13's subcontracts (issue 33)", () => {
  it("role 13 sees only its own subcontract on its proposal page, submits a billing there, and staff find it Submitted", async () => {
    const page = currentPage();
    await signInAsSubcontractor(page);
    await page.getByLabel('Search projects').fill(names.project);
    await clickSettled(page, page.getByRole('button', { name: `View ${projectUid}` }).first());
    await page.waitForURL('**/admin/project-details');

    // Its own subcontract (its amount, its name); the other subcontractor's amount and name nowhere on the page.
    const card = page.getByTestId('my-subcontracts');
    await card.getByText(money(MINE)).first().waitFor();
    await card.getByText(names.mine).first().waitFor();
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(THEIRS.toFixed(2));
    expect(text).not.toContain(money(THEIRS));
    expect(text).not.toContain(names.theirs);
    expect(await card.getByRole('button', { name: 'Submit Billing', exact: true }).count()).toBe(1);
    await expectAccessible(page, 'Proposal (role 13) with My Subcontracts');

    // A billing of 1,300.00 on its one line, submitted: the card shows it Submitted.
    await card.getByRole('button', { name: 'Submit Billing', exact: true }).click();
    const billing = dialog(page, 'Billing on SC-001');
    await billing.getByLabel(new RegExp(`^Amount of .*${names.part}$`)).fill(BILLED.toFixed(2));
    await clickSettled(page, billing.getByRole('button', { name: 'Submit Billing', exact: true }));
    await page.locator('.ant-message').getByText('Billing submitted.', { exact: true }).first().waitFor();
    const row = card.locator('tr').filter({ hasText: money(BILLED) }).filter({ hasText: 'Submitted' });
    await row.first().waitFor();
    expect(await page.locator('body').innerText()).not.toContain(names.theirs);

    // Staff (through REST): the billing is on its subcontract, Submitted at that amount; the other's has none.
    const commitments = await ledger();
    const mine = commitments.find((c) => c.id === mineId)!;
    expect(mine.number).toBe('SC-001');
    expect(mine.billings.map((b) => ({ number: b.number, status: b.status, total: dec(b.total).toFixed(2) })))
      .toEqual([{ number: 1, status: 'Submitted', total: BILLED.toFixed(2) }]);
    expect(commitments.find((c) => c.id === theirsId)!.billings).toEqual([]);
  }, 240_000);
});
