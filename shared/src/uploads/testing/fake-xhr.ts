/**
 * A stand-in for XMLHttpRequest, so upload tests drive progress, answers and failures one
 * step at a time. Each request made is kept in `FakeXhr.requests`, newest last.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.requests.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser's report of bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** The server's answer. */
  respond(status: number, body?: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection failing before any answer. */
  failNetwork() {
    this.onerror?.();
  }

  /** The text fields of the multipart body. */
  fields(): Record<string, string> {
    const fields: Record<string, string> = {};
    this.body?.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
    });
    return fields;
  }

  files(): File[] {
    return (this.body?.getAll('file') ?? []).filter((value): value is File => typeof value !== 'string');
  }
}

/** Puts FakeXhr in place of the page's XMLHttpRequest for each test of the file. */
export function installFakeXhr() {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.requests = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });
}

/** The last request made, failing the test when there was none. */
export function lastXhr(): FakeXhr {
  const request = FakeXhr.requests.at(-1);
  if (!request) throw new Error('no upload was sent');
  return request;
}
