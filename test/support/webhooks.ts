import dgram from 'node:dgram';
import http from 'node:http';
import type net from 'node:net';

/** One request as the receiver got it: the raw body bytes and the headers. */
export interface Received {
  at: number;
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer after this many ms. */
  delayMs?: number;
}

/**
 * A real webhook receiver on 127.0.0.1. `respond` decides each answer (default 200); every request
 * is recorded before it is answered, so a test can see in-flight deliveries.
 */
export class Receiver {
  readonly received: Received[] = [];
  respond: (r: Received) => Reply = () => ({ status: 200, body: 'ok' });
  private server: http.Server;
  private sockets = new Set<net.Socket>();
  url = '';

  constructor() {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const r: Received = { at: Date.now(), path: req.url ?? '/', headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') };
        this.received.push(r);
        const reply = this.respond(r);
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(reply.status, reply.headers ?? {});
          res.end(reply.body ?? '');
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
        else send();
      });
    });
    this.server.keepAliveTimeout = 60_000;
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
    return this;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** Requests whose X-SVC-Event-Id is `id`. */
  forEvent(id: string): Received[] {
    return this.received.filter((r) => r.headers['x-svc-event-id'] === id);
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A minimal DNS server on 127.0.0.1 (UDP) answering A queries from `answers` (name → address, or a
 * function for answers that change: DNS rebinding). AAAA and unknown names get an empty answer.
 * Used through SVC_WEBHOOK_DNS_SERVERS, so tests never depend on outside DNS.
 */
export class DnsServer {
  readonly queries: string[] = [];
  private socket = dgram.createSocket('udp4');
  answers: (name: string, type: number) => string | null;

  constructor(answers: (name: string, type: number) => string | null) {
    this.answers = answers;
    this.socket.on('message', (msg, rinfo) => {
      const reply = this.answer(msg);
      if (reply) this.socket.send(reply, rinfo.port, rinfo.address);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.socket.bind(0, '127.0.0.1', resolve));
    return `127.0.0.1:${this.socket.address().port}`;
  }

  private answer(msg: Buffer): Buffer | null {
    if (msg.length < 12) return null;
    let off = 12;
    const labels: string[] = [];
    while (off < msg.length && msg[off] !== 0) {
      const len = msg[off]!;
      labels.push(msg.subarray(off + 1, off + 1 + len).toString('ascii'));
      off += len + 1;
    }
    off += 1;
    const qtype = msg.readUInt16BE(off);
    const question = msg.subarray(12, off + 4);
    const name = labels.join('.').toLowerCase();
    this.queries.push(`${name}/${qtype}`);
    const address = qtype === 1 ? this.answers(name, qtype) : null;
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2); // id
    header.writeUInt16BE(0x8180 | (address === null && qtype === 1 ? 3 : 0), 2); // response, recursion available, NXDOMAIN when unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(address ? 1 : 0, 6);
    if (!address) return Buffer.concat([header, question]);
    const rr = Buffer.alloc(16);
    rr.writeUInt16BE(0xc00c, 0); // pointer to the question name
    rr.writeUInt16BE(1, 2); // A
    rr.writeUInt16BE(1, 4); // IN
    rr.writeUInt32BE(0, 6); // TTL 0: every lookup asks again
    rr.writeUInt16BE(4, 10);
    address.split('.').forEach((b, i) => void rr.writeUInt8(Number(b), 12 + i));
    return Buffer.concat([header, question, rr]);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }
}

/** A small JSON client of the studio API with a JWT. */
export function studioApi(baseUrl: string, jwt: string | null) {
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}
