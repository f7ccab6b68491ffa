import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF's text as poppler's pdftotext reads it (what a person's PDF reader shows), lines joined by single spaces. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    try {
      return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      throw new Error(
        "pdftotext is not installed: the tests read receipts' PDFs with poppler's pdftotext. " +
          'Install it (Debian/Ubuntu: apt-get install poppler-utils; macOS: brew install poppler) and run npm test again.',
        { cause: error },
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
