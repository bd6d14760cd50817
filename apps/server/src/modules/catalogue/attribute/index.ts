export { AdminAttributeService } from './attribute.admin';
export { adminAttributeRoutes } from './attribute.routes';
export { refreshTypedValues } from './typed-values';
