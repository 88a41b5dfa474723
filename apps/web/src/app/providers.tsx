import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import { I18nextProvider } from 'react-i18next';
import { isApiError } from '../platform/api';
import { i18next } from '../platform/i18n';
import { antdTheme, useLocale } from '../platform/layout';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) will not change on retry; a network or server failure may.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.code >= 400 && error.code < 500),
      },
      mutations: { retry: false },
    },
  });
}

function LocalisedAntd({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <ConfigProvider locale={locale === 'en' ? enUS : viVN} theme={antdTheme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** i18n, server-state cache and Ant Design in the page's language. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
