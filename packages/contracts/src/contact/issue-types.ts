import { z } from 'zod';

/** One kind of ticket the sender can choose (the form's jiraIssueType). */
const issueTypeSchema = z.object({ Id: z.string(), Name: z.string() }).meta({ id: 'IssueType' });
export const issueTypesResponseSchema = z.array(issueTypeSchema);

export type IssueType = z.infer<typeof issueTypeSchema>;

/** Offered when no ticketing service is configured. Their Ids are stable, so the web can translate them. */
export const BUILT_IN_ISSUE_TYPES = [
  { Id: 'question', Name: 'Question' },
  { Id: 'problem', Name: 'Problem' },
  { Id: 'feature-request', Name: 'Feature request' },
  { Id: 'billing', Name: 'Billing' },
] as const satisfies readonly IssueType[];

export type BuiltInIssueTypeId = (typeof BUILT_IN_ISSUE_TYPES)[number]['Id'];
