import { healthReadyRoute, healthRoute } from '@pledgethon/contracts';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// Load balancers and uptime checks call it every few seconds: at info it would drown the log.
const quietRoutes = new Set<string>([healthRoute.path, healthReadyRoute.path]);

/**
 * One log line per request, when its answer is sent. Fastify's own writes two (on arrival and on
 * answer) and serializes the whole request and answer for them.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    const route = request.routeOptions.url;
    if (route && quietRoutes.has(route)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
