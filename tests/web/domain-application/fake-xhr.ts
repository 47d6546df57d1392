/**
 * A stand-in for XMLHttpRequest that the test drives by hand: it records what was sent, reports upload
 * progress when told to, and answers with the status and body the test chooses.
 */
type Listener = (event: ProgressEvent) => void;

class FakeEventTarget {
  private listeners = new Map<string, Listener[]>();

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((candidate) => candidate !== listener),
    );
  }

  emit(type: string, init: ProgressEventInit = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(new ProgressEvent(type, init));
  }
}

export class FakeXhr extends FakeEventTarget {
  static instances: FakeXhr[] = [];

  readonly upload = new FakeEventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders = '';

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  aborted = false;

  abort() {
    this.aborted = true;
    this.emit('abort');
  }

  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  progress(loaded: number, total: number) {
    this.upload.emit('progress', { lengthComputable: true, loaded, total });
  }

  respond(status: number, envelope: unknown) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = JSON.stringify(envelope);
    this.responseHeaders = 'content-type: application/json; charset=utf-8\r\n';
    this.emit('load');
  }

  static last(): FakeXhr {
    const last = FakeXhr.instances.at(-1);
    if (last === undefined) throw new Error('No upload was started');
    return last;
  }
}
