/** A second peer: a bare Fastify route answering a POST with the same fixed JSON payload (no auth, no database). */
import Fastify from 'fastify';

const payload = process.env.BENCH_PAYLOAD ?? '{}';
const app = Fastify();
app.post('/', async (_req, reply) => reply.type('application/json').send(payload));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
