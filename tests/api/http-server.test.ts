import type { AddressInfo } from 'node:net';
import { closeWhenAnswered, createHttpServer, KEEP_ALIVE_TIMEOUT_MS } from '../../api/src/http/server.js';

/**
 * The app keeps idle connections open longer than the proxy in front (http/server.ts), so
 * closing must not wait for them: a connection busy when the close starts closes as soon
 * as its answer ends, not a keep-alive timeout later (the shutdown's drain, the tests' apps).
 */
describe('the HTTP server the app is served by', () => {
  it('closes a kept-alive connection as soon as the answer it was busy with ends', async () => {
    let answer: (() => void) | undefined;
    const server = createHttpServer((_req, res) => {
      // Headers out first: the answer is under way when the close starts, as a streamed CSV would be.
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('a');
      answer = () => res.end('b');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);

    const response = await fetch(`http://127.0.0.1:${port}/`);
    let closed = false;
    const closing = closeWhenAnswered(server).then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Still answering: the connection stays.
    expect(closed).toBe(false);
    answer!();
    expect(await response.text()).toBe('ab');
    // A second after the answer, not two minutes: Jest's timeout fails this test otherwise.
    await closing;
    expect(closed).toBe(true);
  }, 5_000);
});
