import { useGetYardsQuery } from '@thrive/shared';
import { formStyles as fields } from '@thrive/shared';
import styles from './thrive.module.css';

interface Props {
  /** 0: every yard. */
  value: number;
  onChange: (yardId: number) => void;
}

/** Which yard the scorecard shows: all of them or one. */
export function YardPicker({ value, onChange }: Props) {
  const yards = useGetYardsQuery();
  return (
    <div className={styles.picker}>
      <label htmlFor="thrive-yard">Yard</label>
      <select
        id="thrive-yard"
        className={fields.control}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <option value={0}>All yards</option>
        {yards.data?.map((yard) => (
          <option key={yard.Id} value={yard.Id}>
            {yard.Name}
          </option>
        ))}
        {/* A yard not (yet) in the list keeps the address's choice visible. */}
        {value > 0 && !yards.data?.some((yard) => yard.Id === value) && (
          <option value={value}>Yard {value}</option>
        )}
      </select>
    </div>
  );
}
