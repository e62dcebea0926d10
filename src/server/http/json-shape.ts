/**
 * What a JSON body may hold before it is parsed. Parsing turns every value into an object on
 * the heap (a 62 MB `[0,0,…]` becomes 31 million of them, far more memory than its bytes), so
 * a route that accepts a large body says how many values it expects and a scan of the raw
 * bytes, which allocates nothing, refuses anything beyond that first.
 */
export interface JsonShapeLimits {
  /** Values in the whole body (every scalar, array and object; object keys not counted twice). */
  maxValues: number;
  /** Items in any one array. */
  maxArrayItems: number;
  /** Members of any one object. */
  maxObjectMembers: number;
}

/** Deeper than any body our routes read; nested arrays cost memory per level. */
export const maxJsonDepth = 32;

export type JsonShapeProblem = 'tooDeep' | 'tooManyValues' | 'tooManyItems' | 'tooManyMembers';

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const openArray = 0x5b;
const closeArray = 0x5d;
const openObject = 0x7b;
const closeObject = 0x7d;

/**
 * One pass over the bytes as they arrive, counting structure outside strings: a container
 * holds one more item than it has top-level commas, and the body holds as many values as it
 * has commas plus openings. Malformed JSON is left for the parser to refuse.
 */
export class JsonShapeScanner {
  private readonly isArray = new Uint8Array(maxJsonDepth + 1);
  private readonly items = new Float64Array(maxJsonDepth + 1);
  private depth = 0;
  private values = 1;
  private inString = false;
  private escaped = false;

  constructor(private readonly limits: JsonShapeLimits) {}

  /** The first problem in this part of the body, or null; the scanner keeps its place between parts. */
  feed(bytes: Uint8Array): JsonShapeProblem | null {
    const { isArray, items, limits } = this;
    for (const byte of bytes) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === backslash) this.escaped = true;
        else if (byte === quote) this.inString = false;
        continue;
      }
      if (byte === quote) this.inString = true;
      else if (byte === openArray || byte === openObject) {
        if (this.depth === maxJsonDepth) return 'tooDeep';
        this.depth += 1;
        isArray[this.depth] = byte === openArray ? 1 : 0;
        items[this.depth] = 1;
        this.values += 1;
      } else if (byte === comma) {
        const depth = this.depth;
        this.values += 1;
        items[depth] = items[depth]! + 1;
        if (this.values > limits.maxValues) return 'tooManyValues';
        if (isArray[depth] === 1 && items[depth]! > limits.maxArrayItems) return 'tooManyItems';
        if (isArray[depth] === 0 && items[depth]! > limits.maxObjectMembers) return 'tooManyMembers';
      } else if ((byte === closeArray || byte === closeObject) && this.depth > 0) this.depth -= 1;
    }
    return null;
  }
}
