import { setupPostgres } from '@pledgethon/db/testing/global-setup-postgres';
import type { TestProject } from 'vitest/node';
import { jobQueueTemplate } from './job-queue-template';

export default (project: TestProject) => setupPostgres(project, jobQueueTemplate);
