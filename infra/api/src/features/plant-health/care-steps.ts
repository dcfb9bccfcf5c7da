import type { HealthContext } from './health-context';
import type { TableCause } from './symptom-table';

/**
 * A cause's care steps followed by the plant's own care tips that match it (the tips of
 * GET CareTips for that care category, narrowed to a Group when the table names one).
 */
export function careStepsOf(
  context: HealthContext,
  steps: readonly string[],
  tip: TableCause['careTip'],
): string[] {
  const tips = context.careTips.filter(
    (candidate) =>
      candidate.category === tip.category && (tip.group === undefined || candidate.group === tip.group),
  );
  return [...steps, ...tips.map((candidate) => `${context.plant.commonName} care tip: ${candidate.body}`)];
}
