// The chunk `loadModuleMessages()` fetches: the business modules' contract messages, and nothing else.
export { MODULE_MESSAGES } from '@kenh/contract';
