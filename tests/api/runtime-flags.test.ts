import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { MALLOC_ENV, YOUNG_GENERATION_FLAG } from '../../api/src/app/heap.js';
import { fromRoot } from '../../api/src/paths.js';

describe("node's command line for the server", () => {
  it('is the same in the image and in npm start: the young generation bounded', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(fromRoot('Dockerfile'), 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', YOUNG_GENERATION_FLAG, 'dist/server/api/src/main.js']);
    expect(readFileSync(fromRoot('scripts', 'start.mjs'), 'utf8')).toContain(
      `'${YOUNG_GENERATION_FLAG}', join(root, 'dist/server/api/src/main.js')`,
    );
  });

  it("is started with glibc's arenas bounded, in the image and in npm start alike", () => {
    const env = /^ENV (MALLOC_.*)$/m.exec(readFileSync(fromRoot('Dockerfile'), 'utf8'))?.[1] ?? '';
    expect(Object.fromEntries(env.split(' ').map((pair) => pair.split('=')))).toEqual(MALLOC_ENV);
    const start = readFileSync(fromRoot('scripts', 'start.mjs'), 'utf8');
    for (const [name, value] of Object.entries(MALLOC_ENV)) expect(start).toContain(`${name}: '${value}'`);
  });

  it("bounds what V8 gives new objects, whatever the machine's memory (unbounded, V8 sizes it by that memory)", async () => {
    // The largest the new space grows while objects are made and dropped, as a server's requests do.
    const script = `let keep = [], largest = 0;
      for (let i = 0; i < 2e6; i++) {
        keep.push({ i, text: 'x'.repeat(64) });
        if (i % 1e5 === 0) {
          const space = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
          largest = Math.max(largest, space.space_size);
          if (keep.length > 3e5) keep = [];
        }
      }
      console.log(largest);`;
    const largestNewSpace = async (flags: string[]) =>
      Number((await promisify(execFile)(process.execPath, [...flags, '-e', script])).stdout);
    const [bounded, unbounded] = await Promise.all([largestNewSpace([YOUNG_GENERATION_FLAG]), largestNewSpace([])]);
    expect(bounded).toBeGreaterThan(0);
    // 8–13 MiB at 4 MiB semi-spaces on a quiet machine, 25 MiB seen on a loaded one (V8 grows it for a while);
    // unbounded, V8 sizes it by the machine's memory: 128 MiB at 24 GiB.
    expect(bounded).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(bounded).toBeLessThanOrEqual(unbounded);
  });
});
