import type { MailMessage } from './mailer.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password/${token}`;
}

// The link sits on a line of its own so it stays intact in the plain-text part.
export function resetPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    link,
    text: ['Hello,', '', 'Use this link to set a new password (valid for 1 hour):', '', link, '',
      'If you did not ask for this, ignore this email.'].join('\n'),
    html: `<p>Hello,</p><p>Use this link to set a new password (valid for 1 hour):</p><p><a href="${escapeHtml(link)}">Reset password</a></p><p>If you did not ask for this, ignore this email.</p>`,
  };
}

export function invitationMail(to: string, companyName: string, link: string): MailMessage {
  return {
    to,
    subject: `Your ${companyName} administrator account`,
    link,
    text: [`Hello,`, '', 'An administrator account has been created for you at', `${companyName}.`,
      'Use this link to set your password (valid for 7 days):', '', link, ''].join('\n'),
    html: `<p>Hello,</p><p>An administrator account for ${escapeHtml(companyName)} has been created for you.</p><p><a href="${escapeHtml(link)}">Set your password</a> (valid for 7 days)</p>`,
  };
}
