export * from './constants';
export * from './price';
export * from './envelope';
export * from './schemas/system';
export * from './schemas/home';
export * from './schemas/auth';
export * from './schemas/catalogue';
