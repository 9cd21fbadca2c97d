// The baseline every throughput figure is divided by: bare Fastify responding with a tiny JSON body,
// run as its own process on the same machine in the same run as the real server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? '127.0.0.1' });
