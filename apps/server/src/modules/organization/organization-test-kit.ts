/** Test-only constants of this module's API tests (the API client and grants are in `src/testing/`). */
export const ORG = '/organization/api';
