import { GROCERY_IMPORT_TEMPLATE_PATH, partnerApi } from '@kenh/contract';
import { fetchFile, useEndpointMutation } from '../../../platform/api';
import { saveBlob } from '../../../platform/pages';

const asForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return { body: form };
};

/** Checks every row of the file; nothing is written. */
export function useImportPreview() {
  return useEndpointMutation(partnerApi.groceryImportPreview, { input: asForm });
}

/** Imports the whole file in one transaction, or nothing. */
export function useImportGroceries() {
  return useEndpointMutation(partnerApi.groceryImport, { invalidates: [partnerApi], input: asForm });
}

export async function downloadImportTemplate(fileName: string): Promise<void> {
  saveBlob(await fetchFile(GROCERY_IMPORT_TEMPLATE_PATH), fileName);
}
