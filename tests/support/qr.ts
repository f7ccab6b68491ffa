import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a program the tests need, saying how to install it when it is missing. */
function run(program: string, args: string[], install: string): string {
  try {
    // stderr kept from the test's output: zbarimg's libraries chatter there (a missing D-Bus, and so on).
    return execFileSync(program, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(
      `${program} is not installed: the tests read printed QR codes with it. Install it (${install}) and run npm test again.`,
      { cause: error },
    );
  }
}

/**
 * The QR codes a person's phone would read on a PDF's first page: the page drawn at 150 dpi by
 * poppler's pdftoppm, then decoded by zbar's zbarimg, one text per code found.
 */
export function qrCodesOnFirstPage(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    run(
      'pdftoppm',
      ['-r', '150', '-png', '-f', '1', '-l', '1', file, join(dir, 'page')],
      'Debian/Ubuntu: apt-get install poppler-utils',
    );
    const page = readdirSync(dir).find((name) => name.endsWith('.png'))!;
    let output: string;
    try {
      output = run(
        'zbarimg',
        ['--raw', '-q', join(dir, page)],
        'Debian/Ubuntu: apt-get install zbar-tools; macOS: brew install zbar',
      );
    } catch (error) {
      // zbarimg exits 4 when the page holds no code it can read: no codes, not a broken tool.
      if ((error as { status?: number }).status === 4) return [];
      throw error;
    }
    return output.split('\n').filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
