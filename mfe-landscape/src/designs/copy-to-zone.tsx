import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  countText,
  errorText,
  FormField,
  formStyles as fields,
  notify,
  useCarriedLink,
  useGetZonesQuery,
} from '@thrive/shared';
import type { Zone } from '@thrive/shared/contracts';
import type { Design } from '@thrive/shared/landscape';
import { zonePath } from './design-paths';
import { useCopyDesignPlantsToZoneMutation } from '@thrive/shared/landscape-api';
import styles from './designs.module.css';

/** zonelisting/0: the zones of every yard. */
const ALL_YARDS = 0;

interface Copied {
  zone: Zone;
  added: number;
}

const CHOOSE_ZONE_MESSAGE = 'Please choose a zone.';

/** "Copy plants to a zone": the design's plants go into one of the gardener's zones. */
export function CopyToZone({ design }: { design: Design }) {
  const zones = useGetZonesQuery(ALL_YARDS);
  const [zoneId, setZoneId] = useState(0);
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState<Copied | null>(null);
  const [copy, { isLoading }] = useCopyDesignPlantsToZoneMutation();
  const carried = useCarriedLink();

  const choose = (next: number) => {
    setZoneId(next);
    // The message goes once one of the zones is chosen, and stays while none is.
    if (error && zones.data?.some((item) => item.Id === next)) setError(undefined);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const zone = zones.data?.find((item) => item.Id === zoneId);
    if (!zone) {
      setError(CHOOSE_ZONE_MESSAGE);
      return;
    }
    setError(undefined);
    try {
      const answer = await copy({ designId: design.Id, zoneId }).unwrap();
      setCopied({ zone, added: answer.Added });
    } catch (failure) {
      notify({ message: errorText(failure), variant: 'error' });
    }
  }

  if (design.Plants.length === 0) return null;
  const list = zones.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="copy-to-zone-title">
      <h3 id="copy-to-zone-title">Copy plants to a zone</h3>
      {list.length === 0 && !zones.isLoading ? (
        <p className={styles.muted}>You have no zones to copy the plants into yet.</p>
      ) : (
        <form className={styles.searchRow} noValidate onSubmit={(event) => void submit(event)}>
          <FormField id="copy-zone" label="Zone" error={error}>
            {(control) => (
              <select
                {...control}
                className={fields.control}
                value={zoneId}
                onChange={(e) => choose(Number(e.target.value))}
              >
                <option value={0}>-Select Zone-</option>
                {list.map((zone) => (
                  <option key={zone.Id} value={zone.Id}>
                    {zone.YardName} – {zone.Name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <Button type="submit" variant="primary" disabled={isLoading}>
            {isLoading ? 'Copying…' : 'Copy plants'}
          </Button>
        </form>
      )}
      <div role="status" className={styles.notice}>
        {copied && (
          <p>
            {countText(copied.added, 'plant', 'plants')} added to {copied.zone.Name}.{' '}
            <Link to={carried(zonePath(copied.zone.Id))}>View {copied.zone.Name}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
