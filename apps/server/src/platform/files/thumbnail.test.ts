import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { JPEG } from './file-fixtures.testing.js';
import { THUMBNAIL_SIZE, thumbnailOf } from './thumbnail.js';

describe('thumbnails', () => {
  it('shrinks an image to 160 px on its longest side as WebP, keeping its proportions', async () => {
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const meta = await sharp(await thumbnailOf(photo)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE / 2 });
  });

  it('never enlarges a small image', async () => {
    const icon = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    expect(await sharp(await thumbnailOf(icon)).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('refuses bytes that only start like an image', async () => {
    const error = await thumbnailOf(JPEG, 'product.image_type').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 415, messageKey: 'product.image_type' });
  });
});
