import { setupPglite } from '@pledgethon/db/testing/global-setup-pglite';
import type { TestProject } from 'vitest/node';
import { jobQueueTemplate } from './job-queue-template';

export default (project: TestProject) => setupPglite(project, jobQueueTemplate);
