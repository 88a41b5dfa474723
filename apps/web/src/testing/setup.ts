import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { RESOURCES } from '../app/i18n';
import { applyLanguage, initI18n } from '../platform/i18n';
import { syncSession } from '../platform/session';
import { cookies } from './cookie-jar';

initI18n(RESOURCES, 'vi');
// The first lazy page of a file compiles Ant Design on demand: give it time on slow machines.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
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
