import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the web client and GraphiQL need, and nothing more: scripts only from this origin (Vite emits no inline
 * script), inline styles because antd and GraphiQL write <style> elements at run time, images from data:/blob:
 * (icons, logo previews), every request to this origin. No framing by other sites (issue 9 finding 7).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Answers over this size are compressed (issue 9: "answers over 1 KB"). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * On-the-fly compression levels (built assets come precompressed, web/scripts/precompress.mjs, at the highest levels).
 * GraphQL answers are dynamic and can be large (a bid sheet of 60 bids is 1.05 MB of JSON), and compressing is then the
 * largest single CPU cost of the answer: measured on that answer (issue 13 bench), gzip 6 (zlib's default) takes
 * 7.3–7.6 ms of CPU for 76 KB, gzip 1 3.2–3.5 ms for 108 KB; brotli 4 5.8–6.5 ms, brotli 2 2.9–3.4 ms for 79 KB.
 * Node's fetch and most HTTP clients ask for gzip only over plain HTTP; browsers ask for brotli too. The REST API
 * uses brotli 1 / gzip 1 for the same reason (api/src/app.ts).
 */
export const BROTLI_QUALITY = 2;
export const GZIP_LEVEL = 1;

/**
 * Security headers on every answer (CSP, X-Content-Type-Options, X-Frame-Options, Referrer-Policy: no-referrer, so
 * a reset link's token never travels in a Referer), and brotli or gzip for GraphQL answers over 1 KB at the cheap
 * levels above.
 */
export async function installWebHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Served over plain HTTP on a LAN as often as behind TLS: HSTS is the TLS terminator's to send.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    // Compressed in one call up to 8 MB (a page of 100 projects is ~25 KB, a 300-row tracker ~300 KB, a bid sheet of 60
    // bids 1.05 MB): past the plugin's threshold an answer goes through a stream pipeline that costs more CPU than the
    // compression itself (the plugin's default on two cores is 8 KB). Measured on that bid sheet answer, gzip 1, 200
    // requests in one process: 28.7–29.1 ms a request through the stream, 23.3–24.1 in one call (2026-11-28).
    syncThreshold: 8 * 1024 * 1024,
  });
}
