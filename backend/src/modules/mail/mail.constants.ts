export const MAIL_QUEUE = 'mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
