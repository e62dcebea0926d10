/// <reference lib="webworker" />
import { readImportFile, type ReadOptions, type ReadOutcome } from './read-import-file';

export interface ReadRequest {
  file: Blob;
  options: ReadOptions;
}

export type ReadMessage = { type: 'progress'; fraction: number } | { type: 'done'; outcome: ReadOutcome };

/** Reads an import file off the page's thread, so a large file never freezes the dialog. */
self.onmessage = async (event: MessageEvent<ReadRequest>) => {
  const post = (message: ReadMessage) => self.postMessage(message);
  let last = 0;
  const outcome = await readImportFile(event.data.file, event.data.options, (fraction) => {
    // A message per percent is plenty for a progress bar.
    if (fraction - last >= 0.01 || fraction === 1) {
      last = fraction;
      post({ type: 'progress', fraction });
    }
  });
  post({ type: 'done', outcome });
};
