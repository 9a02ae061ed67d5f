import { z } from 'zod';

const componentStatusSchema = z.enum(['ok', 'unavailable']);

export const healthResponseSchema = z
  .object({
    Status: z.enum(['ok', 'degraded']),
    Database: z.object({ Status: componentStatusSchema, Engine: z.enum(['pglite', 'postgres']) }),
    JobQueue: z.object({ Status: componentStatusSchema }),
    Version: z.string(),
    UptimeSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'HealthResponse' });

/**
 * Whether this process can take traffic: the database takes a write and the data folder takes a file.
 * A load balancer sends calls only to a process that is ready; /api/health says whether it is alive.
 */
export const readinessResponseSchema = z
  .object({
    Status: z.enum(['ready', 'not ready']),
    Database: z.object({ Status: componentStatusSchema }),
    DataDirectory: z.object({ Status: componentStatusSchema }),
  })
  .meta({ id: 'ReadinessResponse' });
