import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { applyLanguage, initI18n } from '../platform/i18n';
import { syncSession } from '../platform/session';
import { cookies } from './cookie-jar';
import { mockFetch } from './fetch-mock';
import { ALL_MESSAGES_FOR_TESTS } from './module-messages';

initI18n(ALL_MESSAGES_FOR_TESTS, 'vi');
// The first lazy page of a file compiles Ant Design and the layouts on demand: give it time on slow
// machines (a first render can take several seconds; later ones take milliseconds).
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  // No test reaches the network: calls nobody mocked answer 404 (tests stub their own answers).
  mockFetch([]);
  cookies.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  applyLanguage('vi');
  cookies.clear();
  syncSession();
});

afterEach(() => {
  cleanup();
});
