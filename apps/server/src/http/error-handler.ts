import type { ErrorBody } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorStatus } from './app-error';

export function errorBody(message: string, fieldErrors: Record<string, string> = {}): ErrorBody {
  return { Success: false, Message: message, Errors: fieldErrors };
}

function fieldName(instancePath: string, missingProperty: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missingProperty === 'string') return path ? `${path}.${missingProperty}` : missingProperty;
  return path || 'body';
}

/** When a caller told that a dependency did not answer may try again. */
const RETRY_AFTER_SECONDS = 60;

/** Turns every failure into the one error body; only deliberate failures reach the user in words. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'unavailable') reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(error.status).send(errorBody(error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params?.missingProperty);
        fieldErrors[name] ??= issue.message ?? messages.reviewRequiredFields;
      }
      return reply.status(errorStatus.validation).send(errorBody(messages.reviewRequiredFields, fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status === errorStatus.too_large) {
      return reply.status(status).send(errorBody(messages.fileSizeLimitExceeded));
    }
    if (status === errorStatus.rate_limited) {
      return reply.status(status).send(errorBody(messages.tooManyRequests));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(messages.invalidData));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected failure');
    return reply.status(500).send(errorBody(messages.unexpectedError));
  });
}
