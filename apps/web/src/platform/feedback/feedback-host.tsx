import { ConfigProvider } from 'antd';
import { createRoot, type Root } from 'react-dom/client';
import { useAntdTheme } from '../layout/responsive';
import { ConfirmHost } from './ConfirmHost';
import { Toaster } from './Toaster';

const HOST_ID = 'kenh-feedback';
let root: Root | undefined;
let container: HTMLElement | undefined;

/**
 * Toasts and confirm dialogs are called from anywhere (`toast.success(…)`, `await confirm(…)`), so
 * they render in a React root of their own, created on first use at the end of `<body>` (like Ant
 * Design's static APIs): nothing has to be mounted by the app.
 */
export function ensureFeedbackHost(): void {
  if (root && container?.isConnected) return;
  root?.unmount();
  container = document.createElement('div');
  container.id = HOST_ID;
  document.body.appendChild(container);
  root = createRoot(container);
  root.render(<FeedbackRoot />);
}

function FeedbackRoot() {
  return (
    <ConfigProvider theme={useAntdTheme()}>
      <Toaster />
      <ConfirmHost />
    </ConfigProvider>
  );
}

/** Removes the feedback root (tests). */
export function unmountFeedbackHost(): void {
  root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
}
