import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The yardstick of `npm run load`: a bare Fastify route answering the same JSON as the
 * call it is compared with, in a process of its own like the gateway.
 */
const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile!, 'utf8');
const app = Fastify();
app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
