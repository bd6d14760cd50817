export { UploadService, uploadPath } from './upload.service';
export { registerImageUpload, uploadRoutes } from './upload.routes';
export {
  createObjectStore,
  LocalObjectStore,
  S3ObjectStore,
  type ObjectStore,
  type S3Config,
  type StoredObject,
} from './storage';
