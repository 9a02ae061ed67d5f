import type { ErrorBody } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorStatus } from './app-error';
import { unavailableDependency } from './dependency-failure';
import { type DependencyOutages, RETRY_AFTER_SECONDS } from './dependency-outages';

export function errorBody(message: string, fieldErrors: Record<string, string> = {}): ErrorBody {
  return { Success: false, Message: message, Errors: fieldErrors };
}

function fieldName(instancePath: string, missingProperty: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missingProperty === 'string') return path ? `${path}.${missingProperty}` : missingProperty;
  return path || 'body';
}

/**
 * Turns every failure into the one error body; only deliberate failures reach the user in words. A
 * dependency that is down answers 503 with Retry-After, logged once per outage, not once per call.
 */
export function registerErrorHandler(app: FastifyInstance, outages: DependencyOutages): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'unavailable') reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
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
    const dependency = unavailableDependency(error);
    if (dependency) {
      outages.down(dependency, error);
      return reply
        .status(errorStatus.unavailable)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody(messages.unexpectedError));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected failure');
    return reply.status(500).send(errorBody(messages.unexpectedError));
  });
}
