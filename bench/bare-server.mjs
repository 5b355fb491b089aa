// A bare Fastify server with one JSON route: the floor the real server is measured against.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { default: Fastify } = await import(require.resolve('fastify'));

const app = Fastify({ logger: false });
app.get('/', async () => ({ success: true, value: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
