export * from './FileUpload';
