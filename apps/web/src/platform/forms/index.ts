export * from './contract-resolver';
export * from './form-errors';
export * from './FieldItem';
