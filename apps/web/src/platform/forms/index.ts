export * from './form-errors';
export * from './FieldItem';
