import yauzl from 'yauzl';
import { MAX_INFLATED_BYTES, MAX_ZIP_ENTRIES } from './limits.js';

// docs/architecture.md §5.1: an .xlsx is a zip; its central directory declares each entry's inflated size. Reading
// only that directory (yauzl, no inflating) refuses a zip bomb in milliseconds, before any worker starts.

/** Whether the bytes are a zip archive (an .xlsx), by its local file header's signature. */
export const isZip = (content: Uint8Array) =>
  content.length >= 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;

export type ZipVerdict = 'ok' | 'tooLarge' | 'unreadable';

/**
 * 'tooLarge' when the archive has more than MAX_ZIP_ENTRIES entries or declares more than MAX_INFLATED_BYTES
 * inflated, 'unreadable' when yauzl finds its directory broken. What the declared sizes may hide is bounded again
 * where the entries are inflated (table-worker.ts).
 */
export function checkZipBounds(content: Buffer): Promise<ZipVerdict> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(content, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return resolve('unreadable');
      if (zip.entryCount > MAX_ZIP_ENTRIES) {
        zip.close();
        return resolve('tooLarge');
      }
      let declared = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        declared += entry.uncompressedSize;
        if (declared > MAX_INFLATED_BYTES) {
          zip.close();
          return resolve('tooLarge');
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve('ok'));
      zip.on('error', () => resolve('unreadable'));
      zip.readEntry();
    });
  });
}
