import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * An XMLHttpRequest that answers through the stubbed `fetch`, so calls are recorded and
 * answered like every other call in these tests. It reports the upload in two steps and hands
 * over a streamed answer chunk by chunk as its body yields them, as a browser does.
 */
class FetchBackedXhr {
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private answerHeaders = new Headers();
  upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null };
  onprogress: Listener = null;
  onload: Listener = null;
  onerror: Listener = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.answerHeaders.get(name);
  }

  send(body: string) {
    void this.exchange(body);
  }

  private async exchange(body: string) {
    const event = (loaded: number, total: number) => ({ lengthComputable: true, loaded, total }) as ProgressEvent;
    try {
      this.upload.onprogress?.(event(body.length / 2, body.length));
      this.upload.onprogress?.(event(body.length, body.length));
      const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
      this.upload.onload?.(event(body.length, body.length));
      this.status = response.status;
      this.answerHeaders = response.headers;
      const reader = response.body?.getReader();
      const decoder = new TextDecoder();
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) {
        this.responseText += decoder.decode(chunk.value, { stream: true });
        this.onprogress?.(event(this.responseText.length, 0));
      }
      this.onload?.(event(this.responseText.length, this.responseText.length));
    } catch {
      this.onerror?.(event(0, 0));
    }
  }
}

export function stubXhr() {
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}
