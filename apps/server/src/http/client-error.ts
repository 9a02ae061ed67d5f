import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { messages } from '@pledgethon/core';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

function answerTo(error: ConnectionError): { status: number; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: messages.invalidData };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: messages.unexpectedError };
  return { status: 400, message: messages.invalidData };
}

/**
 * Answers what Node's HTTP parser refuses before there is a request for Fastify to route (headers over
 * its size limit, bytes that are not HTTP, a request too slow to arrive) in the one error body, where
 * Fastify's own answer has a shape of its own. The connection then closes: the parser cannot resume.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = answerTo(error);
  this.log.debug({ err: error, status }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
