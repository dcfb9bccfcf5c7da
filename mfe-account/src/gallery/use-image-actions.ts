import {
  errorText,
  notify,
  useImageActionMutation,
  useRotateImageMutation,
  useUpdateImageMutation,
} from '@thrive/shared';
import type { GalleryImage } from '@thrive/shared/contracts';

const PHOTO_DELETED_MESSAGE = 'The photo was deleted.';

/**
 * What the image menu does to one photo (SPEC §2.5 "image menu (save, rotate, delete)", §7
 * POST rotate, imageaction k=d, POST image): each resolves true when the server took it, and says why not
 * otherwise (SPEC §8). Every call refreshes the gallery through the 'Photos' tag.
 */
export function useImageActions(image: GalleryImage) {
  const [imageAction, action] = useImageActionMutation();
  const [update, move] = useUpdateImageMutation();
  const [rotateImage, turn] = useRotateImageMutation();
  const entity = { i: image.Id, c: image.Type, cid: image.EntityId };
  const reference = { Id: image.Id, Type: image.Type, Key: image.Url };

  const attempt = async (call: () => Promise<unknown>, done?: string) => {
    try {
      await call();
      if (done) notify({ message: done, variant: 'success' });
      return true;
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
      return false;
    }
  };

  return {
    /** A quarter turn clockwise. */
    rotate: () => attempt(() => rotateImage(reference).unwrap()),
    remove: () => attempt(() => imageAction({ ...entity, k: 'd' }).unwrap(), PHOTO_DELETED_MESSAGE),
    /** Into gallery `galleryId`; 0 takes it out of every gallery (it stays in All photos). */
    moveTo: (galleryId: number, galleryName: string) =>
      attempt(
        () => update({ ...reference, GalleryId: galleryId }).unwrap(),
        galleryId ? `The photo was moved to “${galleryName}”.` : 'The photo was taken out of its gallery.',
      ),
    rotating: turn.isLoading,
    deleting: action.isLoading && action.originalArgs?.k === 'd',
    moving: move.isLoading,
  };
}
