export const MAIL_QUEUE = 'mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
}

/** All a mail job carries: which outbox row to render and send. */
export interface MailJob {
  outgoingEmailId: number;
}
