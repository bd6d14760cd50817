export { UploadService, uploadPath } from './upload.service';
export { registerImageUpload, uploadRoutes } from './upload.routes';
