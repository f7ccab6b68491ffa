/** Polls `read` until `accept` holds (or the time runs out), and returns the last value read. */
export async function eventually<T>(read: () => Promise<T> | T, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
