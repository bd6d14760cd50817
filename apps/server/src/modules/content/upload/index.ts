export { UploadService } from './upload.service';
export { registerImageUpload, uploadRoutes } from './upload.routes';
export { createObjectStore, type ObjectStore, type S3Config, type StoredObject } from './storage';
