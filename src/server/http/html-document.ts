import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

export interface EncodedDocument {
  body: Buffer;
  /** Absent when the body is sent as it is. */
  encoding?: Encoding;
}

/** The encodings the client accepts with a non-zero weight (`br;q=0` refuses brotli). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && (!weight || Number(weight.slice(2)) > 0)) accepted.add(name.trim());
  }
  return accepted;
}

/**
 * An HTML document compressed once, when first asked for. Pages are answered from the
 * not-found handler, which the compression plugin does not reach, so the encoding is picked here.
 */
export function htmlDocument(html: string): (acceptEncoding: string | undefined) => EncodedDocument {
  let variants: Record<Encoding | 'identity', Buffer> | undefined;
  return (acceptEncoding) => {
    if (!variants) {
      const identity = Buffer.from(html);
      variants = {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
    }
    const accepted = acceptedEncodings(acceptEncoding);
    for (const encoding of ['br', 'gzip'] as const) {
      if (accepted.has(encoding)) return { body: variants[encoding], encoding };
    }
    return { body: variants.identity };
  };
}
