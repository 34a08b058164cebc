/** A webhook receiver for the benchmark: answers every POST 200 at once; `GET /count` says how many it got. */
import http from 'node:http';

let count = 0;
http
  .createServer((req, res) => {
    if (req.method === 'GET') {
      res.end(String(count));
      return;
    }
    req.resume();
    req.on('end', () => {
      count++;
      res.writeHead(200, { 'content-length': '2' });
      res.end('ok');
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
