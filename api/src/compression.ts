import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers over 1 KB in brotli or gzip when the client asks (a page of 100 projects is ~200 KB of JSON); the gateway
 * does not ask, so the loopback hop spends no CPU on it. Brotli quality 1 and gzip level 1: measured on a real page of
 * 100 projects (224 KB), quality 1 makes 12.5 KB in 0.26 ms where quality 4 makes 9.6 KB in 1.14 ms, and compression
 * was then the largest CPU cost of that page.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true, threshold: 1024, encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } }, zlibOptions: { level: 1 },
    // In one call up to 8 MB (the lines of a project's 60 bids are 1.17 MB): past the plugin's threshold an answer goes
    // through a stream pipeline that costs more CPU than the compression (its default on two cores is 8 KB). Measured
    // on a 1.05 MB answer, gzip 1: ~5 ms a request more through the stream (gateway/src/web-headers.ts).
    syncThreshold: 8 * 1024 * 1024,
  });
}
