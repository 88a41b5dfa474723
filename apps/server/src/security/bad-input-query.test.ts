import { describeBadInput, readsBody } from './bad-input-suite.js';

describeBadInput('routes with query and path parameters only', (route) => !readsBody(route));
