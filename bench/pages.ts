/**
 * The pages the bench loads; each has a ceiling of its own: a bare handler sending the same bytes
 * (`/page<path>`, bench/server.ts). Apart, so the server's program and the process starting it
 * each import it without importing each other.
 */
export const BENCH_PAGES = ['/', '/transparencia', '/doar'];
