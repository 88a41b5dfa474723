import type { Translation } from '../i18n';
import type { commonVi } from './vi';

export const commonEn: Translation<typeof commonVi> = {
  appName: 'Kênh',
  loading: 'Loading',
  back: 'Back',
  language: {
    label: 'Language',
    vi: 'Tiếng Việt',
    en: 'English',
  },
  errors: {
    network: 'Cannot reach the server, please try again',
    unexpected: 'Something went wrong',
    noPermission: 'You do not have permission to access this function',
  },
  errorPage: {
    defaultMessage: 'Error',
    notFound: 'This page could not be found',
    statusLabel: 'Error {{status}}',
    backHome: 'Back to home',
    fallback: 'The error page could not be shown',
    details: 'Details',
    chunkFailed: 'This page could not be loaded, please check the connection and reload',
  },
};
