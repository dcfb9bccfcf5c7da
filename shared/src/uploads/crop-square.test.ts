import { centredSquare, cropSquare } from './crop-square';
import { installNodeFile, photoFile } from '@thrive/shared/testing';

installNodeFile();

describe('SPEC §5 Photos: crop makes a centred square of the given size', () => {
  test('the largest square in the middle of the picture', () => {
    expect(centredSquare(400, 300)).toEqual({ left: 50, top: 0, side: 300 });
    expect(centredSquare(300, 500)).toEqual({ left: 0, top: 100, side: 300 });
    expect(centredSquare(640, 640)).toEqual({ left: 0, top: 0, side: 640 });
    expect(centredSquare(401, 300)).toEqual({ left: 50, top: 0, side: 300 });
  });

  describe('the cropped file', () => {
    const drawImage = jest.fn();
    const bitmap = { width: 1200, height: 800, close: jest.fn() };
    /** The canvas's size when its picture was written out. */
    let written: { width: number; height: number } | undefined;

    // jsdom draws nothing: the bitmap and the canvas's context are stand-ins, and what is
    // drawn where is checked.
    beforeEach(() => {
      globalThis.createImageBitmap = jest.fn(async () => bitmap) as unknown as typeof createImageBitmap;
      jest
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
      jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
        this: HTMLCanvasElement,
        done: BlobCallback,
        type?: string,
      ) {
        written = { width: this.width, height: this.height };
        done(new Blob([new Uint8Array(64)], { type }));
      });
    });
    afterEach(() => {
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    });

    test('is size × size, drawn from the centred square, with the photo’s name and type', async () => {
      const original = photoFile('fern.jpg', 'image/jpeg');
      const square = await cropSquare(original, 300);
      expect(globalThis.createImageBitmap).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
      expect(written).toEqual({ width: 300, height: 300 });
      expect(drawImage).toHaveBeenCalledWith(bitmap, 200, 0, 800, 800, 0, 0, 300, 300);
      expect(square.name).toBe('fern.jpg');
      expect(square.type).toBe('image/jpeg');
      expect(bitmap.close).toHaveBeenCalled();
    });
  });
});
