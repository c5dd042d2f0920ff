import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message a test's SMTP server received: the envelope's recipients and the parsed message. */
export interface ReceivedMail {
  rcpt: string[];
  mail: ParsedMail;
}

export interface SmtpInbox {
  /** For the product's SMTP_URL, e.g. smtp://127.0.0.1:40123. */
  url: string;
  /** Every message received so far, in arrival order (tests may empty it with `messages.length = 0`). */
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpInboxOptions {
  /**
   * Also keep every received message in this folder, for readers in other processes (the browser suite's test files
   * run in vitest workers, the server in its globalSetup): `NNNNNN.eml`, the message's bytes exactly as received, and
   * `NNNNNN.json`, its envelope `{ from, rcpt }`; NNNNNN is the arrival number, so names sort in arrival order. The
   * envelope is written first and each file appears at once (written aside, then renamed), so a reader that sees an
   * .eml sees it whole and its envelope beside it.
   */
  saveTo?: string;
}

/**
 * A real SMTP server on a free local port that keeps every message it receives, parsed by mailparser: the tests'
 * mail server (the product sends through nodemailer exactly as it would to a real one). Plain SMTP without STARTTLS
 * or authentication, so a plain `smtp://127.0.0.1:<port>` SMTP_URL reaches it. Test-only (`@suite/api/testing-smtp`).
 */
export function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  let arrivals = 0;
  if (options.saveTo) mkdirSync(options.saveTo, { recursive: true });
  const keep = (folder: string, raw: Buffer, envelope: { from: string; rcpt: string[] }) => {
    const name = String(++arrivals).padStart(6, '0');
    for (const [file, bytes] of [[`${name}.json`, JSON.stringify(envelope)], [`${name}.eml`, raw]] as const) {
      writeFileSync(join(folder, `.${file}.part`), bytes);
      renameSync(join(folder, `.${file}.part`), join(folder, file));
    }
  };
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false, size: 40 * 1024 * 1024,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', done);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const rcpt = session.envelope.rcptTo.map((r) => r.address);
        simpleParser(raw).then((mail) => {
          if (options.saveTo) {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            keep(options.saveTo, raw, { from, rcpt });
          }
          messages.push({ rcpt, mail });
          done();
        }).catch(done);
      });
    },
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready({
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  })));
}
