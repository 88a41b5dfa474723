import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN, fileDownloadUrl } from '@kenh/contract';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { callerOf } from '../auth/auth-hooks.js';
import { filesOf, readFileUpload, saveUpload, toFileInfo } from './index.js';
import { DOCX, PDF, PNG, multipart } from './file-fixtures.testing.js';
import { testEntity } from '../../testing/test-entity.js';

const TEST_DOC = testEntity('test_doc');

const callers = {
  reader: testCaller({ accountId: 11, permissions: ['document'] }),
  stranger: testCaller({ accountId: 12 }),
  owner: testCaller({ accountId: 13 }),
};
const auth = (who: keyof typeof callers) => ({ authorization: `Bearer ${who}` });

async function filesApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp(env, {
    callers,
    extend: (app, ctx) => {
      // A record kind readable with `document`, or by the account whose own record it is (id = account id).
      ctx.records.register(TEST_DOC, {
        permission: 'document',
        inScope: 'unscoped',
        ownRecord: (caller, id) => id === caller.accountId,
      });
      app.post<{ Params: { id: string } }>(
        '/test/upload/:id',
        { config: { access: { permission: SIGNED_IN } } },
        async (request) => {
          const upload = await readFileUpload(request);
          const stored = await saveUpload(ctx, ctx.db, upload, {
            entity: TEST_DOC,
            entityId: request.params.id,
            uploadedBy: callerOf(request).accountId,
          });
          return { ...toFileInfo(stored), sha256: stored.sha256, fields: upload.fields };
        },
      );
      app.get<{ Params: { id: string } }>(
        '/test/files/:id',
        { config: { access: { permission: SIGNED_IN } } },
        async (request) => (await filesOf(ctx.db, TEST_DOC, request.params.id)).map(toFileInfo),
      );
    },
  });
}

describe('file uploads and downloads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await filesApp({ UPLOAD_LIMIT_BYTES: '4096' });
  });
  afterAll(() => t.close());

  const upload = (id: string, file: { name: string; data: Buffer; type?: string }, fields = {}) => {
    const body = multipart(file, fields);
    return t.app.inject({
      method: 'POST',
      url: `/test/upload/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...auth('owner') },
    });
  };

  it('stores an upload with the type read from its bytes, not from its name', async () => {
    const res = await upload(
      'doc-1',
      { name: 'ảnh đại diện.txt', data: PNG, type: 'text/plain' },
      { note: 'xin chào' },
    );
    expect(res.statusCode).toBe(200);
    const file = res.json<{ id: string; mime: string; size: number; originalName: string; fields: object }>();
    expect(file).toMatchObject({ mime: 'image/png', size: PNG.length, originalName: 'ảnh đại diện.txt' });
    expect(file.fields).toEqual({ note: 'xin chào' });
    const listed = await t.app.inject({ url: '/test/files/doc-1', headers: auth('owner') });
    expect(listed.json()).toEqual([expect.objectContaining({ id: file.id, mime: 'image/png' })]);
  });

  it('refuses a type it does not accept with 415, whatever the name claims', async () => {
    const res = await upload('doc-2', {
      name: 'photo.png',
      data: Buffer.from('<svg onload="alert(1)"/>'),
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 415, message: 'Chỉ chấp nhận ảnh, PDF hoặc tệp Office' });
  });

  it('refuses a file over the limit with 413 file_too_large', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5000, 0x20)]);
    const res = await upload('doc-3', { name: 'big.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, message: 'Tệp vượt quá dung lượng cho phép' });
  });

  it('answers 400 without a file and 415 for a request that is not multipart', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/test/upload/doc-4',
      payload: '--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b', ...auth('owner') },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 400, message: 'Chưa chọn tệp' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/test/upload/doc-4',
      payload: { file: 'x' },
      headers: auth('owner'),
    });
    expect(json.statusCode).toBe(415);
  });

  it('stores identical content once on disk (content-addressed)', async () => {
    const a = (await upload('doc-5', { name: 'a.docx', data: DOCX })).json<{ id: string; sha256: string }>();
    const b = (await upload('doc-6', { name: 'b.docx', data: DOCX })).json<{ id: string; sha256: string }>();
    expect(a.id).not.toBe(b.id);
    expect(a.sha256).toBe(b.sha256);
    const folder = path.join(t.config.dataDir, 'files', a.sha256.slice(0, 2));
    expect(readdirSync(folder)).toEqual([a.sha256]); // one blob, no temp files left
  });

  it('serves a file only to callers who may read its record, 404 to everyone else', async () => {
    const stored = (await upload('13', { name: 'hợp đồng.pdf', data: PDF })).json<{ id: string }>();
    const url = fileDownloadUrl(stored.id);

    const asOwner = await t.app.inject({ url, headers: auth('owner') }); // canRead: own record
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.rawPayload.equals(PDF)).toBe(true);
    expect(asOwner.headers['content-type']).toBe('application/pdf');

    const asReader = await t.app.inject({ url, headers: auth('reader') }); // holds `document`
    expect(asReader.statusCode).toBe(200);

    const asStranger = await t.app.inject({ url, headers: auth('stranger') });
    const unknown = await t.app.inject({
      url: fileDownloadUrl('00000000-0000-0000-0000-000000000000'),
      headers: auth('stranger'),
    });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json()).toEqual(unknown.json()); // indistinguishable from a missing file

    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('sends safe headers: nosniff, inline only for images, RFC 5987 names', async () => {
    const pdf = (await upload('13', { name: 'Báo cáo Đà Nẵng.pdf', data: PDF })).json<{ id: string }>();
    const res = await t.app.inject({ url: fileDownloadUrl(pdf.id), headers: auth('owner') });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Bao cao Da Nang.pdf"; filename*=UTF-8''B%C3%A1o%20c%C3%A1o%20%C4%90%C3%A0%20N%E1%BA%B5ng.pdf`,
    );

    const png = (await upload('13', { name: 'x";\r\nX-Evil: 1.png', data: PNG })).json<{ id: string }>();
    const image = await t.app.inject({ url: fileDownloadUrl(png.id), headers: auth('owner') });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-evil']).toBeUndefined();
    expect(image.headers['content-disposition']).toMatch(
      /^inline; filename="[^"\r\n]*"; filename\*=UTF-8''[^\s";]+$/,
    );
  });
});
