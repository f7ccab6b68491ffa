import { setFlagsFromString } from 'node:v8';

/** How far the old generation may grow past what survived the last full collection: 1.5 times. */
const HEAP_GROWING_PERCENT = 50;

/**
 * When full collections are cheap, as they are for this server (about 50 MiB survive
 * one), V8 lets the old generation grow to about four times that before the next: under
 * a burst of reads the process reached 300 MiB for garbage it could have freed, on a
 * server whose whole budget may be 512 MiB. At 1.5 times the peak was 50 MiB lower at
 * the same throughput (measured when it was set; today's peak: docs/PERFORMANCE.md,
 * "Memory"). No hard ceiling: a CSV
 * export or a books check over 100,000 donations may need more for a moment. Set at run
 * time rather than on node's command line, where a flag a later V8 drops would stop
 * the start; here V8 ignores a flag it does not know.
 */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * The young generation's ceiling, for node's command line (the Dockerfile's CMD,
 * scripts/start.mjs, the bench's server): V8 sizes it as the process starts, so unlike
 * the flag above it cannot be set from inside. On Node 24 the semi-spaces grew to
 * V8's own ceiling under a burst of reads; 8 MiB each took the bench's peak from 292 to
 * 198 MiB, and 4 MiB with glibc's arenas bounded (MALLOC_ENV) took 10–30 MiB more off the
 * start and the peak, at the same CPU per request (docs/PERFORMANCE.md, "Memory").
 */
export const YOUNG_GENERATION_FLAG = '--max-semi-space-size=4';

/**
 * glibc keeps what threads free in per-thread arenas (image decoding, compression, the
 * driver's sockets): two arenas, and large blocks given back to the system. Read by glibc
 * as the process starts, so set in its environment: the Dockerfile's ENV, scripts/start.mjs
 * and the bench's server (tests/api/runtime-flags.test.ts holds them equal).
 */
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;
