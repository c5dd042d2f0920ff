import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installCompression } from './compression.js';

describe('installCompression', () => {
  it('compresses a large answer (the lines of 60 bids are 1.17 MB) in one call, with its length known', async () => {
    const app = Fastify();
    await installCompression(app);
    const rows = JSON.stringify(Array.from({ length: 30_000 }, (_, i) => ({ id: i, notes: `Line ${i}`, total: `${i}.50` })));
    expect(rows.length).toBeGreaterThan(1024 * 1024);
    app.get('/big', async (_request, reply) => reply.type('application/json').send(rows));
    try {
      const res = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      // The stream pipeline (the plugin's path past its sync threshold) answers chunked, with no length.
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(gunzipSync(res.rawPayload).toString()).toBe(rows);
    } finally {
      await app.close();
    }
  });
});
