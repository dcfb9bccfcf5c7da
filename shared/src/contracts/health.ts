import { z } from 'zod';

/** GET /api/health — service and database status for operators and load balancers. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    migrations: z.number().int().nonnegative(),
    latencyMs: z.number().nonnegative(),
    message: z.string().optional(),
  }),
  uptimeSeconds: z.number().nonnegative(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
