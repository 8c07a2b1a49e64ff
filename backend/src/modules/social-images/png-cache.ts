/**
 * A least-recently-used cache of rendered images, bounded by their total size. Kept in the process
 * rather than in PostgreSQL: the key is a hash of everything drawn, so replicas that each render an
 * image on their own produce the same bytes for the same key and never disagree, and a restart only
 * costs one render per image asked for again.
 */
export class PngCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const png = this.entries.get(key);
    if (png) {
      // Map keeps insertion order: moving the entry to the end makes the first entry the least recently used.
      this.entries.delete(key);
      this.entries.set(key, png);
    }
    return png;
  }

  set(key: string, png: Buffer): void {
    if (png.length > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.length;
    }
    this.entries.set(key, png);
    this.bytes += png.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}
