import { SMTPServer } from 'smtp-server';
import { freePort } from './test-database.js';

export interface ReceivedMail {
  to: string;
  subject: string;
  /** The whole message: its headers as sent, then its parts with quoted-printable soft line breaks and escapes decoded. */
  body: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / ?B?) in headers. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decode(raw: string): ReceivedMail {
  // Headers are not quoted-printable: decoding them would turn a link's `token=27…` into `token'…`.
  const headersEnd = raw.search(/\r?\n\r?\n/);
  const headers = headersEnd < 0 ? raw : raw.slice(0, headersEnd);
  const parts = (headersEnd < 0 ? '' : raw.slice(headersEnd))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const body = headers + parts;
  const header = (name: string) =>
    decodeHeader(raw.match(new RegExp(`^${name}: (.*(?:\r?\n[ \t].*)*)`, 'mi'))?.[1].replace(/\r?\n[ \t]/g, ' ') ?? '');
  return { to: header('To'), subject: header('Subject'), body };
}

/** A real SMTP server in the test process; `refuseNext(n)` makes it reject the next n messages with a temporary error. */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  private refusals = 0;
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<this> {
    this.port = await freePort();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refusals > 0) {
            this.refusals--;
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          this.messages.push(decode(Buffer.concat(chunks).toString('utf8')));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuseNext(count: number): void {
    this.refusals = count;
  }

  /** Waits (polling) for a message to `to` (whose subject contains `subject`, if given). */
  async waitFor(to: string, timeoutMs = 15000, subject?: string): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((mail) => mail.to.includes(to) && (subject === undefined || mail.subject.includes(subject)));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  count(to: string): number {
    return this.messages.filter((mail) => mail.to.includes(to)).length;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
