import {
  EMPLOYEE_CONTRACT_EXPORT_PATH,
  errorEnvelopeSchema,
  type EmployeeContractFilter,
} from '@kenh/contract';
import { ApiError, buildUrl, refreshSession } from '../../../platform/api';
import { currentLanguage } from '../../../platform/i18n';
import { datedFileName, saveBlob } from '../../../platform/pages';
import { readAccessToken } from '../../../platform/session';

/**
 * Downloads the contract list as xlsx with the current filters and saves it. The export is a POST
 * with the filter as JSON (the kit's `ExportButton` only GETs a path), with the bearer token and one
 * silent refresh on 401/403. Failures throw an ApiError with the server's message.
 */
export async function exportContracts(filter: EmployeeContractFilter): Promise<void> {
  const attempt = (token: string | undefined) =>
    fetch(buildUrl(EMPLOYEE_CONTRACT_EXPORT_PATH), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(filter),
      credentials: 'same-origin',
    });
  const token = readAccessToken();
  let response = await attempt(token);
  if ((response.status === 401 || response.status === 403) && (await refreshSession(token))) {
    response = await attempt(readAccessToken());
  }
  if (!response.ok) {
    const parsed = errorEnvelopeSchema.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(response.status, parsed.success ? parsed.data.message : response.statusText);
  }
  // The server names the file in the caller's language and Vietnam's date; the fallback matches it.
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  saveBlob(
    await response.blob(),
    name ? decodeURIComponent(name) : datedFileName('hop-dong-lao-dong', 'xlsx'),
  );
}
