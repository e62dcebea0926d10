import { readImportFile, type ReadOptions, type ReadOutcome } from './read-import-file';
import type { ReadMessage, ReadRequest } from './read-worker';

/**
 * Reads the file in a Web Worker where the engine has them, and on the page's thread otherwise
 * (or when the worker cannot start), with the same code either way.
 */
export function readInBackground(file: Blob, options: ReadOptions, onProgress: (fraction: number) => void): Promise<ReadOutcome> {
  if (typeof Worker === 'undefined') return readImportFile(file, options, onProgress);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./read-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(readImportFile(file, options, onProgress));
      return;
    }
    worker.onmessage = (event: MessageEvent<ReadMessage>) => {
      if (event.data.type === 'progress') return onProgress(event.data.fraction);
      worker.terminate();
      resolve(event.data.outcome);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(readImportFile(file, options, onProgress));
    };
    const request: ReadRequest = { file, options };
    worker.postMessage(request);
  });
}
