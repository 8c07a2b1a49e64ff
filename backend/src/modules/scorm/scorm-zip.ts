import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export interface ZipLimits {
  /** Uncompressed bytes of every file together. */
  maxBytes: number;
  maxFiles: number;
}

export interface ZipListing {
  /** Every file (not directory) of the package, by its path inside it. */
  files: Map<string, number>;
  totalBytes: number;
  /** The text of imsmanifest.xml at the package root, when there is one. */
  manifest: string | null;
}

/** The manifest is read whole before anything is extracted: a bigger one is refused, not parsed. */
const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** Controls, and characters that name nothing portably (Windows' reserved ones included). */
// eslint-disable-next-line no-control-regex
const BAD_NAME_CHARACTERS = /[\u0000-\u001f\u007f\\:*?"<>|]/;

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * Why a name inside the package cannot be stored as a path under the package's directory, or null
 * when it can: no absolute paths, no `..`, `.` or empty segments, no backslashes or control characters.
 */
export function unsafeEntryName(name: string): string | null {
  if (name.length === 0 || name.length > 1024) return 'a file name that is empty or too long';
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return `an absolute path (${name})`;
  if (BAD_NAME_CHARACTERS.test(name)) return `a file name with characters that are not allowed (${JSON.stringify(name)})`;
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '..')) return `a path that leaves the package (${name})`;
  if (segments.some((segment) => segment === '' || segment === '.')) return `a path with an empty or "." segment (${name})`;
  return null;
}

function unsafePath(reason: string): AppError {
  return new AppError(
    ErrorCode.SCORM_UNSAFE_PATH,
    `The package contains ${reason}. Rebuild it with relative paths inside the package only.`,
  );
}

function tooLarge(limits: ZipLimits): AppError {
  return new AppError(
    ErrorCode.SCORM_PACKAGE_TOO_LARGE,
    `The package is larger than ${megabytes(limits.maxBytes)} once unpacked. Make it smaller (compress its media) and upload it again.`,
  );
}

function tooManyFiles(limits: ZipLimits): AppError {
  return new AppError(ErrorCode.SCORM_TOO_MANY_FILES, `The package has more than ${limits.maxFiles} files.`);
}

/** yauzl's refusals of an entry's name, as the refusal a person reads. */
function fromZipError(error: Error): AppError {
  const message = error.message;
  if (/^(absolute path|invalid relative path|invalid characters in fileName)/.test(message))
    return unsafePath(`an unsafe file name (${message})`);
  return new AppError(ErrorCode.SCORM_NOT_A_ZIP, 'The file is not a valid zip archive. Upload the SCORM package as a .zip file.');
}

async function openZip(path: string): Promise<ZipFile> {
  try {
    return await yauzl.openPromise(path, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true });
  } catch (error) {
    throw fromZipError(error as Error);
  }
}

/** Walks the central directory, one entry at a time; `visit` may read the entry before the next one is asked for. */
async function eachEntry(zip: ZipFile, visit: (entry: Entry) => Promise<void>): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      zip.close();
      reject(error instanceof AppError ? error : fromZipError(error as Error));
    };
    zip.on('error', fail);
    zip.on('end', () => {
      if (!failed) resolve();
    });
    zip.on('entry', (entry: Entry) => {
      visit(entry).then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}

function isDirectory(entry: Entry): boolean {
  return entry.fileName.endsWith('/');
}

function checkEntry(entry: Entry): void {
  const reason = unsafeEntryName(entry.fileName);
  if (reason) throw unsafePath(reason);
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw unsafePath(`a symbolic link (${entry.fileName})`);
  if (entry.isEncrypted()) throw new AppError(ErrorCode.SCORM_NOT_A_ZIP, `The package contains an encrypted file (${entry.fileName}).`);
  if (!isDirectory(entry) && !entry.canDecodeFileData())
    throw new AppError(ErrorCode.SCORM_NOT_A_ZIP, `The package stores ${entry.fileName} with a compression method that is not supported.`);
}

/** Counts the bytes that pass and fails once more than `limit` came: a declared size is never trusted alone. */
function byteLimit(limit: number, onExceeded: () => Error, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      if (counted.bytes > limit) callback(onExceeded());
      else callback(null, chunk);
    },
  });
}

async function readEntryText(zip: ZipFile, entry: Entry, limit: number): Promise<string> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > limit)
      throw new AppError(ErrorCode.SCORM_MANIFEST_INVALID, `imsmanifest.xml is larger than ${megabytes(limit)}; it cannot be read.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Lists a package's files from its central directory (nothing is unpacked but the manifest),
 * refusing unsafe names, symbolic links, encrypted entries, too many files, and more uncompressed
 * bytes than allowed as the entries declare them (extraction counts the real bytes again).
 */
export async function listZip(path: string, limits: ZipLimits): Promise<ZipListing> {
  const zip = await openZip(path);
  const files = new Map<string, number>();
  let totalBytes = 0;
  let manifest: string | null = null;
  let entries = 0;
  await eachEntry(zip, async (entry) => {
    entries += 1;
    // Directories count too: a zip of a million empty directories is as much work as files.
    if (entries > limits.maxFiles * 2 || files.size >= limits.maxFiles + (isDirectory(entry) ? 1 : 0)) throw tooManyFiles(limits);
    checkEntry(entry);
    if (isDirectory(entry)) return;
    if (files.has(entry.fileName)) throw unsafePath(`the same file twice (${entry.fileName})`);
    totalBytes += entry.uncompressedSize;
    if (totalBytes > limits.maxBytes) throw tooLarge(limits);
    files.set(entry.fileName, entry.uncompressedSize);
    if (entry.fileName === 'imsmanifest.xml') manifest = await readEntryText(zip, entry, MAX_MANIFEST_BYTES);
  });
  zip.close();
  return { files, totalBytes, manifest };
}

/**
 * Unpacks every file of a listed package under `target` (which must not exist yet). The bytes are
 * counted as they come, so an entry that inflates beyond what it declared fails (yauzl's size
 * check) and the total never passes the limit.
 */
export async function extractZip(path: string, target: string, limits: ZipLimits): Promise<void> {
  const zip = await openZip(path);
  const counted = { bytes: 0 };
  await mkdir(target, { recursive: false });
  await eachEntry(zip, async (entry) => {
    checkEntry(entry);
    const destination = join(target, ...entry.fileName.replace(/\/$/, '').split('/'));
    if (isDirectory(entry)) {
      await mkdir(destination, { recursive: true });
      return;
    }
    await mkdir(dirname(destination), { recursive: true });
    const stream = await zip.openReadStreamPromise(entry);
    await pipeline(
      stream,
      byteLimit(limits.maxBytes, () => tooLarge(limits), counted),
      createWriteStream(destination, { flags: 'wx' }),
    );
  });
  zip.close();
}
