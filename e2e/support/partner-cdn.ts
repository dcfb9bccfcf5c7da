import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { PARTNER_CDN_DIR, PARTNER_CDN_PORT } from './e2e-env';

/** Plays a partner's CDN on another origin, serving its own build of a remote. */
const cdn = Fastify();
await cdn.register(fastifyStatic, {
  root: PARTNER_CDN_DIR,
  setHeaders: (reply) => {
    reply.header('access-control-allow-origin', '*');
  },
});
await cdn.listen({ port: PARTNER_CDN_PORT, host: '127.0.0.1' });
