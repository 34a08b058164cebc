import dgram from 'node:dgram';

/**
 * A tiny authoritative DNS server on 127.0.0.1 for tests: answers A and AAAA queries for the names
 * given (anything else NXDOMAIN). The egress gateway is pointed at it with SVC_FUNCTION_DNS_SERVERS,
 * so "a host name that resolves to 127.0.0.1" is a real resolution, not a stub.
 */
export async function startDnsServer(
  records: Record<string, { a?: string[]; aaaa?: string[] }>,
): Promise<{ address: string; close(): Promise<void> }> {
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
      const answers: Buffer[] = [];
      const addrs = qtype === 1 ? (rec?.a ?? []) : qtype === 28 ? (rec?.aaaa ?? []) : [];
      for (const a of addrs) {
        const data =
          qtype === 1
            ? Buffer.from(a.split('.').map(Number))
            : Buffer.from(
                a
                  .replace('::', `:${'0:'.repeat(8 - a.split(':').filter(Boolean).length)}`)
                  .split(':')
                  .filter((g, i, arr) => g !== '' || (i > 0 && i < arr.length - 1))
                  .flatMap((g) => {
                    const n = parseInt(g || '0', 16);
                    return [n >> 8, n & 255];
                  }),
              );
        const rr = Buffer.alloc(12 + data.length);
        rr.writeUInt16BE(0xc00c, 0); // pointer to the question name
        rr.writeUInt16BE(qtype, 2);
        rr.writeUInt16BE(1, 4);
        rr.writeUInt32BE(5, 6);
        rr.writeUInt16BE(data.length, 10);
        data.copy(rr, 12);
        answers.push(rr);
      }
      const header = Buffer.alloc(12);
      header.writeUInt16BE(id, 0);
      header.writeUInt16BE(0x8400 | (rec ? 0 : 3), 2); // response, authoritative, NOERROR or NXDOMAIN
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
