/**
 * The server's rules for uploaded files (quiz answers, download-library files), for file inputs and
 * early size checks. The server enforces them itself (backend/src/common/uploads/upload-policy.ts).
 */
export const UPLOAD_ACCEPT = '.pdf,.doc,.docx,.odt,.xls,.xlsx,.pptx,.txt,.csv,.png,.jpg,.jpeg';
export const UPLOAD_HINT = 'PDF, Word, Excel, PowerPoint, text, CSV or image (PNG, JPEG), up to 10 MB.';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Course images: pictures only (backend/src/common/uploads/upload-policy.ts, checkImageUpload). */
export const IMAGE_UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.webp';
export const IMAGE_UPLOAD_HINT = 'JPEG, PNG or WebP, up to 10 MB. It is cropped to 16:9.';
