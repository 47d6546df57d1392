/**
 * One render thread (render-threads.ts starts them): it loads the built renderer and draws the pages
 * it is asked for, while the server's own thread keeps serving. The page's API requests are sent
 * back to the server's thread, which answers them in process as a visitor's; the data they bring is
 * kept here for a few seconds, as on the server's thread, and dropped when the server says something
 * changed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';
import type { RendererModule } from './renderer-module';
import type {
  ApiAnswerMessage,
  FromRenderThread,
  RenderThreadData,
  ToRenderThread,
} from './render-thread-messages';
import { keptRenderData } from './shared-render-data';

const port = parentPort;
if (port === null) throw new Error('render-thread.ts runs only as a worker thread');
const { rendererUrl, origin, reuseMs } = workerData as RenderThreadData;

const say = (message: FromRenderThread, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

const answers = new Map<
  number,
  { resolve: (answer: ApiAnswerMessage) => void; reject: (error: Error) => void }
>();
let lastRequest = 0;

/** The page's API requests, answered by the server's thread. */
async function send(request: Request): Promise<Response> {
  const id = (lastRequest += 1);
  const body = request.body === null ? null : await request.arrayBuffer();
  const answer = new Promise<ApiAnswerMessage>((resolve, reject) =>
    answers.set(id, { resolve, reject }),
  );
  say(
    {
      type: 'request',
      id,
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      body,
    },
    body === null ? [] : [body],
  );
  const { status, headers, body: answerBody } = await answer;
  return new Response(answerBody === null ? null : new Uint8Array(answerBody), { status, headers });
}

const data = keptRenderData(reuseMs, () => Date.now());

try {
  const renderer = (await import(rendererUrl)) as RendererModule;
  renderer.install({ origin, send, sanitizeRichText });
  port.on('message', (message: ToRenderThread) => {
    switch (message.type) {
      case 'render':
        renderer.renderPage(new URL(message.url), data).then(
          (outcome) => say({ type: 'rendered', id: message.id, outcome }),
          (error: unknown) =>
            say({ type: 'render-failed', id: message.id, message: describe(error) }),
        );
        break;
      case 'answer':
        answers.get(message.id)?.resolve(message);
        answers.delete(message.id);
        break;
      case 'answer-failed':
        answers.get(message.id)?.reject(new Error(message.message));
        answers.delete(message.id);
        break;
      case 'forget':
        data.clear();
        break;
    }
  });
  say({ type: 'ready' });
} catch (error: unknown) {
  say({ type: 'failed-to-start', message: describe(error) });
}

function describe(error: unknown): string {
  if (error instanceof AggregateError)
    return [error.message, ...error.errors.map((inner: unknown) => describe(inner))].join('; ');
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
