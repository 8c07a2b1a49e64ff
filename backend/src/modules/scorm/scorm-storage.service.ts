import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { cleanFileName } from '../../common/uploads/upload-policy.js';
import type { ScormVersion } from './public/scorm-types.js';
import { parseManifest } from './scorm-manifest.js';
import { extractZip, listZip, megabytes, type ZipLimits } from './scorm-zip.js';

export interface ReceivedPackage {
  /** The zip as it arrived, in a file of its own (removed by `discard`). */
  path: string;
  fileName: string;
}

/** A package checked and unpacked: what its lesson's row records. */
export interface InstalledPackage {
  storageId: string;
  version: ScormVersion;
  title: string;
  launchPath: string;
  fileName: string;
  sizeBytes: number;
  fileCount: number;
}

const STORAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Packages on disk: each upload unpacked into `<SCORM_STORAGE_DIR>/<storageId>/`, written under a
 * temporary name and renamed when complete, so a directory that exists is a whole package.
 */
@Injectable()
export class ScormStorage {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  get limits(): ZipLimits {
    return { maxBytes: this.config.scorm.maxBytes, maxFiles: this.config.scorm.maxFiles };
  }

  private get root(): string {
    return this.config.scorm.storageDir;
  }

  /** Streams the request's one file part to disk, stopping at the size limit: a package is never held in memory. */
  async receive(request: FastifyRequest): Promise<ReceivedPackage> {
    if (!request.isMultipart())
      throw new AppError(ErrorCode.UPLOAD_MALFORMED, 'Send the SCORM package as multipart/form-data in a field named "file".');
    const incoming = join(this.root, '.incoming');
    await mkdir(incoming, { recursive: true });
    const path = join(incoming, `${randomUUID()}.zip`);
    try {
      const part = await request.file({ limits: { fileSize: this.config.scorm.maxBytes, files: 1, fields: 0 } });
      if (!part) throw new AppError(ErrorCode.UPLOAD_MALFORMED, 'Choose a SCORM package (.zip) to upload.');
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw this.tooLarge();
      return { path, fileName: cleanFileName(part.filename ?? 'package.zip') };
    } catch (error) {
      await this.discard(path);
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw this.tooLarge();
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        throw new AppError(ErrorCode.UPLOAD_MALFORMED, 'Send exactly one file, in a field named "file".');
      throw new AppError(ErrorCode.UPLOAD_MALFORMED, 'The upload did not arrive completely. Please try again.');
    }
  }

  /** A package made in code (the demo academy's), put where uploads arrive, to be installed as one. */
  async receiveBuffer(zip: Buffer, fileName: string): Promise<ReceivedPackage> {
    const incoming = join(this.root, '.incoming');
    await mkdir(incoming, { recursive: true });
    const path = join(incoming, `${randomUUID()}.zip`);
    await writeFile(path, zip);
    return { path, fileName: cleanFileName(fileName) };
  }

  private tooLarge(): AppError {
    return new AppError(ErrorCode.SCORM_PACKAGE_TOO_LARGE, `The package is larger than ${megabytes(this.config.scorm.maxBytes)}.`);
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  /**
   * Checks a received zip, its entries and then its manifest, before anything is unpacked, and
   * unpacks it as a new package. Every stored package goes through here: an admin's upload and the
   * demo academy's. The caller points a lesson at it, or removes it.
   */
  async install(received: ReceivedPackage): Promise<InstalledPackage> {
    const listing = await listZip(received.path, this.limits);
    if (listing.manifest === null)
      throw new AppError(
        ErrorCode.SCORM_MANIFEST_MISSING,
        'The package has no imsmanifest.xml at its root. Export the course as a SCORM 1.2 or SCORM 2004 package (zip the package’s contents, not the folder holding them).',
      );
    const manifest = parseManifest(listing.manifest, listing.files);
    const storageId = await this.unpack((target) => extractZip(received.path, target, this.limits));
    return {
      storageId,
      version: manifest.version,
      title: manifest.title,
      launchPath: manifest.launchPath,
      fileName: received.fileName.slice(0, 200),
      sizeBytes: listing.totalBytes,
      fileCount: listing.files.size,
    };
  }

  private async unpack(write: (target: string) => Promise<void>): Promise<string> {
    const storageId = randomUUID();
    const partial = join(this.root, `.partial-${storageId}`);
    await mkdir(this.root, { recursive: true });
    try {
      await write(partial);
      await rename(partial, join(this.root, storageId));
      return storageId;
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      throw error;
    }
  }

  async remove(storageId: string): Promise<void> {
    if (STORAGE_ID.test(storageId)) await rm(join(this.root, storageId), { recursive: true, force: true });
  }

  /**
   * The file at `path` (decoded, relative) inside package `storageId`, or null when there is no
   * such file. The path is normalised and must stay inside the package's directory.
   */
  async file(storageId: string, path: string): Promise<{ absolute: string; size: number; modified: Date } | null> {
    if (!STORAGE_ID.test(storageId)) return null;
    const base = join(this.root, storageId);
    const absolute = resolve(base, ...path.split('/'));
    if (!absolute.startsWith(base + sep)) return null;
    try {
      const info = await stat(absolute);
      return info.isFile() ? { absolute, size: info.size, modified: info.mtime } : null;
    } catch {
      return null;
    }
  }
}
