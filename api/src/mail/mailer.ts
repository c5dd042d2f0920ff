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
  /** The display name of the sender (a company sending its proposal). */
  fromName?: string;
  /**
   * The sending company's own address: a company's mail goes from it unless a sender is configured (MAIL_FROM),
   * never from the product's placeholder address.
   */
  fromAddress?: string;
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
  /** The product's own mail (password resets, invitations): MAIL_FROM, or a placeholder when it is not set. */
  from: string;
  /** MAIL_FROM when it is set: a company's mail then goes from this address under the company's name. */
  sender?: string;
  log?: Logger;
}

/** The configured sender's address: 'Contractor Suite <no-reply@host>' → 'no-reply@host'. */
export function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * Who a message is from. A company's mail (it names itself) goes under the company's name from the configured sender
 * when there is one (its domain keeps SPF valid), else from the company's own address; other mail from `from`.
 */
export function fromOf(options: Pick<MailerOptions, 'from' | 'sender'>, message: Pick<MailMessage, 'fromName' | 'fromAddress'>) {
  if (!message.fromName && !message.fromAddress) return options.from;
  const address = options.sender ? senderAddress(options.sender) : message.fromAddress?.trim() || senderAddress(options.from);
  return { name: message.fromName ?? '', address };
}

/** nodemailer's fields of a message. */
function envelopeOf(options: MailerOptions, message: MailMessage) {
  return {
    from: fromOf(options, message),
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
