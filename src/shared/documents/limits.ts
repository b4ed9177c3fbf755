/**
 * Upload limits of the documents area, checked by the browser before sending and by the server again.
 * A payroll run of 2,000 pages from an accountant's software weighs 5–60 MB; scanned slips more. 100 MB leaves room
 * while bounding what one job holds in memory (the file, pdf.js's copy and pdf-lib's parsed objects).
 */
export const MAX_PDF_BYTES = 100 * 1024 * 1024;
/** A ZIP of PDFs: the same bound on the upload, and on what its entries inflate to in total. */
export const MAX_PDF_ZIP_BYTES = MAX_PDF_BYTES;
export const MAX_PDF_ZIP_ENTRIES = 2_000;

/** A collaborator's files (documents/fileSystem upload): each at most 20 MB, 1 to 20 per call. */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
export const FILES_PER_UPLOAD = 20;
