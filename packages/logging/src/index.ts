import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger } from 'pino';

/**
 * The process log of the REST API and the gateway (issue 9 finding 7):
 * - the terminal gets LOG_LEVEL (default info; `npm start` passes warn), as one readable line per entry when it is a
 *   terminal or LOG_FORMAT=pretty, JSON otherwise (for a log collector);
 * - LOG_FILE, when set, gets every entry from LOG_FILE_LEVEL (default info) as one JSON line: one line per request.
 * Request lines carry reqId: the gateway's X-Request-Id, the same in both logs.
 */
export function createProcessLogger(
  service: string,
  env: NodeJS.ProcessEnv = process.env,
  terminal: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): Logger {
  const isTerminal = terminal.isTTY === true;
  const usePretty = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT !== 'json' && isTerminal);
  const streams: pino.StreamEntry[] = [{
    level: level(env.LOG_LEVEL, 'info'),
    stream: usePretty
      ? pretty({ destination: terminal, colorize: isTerminal, ignore: 'pid,hostname,service', translateTime: 'SYS:HH:MM:ss', sync: true })
      : terminal,
  }];
  const file = env.LOG_FILE?.trim();
  if (file) streams.push({ level: level(env.LOG_FILE_LEVEL, 'info'), stream: pino.destination({ dest: file, mkdir: true, sync: false }) });
  const lowest = Math.min(...streams.map((s) => pino.levels.values[s.level as string]!));
  return pino({ level: pino.levels.labels[lowest]!, base: { service } }, pino.multistream(streams));
}

function level(raw: string | undefined, fallback: pino.Level): pino.Level {
  const name = raw?.trim().toLowerCase();
  if (!name) return fallback;
  if (!(name in pino.levels.values)) throw new Error(`LOG_LEVEL must be one of ${Object.keys(pino.levels.values).join(', ')}; got "${raw}"`);
  return name as pino.Level;
}
