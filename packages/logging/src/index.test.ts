import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createProcessLogger } from './index.js';

function terminal(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = Object.assign(new Writable({ write(chunk, _enc, done) { chunks.push(String(chunk)); done(); } }), { isTTY });
  return { stream, text: () => chunks.join('') };
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

async function settle(): Promise<void> {
  await new Promise((r) => setTimeout(r, 300)); // the file destination writes asynchronously
}

describe('process log', () => {
  it('npm start: the terminal shows warnings only, the file has every request line with its request id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-'));
    dirs.push(dir);
    const file = join(dir, 'logs', 'api.log');
    const out = terminal(false);
    const log = createProcessLogger('api', { LOG_LEVEL: 'warn', LOG_FILE: file, LOG_FORMAT: 'json' }, out.stream);
    log.child({ reqId: 'req-42' }).info({ statusCode: 200 }, 'request completed');
    log.warn('the database is slow');
    log.flush();
    await settle();
    expect(out.text()).not.toContain('request completed');
    expect(JSON.parse(out.text().trim())).toMatchObject({ level: 40, msg: 'the database is slow', service: 'api' });
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request completed', reqId: 'req-42', level: 30 }),
      expect.objectContaining({ msg: 'the database is slow', level: 40 }),
    ]);
  });

  it('in a terminal the lines are readable text, not JSON', () => {
    const out = terminal(true);
    createProcessLogger('gateway', { LOG_LEVEL: 'info' }, out.stream).warn('upstream slow');
    expect(out.text()).toMatch(/WARN.*upstream slow/);
    expect(out.text().trim().startsWith('{')).toBe(false);
  });

  it('refuses an unknown LOG_LEVEL with the allowed names', () => {
    expect(() => createProcessLogger('api', { LOG_LEVEL: 'loud' }, terminal(false).stream)).toThrow(/LOG_LEVEL must be one of/);
  });
});
