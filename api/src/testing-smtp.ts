import type { AddressInfo } from 'node:net';
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

/**
 * A real SMTP server on a free local port that keeps every message it receives, parsed by mailparser: the tests'
 * mail server (the product sends through nodemailer exactly as it would to a real one). Test-only (`@suite/api/testing-smtp`).
 */
export function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false, size: 40 * 1024 * 1024,
    onData(stream, session, done) {
      simpleParser(stream).then((mail) => {
        messages.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), mail });
        done();
      }, done);
    },
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready({
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  })));
}
