export * from './api';
export * from './copy';
export * from './webhook-list';
export * from './app-columns';
export * from './secret-modal';
export * from './rotate-modal';
export * from './use-open-apps-editor';
export * from './app-form';
