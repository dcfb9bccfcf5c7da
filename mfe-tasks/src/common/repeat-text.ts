import { countText } from '@thrive/shared';

/** How often a task comes back: "Once", "Every day", "Every 7 days". */
export function repeatText(days: number): string {
  if (days <= 0) return 'Once';
  return days === 1 ? 'Every day' : `Every ${countText(days, 'day', 'days')}`;
}
