// Where the outbox's messages go: an SMTP server (SMTP_URL, nodemailer), or, for the local demo
// without SMTP_URL, one .eml file per message in MAIL_DIR that any mail program opens.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** `<...@domain>`: the same on every attempt of one outbox row. */
  messageId: string;
  /** Language of the message (Content-Language). */
  lang: 'de' | 'en';
  /** A short file-name part for the .eml file (no personal data): e.g. `12-buchungsbestaetigung`. */
  name: string;
}

export interface MailTransport {
  /** `smtp` or `file`. */
  kind: 'smtp' | 'file';
  /** Where messages go, for the start-up log line (no password). */
  target: string;
  /** Resolves with where the message went (SMTP answer, file path); rejects with the transport's error. */
  send(mail: OutgoingMail): Promise<{ delivery: string }>;
  close(): void;
}

function nodemailerMessage(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: { 'Content-Language': mail.lang, 'Auto-Submitted': 'auto-generated' },
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}

/** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const parsed = new URL(url);
  return {
    kind: 'smtp',
    target: `${parsed.protocol}//${parsed.host}`,
    async send(mail) {
      const info = await transporter.sendMail(nodemailerMessage(mail));
      return { delivery: String(info.response ?? 'accepted').slice(0, 300) };
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: every message becomes `<dir>/<time>-<name>.eml`. */
export function fileTransport(dir: string): MailTransport {
  const folder = resolve(dir);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'file',
    target: folder,
    async send(mail) {
      const info = await transporter.sendMail(nodemailerMessage(mail));
      await mkdir(folder, { recursive: true });
      const stamp = new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
      const path = join(folder, `${stamp}-${mail.name}.eml`);
      await writeFile(path, info.message as Buffer);
      return { delivery: path };
    },
    close: () => transporter.close(),
  };
}

export function mailTransport(config: { smtpUrl: string | undefined; dir: string }): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.dir);
}
