import sharp from 'sharp';

/** Refuses decompression bombs: a small file that would decode to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes a picture as a WebP that covers `width`×`height` (cropped to fill), turned upright and
 * without its metadata (no camera or location data). Rejects when sharp cannot read the input.
 */
export function coverWebp(data: Buffer, width: number, height: number, quality: number): Promise<Buffer> {
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(width, height, { fit: 'cover' }).webp({ quality }).toBuffer();
}
