import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import { I18nextProvider } from 'react-i18next';
import { isApiError } from '../platform/api';
import { RequestProgressBar } from '../platform/feedback/RequestProgressBar';
import { i18next } from '../platform/i18n';
import { KeptStyles } from '../platform/layout/kept-styles';
import { useAntdTheme } from '../platform/layout/responsive';
import { useLocale } from '../platform/layout/use-locale';

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
  const theme = useAntdTheme();
  return (
    <KeptStyles>
      <ConfigProvider locale={locale === 'en' ? enUS : viVN} theme={theme}>
        {children}
      </ConfigProvider>
    </KeptStyles>
  );
}

/**
 * i18n, server-state cache (with the 2 px request progress bar of spec §2.8) and Ant Design in the
 * page's language. (Ant Design's `App` wrapper is left out: nothing uses its hooks, and its
 * message, notification and modal code would weigh on every page; toasts and confirm dialogs come
 * from `platform/feedback`.)
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <RequestProgressBar />
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
