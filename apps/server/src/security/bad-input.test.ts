import { describeBadInput, readsBody } from './bad-input-suite.js';

describeBadInput('routes that read a body', readsBody);
