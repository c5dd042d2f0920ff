import { describe, expect, it } from 'vitest';
import { fullProject } from './fixtures';
import {
  durationBetween, emptyProject, endBeforeStart, endFromStart, formatDateInput, formatDuration, fromApiDate, money, splitUid,
  toApiDate, toProjectFormValues, toProjectInput, trimCopySuffix,
} from './model';
import { PROJECT_MESSAGES, validateCopy, validateProject, type OwnerContext } from './validation';

describe('project helpers', () => {
  it("trims a trailing ' copy' only", () => {
    expect(trimCopySuffix('Main Street copy')).toBe('Main Street');
    expect(trimCopySuffix('Main Street')).toBe('Main Street');
    expect(trimCopySuffix('copy of Main')).toBe('copy of Main');
    expect(trimCopySuffix('Main Street copycat')).toBe('Main Street copycat');
  });

  it('splits a project ID at the last underscore', () => {
    expect(splitUid('DC_1001')).toEqual({ prefix: 'DC', number: '1001' });
    expect(splitUid('A_B_42')).toEqual({ prefix: 'A_B', number: '42' });
    expect(splitUid('1001')).toEqual({ prefix: '', number: '1001' });
  });

  it('dates: MM/DD/YYYY in the form, YYYY-MM-DD to the API', () => {
    expect(formatDateInput('04012025')).toBe('04/01/2025');
    expect(formatDateInput('0401')).toBe('04/01');
    expect(toApiDate('04/01/2025')).toBe('2025-04-01');
    expect(toApiDate('02/30/2025')).toBe('');
    expect(fromApiDate('2025-04-01')).toBe('04/01/2025');
  });

  it('a date typed or pasted as 2026-12-15 or 12/5/2026 becomes 12/15/2026 or 12/05/2026, never 20/26/1215', () => {
    expect(formatDateInput('2026-12-15')).toBe('12/15/2026');
    expect(formatDateInput('12/5/2026')).toBe('12/05/2026');
    // Typed key by key in the ISO form: year first while typed, turned round when complete.
    const typed = [...'2026-12-15'].reduce((value, key) => formatDateInput(value + key), '');
    expect(typed).toBe('12/15/2026');
    expect(formatDateInput('202612')).toBe('2026-12');
    expect(toApiDate(formatDateInput('2026-12-15'))).toBe('2026-12-15');
  });

  it("a date that is typed but not a calendar date is reported as invalid, not as 'required'", () => {
    const v = { ...toProjectFormValues(fullProject() as never), bidDueDate: '02/30/2026' };
    const ctx: OwnerContext = { owner: fullProject().owner, address: fullProject().ownerAddress, manager: fullProject().ownerManager };
    expect(validateProject(v, ctx, 'edit')).toBe('Project Details : Bid due date is an invalid date (MM/DD/YYYY).');
    expect(validateProject({ ...v, bidDueDate: '' }, ctx, 'edit')).toBe(PROJECT_MESSAGES.bidDueDate);
    expect(validateProject({ ...v, bidDueDate: '03/01/2026', expectedEndDate: '13/01/2026' }, ctx, 'edit')).toBe(PROJECT_MESSAGES.expectedEndInvalid);
  });

  it('start + weeks × 7 days gives the end; end gives weeks rounded to 6 decimals', () => {
    expect(endFromStart('04/01/2025', '4')).toBe('04/29/2025');
    expect(endFromStart('04/01/2025', '1.5')).toBe('04/12/2025');
    expect(endFromStart('04/01/2025', '')).toBeNull();
    expect(durationBetween('04/01/2025', '04/29/2025')).toBe('4');
    expect(durationBetween('04/01/2025', '04/11/2025')).toBe('1.428571');
    expect(durationBetween('04/10/2025', '04/01/2025')).toBeNull();
    expect(endBeforeStart('04/10/2025', '04/01/2025')).toBe(true);
    expect(formatDuration('1.12345678')).toBe('1.123456');
    expect(formatDuration('a2b.5.1')).toBe('2.51');
  });

  it('money is US format with two decimals', () => {
    expect(money('12345.6')).toBe('$12,345.60');
    expect(money(null)).toBe('$0.00');
    expect(money('12345678901.99')).toBe('$12,345,678,901.99');
    expect(money('0.105')).toBe('$0.11');
    expect(money('1,234.50')).toBe('$1,234.50');
  });

  it("edit values of a ' copy' project: suffix removed, schedule and type fields blanked", () => {
    const v = toProjectFormValues(fullProject({ name: 'Main Street copy', displayName: 'Main Street' }) as never);
    expect(v.name).toBe('Main Street');
    expect(v).toMatchObject({
      durationWeeks: '', constructionStartDate: '', expectedEndDate: '', drawingLink: '', buildingType: undefined, projectType: undefined,
      squareFeet: '', bidDueDate: '', timeDue: '',
    });
    // Owner and people stay.
    expect(v).toMatchObject({ ownerId: '1', ownerAddressId: '21', ownerManagerId: '31', estimatorId: '11', uidNumber: '1007' });
  });

  it('an ordinary project keeps its values; markup mode follows custom_price_amt', () => {
    const v = toProjectFormValues(fullProject() as never);
    expect(v).toMatchObject({
      name: 'Main Street', durationWeeks: '4', squareFeet: '12,000', bidDueDate: '03/01/2025', timeDue: '14:30',
      constructionStartDate: '04/01/2025', expectedEndDate: '04/29/2025', markupMode: 'FIXED_PERCENTAGE', totalMarkup: '12',
    });
    expect(toProjectFormValues(fullProject({ customPriceAmount: '90000.00' }) as never)).toMatchObject({
      markupMode: 'CUSTOM_PRICE', customPriceAmount: '90,000',
    });
  });

  it('input: commas stripped, dates in API form, markup rules of docs/projects.md §5', () => {
    const base = { ...toProjectFormValues(fullProject() as never), squareFeet: '12,500.50' };
    const fixed = toProjectInput(base);
    expect(fixed).toMatchObject({ squareFeet: '12500.50', bidDueDate: '2025-03-01', totalMarkup: '12', customPriceAmount: '0', uidNumber: '1007' });
    const custom = toProjectInput({ ...base, markupMode: 'CUSTOM_PRICE', customPriceAmount: '1,250,000.00' });
    expect(custom).toMatchObject({ markupMode: 'CUSTOM_PRICE', customPriceAmount: '1250000.00', totalMarkup: '10' });
  });

  it('create starts with the company markup, else 10', () => {
    expect(emptyProject('1001', '12.50').totalMarkup).toBe('12.5');
    expect(emptyProject('1001', null).totalMarkup).toBe('10');
    expect(emptyProject('1001', '0.00').totalMarkup).toBe('10');
  });
});

describe('create project validation order (docs/projects.md §5)', () => {
  it('reports each rule in order as the form is filled', () => {
    const v = emptyProject('', null);
    const ctx: OwnerContext = {};
    const seen: string[] = [];
    const step = (change: () => void) => {
      seen.push(validateProject(v, ctx, 'create') ?? 'ok');
      change();
    };
    step(() => (v.ownerId = '1'));
    step(() => (ctx.owner = { email: 'o@x.test' }));
    step(() => (ctx.owner = { email: 'o@x.test', phone: '(212) 555-0100' }));
    step(() => {
      v.ownerAddressId = '21';
      ctx.address = { address1: '1 Way' };
    });
    step(() => (ctx.address = { address1: '1 Way', city: 'Austin', state: 'Texas', zip: '787' }));
    step(() => (ctx.address = { ...ctx.address, zip: '78701' }));
    step(() => (v.ownerManagerId = '31'));
    step(() => (ctx.manager = { email: 'm@x.test' }));
    step(() => (ctx.manager = { email: 'm@x.test', phone: '2125550101' }));
    step(() => (v.uidNumber = '1001'));
    step(() => (v.name = 'Main'));
    step(() => (v.address1 = '100 Congress'));
    step(() => (v.city = 'Austin'));
    step(() => (v.zip = '787'));
    step(() => (v.zip = '78701'));
    step(() => (v.buildingType = 'Office'));
    step(() => (v.projectType = 'New'));
    step(() => (v.squareFeet = '0'));
    step(() => (v.squareFeet = '1,000'));
    step(() => (v.drawingLink = 'https://d.test'));
    step(() => (v.bidDueDate = '03/01/2025'));
    step(() => (v.timeDue = '14:30'));
    step(() => (v.constructionStartDate = '04/01/2025'));
    step(() => (v.expectedEndDate = '04/29/2025'));
    step(() => (v.state = 'Texas'));
    step(() => (v.totalMarkup = ''));
    step(() => (v.totalMarkup = '10'));
    step(() => undefined);
    const m = PROJECT_MESSAGES;
    expect(seen).toEqual([
      m.ownerName, m.ownerEmail, m.ownerPhone, m.ownerAddress, m.ownerCityStateZip, m.ownerZip, m.manager, m.managerEmail,
      m.managerPhone, m.projectId, m.projectName, m.projectAddress, m.projectCity, m.projectZip, m.projectZipLength,
      m.buildingType, m.projectType, m.squareFeet, m.squareFeet, m.drawingLink, m.bidDueDate, m.timeDue, m.constructionStart,
      m.expectedEnd, m.mandatory, 'ok', m.mandatory, 'ok',
    ]);
    expect(m.ownerName).toBe('Owner Details : Owner Name is required. Kindly select an Owner.');
    expect(m.ownerEmail).toBe('Owner Details : Owner Email is reqired.');
  });

  it('edit skips the drawing-link rule', () => {
    const v = { ...toProjectFormValues(fullProject() as never), drawingLink: '' };
    const ctx: OwnerContext = { owner: fullProject().owner, address: fullProject().ownerAddress, manager: fullProject().ownerManager };
    expect(validateProject(v, ctx, 'edit')).toBeNull();
    expect(validateProject(v, ctx, 'create')).toBe(PROJECT_MESSAGES.drawingLink);
  });

  it('copy needs an ID (not containing null) and a name', () => {
    expect(validateCopy('', 'x')).toBe('Project ID is required.');
    expect(validateCopy('null', 'x')).toBe('Project ID is required.');
    expect(validateCopy('1002', ' ')).toBe('Project name is required.');
    expect(validateCopy('1002', 'Copy')).toBeNull();
  });
});
