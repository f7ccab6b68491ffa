import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { RequestHandler } from 'express';

/** Encodings the build writes beside each text file (vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Whether the client accepts an encoding: listed, and not refused with q=0. */
function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name!.trim().toLowerCase() !== encoding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Lookups kept at most. Every path a client sends is looked up (a page's, a typo's, an
 * attacker's random one), so an unbounded memo grew with each distinct path and was never
 * given back; the build's own files are a few dozen.
 */
export const MAX_KEPT_LOOKUPS = 1000;
/** Longer paths are looked up each time: no file of the build has such a name. */
const KEPT_PATH_MAX_LENGTH = 300;

/**
 * Serves the build's precompressed copy of a file (brotli, else gzip) to a client that
 * accepts it, with the original file's type; anything else falls through to
 * express.static. Nothing is compressed per request.
 */
export function precompressedFiles(
  root: string,
  options: { maxAge: string; immutable?: boolean },
): RequestHandler & { keptLookups: () => number } {
  const exists = new Map<string, boolean>();
  const present = (path: string) => {
    let found = exists.get(path);
    if (found !== undefined) return found;
    found = existsSync(path);
    if (path.length <= KEPT_PATH_MAX_LENGTH) {
      // The oldest lookup makes room: a Map iterates in insertion order.
      if (exists.size >= MAX_KEPT_LOOKUPS) exists.delete(exists.keys().next().value!);
      exists.set(path, found);
    }
    return found;
  };
  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const accepted = req.headers['accept-encoding'];
    let file: string;
    try {
      file = normalize(join(root, decodeURIComponent(req.path)));
    } catch {
      return next(); // malformed escape: express.static answers it
    }
    if (!file.startsWith(root + sep)) return next();
    res.vary('Accept-Encoding');
    if (!accepted) return next();
    const encoding = ENCODINGS.find(({ name, suffix }) => accepts(accepted, name) && present(file + suffix));
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.type(extname(file));
    res.sendFile(file + encoding.suffix, { maxAge: options.maxAge, immutable: options.immutable ?? false }, (error) => {
      if (error) next(error);
    });
  };
  return Object.assign(handler, { keptLookups: () => exists.size });
}
