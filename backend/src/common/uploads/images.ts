import type Sharp from 'sharp';

/** Refuses decompression bombs: a small file that would decode to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

let sharpLoading: Promise<typeof Sharp> | undefined;

/** sharp and its libvips load with the first picture rather than in every API process at start: few requests handle one. */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoading ??= import('sharp').then((module) => module.default);
  return sharpLoading;
}

/**
 * Re-encodes a picture as a WebP that covers `width`×`height` (cropped to fill), turned upright and
 * without its metadata (no camera or location data). Rejects when sharp cannot read the input.
 */
export async function coverWebp(data: Buffer, width: number, height: number, quality: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(width, height, { fit: 'cover' }).webp({ quality }).toBuffer();
}

/** A picture as a JPEG that covers `width`×`height` (cropped to fill). Rejects when sharp cannot read the input. */
export async function coverJpeg(data: Buffer, width: number, height: number, quality: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(data).resize(width, height, { fit: 'cover' }).jpeg({ quality }).toBuffer();
}
