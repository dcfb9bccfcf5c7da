import { useParams } from 'react-router-dom';
import { EditDesign } from './edit-design';
import { idFromAddress } from './design-paths';
import { NewDesign } from './new-design';

/**
 * Routes `designs/new?style=&zone=` (no id: a new design) and `designs/:id` (one of the
 * gardener's designs, with its plants).
 */
export function DesignEditorPage() {
  const designId = idFromAddress(useParams().id);
  // Keyed: moving from one design to another starts the form afresh.
  return designId > 0 ? <EditDesign key={designId} designId={designId} /> : <NewDesign />;
}
