import type { MaterialRow } from '@thrive/shared/landscape';
import { visuallyHidden } from '@thrive/shared';
import { materialAmount } from './materials-text';
import styles from './designs.module.css';

const KIND_NAMES: Record<MaterialRow['Kind'], string> = {
  soil: 'Soil',
  mulch: 'Mulch',
  edging: 'Edging',
  irrigation: 'Irrigation',
  plant: 'Plant',
  other: 'Other',
};

/** The design's shopping list: what to buy and how much. */
export function MaterialsTable({ rows }: { rows: readonly MaterialRow[] }) {
  if (rows.length === 0)
    return <p className={styles.muted}>Nothing to buy yet: mark soil or mulch as needed, or add plants.</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>Materials to buy</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, at) => (
            <tr key={`${row.Kind}-${row.PlantId ?? at}`}>
              <td>{KIND_NAMES[row.Kind]}</td>
              <th scope="row">{row.Name}</th>
              <td>{materialAmount(row) || 'As you need'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
