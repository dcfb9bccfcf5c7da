import { useRef, useState, type ChangeEvent } from 'react';
import { Button, useCameraAccess } from '@thrive/shared';
import { MEDIA_MESSAGES } from '@thrive/shared/contracts';
import { pickImageFiles } from '@thrive/shared/uploads';
import styles from './identify.module.css';

export const TAKE_PHOTO = 'Take a photo';
const CHOOSE_PHOTOS = 'Choose photos';
export const CAMERA_REFUSED = 'The camera may not be used, so choose a picture from your photo library.';

interface Props {
  onPick: (files: File[]) => void;
  disabled: boolean;
}

/**
 * Where the photos come from. "Take a photo" runs SPEC §4's camera permission flow (the
 * shell's Camera Access dialog, or the wrapper): granted opens the camera (capture), denied
 * opens the photo library instead (SPEC §2.6 "if denied, only photo-library pictures can be
 * chosen"). "Choose photos" opens the library at once.
 */
export function PhotoSourceButtons({ onPick, disabled }: Props) {
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const askForCamera = useCameraAccess();
  const [asking, setAsking] = useState(false);
  const [cameraRefused, setCameraRefused] = useState(false);
  const [refusedFiles, setRefusedFiles] = useState<string[]>([]);

  async function takePhoto() {
    setAsking(true);
    const granted = await askForCamera();
    setAsking(false);
    setCameraRefused(!granted);
    (granted ? camera : library).current?.click();
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so the same photo can be chosen again.
    event.target.value = '';
    const { images, refused } = pickImageFiles(files);
    setRefusedFiles(refused.map((file) => file.name));
    if (images.length > 0) onPick(images);
  }

  return (
    <div className={styles.sources}>
      <div className={styles.buttonRow}>
        <Button variant="primary" disabled={disabled || asking} onClick={() => void takePhoto()}>
          {TAKE_PHOTO}
        </Button>
        <Button disabled={disabled} onClick={() => library.current?.click()}>
          {CHOOSE_PHOTOS}
        </Button>
      </div>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        tabIndex={-1}
        data-testid="camera-input"
        onChange={picked}
      />
      <input
        ref={library}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        data-testid="library-input"
        onChange={picked}
      />
      {cameraRefused && <p className={styles.note}>{CAMERA_REFUSED}</p>}
      {refusedFiles.length > 0 && (
        <p role="alert" className={styles.error}>
          {MEDIA_MESSAGES.notAnImage} Left out: {refusedFiles.join(', ')}.
        </p>
      )}
    </div>
  );
}
