import dgram from 'node:dgram';

/** The records of one name. `rcode` answers every query for the name with that error; `drop` never answers (a timeout). */
export interface ZoneEntry {
  a?: string[];
  aaaa?: string[];
  txt?: string[];
  cname?: string;
  caa?: Array<{ flags?: number; tag: 'issue' | 'issuewild' | 'iodef'; value: string }>;
  rcode?: 'servfail' | 'refused';
  drop?: boolean;
}

const TYPE = { A: 1, CNAME: 5, TXT: 16, AAAA: 28, CAA: 257 } as const;

function encodeName(name: string): Buffer {
  const parts = name
    .replace(/\.$/, '')
    .split('.')
    .filter(Boolean)
    .map((l) => Buffer.concat([Buffer.from([Buffer.byteLength(l)]), Buffer.from(l, 'ascii')]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function ipv6Bytes(a: string): Buffer {
  return Buffer.from(
    a
      .replace('::', `:${'0:'.repeat(8 - a.split(':').filter(Boolean).length)}`)
      .split(':')
      .filter((g, i, arr) => g !== '' || (i > 0 && i < arr.length - 1))
      .flatMap((g) => {
        const n = parseInt(g || '0', 16);
        return [n >> 8, n & 255];
      }),
  );
}

function rr(owner: Buffer, type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(10);
  head.writeUInt16BE(type, 0);
  head.writeUInt16BE(1, 2);
  head.writeUInt32BE(5, 4);
  head.writeUInt16BE(data.length, 8);
  return Buffer.concat([owner, head, data]);
}

function answersFor(entry: ZoneEntry, qtype: number, owner: Buffer): Buffer[] {
  const out: Buffer[] = [];
  if (qtype === TYPE.A) for (const a of entry.a ?? []) out.push(rr(owner, qtype, Buffer.from(a.split('.').map(Number))));
  if (qtype === TYPE.AAAA) for (const a of entry.aaaa ?? []) out.push(rr(owner, qtype, ipv6Bytes(a)));
  if (qtype === TYPE.TXT) {
    for (const t of entry.txt ?? []) {
      const bytes = Buffer.from(t, 'utf8');
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length || i === 0; i += 255) {
        const c = bytes.subarray(i, i + 255);
        chunks.push(Buffer.from([c.length]), c);
      }
      out.push(rr(owner, qtype, Buffer.concat(chunks)));
    }
  }
  if (qtype === TYPE.CAA) {
    for (const c of entry.caa ?? []) {
      out.push(rr(owner, qtype, Buffer.concat([Buffer.from([c.flags ?? 0, c.tag.length]), Buffer.from(c.tag), Buffer.from(c.value)])));
    }
  }
  return out;
}

/**
 * A tiny authoritative DNS server on 127.0.0.1 for tests: A, AAAA, TXT, CNAME (chased within the
 * zone) and CAA records for the names given; anything else NXDOMAIN; per name it can also answer
 * SERVFAIL or REFUSED, or never answer (a timeout). The egress gateway and the custom-domain checks
 * are pointed at it (SVC_FUNCTION_DNS_SERVERS, SVC_DNS_SERVERS), so a look-up is a real resolution.
 * `records` may be changed while it runs.
 */
export async function startDnsServer(records: Record<string, ZoneEntry>): Promise<{ address: string; close(): Promise<void> }> {
  const sock = dgram.createSocket('udp4');
  sock.on('message', (msg, rinfo) => {
    try {
      const id = msg.readUInt16BE(0);
      let off = 12;
      const labels: string[] = [];
      while (msg[off]! !== 0) {
        const len = msg[off]!;
        labels.push(msg.subarray(off + 1, off + 1 + len).toString('ascii'));
        off += len + 1;
      }
      off += 1;
      const qtype = msg.readUInt16BE(off);
      const question = msg.subarray(12, off + 4);
      const name = labels.join('.').toLowerCase();
      const rec = records[name];
      if (rec?.drop) return;
      let rcode = rec ? 0 : 3; // NOERROR or NXDOMAIN
      if (rec?.rcode === 'servfail') rcode = 2;
      if (rec?.rcode === 'refused') rcode = 5;
      const answers: Buffer[] = [];
      if (rec && rcode === 0) {
        if (rec.cname && qtype !== TYPE.CNAME) {
          // A CNAME answers every type, followed by the target's records when the target is in this zone.
          answers.push(rr(Buffer.from([0xc0, 0x0c]), TYPE.CNAME, encodeName(rec.cname)));
          const target = records[rec.cname.toLowerCase().replace(/\.$/, '')];
          if (target) answers.push(...answersFor(target, qtype, encodeName(rec.cname)));
        } else if (qtype === TYPE.CNAME && rec.cname) {
          answers.push(rr(Buffer.from([0xc0, 0x0c]), TYPE.CNAME, encodeName(rec.cname)));
        } else {
          answers.push(...answersFor(rec, qtype, Buffer.from([0xc0, 0x0c])));
        }
      }
      const header = Buffer.alloc(12);
      header.writeUInt16BE(id, 0);
      header.writeUInt16BE(0x8400 | rcode, 2); // response, authoritative
      header.writeUInt16BE(1, 4);
      header.writeUInt16BE(answers.length, 6);
      sock.send(Buffer.concat([header, question, ...answers]), rinfo.port, rinfo.address);
    } catch {
      // A malformed query gets no answer.
    }
  });
  await new Promise<void>((ok) => sock.bind(0, '127.0.0.1', ok));
  const { port } = sock.address();
  return { address: `127.0.0.1:${port}`, close: () => new Promise<void>((ok) => sock.close(() => ok())) };
}
