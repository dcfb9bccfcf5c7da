import type { ReactNode } from 'react';
import { countText, Paginator } from '@thrive/shared';
import { GALLERY_PAGE_SIZE, type GalleryPage } from '@thrive/shared/contracts';
import { GalleryControls } from './gallery-controls';
import { GalleryImages } from './gallery-images';
import { ALL_PHOTOS_ID, ALL_PHOTOS_NAME } from './gallery-options';
import { NoPhotos } from './no-photos';
import { StorageUse } from './storage-use';
import type { GalleryParams } from './use-gallery-params';
import styles from './gallery.module.css';

const photosText = (total: number, favoritesOnly: boolean) =>
  favoritesOnly ? countText(total, 'favorite photo', 'favorite photos') : countText(total, 'photo', 'photos');

interface Props {
  page: GalleryPage;
  params: GalleryParams;
  update: (change: Partial<GalleryParams>) => void;
  /** The "Add photos" picker. */
  picker: ReactNode;
  /** The upload queue, under the picker. */
  uploads: ReactNode;
  /** A new page or gallery is being read. */
  busy: boolean;
  onOpen: (imageId: number) => void;
  onShowAll: () => void;
}

/** A gallery read: its chooser and buttons, then its page of photos or what to do when it has none. */
export function GalleryContent({ page, params, update, picker, uploads, busy, onOpen, onShowAll }: Props) {
  const { g, i, favoritesOnly, view } = params;
  const galleryName = g === ALL_PHOTOS_ID ? null : page.Gallery.Name;
  const empty = page.TotalRows === 0;
  return (
    <>
      <GalleryControls
        galleries={page.Galleries}
        galleryId={g}
        favoritesOnly={favoritesOnly}
        onChoose={(id) => update({ g: id, i: 0 })}
        onFavoritesOnly={(on) => update({ favoritesOnly: on, i: 0 })}
      />
      <div className={styles.uploadBar}>
        {!empty && picker}
        {galleryName && <p className={styles.hint}>New photos go into “{galleryName}”.</p>}
        <StorageUse usedBytes={page.UsedBytes} quotaBytes={page.QuotaBytes} />
      </div>
      {uploads}
      {empty ? (
        <NoPhotos
          galleryName={galleryName}
          favoritesOnly={favoritesOnly}
          picker={picker}
          onShowAll={onShowAll}
        />
      ) : (
        <div aria-busy={busy}>
          <h3 className={styles.count}>{photosText(page.TotalRows, favoritesOnly)}</h3>
          <GalleryImages
            images={page.Gallery.Images}
            view={view}
            label={`Photos in ${galleryName ?? ALL_PHOTOS_NAME}`}
            onOpen={onOpen}
          />
          <Paginator
            label="Photo pages"
            pageIndex={i}
            pageSize={GALLERY_PAGE_SIZE}
            totalRows={page.TotalRows}
            onPageChange={(next) => update({ i: next })}
          />
        </div>
      )}
    </>
  );
}
