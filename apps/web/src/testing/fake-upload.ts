import { vi } from 'vitest';

export interface UploadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: FormData;
}

export interface UploadAnswer {
  status: number;
  body: unknown;
  /** Progress events to report before answering, as fractions sent (0.5 → half of the body). */
  progress?: number[];
}

/**
 * jsdom's XMLHttpRequest cannot reach a server: this stands in for it (lib/api-upload.ts), answering each upload
 * with `answer`. The answer may be a promise, to look at the page while the upload is under way. Returns the mock
 * of the answer function, whose calls are the requests.
 */
export function fakeUploads(answer: (request: UploadRequest) => UploadAnswer | Promise<UploadAnswer>) {
  const handler = vi.fn(answer);

  class FakeXMLHttpRequest {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.onabort?.();
    }

    send(form: FormData) {
      void Promise.resolve(handler({ method: this.method, url: this.url, headers: this.headers, form })).then(
        (result) => {
          for (const fraction of result.progress ?? []) {
            this.upload.onprogress?.({
              lengthComputable: true,
              loaded: fraction * 100,
              total: 100,
            } as ProgressEvent);
          }
          this.status = result.status;
          this.responseText = JSON.stringify(result.body);
          this.onload?.();
        },
      );
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return handler;
}
