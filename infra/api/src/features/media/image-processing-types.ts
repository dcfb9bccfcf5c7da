/** One encoded file of a photo: the full picture or its thumbnail. */
export interface EncodedImage {
  body: Buffer;
  contentType: string;
  /** File extension without the dot, for the storage key: jpg, png, webp. */
  extension: string;
}

/** A photo made ready to store: re-encoded without any metadata, and its thumbnail. */
export interface ProcessedImage {
  original: EncodedImage;
  thumbnail: EncodedImage;
  width: number;
  height: number;
}

/** An upload after checking and re-encoding, with the GPS position its EXIF held (if any). */
export interface ProcessedUpload extends ProcessedImage {
  gps: { latitude: number; longitude: number } | null;
}

/** Thrown when the bytes are not a picture we accept (checked by content, not by name). */
export class NotAnImageError extends Error {}

/**
 * Thrown for a picture with more pixels than we decode, read from its header. A kind of
 * NotAnImageError, so that every caller refuses it; the upload says why in its own words.
 */
export class TooManyPixelsError extends NotAnImageError {}
