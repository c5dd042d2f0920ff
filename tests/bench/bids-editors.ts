// Concurrent bid sheet editors over REST (issue 13): EDITORS people, each signed in as themselves, editing one
// project's bids for SECONDS. Most work as the editor does: take the bid's edit lease, read its lines, make a few
// changes sending the version they saw, release. One in ten writes like an integration (no lease, version only), so
// leases and versions are both contended. Every acknowledged change is recorded with the bid version it produced,
// so the check afterwards knows each line's last acknowledged value.
import type { BidBenchData } from './bids-load.js';

export interface RestClient {
  (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

export interface EditorFigures {
  operations: number;
  perSecond: number;
  lockRefusals: number;
  versionRefusals: number;
  notFound: number;
  errors: number;
  errorSamples: string[];
  leasesTaken: number;
  seconds: number;
}

/** What the editors were told was stored, by line: its last acknowledged value and the bid version after it. */
export interface Ledger {
  labor: Map<number, { bidId: number; version: number; deleted: boolean; quantity: string; units: string; notes: string }>;
  trades: Map<number, { bidId: number; version: number; deleted: boolean; units: string; notes: string; amounts: Map<number, string> }>;
  /** The last acknowledged selection of each bid (null: cleared), with the version it produced. */
  selections: Map<number, { subcontractorId: number | null; version: number }>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small deterministic generator per editor, so a run is repeatable given the same interleaving. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s / 0x1_0000_0000;
  };
}

export async function runEditors(data: BidBenchData, tokens: string[], client: (token: string) => RestClient, seconds: number) {
  const ledger: Ledger = { labor: new Map(), trades: new Map(), selections: new Map() };
  const figures: EditorFigures = {
    operations: 0, perSecond: 0, lockRefusals: 0, versionRefusals: 0, notFound: 0, errors: 0, errorSamples: [], leasesTaken: 0, seconds,
  };
  const fail = (what: string, res: { status: number; body: unknown }) => {
    figures.errors += 1;
    if (figures.errorSamples.length < 5) figures.errorSamples.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  };
  const reasonOf = (res: { body: any }) => (res.body && typeof res.body === 'object' ? res.body.reason : undefined);

  /** Records a write's answer; returns the bid's new version (or undefined when refused). */
  const settle = (what: string, res: { status: number; body: any }): number | 'locked' | 'stale' | undefined => {
    if (res.status === 200) {
      figures.operations += 1;
      return res.body.bid?.version ?? res.body.data?.version;
    }
    if (res.status === 409 && reasonOf(res) === 'BID_LOCKED') { figures.lockRefusals += 1; return 'locked'; }
    if (res.status === 409 && reasonOf(res) === 'BID_VERSION_CONFLICT') { figures.versionRefusals += 1; return 'stale'; }
    if (res.status === 404) { figures.notFound += 1; return undefined; }
    fail(what, res);
    return undefined;
  };

  const recordLabor = (row: any, version: number, deleted = false) => {
    const known = ledger.labor.get(row.id);
    if (known && known.version > version) return;
    ledger.labor.set(row.id, { bidId: row.bidsheet_id, version, deleted, quantity: row.quantity, units: row.units, notes: row.notes });
  };
  const recordTrade = (row: any, version: number, deleted = false) => {
    const known = ledger.trades.get(row.id);
    if (known && known.version > version) return;
    const amounts = new Map<number, string>((row.subcontractor ?? []).map((a: any) => [a.subcontractor_id, a.subcontractor_amount]));
    ledger.trades.set(row.id, { bidId: row.bidsheet_id, version, deleted, units: row.units, notes: row.notes, amounts });
  };
  const recordDelete = (kind: 'labor' | 'trades', id: number, bidId: number, version: number) => {
    const map = ledger[kind] as Map<number, { version: number; deleted: boolean; bidId: number }>;
    const known = map.get(id);
    if (known && known.version > version) return;
    map.set(id, { ...(known ?? {}), bidId, version, deleted: true } as never);
  };

  const end = performance.now() + seconds * 1000;
  const started = performance.now();

  async function editor(index: number) {
    const rest = client(tokens[index]!);
    const rand = random(index * 7919 + 17);
    const integrator = index % 10 === 9;
    let n = 0;
    while (performance.now() < end) {
      // A few bids are everyone's (contention); the rest spread over the project.
      const bidId = rand() < 0.25 ? data.bidIds[Math.floor(rand() * 4)]! : data.bidIds[Math.floor(rand() * data.bidIds.length)]!;
      let version: number;
      if (!integrator) {
        const lease = await rest('POST', `setup/bid/${bidId}/lease`);
        if (lease.status !== 200) {
          settle('lease', lease);
          await sleep(500 + rand() * 1000); // "Kindly try after some time"
          continue;
        }
        figures.leasesTaken += 1;
        version = lease.body.data.version;
      } else {
        const bid = await rest('GET', `setup/bid/${bidId}`);
        if (bid.status !== 200) { fail('get bid', bid); continue; }
        version = bid.body.data.version;
      }
      const linesRes = await rest('GET', `bidsheet/lines?bid_ids=${bidId}`);
      if (linesRes.status !== 200) { fail('lines', linesRes); continue; }
      const labor: any[] = linesRes.body.data.labor;
      const trades: any[] = linesRes.body.data.trades;
      const ops = integrator ? 1 : 3 + Math.floor(rand() * 5);
      for (let k = 0; k < ops && performance.now() < end; k++) {
        n += 1;
        const pick = rand();
        const tag = `e${index}-${n}`;
        let res: { status: number; body: any };
        let kind: 'addLabor' | 'addTrade' | 'editLabor' | 'editTrade' | 'deleteLabor' | 'deleteTrade' | 'select';
        if (pick < 0.25 || (pick < 0.6 && labor.length === 0)) {
          kind = 'addLabor';
          const level = data.levels[Math.floor(rand() * data.levels.length)]!;
          res = await rest('POST', 'division/internallabour', {
            bidsheet_id: bidId, position_id: level.positionId, level_id: level.levelId, quantity: 1 + Math.floor(rand() * 3),
            units: (1 + Math.floor(rand() * 40)) / 2, notes: tag, version,
          });
        } else if (pick < 0.45 || (pick < 0.6 && trades.length === 0)) {
          kind = 'addTrade';
          const part = data.parts[Math.floor(rand() * data.parts.length)]!;
          res = await rest('POST', 'directtrade', {
            bidsheet_id: bidId, subdivision_id: part.subdivisionId, category_id: part.categoryId, part_id: part.partId,
            units: 1 + Math.floor(rand() * 400), notes: tag, version,
            subcontractor: data.subcontractorIds.map((id, s) => ({ subcontractor_id: id, subcontractor_amount: (100 + s * 7 + Math.floor(rand() * 9000)).toFixed(2) })),
          });
        } else if (pick < 0.6) {
          kind = 'editLabor';
          const line = labor[Math.floor(rand() * labor.length)]!;
          res = await rest('PUT', `division/internallabour/${line.id}`, {
            position_id: line.position_id, level_id: line.level_id, quantity: 1 + Math.floor(rand() * 4),
            units: (1 + Math.floor(rand() * 60)) / 4, notes: tag, version,
          });
        } else if (pick < 0.75) {
          kind = 'editTrade';
          const line = trades[Math.floor(rand() * trades.length)]!;
          const sub = data.subcontractorIds[Math.floor(rand() * data.subcontractorIds.length)]!;
          res = await rest('PUT', `directtrade/${line.id}`, {
            subdivision_id: line.subdivision_id, category_id: line.category_id, part_id: line.part_id, cost_per_unit: line.cost_per_unit,
            units: 1 + Math.floor(rand() * 900), u_per_m: line.u_per_m, notes: tag, types: 'BS', version,
            subcontractor: [{ subcontractor_id: sub, subcontractor_amount: (50 + Math.floor(rand() * 20000) / 100).toFixed(2) }],
          });
        } else if (pick < 0.85 && (labor.length > 0 || trades.length > 0)) {
          const useLabor = trades.length === 0 || (labor.length > 0 && rand() < 0.5);
          kind = useLabor ? 'deleteLabor' : 'deleteTrade';
          const list = useLabor ? labor : trades;
          const [line] = list.splice(Math.floor(rand() * list.length), 1);
          res = await rest('DELETE', useLabor ? `division/internallabour/?bill=BS&id=${line.id}` : `directtrade/delete?bill=BS&id=${line.id}`, { version });
          res.body = { ...res.body, line };
        } else {
          kind = 'select';
          const choice = rand() < 0.2 ? null : data.subcontractorIds[Math.floor(rand() * data.subcontractorIds.length)]!;
          res = await rest('POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bidId, selected_subcontractor_id: choice, version });
          res.body = { ...res.body, choice };
        }
        const outcome = settle(kind, res);
        if (typeof outcome === 'number') {
          version = outcome;
          const row = res.body.data;
          if (kind === 'addLabor' || kind === 'editLabor') {
            recordLabor(row, outcome);
            if (kind === 'addLabor') labor.push(row);
            else labor.splice(labor.findIndex((l) => l.id === row.id), 1, row);
          } else if (kind === 'addTrade' || kind === 'editTrade') {
            recordTrade(row, outcome);
            if (kind === 'addTrade') trades.push(row);
            else trades.splice(trades.findIndex((l) => l.id === row.id), 1, row);
          } else if (kind === 'deleteLabor' || kind === 'deleteTrade') {
            recordDelete(kind === 'deleteLabor' ? 'labor' : 'trades', res.body.line.id, bidId, outcome);
          } else {
            const known = ledger.selections.get(bidId);
            if (!known || known.version < outcome) ledger.selections.set(bidId, { subcontractorId: res.body.choice, version: outcome });
          }
        } else if (outcome === 'stale') {
          // Someone changed the bid meanwhile: read it again, as the editor's refetch does.
          const bid = await rest('GET', `setup/bid/${bidId}`);
          if (bid.status === 200) version = bid.body.data.version;
          if (integrator) break;
        } else if (outcome === 'locked') {
          break;
        }
        await sleep(rand() * 40);
      }
      if (!integrator) {
        const released = await rest('DELETE', `setup/bid/${bidId}/lease`);
        if (released.status !== 200) fail('release', released);
      }
    }
  }

  await Promise.all(tokens.map((_t, i) => editor(i)));
  const elapsed = (performance.now() - started) / 1000;
  figures.perSecond = figures.operations / elapsed;
  figures.seconds = elapsed;
  return { figures, ledger };
}
