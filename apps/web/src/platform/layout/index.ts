export * from './initials';
export * from './UserAvatar';
export * from './theme';
export * from './use-locale';
export * from './PageLoading';
export * from './LanguageSwitch';
export * from './ErrorPage';
export * from './layouts';
