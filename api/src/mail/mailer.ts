import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The action link inside the mail; logged when mail only goes to the outbox folder. */
  link?: string;
  /** Copied recipient (e.g. the owner's CC email on a proposal). */
  cc?: string;
  /** The display name of the sender (a company sending its proposal); the address stays the product's own. */
  fromName?: string;
  /** Where replies go (the company's email). */
  replyTo?: string;
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface Logger {
  info(obj: object, msg?: string): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log?: Logger;
}

/** The configured sender's address: 'Contractor Suite <no-reply@host>' → 'no-reply@host'. */
export function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** nodemailer's fields of a message; a company sends under its own name from the product's address (SPF stays valid). */
function envelopeOf(options: MailerOptions, message: MailMessage) {
  return {
    from: message.fromName ? { name: message.fromName, address: senderAddress(options.from) } : options.from,
    to: message.to,
    ...(message.cc ? { cc: message.cc } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.attachments ? { attachments: message.attachments.map((a) => ({ ...a })) } : {}),
  };
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelopeOf(options, message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(options, message));
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      // Without SMTP the outbox is the only way to reach the link, so say where it is.
      options.log?.info({ to: message.to, file, link: message.link }, `mail written to outbox: ${message.subject}`);
    },
  };
}
