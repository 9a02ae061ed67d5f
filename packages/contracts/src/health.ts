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
