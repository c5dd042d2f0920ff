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

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      // Without SMTP the outbox is the only way to reach the link, so say where it is.
      options.log?.info({ to: message.to, file, link: message.link }, `mail written to outbox: ${message.subject}`);
    },
  };
}
