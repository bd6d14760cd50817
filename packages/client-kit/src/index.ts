export * from './request';
export * from './token-refresh';
export * from './navigation';
export * from './toast';
export * from './download';
export * from './url-state';
