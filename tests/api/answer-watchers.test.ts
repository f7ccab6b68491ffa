import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { whenClosed } from '../../api/src/http/closed.js';

describe('watchers of an answer (one close listener per response)', () => {
  let server: Server;
  let url: string;
  const calls: string[] = [];
  let listeners = -1;

  beforeAll(async () => {
    server = createServer((req, res) => {
      for (const name of ['drain', 'deadline', 'log']) whenClosed(res, () => calls.push(`${req.url} ${name}`));
      listeners = res.listenerCount('close');
      // /slow never answers: the client gives up first.
      if (req.url !== '/slow') res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('calls each once, in the order they were added, once the answer is sent', async () => {
    calls.length = 0;
    expect(await (await fetch(`${url}/fast`)).text()).toBe('ok');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['/fast drain', '/fast deadline', '/fast log']);
    expect(listeners).toBe(1);
  });

  it('calls each when the client goes away before the answer', async () => {
    calls.length = 0;
    await new Promise<void>((resolve) => {
      const req = request(`${url}/slow`);
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => req.destroy(), 50);
    });
    for (let i = 0; calls.length < 3 && i < 50; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['/slow drain', '/slow deadline', '/slow log']);
  });
});
