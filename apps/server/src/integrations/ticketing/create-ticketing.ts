import type { Config } from '../../config';
import { builtInTicketing } from './built-in-ticketing';
import { createJiraTicketing } from './jira-ticketing';
import type { Ticketing } from './ticketing.types';

/** The Jira-compatible service when the JIRA_ variables are set (config checks all four go together), else the built-in tickets. */
export function createTicketing(config: Config): Ticketing {
  const { JIRA_URL, JIRA_EMAIL, JIRA_API_TOKEN, JIRA_PROJECT_KEY } = config;
  if (JIRA_URL && JIRA_EMAIL && JIRA_API_TOKEN && JIRA_PROJECT_KEY) {
    return createJiraTicketing({
      url: JIRA_URL,
      email: JIRA_EMAIL,
      apiToken: JIRA_API_TOKEN,
      projectKey: JIRA_PROJECT_KEY,
    });
  }
  return builtInTicketing;
}
