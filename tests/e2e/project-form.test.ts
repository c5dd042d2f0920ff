import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { login, useBrowserPage } from '../support/browser.js';
import { motionsSettled, pickOption } from '../support/antd.js';
import { addEmployee, addLevel, ensurePosition, restLogin } from '../support/api.js';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

const stamp = Date.now().toString().slice(-6);
const projectName = `Skyline Plaza ${stamp}`;
const renamed = `Skyline Annex ${stamp}`;
// Estimators are employees with the Estimator role; project managers go by the position 'Project Manager' (docs/projects.md §5).
// The test adds its own one of each (POST employee, the Add Employee route) before opening the form, so it does not
// depend on which employees the demo data holds; the position is reused when the demo data already has it.
const estimator = { firstName: 'Esther', lastName: `Estimate${stamp}` };
const manager = { firstName: 'Pat', lastName: `Manager${stamp}` };
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** Set by the create test; the edit test works on that project. */
let created: { uid: string; name: string } | undefined;

beforeAll(async () => {
  const api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
  const positionId = await ensurePosition(api, 'Project Manager');
  const levelId = await addLevel(api, positionId, 'Project Manager', `PM ${stamp}`, `01-${stamp}`);
  await addEmployee(api, { ...estimator, email: `esther${stamp}@projects.test`, positionId, levelId, role: 'Estimator' });
  await addEmployee(api, { ...manager, email: `pat${stamp}@projects.test`, positionId, levelId });
});

async function signInToAllProjects(page: Page) {
  await login(page, baseUrl, 'companyadmin@demo.test', password);
  await page.waitForURL('**/admin/projects');
  await page.getByRole('row').filter({ hasText: 'Barton Springs Office Tower' }).first().waitFor();
}

/**
 * Clicks the form's submit button and expects exactly one error dialog whose whole text is `expected`
 * (docs/projects.md §5: the first failing rule, one message at a time, each in a dialog), then closes it with Ok.
 */
async function expectSubmitError(page: Page, button: 'Create' | 'Update', expected: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const box = page.locator('.ant-modal-confirm-error');
  await box.waitFor(); // strict: a second open error dialog fails here
  await motionsSettled(page); // answer it once it has finished opening, as a person would
  expect((await box.locator('.ant-modal-confirm-content').textContent())?.trim()).toBe(expected);
  await box.getByRole('button', { name: 'Ok' }).click();
  try {
    await box.waitFor({ state: 'detached' });
  } catch (err) {
    const open = await page.evaluate(() =>
      [...document.querySelectorAll('.ant-modal-confirm-error')].map((e) => `${e.className}: ${e.textContent}`),
    );
    throw new Error(`after Ok on "${expected}" the error dialogs still open are ${JSON.stringify(open)}`, { cause: err });
  }
}

/** The value shown for `label` on the Contract Details card of the proposal page. */
function contractDetail(page: Page, label: string): Locator {
  const card = page.locator('.ant-card').filter({ has: page.getByText('Contract Details', { exact: true }) });
  return card
    .locator('.ant-descriptions-item-container')
    .filter({ has: page.locator('.ant-descriptions-item-label').getByText(label, { exact: true }) })
    .locator('.ant-descriptions-item-content');
}

async function expectContractDetail(page: Page, label: string, value: string) {
  await page.waitForFunction(
    ([l, v]) => {
      const cards = [...document.querySelectorAll('.ant-card')].filter((c) => c.textContent?.includes('Contract Details'));
      return cards.some((card) =>
        [...card.querySelectorAll('.ant-descriptions-item-container')].some(
          (item) =>
            item.querySelector('.ant-descriptions-item-label')?.textContent?.trim() === l &&
            item.querySelector('.ant-descriptions-item-content')?.textContent?.trim() === v,
        ),
      );
    },
    [label, value] as const,
  );
  expect((await contractDetail(page, label).first().textContent())?.trim()).toBe(value);
}

async function waitForInputValue(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.waitFor();
  await page.waitForFunction(
    ([id, v]) => (document.getElementById(id) as HTMLInputElement | null)?.value === v,
    [(await input.getAttribute('id')) ?? '', value] as const,
  );
}

async function searchProjects(page: Page, text: string) {
  await page.getByLabel('Search projects').fill(text);
}

describe('create and edit a project (issue 4)', () => {
  it('Create Project shows the §5 messages one at a time in order, then creates the project, Skip returns to the list', async () => {
    const page = currentPage();
    await signInToAllProjects(page);
    await page.getByRole('button', { name: 'Create New Project' }).click();
    await page.waitForURL('**/admin/create-project');
    await page.getByRole('heading', { name: 'Create Project' }).waitFor();

    // The next project ID is filled in (prefix shown beside the numeric part).
    const uidInput = page.getByLabel('Project ID', { exact: true });
    await page.waitForFunction(() => /^\d+$/.test((document.getElementById('project_uidNumber') as HTMLInputElement | null)?.value ?? ''));
    const uidNumber = await uidInput.inputValue();
    const uid = `DC_${uidNumber}`;
    await page.getByText('DC_', { exact: true }).first().waitFor();

    // Empty form: the owner comes first.
    await expectSubmitError(page, 'Create', 'Owner Details : Owner Name is required. Kindly select an Owner.');

    // The owner's email and phone come from the owner record; with them present, the owner address is next.
    await pickOption(page, page, 'Owner', 'Blue Sky Offices LLC');
    await page.getByText('contact@bluesky.demo').first().waitFor();
    await expectSubmitError(page, 'Create', 'Owner Details : Owner Address 1 is reqired. Kindly select an address.');

    await pickOption(page, page, 'Owner Address', '2100 Ross Ave');
    await page.getByText('Dallas, TX 75201').first().waitFor();
    await expectSubmitError(page, 'Create', 'Owner Manager is reqired. Kindly select a manager.');

    await pickOption(page, page, 'Owner Manager', 'Carla Cruz');
    await page.getByText('carla.cruz@bluesky.demo').first().waitFor();
    // The project ID was prefilled; blank it to see its rule, which precedes the project name.
    await uidInput.fill('');
    await expectSubmitError(page, 'Create', 'Project Details : Project ID is required.');

    await uidInput.fill(uidNumber);
    await expectSubmitError(page, 'Create', 'Project Details : Project name is required.');

    await page.getByLabel('Project Name', { exact: true }).fill(projectName);
    await expectSubmitError(page, 'Create', 'Project Details : Project address is required. Kindly fill the address details.');

    // Typed without choosing a suggestion: city, state and zip stay empty.
    await page.getByLabel('Address 1', { exact: true }).fill('2200 Skyline Blvd');
    await expectSubmitError(page, 'Create', 'Project address : City is required.');

    await page.getByLabel('City', { exact: true }).fill('Austin');
    await expectSubmitError(page, 'Create', 'Project address : Zipcode is required.');

    await page.getByLabel('Zip', { exact: true }).fill('787');
    await expectSubmitError(page, 'Create', 'Project Address : Zipcode should be of 5 digits.');

    await page.getByLabel('Zip', { exact: true }).fill('78701');
    await expectSubmitError(page, 'Create', 'Project Details : Building type is required.');

    await pickOption(page, page, 'Building Type', 'Office');
    await expectSubmitError(page, 'Create', 'Project Details : Project type is required.');

    await pickOption(page, page, 'Project Type', 'Renovation');
    await expectSubmitError(page, 'Create', 'Project Details : Square FT value should be more than 0.');

    await page.getByLabel('Square Feet', { exact: true }).fill('0');
    await expectSubmitError(page, 'Create', 'Project Details : Square FT value should be more than 0.');

    await page.getByLabel('Square Feet', { exact: true }).fill('12500');
    expect(await page.getByLabel('Square Feet', { exact: true }).inputValue()).toBe('12,500');
    await expectSubmitError(page, 'Create', 'Project Details : Drawing and images link is required.');

    await page.getByLabel('Drawing Link', { exact: true }).fill(`https://drawings.example.test/skyline-${stamp}`);
    await expectSubmitError(page, 'Create', 'Project Details : Bid due date is required.');

    await page.getByLabel('Bid Due Date', { exact: true }).fill('03/15/2027');
    await expectSubmitError(page, 'Create', 'Project Details : Bid due time is required.');

    await page.getByLabel('Time Due', { exact: true }).fill('14:30');
    await expectSubmitError(page, 'Create', 'Project Details : Construction start date is required.');

    await page.getByLabel('Construction Start', { exact: true }).fill('04/05/2027');
    await expectSubmitError(page, 'Create', 'Project Details : Expected construction end date is required.');

    // Duration fills the expected end (start + 10 weeks).
    await page.getByLabel('Duration (weeks)', { exact: true }).fill('10');
    await waitForInputValue(page, 'Expected End', '06/14/2027');
    // Only the state is still missing: the fallback message.
    await expectSubmitError(page, 'Create', 'Fill all the mandatory fields.');

    await page.getByLabel('State', { exact: true }).fill('Texas');
    await pickOption(page, page, 'Estimator', fullName(estimator));
    await pickOption(page, page, 'Project Manager', fullName(manager));
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    const setup = page.locator('.ant-modal-confirm-confirm').filter({ hasText: 'Do you want to setup Bid?' });
    await setup.waitFor();
    await motionsSettled(page);
    await setup.getByRole('button', { name: 'Continue' }).waitFor();
    await setup.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/admin/projects');
    await page.getByRole('heading', { name: 'All Projects' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/projects');

    await searchProjects(page, projectName);
    const row = page.getByRole('row').filter({ hasText: projectName });
    await row.first().waitFor();
    await page.waitForFunction(() => !document.body.textContent?.includes('Barton Springs Office Tower'));
    expect(await row.count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(uid);
    expect(text).toContain('Blue Sky Offices LLC');
    expect(text).toContain(fullName(estimator));
    expect(text).toContain(fullName(manager));
    expect(text).toContain('Bidding');
    created = { uid, name: projectName };
  });

  it('Edit Project changes the name and the schedule; details, a reload and the grid show the change', async () => {
    if (!created) throw new Error('the create test did not create its project');
    const { uid } = created;
    const page = currentPage();
    await signInToAllProjects(page);
    await searchProjects(page, uid);
    // Edit is clicked before the typed search settles (the new project is on the first page already): the search
    // must not then take the browser back to the list (useListState).
    const row = page.getByRole('row').filter({ hasText: uid });
    await row.getByRole('button', { name: `Edit ${uid}` }).click();
    await page.waitForURL('**/admin/edit-project');
    await page.getByRole('heading', { name: 'Edit Project' }).waitFor();
    await page.locator('.ant-breadcrumb').getByText('Edit Project', { exact: true }).waitFor();

    // The form opens with the stored project.
    await waitForInputValue(page, 'Project Name', projectName);
    await waitForInputValue(page, 'Construction Start', '04/05/2027');
    await waitForInputValue(page, 'Expected End', '06/14/2027');
    expect(await page.getByLabel('Duration (weeks)', { exact: true }).inputValue()).toBe('10');

    await page.getByLabel('Project Name', { exact: true }).fill(renamed);
    // A new start keeps the duration and moves the end; a new duration moves the end again (docs/projects.md §4).
    await page.getByLabel('Construction Start', { exact: true }).fill('05/03/2027');
    await waitForInputValue(page, 'Expected End', '07/12/2027');
    await page.getByLabel('Duration (weeks)', { exact: true }).fill('12');
    await waitForInputValue(page, 'Expected End', '07/26/2027');

    await page.getByRole('button', { name: 'Update', exact: true }).click();
    const confirm = page.locator('.ant-modal-confirm-confirm').filter({ hasText: 'Do you want to update project details?' });
    await confirm.waitFor();
    await motionsSettled(page);
    await confirm.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/admin/project-details');

    const expectChanged = async () => {
      await expectContractDetail(page, 'Project ID', uid);
      await expectContractDetail(page, 'Project Name', renamed);
      await expectContractDetail(page, 'Construction Start', '05/03/2027');
      await expectContractDetail(page, 'Duration (weeks)', '12');
      await expectContractDetail(page, 'Expected End', '07/26/2027');
      await expectContractDetail(page, 'Estimator', fullName(estimator));
      await expectContractDetail(page, 'Project Manager', fullName(manager));
    };
    await expectChanged();

    // Reloading reads the project from the server again.
    await page.reload();
    await expectChanged();

    // The edit page, opened afresh, holds the saved values.
    await page.getByRole('button', { name: 'Edit project' }).click();
    await page.waitForURL('**/admin/edit-project');
    await waitForInputValue(page, 'Project Name', renamed);
    await waitForInputValue(page, 'Construction Start', '05/03/2027');
    await waitForInputValue(page, 'Expected End', '07/26/2027');
    expect(await page.getByLabel('Duration (weeks)', { exact: true }).inputValue()).toBe('12');

    // The grid lists the project under its new name only.
    await page.goto(`${baseUrl}/admin/projects`);
    await searchProjects(page, uid);
    const renamedRow = page.getByRole('row').filter({ hasText: uid });
    await renamedRow.filter({ hasText: renamed }).first().waitFor();
    await page.waitForFunction(() => !document.body.textContent?.includes('Barton Springs Office Tower'));
    expect(await renamedRow.count()).toBe(1);
    expect(await renamedRow.textContent()).not.toContain(projectName);
    await searchProjects(page, projectName);
    await page.getByText('No projects found under this category.').first().waitFor();
  });
});
