export { createJsonClient, type JsonAnswer, type JsonClient, type JsonClientOptions } from './json-client.js';
export { OutboundError, type OutboundFailure } from './outbound-error.js';
