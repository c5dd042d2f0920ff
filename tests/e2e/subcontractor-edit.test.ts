import * as XLSX from '@e965/xlsx';
import { describe, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickSettled, dialog, motionsSettled, pickOption, pickTyped } from '../support/antd.js';
import { ok, restLogin, type RestClient } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { login, useBrowserPage } from '../support/browser.js';

// Issue 12, the rest of Subcontractors: the edit dialog (National), status, the spreadsheet upload (a bad row
// refuses the file, then a good one) and Add Subcontractor through the dialog.

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');
const currentPage = useBrowserPage();

const COLUMNS = [
  'company_name', 'email', 'phone_number', 'working_states', 'labors_and_design', 'bidding_history', 'rating', 'address_1', 'city', 'state',
  'zip', 'manager_first_name', 'manager_last_name', 'manager_email', 'manager_phone', 'divisions', 'subdivisions',
];

/** A real .xlsx (built with the library the API reads it with), one subcontractor a row. */
function xlsxFile(rows: Record<string, string | number>[]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows, { header: COLUMNS }), 'Subcontractors');
  return {
    name: 'subcontractors.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  };
}

async function electrical(api: RestClient) {
  const division = ok(await api.call<{ data: { id: number; division_id: string; division_name: string }[] }>('GET', 'divisionname'), 'divisions')
    .data.find((d) => d.division_id === '26')!;
  const subs = ok(await api.call<{ data: { subdivision_id: number; subdivision_name: string }[] }>('GET', `division/subdivisions/${division.id}`), 'subdivisions').data;
  return { division, sub: subs[0]! };
}

/** A multi-select with a long, virtual list: type to narrow it, pick the option, close the dropdown. */
const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe('subcontractor edit, upload and add', () => {
  it('filters by division and state, edits working states to National, deactivates one', async () => {
    const page = currentPage();
    const stamp = Date.now().toString().slice(-6);
    const name = `Quasar Wiring ${stamp}`;
    const api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
    const { division, sub } = await electrical(api);
    ok(await api.call('POST', 'contractor', {
      sub_cont_info: { company_name: name, email: `q${stamp}@quasar.test`, phone_number: '(318) 555-0142', working_states: ['LA'], labors_and_design: ['Open Shop'] },
      addresses: [{ address_1: '7 Quasar Rd', city: 'Monroe', state: 'Louisiana', state_code: 'LA', zip: '71201' }],
      managers: [{ first_name: 'Quinn', last_name: 'Sar', email: `quinn${stamp}@quasar.test`, phone: '(318) 555-0143' }],
      divisions: [{ division_id: division.id }], subdivisions: [{ subdivision_id: sub.subdivision_id }],
    }), 'create subcontractor');

    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/all-subcontractors?division=${division.id}&state=LA`);
    await rowsOf(page).filter({ hasText: name }).first().waitFor();
    await rowsOf(page).filter({ hasText: 'Delta Power & Light' }).first().waitFor();
    // Texas-only electricians are not in a Louisiana list.
    if (await rowsOf(page).filter({ hasText: 'Bright Spark Electric' }).count()) throw new Error('a Texas-only subcontractor is listed for LA');

    await page.getByRole('link', { name: `View ${name}` }).click();
    await page.waitForURL('**/admin/subcontractor-details**');
    await page.getByText('7 Quasar Rd').first().waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Subcontractor');
    await edit.getByLabel('Company Name', { exact: true }).waitFor();
    await motionsSettled(page);
    if ((await edit.getByLabel('Company Name', { exact: true }).inputValue()) !== name) throw new Error('the dialog does not show the subcontractor');
    await expectAccessible(page, 'Edit Subcontractor dialog');
    await edit.getByRole('checkbox', { name: 'National' }).check();
    // National clears the chosen states and disables the picker.
    await edit.locator('.ant-select-selection-item', { hasText: 'Louisiana' }).waitFor({ state: 'detached' });
    await clickSettled(page, edit.getByRole('button', { name: 'Submit' }));
    await page.getByText('Subcontractor updated successfully!').first().waitFor();
    await page.locator('.ant-descriptions-item', { hasText: 'Working States' }).filter({ hasText: 'National' }).waitFor();

    // Deactivate it from the directory: confirmation, then 'success'.
    await page.goto(`${baseUrl}/admin/all-subcontractors?q=${encodeURIComponent(name)}`);
    await rowsOf(page).filter({ hasText: name }).first().waitFor();
    const toggle = page.getByRole('switch', { name: `Active ${name}` });
    await toggle.click();
    await page.getByText('Do you want to change the subcontractor status?').waitFor();
    await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Confirm' }));
    await page.getByText('success', { exact: true }).first().waitFor();
    await page.waitForFunction((label) => document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-checked') === 'false', `Active ${name}`);
  });

  it('uploads a spreadsheet: a bad row refuses the file naming the row; a good one adds its rows', async () => {
    const page = currentPage();
    const stamp = Date.now().toString().slice(-6);
    const api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
    const { sub } = await electrical(api);
    const row = (i: number, email = `up${stamp}-${i}@sheet.test`) => ({
      company_name: `Sheetrock Electric ${stamp} ${i}`, email, phone_number: '(512) 555-0180', working_states: 'TX; OK',
      labors_and_design: 'Union', bidding_history: 'Has bid', rating: 4, address_1: `${i} Sheet Ave`, city: 'Austin', state: 'TX',
      zip: '78701', manager_first_name: 'Sal', manager_last_name: 'Sheet', manager_email: `sal${stamp}-${i}@sheet.test`,
      manager_phone: '(512) 555-0181', divisions: '26', subdivisions: sub.subdivision_name,
    });

    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/all-subcontractors?q=${encodeURIComponent(`Sheetrock Electric ${stamp}`)}`);
    await page.getByText('No subcontractors found.').first().waitFor();
    await page.getByRole('button', { name: 'Upload Subcontractors' }).click();
    const upload = dialog(page, 'Upload Subcontractors');
    const input = upload.getByLabel('Spreadsheet file');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await upload.getByText('Invalid file type. Please upload an Excel file (.xls, .xlsx or .csv).').waitFor();
    await expectAccessible(page, 'Upload Subcontractors dialog');

    await input.setInputFiles(xlsxFile([row(1), row(2, 'not-an-email'), row(3)]));
    await clickSettled(page, upload.getByRole('button', { name: 'Submit' }));
    await upload.getByText("Sorry! Couldn't upload subcontractors.").waitFor();
    await upload.getByText('Line 3, email: This is not a valid email address.').waitFor();

    await input.setInputFiles(xlsxFile([row(1), row(2), row(3)]));
    await clickSettled(page, upload.getByRole('button', { name: 'Submit' }));
    await page.getByText('Subcontractors added successfully.').first().waitFor();
    for (const i of [1, 2, 3]) await rowsOf(page).filter({ hasText: `Sheetrock Electric ${stamp} ${i}` }).first().waitFor();
  });

  it('adds a subcontractor through the dialog: mandatory message, Select All of a division, National off with a state', async () => {
    const page = currentPage();
    const stamp = Date.now().toString().slice(-6);
    const name = `Nimbus Electric ${stamp}`;
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/all-subcontractors`);
    await rowsOf(page).first().waitFor();
    await page.getByRole('button', { name: 'Add Subcontractor' }).click();
    const add = dialog(page, 'Add Subcontractor');
    await add.getByLabel('Company Name', { exact: true }).waitFor();
    await motionsSettled(page);
    await clickSettled(page, add.getByRole('button', { name: 'Submit' }));
    await add.getByText('You must enter all mandatory fields.').waitFor();

    await add.getByLabel('Company Name', { exact: true }).fill(name);
    await add.getByLabel('Email', { exact: true }).fill(`nimbus${stamp}@nimbus.test`);
    await add.getByLabel('Phone', { exact: true }).fill('5125550190');
    await pickOption(page, add, 'Bidding History', 'Has Won Bid');
    await pickTyped(page, add, 'States', 'Texas', { close: true });
    await add.getByRole('checkbox', { name: /^Select All 26 / }).check();
    await add.getByText(/^26 .+\(\d+ of \d+\)$/).waitFor();
    await expectAccessible(page, 'Add Subcontractor dialog, selects opened, a division selected (before the address autocomplete opens)');
    await add.getByLabel('Address 1', { exact: true }).fill('12 Nimbus Way');
    await add.getByLabel('City', { exact: true }).fill('Austin');
    await add.getByLabel('State', { exact: true }).fill('Texas');
    await add.getByLabel('Zip', { exact: true }).fill('78701');
    await add.getByLabel('Manager First Name', { exact: true }).fill('Nia');
    await add.getByLabel('Manager Last Name', { exact: true }).fill('Bus');
    await add.getByLabel('Manager Email', { exact: true }).fill(`nia${stamp}@nimbus.test`);
    await add.getByLabel('Manager Phone', { exact: true }).fill('5125550191');
    await clickSettled(page, add.getByRole('button', { name: 'Submit' }));
    await page.getByText('Subcontractor added successfully!').first().waitFor();

    await page.goto(`${baseUrl}/admin/all-subcontractors?q=${encodeURIComponent(name)}`);
    await rowsOf(page).filter({ hasText: name }).first().waitFor();
    await page.getByRole('link', { name: `View ${name}` }).click();
    await page.getByText('Has Won Bid').first().waitFor();
    await page.locator('.ant-descriptions-item', { hasText: 'Working States' }).filter({ hasText: 'TX' }).waitFor();
  });

  it('maps a subcontractor to another subdivision from its details page', async () => {
    const page = currentPage();
    const stamp = Date.now().toString().slice(-6);
    const name = `Meridian Mapping ${stamp}`;
    const api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
    const { division, sub } = await electrical(api);
    const made = ok(await api.call<{ data: { sub_cont_info: { id: number } } }>('POST', 'contractor', {
      sub_cont_info: { company_name: name, email: `m${stamp}@meridian.test`, phone_number: '(512) 555-0150', is_national: true },
      addresses: [{ address_1: '5 Meridian St', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' }],
      managers: [{ first_name: 'Mel', last_name: 'Ridian', email: `mel${stamp}@meridian.test`, phone: '(512) 555-0151' }],
      divisions: [{ division_id: division.id }], subdivisions: [{ subdivision_id: sub.subdivision_id }],
    }), 'create subcontractor').data.sub_cont_info.id;
    const plumbing = ok(await api.call<{ data: { id: number; division_id: string; division_name: string }[] }>('GET', 'divisionname'), 'divisions')
      .data.find((d) => d.division_id === '22')!;
    const target = ok(await api.call<{ data: { subdivision_name: string }[] }>('GET', `division/subdivisions/${plumbing.id}`), 'subdivisions').data[0]!;

    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/subcontractor-details?id=${made}`);
    await page.getByText('5 Meridian St').first().waitFor();
    await page.getByRole('button', { name: 'Map to Subdivision' }).click();
    const map = dialog(page, 'Map Subcontractors');
    await map.locator('.ant-select-selection-item', { hasText: name }).waitFor();
    await clickSettled(page, map.getByRole('button', { name: 'Submit' }));
    await map.getByText('You must enter all mandatory fields.').waitFor();
    await pickTyped(page, map, 'Division', plumbing.division_name, { close: true });
    await pickTyped(page, map, 'Subdivision', target.subdivision_name, { close: true });
    await expectAccessible(page, 'Map Subcontractors dialog');
    await clickSettled(page, map.getByRole('button', { name: 'Submit' }));
    await page.getByText('Subcontractor mapped successfully.').first().waitFor();
    // The details reload: the new subdivision shows under its division.
    await page.locator('.ant-card', { hasText: 'Divisions and Subdivisions' }).getByText(target.subdivision_name).waitFor();
  });
});
