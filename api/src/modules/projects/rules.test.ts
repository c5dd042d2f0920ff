import { describe, expect, it } from 'vitest';
import {
  composeUid, copyName, displayName, durationWeeks, endDateFrom, nextUidNumber, parseDate, parseStatus, parseTime,
  PROJECT_MESSAGES as M, uidNumberPart,
} from './rules.js';
import { defaultMarkup, markupMode, validateProject, type OwnerSnapshot, type ValidateOptions } from './validation.js';
import { projectTotals, storedMarkup } from './project-totals.js';

const BIDS = [
  { subTotal: '1000.00', overhead: '150.00' },
  { subTotal: '2500.50', overhead: '300.25' },
  // Alternates never enter the project totals.
  { subTotal: '999.00', overhead: '99.00', isAlternate: true },
];

const fixed = (totals: ReturnType<typeof projectTotals>) =>
  Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, v.toFixed(k.endsWith('Percentage') ? 4 : 2)]));

describe('projectTotals (docs/money.md §8)', () => {
  it('is all zeros for a fixed markup without bids', () => {
    expect(fixed(projectTotals({ mode: 'fixed', totalMarkup: '10' }, []))).toEqual({
      BidTotals: '0.00', OverheadCost: '0.00', OverheadPercentage: '0.0000', ProfitCost: '0.00', ProfitPercentage: '10.0000', TotalCost: '0.00',
    });
  });

  it('fixed 12.5 %: bids 1000.00 + 2500.50 = 3500.50, overhead 150.00 + 300.25 = 450.25 (12.8624 %), profit round2(3950.75 × 12.5 %) = 493.84, total 4444.59', () => {
    expect(fixed(projectTotals({ mode: 'fixed', totalMarkup: '12.5' }, BIDS))).toEqual({
      BidTotals: '3500.50', OverheadCost: '450.25', OverheadPercentage: '12.8624', ProfitCost: '493.84', ProfitPercentage: '12.5000', TotalCost: '4444.59',
    });
  });

  it('fixed: profit rounds half away from zero (100.00 × 12.345 % = 12.345 → 12.35)', () => {
    const t = projectTotals({ mode: 'fixed', totalMarkup: '12.345' }, [{ subTotal: '100.00', overhead: '0' }]);
    expect(t.ProfitCost.toFixed(2)).toBe('12.35');
    expect(t.TotalCost.toFixed(2)).toBe('112.35');
  });

  it('custom price 4000.00: profit 4000.00 − 3500.50 − 450.25 = 49.25, 49.25 / 3950.75 = 1.2466 %', () => {
    expect(fixed(projectTotals({ mode: 'custom', customPrice: '4000' }, BIDS))).toEqual({
      BidTotals: '3500.50', OverheadCost: '450.25', OverheadPercentage: '12.8624', ProfitCost: '49.25', ProfitPercentage: '1.2466', TotalCost: '4000.00',
    });
  });

  it('custom price below cost shows a negative profit: 3500.00 − 3950.75 = −450.75 (−11.4092 %)', () => {
    expect(fixed(projectTotals({ mode: 'custom', customPrice: '3500.00' }, BIDS))).toEqual({
      BidTotals: '3500.50', OverheadCost: '450.25', OverheadPercentage: '12.8624', ProfitCost: '-450.75', ProfitPercentage: '-11.4092', TotalCost: '3500.00',
    });
  });

  it('custom price without bids: total = the price, profit = the price, profit % 0 (no base)', () => {
    expect(fixed(projectTotals({ mode: 'custom', customPrice: '2500' }, []))).toEqual({
      BidTotals: '0.00', OverheadCost: '0.00', OverheadPercentage: '0.0000', ProfitCost: '2500.00', ProfitPercentage: '0.0000', TotalCost: '2500.00',
    });
  });

  it('the rows add up exactly to the total (bids + overhead + profit = total)', () => {
    for (const markup of [{ mode: 'fixed', totalMarkup: '7.3333' }, { mode: 'custom', customPrice: '1234.56' }] as const) {
      const t = projectTotals(markup, [{ subTotal: '333.33', overhead: '33.33' }, { subTotal: '0.01', overhead: '0' }]);
      expect(t.BidTotals.plus(t.OverheadCost).plus(t.ProfitCost).eq(t.TotalCost)).toBe(true);
    }
  });

  it('storedMarkup: custom when custom_price_amt is nonzero', () => {
    expect(storedMarkup({ total_markup: '12.5000', custom_price_amt: '0.00' })).toEqual({ mode: 'fixed', totalMarkup: '12.5000' });
    expect(storedMarkup({ total_markup: '10.0000', custom_price_amt: '99.50' })).toMatchObject({ mode: 'custom' });
  });
});

describe('project IDs, names, statuses, dates', () => {
  it('composes prefix_number; the number alone without a prefix', () => {
    expect(composeUid('DC', '1001')).toBe('DC_1001');
    expect(composeUid(null, '1001')).toBe('1001');
    expect(composeUid('  ', '7')).toBe('7');
  });

  it('accepts the numeric part with or without the prefix', () => {
    expect(uidNumberPart('1,001', 'DC')).toBe('1001');
    expect(uidNumberPart('dc_1002', 'DC')).toBe('1002');
    expect(uidNumberPart('XX_1002', 'DC')).toBeUndefined();
    expect(uidNumberPart('12a', null)).toBeUndefined();
    expect(uidNumberPart('', null)).toBeUndefined();
  });

  it('next number: one past the highest in use, never below the start number', () => {
    expect(nextUidNumber(null, 1000)).toBe('1000');
    expect(nextUidNumber('1029', 1000)).toBe('1030');
    expect(nextUidNumber('12', 1000)).toBe('1000');
  });

  it("trims a trailing ' copy' for display and adds it once to copies", () => {
    expect(displayName('Tower copy')).toBe('Tower');
    expect(displayName('Copy shop')).toBe('Copy shop');
    expect(copyName('Tower')).toBe('Tower copy');
    expect(copyName('Tower copy')).toBe('Tower copy');
  });

  it('parses the 7 status values case-insensitively', () => {
    expect(parseStatus('in progress')).toBe('In Progress');
    expect(parseStatus('DEAD/NOT-BID')).toBe('Dead/Not-bid');
    expect(parseStatus('Open')).toBeUndefined();
  });

  it('dates (ISO or MM/DD/YYYY), times HH:mm, duration in weeks (7 days, 6 decimals)', () => {
    expect(parseDate('2026-02-28')).toBe('2026-02-28');
    expect(parseDate('02/28/2026')).toBe('2026-02-28');
    expect(parseDate('2026-02-30')).toBeUndefined();
    expect(parseTime('9:05')).toBe('09:05');
    expect(parseTime('24:00')).toBeUndefined();
    expect(durationWeeks('2026-01-01', '2026-01-31')).toBe('4.285714');
    expect(durationWeeks('2026-01-01', '2026-01-29')).toBe('4.000000');
    expect(endDateFrom('2026-01-01', '4.285714')).toBe('2026-01-31');
  });

  it('markup mode and default', () => {
    expect(markupMode(undefined, '0')).toBe('fixed');
    expect(markupMode(undefined, '1,500.00')).toBe('custom');
    expect(markupMode('fixed', '1500')).toBe('fixed');
    expect(defaultMarkup('12.50')).toBe('12.5');
    expect(defaultMarkup('0.00')).toBe('10');
    expect(defaultMarkup(null)).toBe('10');
  });
});

describe('validateProject (docs/projects.md §5 order)', () => {
  const owner: OwnerSnapshot = {
    owner: { name: 'Acme', email: 'acme@example.test', phone_number: '5125550100', is_active: true },
    address: { address_1: '1 Main', city: 'Austin', state: 'Texas', zip: '78701' },
    manager: { first_name: 'Mia', email: 'mia@example.test', phone: '5125550101' },
  };
  const opts: ValidateOptions = {
    mode: 'create', prefix: 'DC', companyMarkup: '12.5', ownerGiven: true, addressGiven: true, managerGiven: true,
    people: { estimator: true, project_manager: true, site_super: true },
  };
  const info = {
    project_uid: '1001', project_name: 'Tower', address1: '9 Site Rd', city: 'Austin', state: 'Texas', zipcode: '78702',
    building_type: 'Office', project_type: 'New', area: '12,000', drawing_link: 'https://drawings.example.test/1',
    bid_due_date: '2026-03-01', time_due: '14:00', construction_start_date: '2026-04-01', estimated_completion_date: '2026-04-29',
  };

  it('valid: defaults the markup to the company default, duration from the dates, custom price 0', () => {
    const { values, errors } = validateProject(info, owner, opts);
    expect(errors.empty).toBe(true);
    expect(values).toMatchObject({
      uid_number: '1001', area: '12000.00', total_markup: '12.5', custom_price_amt: '0.00', pco_profit_percentage: '12.5',
      duration: '4.000000', power: false, water: false,
    });
  });

  it('custom price: total_markup 10 and the amount kept', () => {
    const { values } = validateProject({ ...info, custom_price_amt: '250,000.50' }, owner, opts);
    expect(values).toMatchObject({ total_markup: '10', custom_price_amt: '250000.50' });
  });

  it('an empty form fails every check; the first message is the owner one and the order follows the spec', () => {
    const { errors } = validateProject({}, {}, { ...opts, ownerGiven: false, addressGiven: false, managerGiven: false });
    expect(errors.message).toBe(M.owner);
    expect(Object.values(errors.fields)).toEqual([
      M.owner, M.ownerAddress, M.manager, M.projectId, M.projectName, M.projectAddress, M.projectCity, M.projectZipRequired,
      M.buildingType, M.projectType, M.area, M.drawingLink, M.bidDueDate, M.timeDue, M.startDate, M.endDate, M.mandatory,
    ]);
  });

  it('owner record checks: email, phone, city/state/zip, zip length, manager email and phone', () => {
    const { errors } = validateProject(info, {
      owner: { name: 'X', email: '', phone_number: ' ', is_active: true },
      address: { address_1: '1 Main', city: 'Austin', state: 'TX', zip: '787' },
      manager: { first_name: 'M', email: '', phone: '' },
    }, opts);
    expect(Object.values(errors.fields)).toEqual([M.ownerEmail, M.ownerPhone, M.ownerZip, M.managerEmail, M.managerPhone]);
    const noCity = validateProject(info, { ...owner, address: { address_1: '1', city: '', state: 'TX', zip: '78701' } }, opts);
    expect(noCity.errors.message).toBe(M.ownerCityStateZip);
  });

  it('project zip under 5, square feet 0, edit mode skips the drawing link', () => {
    const { errors } = validateProject({ ...info, zipcode: '787', area: '0', drawing_link: '' }, owner, opts);
    expect(Object.values(errors.fields)).toEqual([M.projectZip, M.area, M.drawingLink]);
    const edit = validateProject({ ...info, drawing_link: '' }, owner, { ...opts, mode: 'edit' });
    expect(edit.errors.empty).toBe(true);
    // Five digits exactly, as every other zip (issue 9 §4).
    for (const zipcode of ['1234x', '123456', '78 70']) {
      expect(validateProject({ ...info, zipcode }, owner, opts).errors.fields, zipcode).toEqual({ 'project_info.zipcode': M.projectZip });
    }
  });

  it('end before start, duration with 7 decimals, an id containing null, inactive owner', () => {
    const { errors } = validateProject({
      ...info, project_uid: 'DC_null', construction_start_date: '2026-05-01', estimated_completion_date: '2026-04-30',
      duration: '1.1234567',
    }, { ...owner, owner: { ...owner.owner!, is_active: false } }, opts);
    expect(errors.fields).toEqual({
      'project_info.project_uid': M.projectId,
      'project_info.estimated_completion_date': M.endBeforeStart,
      'project_info.duration': M.duration,
      'project_owner_info.owner_id': M.ownerInactive,
    });
    expect(validateProject({ ...info, duration: '1.123456' }, owner, opts).values?.duration).toBe('1.123456');
  });
});
