import { messages } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

type FieldIssue = { instancePath?: string; message?: string };

/**
 * The sign-in forms answer missing fields with their own overall text ('Please review required
 * fields', spec section 5) rather than the generic one. Their routes set attachValidation and call this
 * first.
 */
export function rejectMissingSignInFields(request: FastifyRequest): void {
  const failure = request.validationError;
  if (!failure) return;
  const fieldErrors: Record<string, string> = {};
  for (const issue of failure.validation as FieldIssue[]) {
    const field = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || 'body';
    fieldErrors[field] ??= issue.message ?? messages.loginReviewRequiredFields;
  }
  throw new AppError('validation', messages.loginReviewRequiredFields, fieldErrors);
}
