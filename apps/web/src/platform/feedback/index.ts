export * from './toast-store';
export * from './toast';
export * from './confirm-store';
export * from './confirm';
export * from './FilterPanel';
export * from './LoadingText';
export * from './RequestProgressBar';
export { unmountFeedbackHost } from './feedback-host';
