export * from './session-storage';
export * from './session-store';
export * from './session-events';
export * from './permissions';
export * from './logout';
