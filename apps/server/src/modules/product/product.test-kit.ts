import sharp from 'sharp';
import { productApi, type ProductFields } from '@kenh/contract';
import { callData, type Client } from '../../testing/api-client.js';
import type { MultipartForm } from '../../testing/multipart.js';

/** A multipart body: text fields, then any number of file parts. */
export function formWith(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[] = [],
): MultipartForm {
  const boundary = '----kenh-product-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The product form as multipart: the JSON payload plus image files. */
export const productForm = (payload: unknown, images: { filename: string; data: Buffer }[] = []) =>
  formWith(
    { payload: JSON.stringify(payload) },
    images.map((i) => ({ name: 'images', filename: i.filename, type: 'image/jpeg', data: i.data })),
  );

/** A real photo-sized JPEG (the thumbnail is made from it). */
export const photo = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();

/** Units lon, lốc and thùng (created through the API), by code. */
export async function createUnits(admin: Client): Promise<{ lon: number; loc: number; thung: number }> {
  const create = (code: string, name: string) =>
    callData(productApi.unitCreate, { as: admin, body: { code, name } }).then((u) => u.id);
  return {
    lon: await create('lon', 'Lon'),
    loc: await create('loc', 'Lốc'),
    thung: await create('thung', 'Thùng'),
  };
}

/** A product form with one variant per combination, lon base unit and a thùng of 24. */
export function stingFields(
  u: { lon: number; thung: number },
  barcodes: (string | null)[],
  extra: Partial<ProductFields> = {},
): ProductFields {
  const combos = [
    ['Dâu', '330ml'],
    ['Dâu', '390ml'],
    ['Vàng', '330ml'],
    ['Vàng', '390ml'],
  ];
  return {
    name: 'Nước tăng lực Sting',
    brand: 'Sting',
    options: [
      { name: 'Hương vị', values: ['Dâu', 'Vàng'] },
      { name: 'Dung tích', values: ['330ml', '390ml'] },
    ],
    variants: combos.map((values, i) => ({
      option_values: values,
      units: [
        { unit_id: u.lon, factor: 1, barcode: barcodes[i] ?? null },
        { unit_id: u.thung, factor: 24 },
      ],
    })),
    ...extra,
  };
}
