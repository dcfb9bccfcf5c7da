import { selectIdentity, useAppSelector, useGetYardFrostDatesQuery, useGetYardsQuery } from '@thrive/shared';
import { frostDatesText } from './frost-dates-text';
import styles from '../common/tasks.module.css';

/**
 * Says where the task dates come from, for the gardener's default yard (or their first): the
 * care calendar counts from its frost dates. Nothing while they load or when there is no yard.
 */
export function FrostDatesLine() {
  const identity = useAppSelector(selectIdentity);
  const hasYards = (identity?.YardCount ?? 0) > 0;
  const yards = useGetYardsQuery(undefined, { skip: !hasYards }).data ?? [];
  const yard = yards.find((one) => one.Id === identity?.DefaultYardId) ?? yards[0];
  const frost = useGetYardFrostDatesQuery(yard?.Id ?? 0, { skip: !yard }).data;
  if (!yard || !frost) return null;
  return <p className={styles.note}>{frostDatesText(yard.Name, frost)}</p>;
}
