import { defineEndpoint, SIGNED_IN } from '../shared/endpoint.js';
import { historyPage, historyParams, historyQuery, publicConfigSchema } from './platform.schemas.js';

const tags = ['platform'] as const;

/** Calls every module shares, under the `platform` service prefix. */
export const platformApi = {
  history: defineEndpoint({
    method: 'GET',
    path: '/platform/api/history/:entity/:id',
    summary:
      "A record's change history (newest first); readable by whoever may read the record, 404 otherwise",
    tags,
    permission: SIGNED_IN,
    params: historyParams,
    query: historyQuery,
    response: historyPage,
  }),
  publicConfig: defineEndpoint({
    method: 'GET',
    path: '/platform/api/public_config',
    summary: 'Run-time settings of the web app (the map tile server)',
    tags,
    public: true,
    response: publicConfigSchema,
  }),
} as const;

/**
 * File download (binary, not an envelope, so not a `defineEndpoint`): signed in, and allowed only
 * to callers who may read the record owning the file; 404 otherwise.
 */
export const FILE_DOWNLOAD_PATH = '/platform/api/files/:id';

export function fileDownloadUrl(id: string): string {
  return FILE_DOWNLOAD_PATH.replace(':id', encodeURIComponent(id));
}
