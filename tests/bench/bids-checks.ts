// After the editors: nothing acknowledged was lost, and every stored figure is what docs/money.md §5–§8 give from
// the stored lines. Reads go through REST, as any client sees the data; figures are recomputed here with exact
// decimals (@suite/money); each bid's profit is round2((sub total + burden) × the effective %) (§7), which the API's
// own bidProfits also gives.
import { dec, round2, sum, toMoneyString } from '@suite/money';
import { bidProfits } from '../../api/src/modules/projects/profits.js';
import { storedMarkup } from '../../api/src/modules/projects/project-totals.js';
import type { Ledger, RestClient } from './bids-editors.js';

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

const m = (v: unknown) => toMoneyString(dec(String(v)));

export async function checkBids(rest: RestClient, projectUid: string, projectId: number, ledger: Ledger): Promise<Check[]> {
  const [bidsRes, linesRes, totalsRes, projectRes, listRes] = await Promise.all([
    rest('GET', `setup/bid/projectuid/${encodeURIComponent(projectUid)}`),
    rest('GET', `bidsheet/lines?project_uid=${encodeURIComponent(projectUid)}`),
    rest('GET', `projectuid/${encodeURIComponent(projectUid)}`),
    rest('GET', `/api/v2/projects/${projectId}`),
    rest('GET', `/api/v2/projects?q=${encodeURIComponent(projectUid)}&pageSize=100`),
  ]);
  for (const [name, res] of [['bids', bidsRes], ['lines', linesRes], ['totals', totalsRes], ['project', projectRes], ['list', listRes]] as const) {
    if (res.status !== 200) throw new Error(`check read ${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  const bids: any[] = bidsRes.body.data;
  const labor: any[] = linesRes.body.data.labor;
  const trades: any[] = linesRes.body.data.trades;
  const laborById = new Map(labor.map((l) => [l.id, l]));
  const tradeById = new Map(trades.map((t) => [t.id, t]));
  const checks: Check[] = [];

  // 1. Acknowledged creates and edits: each line's last acknowledged value is stored; acknowledged deletes are gone.
  const lost: string[] = [];
  for (const [id, want] of ledger.labor) {
    const got = laborById.get(id);
    if (want.deleted) { if (got) lost.push(`labor ${id} deleted but present`); continue; }
    if (!got) { lost.push(`labor ${id} missing`); continue; }
    if (!dec(got.quantity).eq(want.quantity) || !dec(got.units).eq(want.units) || got.notes !== want.notes) {
      lost.push(`labor ${id}: stored ${got.quantity}×${got.units} '${got.notes}', acknowledged ${want.quantity}×${want.units} '${want.notes}'`);
    }
  }
  for (const [id, want] of ledger.trades) {
    const got = tradeById.get(id);
    if (want.deleted) { if (got) lost.push(`trade ${id} deleted but present`); continue; }
    if (!got) { lost.push(`trade ${id} missing`); continue; }
    const stored = new Map<number, string>(got.subcontractor.map((a: any) => [a.subcontractor_id, a.subcontractor_amount]));
    const amountsOk = [...want.amounts].every(([sub, amount]) => stored.has(sub) && dec(stored.get(sub)!).eq(amount));
    if (!dec(got.units).eq(want.units) || got.notes !== want.notes || !amountsOk) {
      lost.push(`trade ${id}: stored ${got.units} '${got.notes}', acknowledged ${want.units} '${want.notes}'`);
    }
  }
  const bidById = new Map(bids.map((b) => [b.id, b]));
  for (const [bidId, want] of ledger.selections) {
    const got = bidById.get(bidId)?.selected_subcontractor_id ?? null;
    if (got !== want.subcontractorId) lost.push(`bid ${bidId}: selected ${got}, acknowledged ${want.subcontractorId}`);
  }
  const tracked = ledger.labor.size + ledger.trades.size + ledger.selections.size;
  checks.push({ name: 'no acknowledged change lost', pass: lost.length === 0,
    detail: `${tracked} lines/selections tracked; ${lost.length} mismatches${lost.length ? `: ${lost.slice(0, 5).join('; ')}` : ''}` });

  // 2. Line figures (§5, §6) from their own inputs.
  const badLines: string[] = [];
  for (const l of labor) {
    const qu = dec(l.quantity).times(l.units);
    const total = round2(qu.times(l.costperunit));
    const overhead = round2(qu.times(l.burden));
    if (!total.eq(l.total) || !overhead.eq(l.overhead) || !total.plus(overhead).eq(l.budget_total)) badLines.push(`labor ${l.id}`);
  }
  for (const t of trades) if (!round2(dec(t.cost_per_unit).times(t.units)).eq(t.total)) badLines.push(`trade ${t.id}`);
  checks.push({ name: 'line totals = §5/§6 of their inputs', pass: badLines.length === 0,
    detail: `${labor.length} labor + ${trades.length} trade lines; ${badLines.length} wrong${badLines.length ? `: ${badLines.slice(0, 5).join(', ')}` : ''}` });

  // 3. Every bid's stored §7 figures from its lines.
  const project = projectRes.body.data;
  const info = project.Input.project_info;
  const markup = storedMarkup({ total_markup: info.total_markup || '0', custom_price_amt: info.custom_price_amt || '0' });
  const costs = bids.map((b) => {
    const ls = labor.filter((l) => l.bidsheet_id === b.id);
    const ts = trades.filter((t) => t.bidsheet_id === b.id);
    const laborTotal = sum(ls.map((l) => l.total));
    const burden = sum(ls.map((l) => l.overhead));
    const selected = b.selected_subcontractor_id;
    const tradesTotal = selected === null
      ? sum(ts.map((t) => t.total))
      : sum(ts.map((t) => t.subcontractor.find((a: any) => a.subcontractor_id === selected)?.subcontractor_amount ?? '0'));
    return { laborTotal, burden, tradesTotal, subTotal: laborTotal.plus(tradesTotal) };
  });
  const profits = bidProfits(markup, bids.map((b, i) => ({ subTotal: costs[i]!.subTotal, overhead: costs[i]!.burden, isAlternate: b.is_alternate })));
  const base = profits.project.BidTotals.plus(profits.project.OverheadCost);
  const rate = markup.mode === 'fixed' ? dec(markup.totalMarkup).div(100) : (base.isZero() ? dec(0) : profits.project.ProfitCost.div(base));
  const badBids: string[] = [];
  bids.forEach((b, i) => {
    const c = costs[i]!;
    const p = profits.bids[i]!;
    const want = [c.laborTotal, c.burden, c.tradesTotal, c.subTotal, c.burden, p.profit, p.totalCost].map(m);
    const got = [b.labor_total, b.burden_total, b.trades_total, b.total_cost, b.calculated_overhead, b.calculated_profit, b.bidsheet_total_cost].map(m);
    // §7 computed here, not through bidProfits: round2((sub total + burden) × the effective %).
    const own = round2(c.subTotal.plus(c.burden).times(rate));
    const exact = m(own) === m(b.calculated_profit);
    if (want.join() !== got.join() || !exact) badBids.push(`bid ${b.id}: stored ${got.join('/')}, from lines ${want.join('/')}`);
  });
  checks.push({ name: 'every bid\'s stored totals = §7 from its lines', pass: badBids.length === 0,
    detail: `${bids.length} bids; ${badBids.length} wrong${badBids.length ? `: ${badBids.slice(0, 3).join('; ')}` : ''}` });

  // 4. The project: §8 from the bids, GET projectuid/{uid}, the project row and the All Projects column, to the cent.
  const want = m(profits.project.TotalCost);
  const totals = totalsRes.body.data;
  const row = (listRes.body.data as any[]).find((p) => p.ProjectUid === projectUid);
  // The proposal's rows: the non-alternate bids' costs, Overhead and Profit (§8).
  const counted = bids.filter((b) => !b.is_alternate);
  const proposal = m(sum([...counted.map((b) => b.total_cost), totals.OverheadCost, totals.ProfitCost]));
  const figures = { recomputed: want, projectuid: m(totals.TotalCost), project: m(project.TotalCost), allProjects: row ? m(row.TotalCost) : 'missing', proposalRows: proposal };
  const agree = Object.values(figures).every((v) => v === want)
    && m(totals.BidTotals) === m(profits.project.BidTotals) && m(totals.OverheadCost) === m(profits.project.OverheadCost);
  checks.push({ name: 'project total: §8, GET projectuid, All Projects agree', pass: agree, detail: JSON.stringify(figures) });
  return checks;
}
