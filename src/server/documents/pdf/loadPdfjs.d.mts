/** Types of loadPdfjs.mjs. */
export declare const PDFJS_DIR: string;
export declare function loadPdfjs(): Promise<typeof import('pdfjs-dist')>;
