/**
 * Encodings the user can pick when letters come out wrong: what European and American banks
 * write besides UTF-8. Every name is a WHATWG label TextDecoder understands.
 */
export const pickableEncodings = ['utf-8', 'windows-1252', 'iso-8859-1', 'iso-8859-15', 'windows-1250', 'iso-8859-2', 'macintosh', 'ibm866', 'utf-16le', 'utf-16be'] as const;

/** How the encoding was settled: a byte-order mark, the file's own declaration, valid UTF-8, the fallback, or the user. */
export type EncodingSource = 'bom' | 'declared' | 'utf8' | 'fallback' | 'chosen';

export interface DecodedText {
  text: string;
  /** A WHATWG encoding name, e.g. "utf-8" or "windows-1252". */
  encoding: string;
  source: EncodingSource;
}

/** Banks that do not write UTF-8 and do not say what they write mostly mean Windows' Western code page. */
export const fallbackEncoding = 'windows-1252';

const boms: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

function bomEncoding(bytes: Uint8Array): string | null {
  return boms.find((bom) => bom.bytes.every((byte, index) => bytes[index] === byte))?.encoding ?? null;
}

/** The encoding TextDecoder knows by this label, or null (OFX writes "1252" and "8859-1" without a prefix). */
export function encodingForLabel(label: string): string | null {
  const value = label.trim().toLowerCase();
  const candidates = /^\d+$/.test(value) ? [`windows-${value}`, `cp${value}`] : /^8859-\d+$/.test(value) ? [`iso-${value}`] : [value === 'usascii' ? 'us-ascii' : value];
  for (const candidate of candidates) {
    try {
      return new TextDecoder(candidate).encoding;
    } catch {
      // Not a label TextDecoder knows: try the next reading, else report none.
    }
  }
  return null;
}

/**
 * What the file says it is written in: an XML `encoding=` declaration, or the OFX 1.x headers
 * CHARSET (a code page) and ENCODING (UTF-8 or USASCII, which then leaves CHARSET to decide).
 */
export function declaredEncoding(head: string): string | null {
  const xml = /<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  if (xml) return encodingForLabel(xml[1]!);
  if (!/^\s*OFXHEADER\s*:/i.test(head)) return null;
  const encoding = /^\s*ENCODING\s*:\s*([\w-]+)/im.exec(head)?.[1];
  if (encoding && /^utf-?8$/i.test(encoding)) return 'utf-8';
  const charset = /^\s*CHARSET\s*:\s*([\w-]+)/im.exec(head)?.[1];
  return charset && !/^none$/i.test(charset) ? encodingForLabel(charset) : null;
}

/** Windows-1252's characters at 0x80–0x9F; the five bytes it leaves undefined stay as they are. */
const cp1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * TextDecoder, except that Windows-1252 gets its own 0x80–0x9F characters (€, “, ”, …): some
 * engines (Node 20) decode that label as ISO-8859-1 and would leave control characters there.
 */
function decode(bytes: Uint8Array, encoding: string): string {
  const text = new TextDecoder(encoding).decode(bytes);
  if (encoding !== 'windows-1252') return text;
  return text.replace(/[\u0080-\u009F]/g, (control) => cp1252High[control.charCodeAt(0) - 0x80]!);
}

function asciiHead(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes.subarray(0, 1024));
}

/**
 * The file's text. The user's choice settles it; else a byte-order mark; else valid UTF-8 wins
 * (even over a declaration that says otherwise, which banks get wrong); else what the file
 * declares; else Windows-1252. The mark is never part of the text.
 */
export function decodeText(bytes: Uint8Array, chosen?: string | null): DecodedText {
  if (chosen) return { text: decode(bytes, chosen).replace(/^\uFEFF/, ''), encoding: chosen, source: 'chosen' };
  const bom = bomEncoding(bytes);
  if (bom) return { text: new TextDecoder(bom).decode(bytes), encoding: bom, source: 'bom' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8', source: 'utf8' };
  } catch {
    // Not UTF-8: the file's declaration or the fallback decides.
  }
  const declared = declaredEncoding(asciiHead(bytes));
  if (declared && declared !== 'utf-8') return { text: decode(bytes, declared), encoding: declared, source: 'declared' };
  return { text: decode(bytes, fallbackEncoding), encoding: fallbackEncoding, source: 'fallback' };
}
