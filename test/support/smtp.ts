/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives: the mail
 * tests start it (or leave it down to see mail wait in the outbox) and read the messages.
 */
import { SMTPServer } from 'smtp-server';

export interface Received {
  /** The envelope's recipients. */
  to: string[];
  /** The message as sent (headers and quoted-printable body). */
  raw: string;
  /** The same with quoted-printable undone (soft breaks joined, `=XX` bytes decoded as UTF-8). */
  text: string;
}

/** Undoes quoted-printable: enough to read a mailed link or sentence. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** An SMTP server on 127.0.0.1:`port` (no TLS, no auth) that appends every message to `inbox`. */
export function startSmtp(port: number, inbox: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Stops a server `startSmtp` started (nothing when it never started). */
export const stopSmtp = (server: SMTPServer | null | undefined): Promise<void> =>
  new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
