import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/config.js';
import type { DbOrTx } from '../db/database.js';
import { mailOutbox } from './mail.tables.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailResult {
  /** Row in `mail_outbox`. */
  id: number;
  /** True when handed to the SMTP server; false in outbox-only mode (no SMTP_URL). */
  delivered: boolean;
}

export interface Mailer {
  /** Sends (or, without SMTP, stores) one message; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<MailResult>;
  /** True when SMTP_URL is configured. */
  readonly smtp: boolean;
}

/** The few logger methods the mailer needs (pino and Fastify's logger both fit). */
export interface MailLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * SMTP via nodemailer when `SMTP_URL` is set (options ride in the URL's query, e.g.
 * `smtp://host:25?ignoreTLS=true`, `smtps://user:pass@host:465`). Every message is also kept in
 * `mail_outbox`; without SMTP it only goes there and into the log, so a demo user can read an OTP
 * from the log or the table. Outside production the log line carries the text; in production only
 * the recipient and subject.
 */
export function createMailer(config: AppConfig, db: DbOrTx, logger: MailLogger): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const logBody = config.env !== 'production';

  return {
    smtp: transport !== null,
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned nothing');
      if (!transport) {
        logger.info(
          {
            mailId: row.id,
            to: message.to,
            subject: message.subject,
            ...(logBody ? { text: message.text } : {}),
          },
          'mail stored in the outbox (no SMTP_URL configured)',
        );
        return { id: row.id, delivered: false };
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        const reason = (error as Error).message.slice(0, 1000);
        await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, row.id));
        logger.error({ mailId: row.id, to: message.to, err: error }, 'mail could not be sent');
        throw error;
      }
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      logger.info({ mailId: row.id, to: message.to, subject: message.subject }, 'mail sent');
      return { id: row.id, delivered: true };
    },
  };
}
