import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { MAX_UPLOAD_BYTES, UPLOAD_RULES } from './upload-policy.js';

export interface ReceivedFile {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/** Reads the request's single file part. The parser stops at the size limit, so an oversize file is never held whole. */
export type FileReader = () => Promise<ReceivedFile>;

export function multipartFileReader(request: FastifyRequest): FileReader {
  return async () => {
    if (!request.isMultipart())
      throw new AppError(ErrorCode.UPLOAD_MALFORMED, `Send the file as multipart/form-data in a field named "file". ${UPLOAD_RULES}`);
    try {
      const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0 } });
      if (!part) throw new AppError(ErrorCode.UPLOAD_MALFORMED, `Choose a file to upload. ${UPLOAD_RULES}`);
      // A part sent with an empty filename="" arrives without one.
      return { fileName: part.filename ?? '', mimeType: part.mimetype, data: await part.toBuffer() };
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(ErrorCode.FILE_TOO_LARGE, 'The file is larger than 10 MB.');
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw new AppError(ErrorCode.UPLOAD_MALFORMED, 'Send exactly one file, in a field named "file".');
      }
      throw new AppError(ErrorCode.UPLOAD_MALFORMED, 'The upload did not arrive completely. Please try again.');
    }
  };
}
