import { createTransport } from 'nodemailer';
import type { MailSender } from './mailQueue';

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Citizen Guide Nigeria <no-reply@localhost>';

/**
 * Sends through the SMTP server at `url` (SMTP_URL: smtp://user:pass@host:587, smtps://… for TLS from
 * the start), from `from` (MAIL_FROM). One connection per message: the queue is small and slow.
 */
export function smtpSender(url: string, from: string): MailSender {
  const transport = createTransport(url);
  return async (mail) => {
    await transport.sendMail({
      from,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers,
    });
  };
}
