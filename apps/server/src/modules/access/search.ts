export { foldedContains } from '../../platform/db/folded-search.js';
