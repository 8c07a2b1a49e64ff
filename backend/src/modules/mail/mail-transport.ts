import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { MailMessage } from './public/mail.constants.js';

/** Sends over SMTP (`SMTP_URL`), or without it writes each message as an .eml file under `.data/mail/`. */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter: Transporter;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.transporter = config.mail.smtpUrl
      ? nodemailer.createTransport(config.mail.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transporter.sendMail({ from: this.config.mail.from, ...message });
    if (this.config.mail.smtpUrl) return;
    const dir = join(this.config.dataDir, 'mail');
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
    await writeFile(file, info.message as Buffer);
    this.logger.log(`E-mail to ${message.to} written to ${file}`);
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
