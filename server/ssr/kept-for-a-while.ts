/**
 * Values kept for a while by key: each for `keepMs` after it was put, at most `limit` at once (a
 * value that finds no room is simply not kept). What the page renderer keeps: drawn pages by address
 * and their data by data key (page-renderer.ts).
 */
export class KeptForAWhile<V> {
  private readonly entries = new Map<string, { until: number; value: V }>();

  constructor(
    private readonly keepMs: number,
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.limit) {
      const time = this.now();
      for (const [oldKey, entry] of this.entries)
        if (entry.until <= time) this.entries.delete(oldKey);
    }
    if (this.entries.size < this.limit)
      this.entries.set(key, { until: this.now() + this.keepMs, value });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
