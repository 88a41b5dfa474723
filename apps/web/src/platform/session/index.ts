export * from './session-storage';
export * from './session-store';
export * from './session-events';
export * from './permissions';
export * from './access-store';
export * from './use-permission';
export * from './load-permissions';
export * from './logout';
