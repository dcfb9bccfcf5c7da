import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const lineOf = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  // The query string is left out: it can hold a sign-in key.
  path: request.url.split('?')[0],
  statusCode: reply.statusCode,
  ms: Math.round(reply.elapsedTime),
});

/**
 * One log line per request, at debug (LOG_LEVEL=debug), in place of Fastify's two at info:
 * a gardener using the app makes thousands of requests, which buried the start-up lines (the demo
 * sign-in link) and every warning. What needs a look stays visible at info: an answer of 500
 * or more (warn, even when no error was thrown for it), a request that failed while being
 * answered (error), a stream that broke (warn); the error handler logs thrown errors.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // Told once, when answered (requestCompleted).
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = lineOf(request, reply);
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.warn(line, 'request answered');
    else reply.log.debug(line, 'request answered');
  }

  override routeNotFound(request: FastifyRequest, reply: FastifyReply): void {
    request.log.debug(lineOf(request, reply), 'no such route');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ ...lineOf(request, reply), err: error }, error.message);
    else reply.log.debug({ ...lineOf(request, reply), err: error }, error.message);
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // A client that goes away mid-download is no fault of ours.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.debug(lineOf(request, reply), 'stream closed prematurely');
    else super.streamError(error, request, reply);
  }
}
