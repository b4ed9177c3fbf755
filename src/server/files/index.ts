export { contentTypeOf } from './contentTypes';
export { parseFileUrl } from './fileNames';
export { FILES_URL_PREFIX, type FileStore, type StoredFile } from './fileStore';
export { detectImageType, type ImageType } from './imageType';
export { createLocalFileStore } from './localFileStore';
export { createS3FileStore, type S3Settings } from './s3FileStore';
export { fileStoreFor, s3SettingsFromEnv, type FileArea } from './storeFor';
export { detectFileType, type FileType } from './fileType';
export { fileUrl } from './fileNames';
