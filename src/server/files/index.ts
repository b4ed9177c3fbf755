export { contentTypeOf } from './contentTypes';
export { parseFileUrl } from './fileNames';
export { FILES_URL_PREFIX, type FileStore, type StoredFile } from './fileStore';
export { detectImageType, type ImageType } from './imageType';
export { createLocalFileStore } from './localFileStore';
export { detectFileType, type FileType } from './fileType';
export { fileUrl } from './fileNames';
