export { UploadService, uploadPath } from './upload.service';
export { uploadRoutes } from './upload.routes';
