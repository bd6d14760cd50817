export { OciRefusal, ociFields, readOciFields, readOciLogin, type OciLogin } from './oci.codec';
