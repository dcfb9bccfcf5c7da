import { useMemo, useRef, useState } from 'react';
import {
  Button,
  errorText,
  LoadError,
  Loading,
  TOOLBAR_ACTIONS,
  useGetGalleryQuery,
  usePageToolbar,
  type ToolbarAction,
} from '@thrive/shared';
import { GALLERY_PAGE_SIZE, IMAGE_TYPES, UPLOAD_ORIGINS } from '@thrive/shared/contracts';
import { PLANT_VIEW_ACTIONS, plantViewFromAction } from '@thrive/shared/plant-list';
import { PhotoPicker, useUploadQueue, type UploadTarget } from '@thrive/shared/uploads';
import { AccountPage } from '../common/account-page';
import { GalleryContent } from './gallery-content';
import { ALL_PHOTOS_ID } from './gallery-options';
import { GalleryUploads } from './gallery-uploads';
import { ImageDialog } from './image-dialog';
import { useGalleryParams } from './use-gallery-params';
import styles from './gallery.module.css';

/** SPEC §2.4 menu item "My Gallery" (users/gallery). */
const GALLERY_TITLE = 'My Gallery';
const ADD_PHOTOS = 'Add photos';

const UPLOAD_ACTION: ToolbarAction = { code: TOOLBAR_ACTIONS.Upload, label: ADD_PHOTOS };

/** The header's Upload action opens the file chooser of the "Add photos" picker on the page. */
function openPicker(container: HTMLElement | null) {
  container?.querySelector<HTMLInputElement>('input[type="file"]')?.click();
}

/**
 * users/gallery, My Gallery (SPEC §2.7 Gallery section, §7 Favorites and gallery): the chosen
 * gallery's photos as a list or a grid (header actions 5 and 6), each with its heart and tap to
 * edit; galleries to create, rename and delete; uploads (header action 7) with their progress;
 * the storage used.
 */
export function GalleryPage() {
  const { update, ...params } = useGalleryParams();
  const { g, i, favoritesOnly, view } = params;
  const gallery = useGetGalleryQuery({ g, i, c: GALLERY_PAGE_SIZE, f: favoritesOnly ? 1 : 0 });
  // New photos go into the gallery on screen (none for All photos).
  const target = useMemo<UploadTarget>(
    () => ({ origin: UPLOAD_ORIGINS.other, imageType: IMAGE_TYPES.plant, galleryId: g }),
    [g],
  );
  const uploads = useUploadQueue({ target });
  const [openImageId, setOpenImageId] = useState<number | null>(null);
  const content = useRef<HTMLDivElement>(null);

  const toolbar = useMemo(() => [PLANT_VIEW_ACTIONS[view], UPLOAD_ACTION], [view]);
  usePageToolbar(toolbar, (code) => {
    const next = plantViewFromAction(code);
    if (next) update({ view: next });
    else if (code === TOOLBAR_ACTIONS.Upload) openPicker(content.current);
  });

  // While another gallery loads, the last one's photos must not show under its name; a new
  // page or filter of the same gallery keeps them, marked busy, until the answer comes.
  const page = gallery.currentData ?? (gallery.data?.Gallery.Id === g ? gallery.data : undefined);
  const showAll = () => update({ g: ALL_PHOTOS_ID, i: 0, favoritesOnly: false });

  return (
    <AccountPage title={GALLERY_TITLE}>
      <div ref={content} className={styles.page}>
        {!page && !gallery.isError ? (
          <Loading label="Loading your photos…" />
        ) : gallery.isError || !page ? (
          <>
            <LoadError message={errorText(gallery.error)} onRetry={() => void gallery.refetch()} />
            {g !== ALL_PHOTOS_ID && <Button onClick={showAll}>Show all photos</Button>}
          </>
        ) : (
          <GalleryContent
            page={page}
            params={params}
            update={update}
            picker={<PhotoPicker onPick={uploads.add} label={ADD_PHOTOS} />}
            uploads={
              <GalleryUploads
                items={uploads.items}
                onRetry={uploads.retry}
                onRemove={uploads.remove}
                onClearFinished={uploads.clearFinished}
              />
            }
            busy={gallery.isFetching}
            onOpen={setOpenImageId}
            onShowAll={showAll}
          />
        )}
      </div>
      <ImageDialog
        image={page?.Gallery.Images.find((image) => image.Id === openImageId)}
        galleries={page?.Galleries ?? []}
        onClose={() => setOpenImageId(null)}
      />
    </AccountPage>
  );
}
