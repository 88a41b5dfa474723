export * from './language';
export * from './i18n';
export * from './contract-messages';
export * from './resources';
export * from './namespaces';
