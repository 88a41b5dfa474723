export { createMailer, type Mailer, type MailMessage, type MailResult, type MailLogger } from './mailer.js';
export { mailOutbox } from './mail.tables.js';
