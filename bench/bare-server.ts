/** The peer: a bare node:http server answering a POST with a fixed JSON payload of the same size as the tool's. */
import http from 'node:http';

const payload = process.env.BENCH_PAYLOAD ?? '{}';
http
  .createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      JSON.parse(body || '{}');
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      res.end(payload);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
