import yazl from 'yazl';

export interface ZipOptions {
  /** Names changed in the finished archive, byte for byte (same length): yazl itself refuses unsafe names. */
  renames?: Record<string, string>;
  /** Entries stored as symbolic links (their content is the target). */
  symlinks?: string[];
}

/** A zip of `files` (path → content), built with yazl, as a SCORM package is uploaded. */
export async function zipFiles(
  files: ReadonlyMap<string, string | Buffer> | Record<string, string | Buffer>,
  options: ZipOptions = {},
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const entries = files instanceof Map ? [...files.entries()] : Object.entries(files);
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    zip.addBuffer(data, name, options.symlinks?.includes(name) ? { mode: 0o120777 } : {});
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  let archive: Buffer = Buffer.concat(chunks);
  for (const [from, to] of Object.entries(options.renames ?? {})) {
    if (Buffer.byteLength(from) !== Buffer.byteLength(to)) throw new Error(`rename ${from} → ${to}: the names must be as long`);
    archive = replaceAll(archive, Buffer.from(from), Buffer.from(to));
  }
  return archive;
}

function replaceAll(data: Buffer, from: Buffer, to: Buffer): Buffer {
  const copy = Buffer.from(data);
  for (let at = copy.indexOf(from); at !== -1; at = copy.indexOf(from, at + from.length)) to.copy(copy, at);
  return copy;
}
