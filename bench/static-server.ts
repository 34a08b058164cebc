/** The peer of the hosting bench: a bare node:http static file server (reads the file per request, like a plain static server). */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const dir = process.env.BENCH_STATIC_DIR!;
const memory = process.env.BENCH_STATIC_MEMORY === '1';
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const cache = new Map<string, Buffer>();

http
  .createServer((req, res) => {
    const name = path.basename(decodeURIComponent((req.url ?? '/').split('?')[0]!)) || 'index.html';
    const file = path.join(dir, name);
    const send = (body: Buffer) => {
      res.writeHead(200, {
        'content-type': types[path.extname(name)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'public, max-age=3600',
      });
      res.end(body);
    };
    const hit = memory ? cache.get(file) : undefined;
    if (hit) return send(hit);
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404).end();
        return;
      }
      if (memory) cache.set(file, body);
      send(body);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
