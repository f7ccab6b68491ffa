import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** An answer as the wire carried it. */
export interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as a browser sends it, read as raw bytes (fetch would decompress and hide the encoding). */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
