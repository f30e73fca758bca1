import http from 'node:http';

/** One Server-Sent Events frame as a client reads it. */
export interface SseFrame {
  event: string | null;
  data: string | null;
  comments: string[];
}

/**
 * Reads a real `text/event-stream` response as a browser's EventSource would, frame by frame, for tests that go
 * through the HTTP layer.
 */
export class SseReader {
  private buffer = '';
  private ended = false;
  private waiting: (() => void) | null = null;

  private constructor(
    private readonly request: http.ClientRequest,
    private readonly response: http.IncomingMessage,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.wake();
    });
    for (const done of ['end', 'close', 'error'] as const) {
      response.on(done, () => {
        this.ended = true;
        this.wake();
      });
    }
  }

  get status(): number {
    return this.response.statusCode ?? 0;
  }

  header(name: string): string | undefined {
    const value = this.response.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  /** Opens the stream on a connection of its own (no keep-alive agent, so closing it really closes it). */
  static open(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
      request.on('response', (response) => resolve(new SseReader(request, response)));
      request.on('error', reject);
    });
  }

  /** The next frame, or null once the server has ended the stream. */
  async next(): Promise<SseFrame | null> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return parseFrame(block);
      }
      if (this.ended) return null;
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
  }

  /** The next frame carrying a named event (comments and the retry frame skipped); null at the end of the stream. */
  async nextEvent(): Promise<{ event: string; data: unknown } | null> {
    for (;;) {
      const frame = await this.next();
      if (!frame) return null;
      if (frame.event && frame.data !== null) return { event: frame.event, data: JSON.parse(frame.data) };
    }
  }

  /** Reads until the server ends the stream; true when it did. */
  async untilEnd(): Promise<true> {
    while (await this.next()) {
      // Skip whatever is still coming.
    }
    return true;
  }

  /** The whole body of a response that is not a stream (an error), once the server has ended it. */
  async text(): Promise<string> {
    while (!this.ended) {
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
    return this.buffer;
  }

  /** The client goes away (a closed tab). */
  close(): void {
    this.request.destroy();
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = { event: null, data: null, comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
    else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
    else if (line.startsWith('data:'))
      frame.data = (frame.data === null ? '' : `${frame.data}\n`) + line.slice(5).trimStart();
  }
  return frame;
}
