import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config/config.js';
import { openTestDatabase } from '../../testing/test-app.js';
import type { Database } from '../db/database.js';
import { createMailer, mailOutbox, type MailLogger } from './index.js';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.js';

function recordingLogger() {
  const lines: { level: string; object: object; message: string }[] = [];
  const logger: MailLogger = {
    info: (object, message) => lines.push({ level: 'info', object, message }),
    warn: (object, message) => lines.push({ level: 'warn', object, message }),
    error: (object, message) => lines.push({ level: 'error', object, message }),
  };
  return { logger, lines };
}

let database: Database;
let drop: () => Promise<void>;
let smtp: TestSmtpServer;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await drop();
  await smtp.close();
});

const message = {
  to: 'nhan@example.vn',
  subject: 'Thông báo thử',
  text: 'Nội dung tiếng Việt có dấu',
  html: '<p>Nội dung</p>',
};

describe('mailer', () => {
  it('sends through SMTP and records the mail with sent_at', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url }), database.db, logger);
    expect(mailer.smtp).toBe(true);
    const result = await mailer.send(message);
    expect(result.delivered).toBe(true);
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('Thông báo thử');
    expect(mail.body).toContain('Nội dung tiếng Việt có dấu');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('without SMTP stores the mail in the outbox and logs it (text only outside production)', async () => {
    const dev = recordingLogger();
    const devMailer = createMailer(loadConfig({ NODE_ENV: 'development' }), database.db, dev.logger);
    const stored = await devMailer.send(message);
    expect(stored.delivered).toBe(false);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, stored.id));
    expect(row).toMatchObject({ to: 'nhan@example.vn', text: message.text, sentAt: null });
    expect(dev.lines[0]?.object).toMatchObject({ to: 'nhan@example.vn', text: message.text });

    const prod = recordingLogger();
    await createMailer(loadConfig({ NODE_ENV: 'production' }), database.db, prod.logger).send(message);
    expect(prod.lines[0]?.object).not.toHaveProperty('text');
  });
});
