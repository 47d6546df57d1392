/**
 * The seeded pseudo-random source of the catalogue generator. Everything the generator varies comes
 * from here, never from `Math.random` or the clock, so the same seed always yields the same catalogue.
 */

/** Mixes a text into a 32-bit number (FNV-1a), so named streams start from unrelated states. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small, fast generator (sfc32) with the helpers the content templates need. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** A stream for one purpose: the seed and the stream name together fix every value it yields. */
  constructor(seed: number, stream = '') {
    this.a = hashText(`a:${stream}`) ^ seed;
    this.b = hashText(`b:${stream}`) ^ Math.imul(seed, 0x9e3779b1);
    this.c = hashText(`c:${stream}`);
    this.d = 1;
    for (let warmUp = 0; warmUp < 15; warmUp += 1) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.nextUint32() / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A decimal in [min, max) with the given number of fraction digits, as text. */
  decimal(min: number, max: number, digits: number): string {
    return (min + this.next() * (max - min)).toFixed(digits);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = choices.at(-1);
    if (last === undefined) throw new Error('cannot pick from an empty list');
    return last[0];
  }

  /** A copy in random order. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  }

  /** `count` different items (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** A string of `length` decimal digits. */
  digits(length: number): string {
    let text = '';
    for (let index = 0; index < length; index += 1) text += String(this.int(0, 9));
    return text;
  }

  /** A count that is usually small and sometimes large (views, downloads …). */
  skewed(min: number, max: number): number {
    const roll = this.next();
    return Math.round(min + (max - min) * roll * roll * roll);
  }
}

/**
 * A stable uuid (version 4 layout) for the `index`-th record of a kind: it depends only on the seed,
 * the kind and the index, so ids stay the same on every fresh database and do not shift when the
 * content of other records changes.
 */
export function stableUuid(seed: number, kind: string, index: number): string {
  const random = new Random(seed, `${kind}#${index}`);
  const words = [
    random.nextUint32(),
    random.nextUint32(),
    random.nextUint32(),
    random.nextUint32(),
  ];
  const hex = words.map((word) => word.toString(16).padStart(8, '0')).join('');
  const version = `4${hex.slice(13, 16)}`;
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16) + hex.slice(17, 20);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${version}-${variant}-${hex.slice(20, 32)}`;
}
