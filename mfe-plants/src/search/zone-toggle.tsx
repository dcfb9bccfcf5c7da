import {
  Button,
  errorText,
  LINK_KINDS,
  notify,
  useRecordLinkClick,
  useTogglePlantZoneMutation,
  visuallyHidden,
} from '@thrive/shared';
import styles from './search.module.css';

interface Props {
  zoneId: number;
  zoneName: string;
  plantId: number;
  plantName: string;
  inZone: boolean;
}

/**
 * "Add to zone" / "In zone" (the button's words change with the state): puts the plant in the zone the gardener came from, or takes it
 * out again (TogglePlantZone, no fertilizer chosen yet). Taking it out records link kind 38.
 */
export function ZoneToggle({ zoneId, zoneName, plantId, plantName, inZone }: Props) {
  const [toggle, { isLoading }] = useTogglePlantZoneMutation();
  const record = useRecordLinkClick('mfe-plants');
  async function onClick() {
    try {
      const result = await toggle({ zoneId, plantId, fertilizerId: 0 }).unwrap();
      if (!result.InZone) record(LINK_KINDS.PlantRemoveFromZone);
      notify({ message: result.message, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }
  return (
    <Button
      className={inZone ? `${styles.zoneToggle} ${styles.inZone}` : styles.zoneToggle}
      aria-disabled={isLoading || undefined}
      onClick={() => {
        if (!isLoading) void onClick();
      }}
    >
      {inZone ? 'In zone' : 'Add to zone'}
      {/* The visible words lead the name (WCAG 2.5.3); the rest says which plant and zone. */}
      <span className={visuallyHidden}>
        {inZone
          ? ` (${plantName} is in ${zoneName}; press to take it out)`
          : ` (${plantName} to ${zoneName})`}
      </span>
    </Button>
  );
}
