import { messages } from '@pledgethon/core';

/**
 * The spec's texts the browser shows in the page's language: its own form checks, and the server's
 * answers that a form expects. English is the catalogue's own wording; any other text is shown as the
 * server words it.
 */
export const messagesEn = {
  enterUsername: messages.enterUsername,
  enterPassword: messages.enterPassword,
  loginReviewRequiredFields: messages.loginReviewRequiredFields,
  enterAccessCode: messages.enterAccessCode,
  eventCodeInvalid: messages.eventCodeInvalid,
  emailRequired: messages.emailRequired,
  invalidPassword: messages.invalidPassword,
  passwordsDoNotMatch: messages.passwordsDoNotMatch,
  accessDenied: messages.accessDenied,
  authenticationFailedTitle: messages.authenticationFailedTitle,
  enterRequiredFields: messages.enterRequiredFields,
  reviewRequiredFields: messages.reviewRequiredFields,
  invalidEmail: messages.invalidEmail,
  emailTooLong: messages.emailTooLong,
  textTooLong: messages.textTooLong,
  invalidCaptcha: messages.invalidCaptcha,
  somethingWentWrong: messages.somethingWentWrong,
  ticketCreationFailed: messages.ticketCreationFailed,
  emailsSent: messages.emailsSent,
  tooManyAttachments: messages.tooManyAttachments,
  attachmentTypeNotAllowed: messages.attachmentTypeNotAllowed,
  attachmentNameMismatch: messages.attachmentNameMismatch,
  fileSizeLimitExceeded: messages.fileSizeLimitExceeded,
  tooManyRequests: messages.tooManyRequests,
  unexpectedError: messages.unexpectedError,
  facebookLoginFailed: messages.facebookLoginFailed,
  oauthEmailRequired: messages.oauthEmailRequired,
  mustAgreeToTerms: messages.mustAgreeToTerms,
  userAlreadyExists: messages.userAlreadyExists,
  inactiveUser: messages.inactiveUser,
  alreadyParticipated: messages.alreadyParticipated,
  childAlreadyLinked: messages.childAlreadyLinked,
  childClaimPending: messages.childClaimPending,
  accessCodeInvalid: messages.accessCodeInvalid,
  parentParticipantLimit: messages.parentParticipantLimit,
  minimumGoal: messages.minimumGoal,
  commissionTooHigh: messages.commissionTooHigh,
  franchiseeCreated: messages.franchiseeCreated,
  teamLeaderCreated: messages.teamLeaderCreated,
} as const;
