import {
  EMPLOYEE_CONTRACT_EXPORT_PATH,
  errorEnvelopeSchema,
  type EmployeeContractFilter,
} from '@kenh/contract';
import { ApiError, buildUrl, refreshSession } from '../../../platform/api';
import { currentLanguage } from '../../../platform/i18n';
import { readAccessToken } from '../../../platform/session';

/**
 * Downloads the contract list as xlsx with the current filters (POST, binary answer, bearer token,
 * one silent refresh on 401/403) and hands it to the browser as a file. Failures throw an ApiError
 * with the server's message.
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
  const blob = await response.blob();
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : 'employee-contracts.xlsx';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
