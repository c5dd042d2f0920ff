// The gateway process: builds the server, listens, and closes cleanly on SIGINT/SIGTERM (started by main.ts).
import { resolve } from 'node:path';
import { createProcessLogger } from '@suite/logging';
import { buildGateway, defaultWebDist } from './server.js';
import { fairShareLimitsFrom } from './fair-share.js';

const port = Number(process.env.PORT ?? 4000);
// Loopback unless told otherwise: exposing the gateway is a deliberate choice (HOST=0.0.0.0).
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4001}`;
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : defaultWebDist;

const app = await buildGateway({
  apiUrl,
  webDist,
  // UPSTREAM_MAX_IN_FLIGHT, UPSTREAM_CALLER_LIMIT: how the REST API is shared among callers (0 turns a bound off).
  fairShare: fairShareLimitsFrom(process.env),
  loggerInstance: createProcessLogger('gateway'),
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port, host });
  app.log.info({ apiUrl, webDist }, `GraphQL gateway on http://${host}:${port}/graphql`);
} catch (err) {
  app.log.error({ err }, 'gateway failed to start');
  process.exit(1);
}
