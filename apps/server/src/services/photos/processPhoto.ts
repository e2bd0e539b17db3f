import sharp from 'sharp';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@welink/domain';
import { AppError } from '../../errors.js';

export interface Rendition {
  bytes: Buffer;
  width: number;
  height: number;
}

/** sharp's names of the formats in PHOTO_INPUT_TYPES. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unsupportedType);

/**
 * Reads the format from the bytes (the client's Content-Type and file name are ignored),
 * then re-encodes to WebP: the photo at most 1600 px on its long side and a 400 px
 * thumbnail, both turned upright first. No metadata is copied into the output (sharp
 * writes none unless asked), so EXIF, GPS position, XMP and camera data are dropped.
 */
export async function processPhoto(input: Buffer): Promise<{ photo: Rendition; thumbnail: Rendition }> {
  // sharp throws at once, not in the promise, on an empty buffer: the async wrapper turns both into one rejection.
  const readMetadata = async () => sharp(input, { limitInputPixels: false }).metadata();
  const metadata = await readMetadata().catch(() => {
    throw unsupported();
  });
  if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw unsupported();
  if (metadata.width * metadata.height > PHOTO_LIMITS.maxInputPixels) {
    throw new AppError('VALIDATION', PHOTO_MESSAGES.tooManyPixels);
  }

  const source = sharp(input, { limitInputPixels: PHOTO_LIMITS.maxInputPixels }).autoOrient();
  const render = async (side: number): Promise<Rendition> => {
    const { data, info } = await source
      .clone()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PHOTO_LIMITS.quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  };
  try {
    const [photo, thumbnail] = await Promise.all([render(PHOTO_LIMITS.maxSide), render(PHOTO_LIMITS.thumbnailSide)]);
    return { photo, thumbnail };
  } catch {
    // The header was readable but the image is not (truncated or corrupt data).
    throw unsupported();
  }
}
