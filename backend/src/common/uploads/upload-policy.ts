import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

interface AllowedType {
  contentType: string;
  label: string;
  /** Leading bytes every genuine file of this type starts with (null: any byte there); null for plain text. */
  signature: (number | null)[] | null;
  /** Other content types browsers send for it. */
  aliases?: string[];
}

const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // Office Open XML and OpenDocument files are zip containers
const OLE = [0xd0, 0xcf, 0x11, 0xe0]; // legacy Word/Excel/PowerPoint
const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const WEBP = [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]; // RIFF, size, WEBP

/**
 * What recruiting coursework and resources come as: CVs and cover letters, job descriptions, scorecards,
 * presentations, screenshots. No archives, executables, HTML or SVG (they can carry scripts or hide
 * anything). Keyed by file extension; the content must match the type.
 */
const ALLOWED: Record<string, AllowedType> = {
  pdf: { contentType: 'application/pdf', label: 'PDF', signature: PDF },
  doc: { contentType: 'application/msword', label: 'Word', signature: OLE },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word', signature: ZIP },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', label: 'OpenDocument text', signature: ZIP },
  xls: { contentType: 'application/vnd.ms-excel', label: 'Excel', signature: OLE },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel', signature: ZIP },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', label: 'PowerPoint', signature: ZIP },
  txt: { contentType: 'text/plain', label: 'text', signature: null },
  csv: { contentType: 'text/csv', label: 'CSV', signature: null, aliases: ['application/vnd.ms-excel', 'application/csv'] },
  png: { contentType: 'image/png', label: 'PNG', signature: PNG },
  jpg: { contentType: 'image/jpeg', label: 'JPEG', signature: JPEG },
  jpeg: { contentType: 'image/jpeg', label: 'JPEG', signature: JPEG },
};

/** Pictures shown on pages (course images): only what every browser displays and sharp decodes. */
const IMAGES: Record<string, AllowedType> = {
  jpg: ALLOWED.jpg,
  jpeg: ALLOWED.jpeg,
  png: ALLOWED.png,
  webp: { contentType: 'image/webp', label: 'WebP', signature: WEBP },
};

export const ALLOWED_EXTENSIONS = Object.keys(ALLOWED);
export const UPLOAD_RULES = `Allowed files: ${ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(', ')}, up to 10 MB.`;
export const IMAGE_UPLOAD_RULES = `Allowed images: ${Object.keys(IMAGES)
  .map((extension) => `.${extension}`)
  .join(', ')}, up to 10 MB.`;
/** Browsers send these when they do not know a type; the extension and the content decide then. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

export interface AcceptedFile {
  fileName: string;
  contentType: string;
}

/**
 * Characters a stored name never keeps: C0 controls, DEL and C1 controls, quotes, and the invisible
 * bidirectional marks, embeddings, overrides and isolates (U+200E, U+200F, U+061C, U+202A–U+202E,
 * U+2066–U+2069) that can make "cv\u202Efdp.exe" read as "cvexe.pdf".
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A file name safe to store and to echo back in a Content-Disposition header; "upload" (with the extension, if any) when nothing is left. */
export function cleanFileName(name: string): string {
  const base = name.replace(UNSAFE_NAME_CHARACTERS, '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.trim().slice(-200);
  if (!cleaned) return 'upload';
  // Only an extension left (".pdf"): give it a name.
  return /^\.[^.]+$/.test(cleaned) ? `upload${cleaned}` : cleaned;
}

/** Decides whether an uploaded file may be stored (quiz answers, library downloads); 400 with a message a person understands if not. */
export function checkUpload(fileName: string, declaredType: string, data: Buffer): AcceptedFile {
  return checkAgainst(ALLOWED, UPLOAD_RULES, fileName, declaredType, data);
}

/** The same checks for a picture shown on pages: JPEG, PNG or WebP only. */
export function checkImageUpload(fileName: string, declaredType: string, data: Buffer): AcceptedFile {
  return checkAgainst(IMAGES, IMAGE_UPLOAD_RULES, fileName, declaredType, data);
}

function checkAgainst(
  types: Record<string, AllowedType>,
  rules: string,
  fileName: string,
  declaredType: string,
  data: Buffer,
): AcceptedFile {
  if (data.length === 0) throw new AppError(ErrorCode.FILE_EMPTY, 'The file is empty. Choose a file with content.');
  if (data.length > MAX_UPLOAD_BYTES) throw new AppError(ErrorCode.FILE_TOO_LARGE, 'The file is larger than 10 MB.');
  const name = cleanFileName(fileName);
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  const allowed = Object.hasOwn(types, extension) ? types[extension] : undefined;
  const declared = declaredType.split(';')[0].trim().toLowerCase();
  if (!allowed) throw new AppError(ErrorCode.FILE_TYPE_NOT_ACCEPTED, `This type of file is not accepted. ${rules}`);
  const declaredFits =
    GENERIC_TYPES.has(declared) ||
    declared === allowed.contentType ||
    (allowed.aliases ?? []).includes(declared) ||
    (allowed.signature === null && declared.startsWith('text/'));
  if (!declaredFits) {
    throw new AppError(ErrorCode.FILE_TYPE_NOT_ACCEPTED, `The file's type (${declared}) does not match its .${extension} name. ${rules}`);
  }
  const genuine = allowed.signature ? allowed.signature.every((byte, index) => byte === null || data[index] === byte) : !data.includes(0);
  if (!genuine) throw new AppError(ErrorCode.FILE_TYPE_NOT_ACCEPTED, `The file is not a valid ${allowed.label} file. ${rules}`);
  return { fileName: name, contentType: allowed.contentType };
}

/** `Content-Disposition` for a download: an ASCII fallback name plus the exact UTF-8 name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
