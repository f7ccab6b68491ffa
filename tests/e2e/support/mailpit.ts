import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../support/server-process.js';

/** A message as Mailpit's REST API lists it, and the parts of one read whole. */
export interface MailpitSummary {
  ID: string;
  Subject: string;
  To: { Name: string; Address: string }[];
}
export interface MailpitMessage extends MailpitSummary {
  Text: string;
  HTML: string;
}

export interface Mailpit {
  /** For the app's SMTP_URL. */
  smtpUrl: string;
  /** Its REST API's base, `…/api/v1`, for what the helpers below do not read (the HTML check). */
  api: string;
  messages(): Promise<MailpitSummary[]>;
  message(id: string): Promise<MailpitMessage>;
  /** The newest message to `address` whose subject matches, once it has arrived. */
  waitForMessage(address: string, subject: RegExp, timeoutMs?: number): Promise<MailpitMessage>;
  stop(): Promise<void>;
}

/** The Mailpit the tests install when none is found (the same as .ci/run's). */
const MAILPIT_MODULE = 'github.com/axllent/mailpit@v1.33.1';

const runs = (command: string, args: string[]) => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * Mailpit's binary: MAILPIT_BIN, else where `go install` puts it, else the PATH's, else built
 * once by `go install` (as the offline MongoDB server is), so `npm test` needs only Go.
 */
export function mailpitBinary(): string {
  if (process.env.MAILPIT_BIN) return process.env.MAILPIT_BIN;
  let installed: string | undefined;
  try {
    installed = join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin', 'mailpit');
  } catch {
    // No Go here: the PATH may still have it.
    return 'mailpit';
  }
  if (existsSync(installed)) return installed;
  if (runs('mailpit', ['version'])) return 'mailpit';
  // Said on stderr, not the console: a test's console output is a failure (tests/support).
  process.stderr.write(`Installing Mailpit for the tests' e-mails (go install ${MAILPIT_MODULE}), once…\n`);
  execFileSync('go', ['install', MAILPIT_MODULE], { stdio: 'inherit' });
  return installed;
}

/** A real SMTP server and its REST API on loopback ports of their own; messages are kept in memory only. */
export async function startMailpit(): Promise<Mailpit> {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const child = spawn(
    mailpitBinary(),
    ['--smtp', `127.0.0.1:${smtpPort}`, '--listen', `127.0.0.1:${httpPort}`, '--disable-version-check', '--quiet'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const spawnError = new Promise<never>((_resolve, reject) =>
    child.once('error', (error) => reject(new Error(`mailpit did not start (${error.message}): install it or set MAILPIT_BIN`))),
  );
  const api = `http://127.0.0.1:${httpPort}/api/v1`;
  const json = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${api}${path}`);
    if (!response.ok) throw new Error(`mailpit ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const ready = (async () => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      try {
        await json('/messages');
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  })();
  await Promise.race([ready, spawnError]);

  const messages = async () => (await json<{ messages: MailpitSummary[] }>('/messages')).messages;
  const message = (id: string) => json<MailpitMessage>(`/message/${id}`);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    api,
    messages,
    message,
    async waitForMessage(address, subject, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // Newest first, as Mailpit lists them.
        const found = (await messages()).find(
          (item) => subject.test(item.Subject) && item.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()),
        );
        if (found) return message(found.ID);
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address} matching ${subject} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
