export {
  saveUpload,
  findFile,
  findFilesById,
  filesOf,
  deleteFile,
  toFileInfo,
  cleanFileName,
} from './files.service.js';
export type { StoredFile, FileOwner } from './files.service.js';
export { readFileUpload, type Upload } from './upload.js';
export { readForm, type FormInput } from './read-form.js';
export { detectFileType, isInlineImage } from './file-type.js';
export { contentDisposition } from './content-disposition.js';
export { registerFileRoutes } from './files.routes.js';
export { files } from './files.tables.js';
export { saveThumbnail, thumbnailOf, THUMBNAIL_SIZE } from './thumbnail.js';
