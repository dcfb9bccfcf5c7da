import type { Yard } from '@thrive/shared/contracts';
import ui from '../common/ui.module.css';
import { coordinatesOf, placeOf } from './place';
import { chooserOf, zipCodeOf } from './whose-choice';

interface Props {
  yard: Yard;
  hardinessName: string;
}

/** What the server found for the yard's ZIP code or address (GEO), and whose zone it uses. */
export function YardPlace({ yard, hardinessName }: Props) {
  const coordinates = coordinatesOf(yard);
  return (
    <dl className={ui.facts}>
      <dt>Town</dt>
      <dd>{placeOf(yard) || 'Not found yet'}</dd>
      {coordinates && (
        <>
          <dt>Coordinates</dt>
          <dd>{coordinates}</dd>
        </>
      )}
      <dt>Hardiness zone</dt>
      <dd>
        {yard.HardinessZoneId > 0 ? hardinessName : 'Not known yet'}
        {yard.HardinessZoneId > 0 &&
          (yard.HardinessZoneManual ? ` (chosen by ${chooserOf(yard)})` : ` (from ${zipCodeOf(yard)})`)}
      </dd>
    </dl>
  );
}
