import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import {
  priceListDeletedSchema,
  priceListApplyBody,
  priceListCloneBody,
  priceListCreateBody,
  priceListItemSchema,
  priceListItemsQuery,
  priceListListBody,
  priceListSchema,
  priceListStatusBody,
  priceListSummarySchema,
  priceListUpdateBody,
  priceListV1Params,
  priceListV1Query,
} from './price-list.schemas.js';
import {
  accountPricedProductSchema,
  priceListImageParams,
  priceListImageSchema,
  priceListImagesSchema,
  priceListImportPreviewSchema,
  priceListImportResultSchema,
  priceListPreviewQuery,
  priceListPreviewSchema,
  productWithPriceQuery,
  publicPricedProductSchema,
  resolvePricesBody,
  resolvePricesSchema,
} from './price-list-views.schemas.js';

const tags = ['price-list'] as const;
const v1 = '/product/api';
const v2 = '/product/api/v2';

/** Excel downloads answer bytes, not the envelope: plain routes with these paths (docs/pricing.md). */
export const PRICE_LIST_EXPORT_PATH = `${v2}/price_list/:id/export`;
export const PRICE_LIST_IMPORT_TEMPLATE_PATH = `${v2}/price_list_import_template`;

const READ = 'pricelistproduct' as const;
const MANAGE = 'pricelistproduct.manage' as const;
const APPROVE = 'pricelistproduct.approve' as const;
/** Status actions: the status machine says which code each action needs. */
const ACT = [MANAGE, APPROVE] as const;

/**
 * Price lists (docs/pricing.md): the v1 (`/product/api/pricelist…`) and v2
 * (`/product/api/v2/price_list…`) generations over one service, the preview before approval, images,
 * the Excel rows, the price resolver and the products-with-price calls.
 */
export const priceListApi = {
  // --- v2 -------------------------------------------------------------------------------------
  list: defineEndpoint({
    method: 'POST',
    path: `${v2}/price_lists`,
    summary: 'Price lists by stage, status, system, scope and variant; newest first',
    tags,
    permission: READ,
    body: priceListListBody,
    response: pageOf(priceListSummarySchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${v2}/price_list/:id`,
    summary: 'One price list with every step of its life',
    tags,
    permission: READ,
    params: idParam,
    response: priceListSchema,
  }),
  items: defineEndpoint({
    method: 'GET',
    path: `${v2}/price_list/:id/items`,
    summary: 'The rows of a price list, page by page (search by variant or product)',
    tags,
    permission: READ,
    params: idParam,
    query: priceListItemsQuery,
    response: pageOf(priceListItemSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${v2}/price_list`,
    summary: 'Draft a price list (revision 1)',
    tags,
    permission: MANAGE,
    body: priceListCreateBody,
    response: priceListSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${v2}/price_list_update/:id`,
    summary: 'Edit a draft or rejected list (revision +1; a rejected list returns to draft)',
    tags,
    permission: MANAGE,
    params: idParam,
    body: priceListUpdateBody,
    response: priceListSchema,
  }),
  status: defineEndpoint({
    method: 'PUT',
    path: `${v2}/price_list_status/:id`,
    summary: 'Submit, withdraw, approve, reject or cancel, as the status machine allows (four eyes)',
    tags,
    permission: ACT,
    params: idParam,
    body: priceListStatusBody,
    response: priceListSchema,
  }),
  clone: defineEndpoint({
    method: 'PUT',
    path: `${v2}/clone_price_list/:id`,
    summary: 'A new draft with the same scope, targets and rows',
    tags,
    permission: MANAGE,
    params: idParam,
    body: priceListCloneBody,
    response: priceListSchema,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: `${v2}/price_list/:id/preview`,
    summary: 'How many prices change, and by how much, against those in force at the start',
    tags,
    permission: READ,
    params: idParam,
    query: priceListPreviewQuery,
    response: priceListPreviewSchema,
  }),
  images: defineEndpoint({
    method: 'GET',
    path: `${v2}/price_list/:id/images`,
    summary: 'The price posters of a list',
    tags,
    permission: READ,
    params: idParam,
    response: priceListImagesSchema,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: `${v2}/price_list/:id/images`,
    summary:
      'Add a price poster (JPEG, PNG, WebP or PDF, at most 10 MB; 20 per list); images get a thumbnail',
    tags,
    permission: MANAGE,
    params: idParam,
    multipart: true,
    response: priceListImageSchema,
  }),
  deleteImage: defineEndpoint({
    method: 'DELETE',
    path: `${v2}/price_list/:id/images/:fileId`,
    summary: 'Remove a price poster',
    tags,
    permission: MANAGE,
    params: priceListImageParams,
    response: z.object({}),
  }),
  importPreview: defineEndpoint({
    method: 'POST',
    path: `${v2}/price_list/:id/import_preview`,
    summary: 'Check an .xlsx of rows for a draft list, every bad row and cell; nothing is written',
    tags,
    permission: MANAGE,
    params: idParam,
    multipart: true,
    response: priceListImportPreviewSchema,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: `${v2}/price_list/:id/import`,
    summary: 'Import an .xlsx of rows (field `mode`: merge or replace): all rows or none (422)',
    tags,
    permission: MANAGE,
    params: idParam,
    multipart: true,
    response: priceListImportResultSchema,
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: `${v2}/resolve_prices`,
    summary: 'The prices in force for an account at a moment, with the list and revision of each',
    tags,
    permission: [READ, 'product'],
    body: resolvePricesBody,
    response: resolvePricesSchema,
  }),

  // --- v1 -------------------------------------------------------------------------------------
  v1List: defineEndpoint({
    method: 'POST',
    path: `${v1}/pricelist`,
    summary: 'v1: price lists (same filters as v2 price_lists)',
    tags,
    permission: READ,
    body: priceListListBody,
    response: pageOf(priceListSummarySchema),
  }),
  v1Create: defineEndpoint({
    method: 'POST',
    path: `${v1}/pricelist_create`,
    summary: 'v1: draft a price list',
    tags,
    permission: MANAGE,
    body: priceListCreateBody,
    response: priceListSchema,
  }),
  v1Get: defineEndpoint({
    method: 'GET',
    path: `${v1}/pricelist/:id`,
    summary:
      'v1: one price list; id 0 is the active system-wide list of a system (the caller’s own by default)',
    tags,
    permission: READ,
    params: priceListV1Params,
    query: priceListV1Query,
    response: priceListSchema,
  }),
  v1Update: defineEndpoint({
    method: 'PUT',
    path: `${v1}/pricelist/:id`,
    summary: 'v1: edit a draft or rejected list',
    tags,
    permission: MANAGE,
    params: idParam,
    body: priceListUpdateBody,
    response: priceListSchema,
  }),
  v1Delete: defineEndpoint({
    method: 'DELETE',
    path: `${v1}/pricelist/:id`,
    summary: 'v1: delete a list that never priced anything (draft, rejected or cancelled before approval)',
    tags,
    permission: MANAGE,
    params: idParam,
    response: priceListDeletedSchema,
  }),
  v1Apply: defineEndpoint({
    method: 'PUT',
    path: `${v1}/pricelist_apply/:id`,
    summary: 'v1: approve a pending list; the server applies it at its start (four eyes)',
    tags,
    permission: APPROVE,
    params: idParam,
    body: priceListApplyBody,
    response: priceListSchema,
  }),

  // --- Products with prices ---------------------------------------------------------------------
  publicProducts: defineEndpoint({
    method: 'GET',
    path: `${v1}/get_product_with_price_list`,
    summary: 'Public: active products with the e-commerce prices in force now (ETag, rate-limited)',
    tags,
    public: true,
    rateLimit: 'catalogue',
    query: productWithPriceQuery,
    response: pageOf(publicPricedProductSchema),
  }),
  accountProducts: defineEndpoint({
    method: 'GET',
    path: `${v1}/get_product_with_price_list_authen`,
    summary: 'Active products with the prices in force now for the caller’s own account',
    tags,
    permission: SIGNED_IN,
    query: productWithPriceQuery,
    response: pageOf(accountPricedProductSchema),
  }),
};
