import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { applyLanguage, initI18n, loadModuleMessages } from '../platform/i18n';
import { logoutSettled, syncSession } from '../platform/session';
import { cancelAllConfirms } from '../platform/feedback/confirm-store';
import { clearToasts } from '../platform/feedback/toast-store';
import { setViewport } from '../platform/layout/shell-test-utils';
import { cookies } from './cookie-jar';
import { detachAntDesignStyles } from './detached-ant-styles';
import { installOfflineFetch } from './fetch-mock';
import { ALL_MESSAGES_FOR_TESTS } from './module-messages';
import { UnreachableWebSocket } from './unreachable-web-socket';

detachAntDesignStyles();
installOfflineFetch();
initI18n(ALL_MESSAGES_FOR_TESTS, 'vi');
// Components rendered outside their route get every contract message, as their page would.
await loadModuleMessages();
// The first lazy page of a file compiles Ant Design and the layouts on demand: give it time on slow
// machines (a first render can take several seconds; later ones take milliseconds).
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  // Files share a worker: a logout a previous file started (a click, an expired session) finishes
  // before this test, or this test's logout would join it instead of running its own steps.
  await logoutSettled();
  // Files share a worker: a phone-sized test must not leave the next file on a phone.
  setViewport(1024, 768);
  // …nor leave its toasts or open confirmations in the shared stores.
  clearToasts();
  cancelAllConfirms();
  // No test reaches the network: calls nobody mocked answer 404 (`installOfflineFetch` above, under
  // each test's own stub), and the signed-in shell's live channel finds no server: happy-dom's
  // WebSocket would dial the page's origin for real (ECONNREFUSED or a reset socket in the output,
  // and a pending retry). Tests of the channel hand in their own socket.
  vi.stubGlobal('WebSocket', UnreachableWebSocket);
  cookies.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  applyLanguage('vi');
  syncSession();
});

afterEach(() => {
  cleanup();
  // Files share a worker: a test that left fake timers on must not slow or stall the next file.
  vi.useRealTimers();
});
