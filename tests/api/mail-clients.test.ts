import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { enqueueMessage } from '../../api/src/mail/outbox.js';
import { deliverDueMessages } from '../../api/src/mail/sender.js';
import { startMailpit, type Mailpit, type MailpitMessage } from '../e2e/support/mailpit.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { TEMPLATE_MODULES, TEMPLATES } from '../support/mail-templates.js';

/**
 * Every e-mail the product sends, sent by the app's own SMTP sender to a real Mailpit, whose
 * HTML check (caniemail's data) says how well e-mail clients support what it uses.
 */

/** Mailpit's `GET /api/v1/message/{ID}/html-check`, the fields read here. */
interface HtmlCheck {
  Total: { Supported: number; Partial: number; Unsupported: number };
  Warnings: { Slug: string; Title: string; Score: { Found: number; Supported: number; Partial: number; Unsupported: number } }[];
}

const ROOT = join(import.meta.dirname, '../..');

/** Files under api/src that build an e-mail with compose(): each must be a template module listed above. */
function composingFiles(dir = join(ROOT, 'api/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return composingFiles(path);
    return /\.tsx?$/.test(entry.name) && /\bcompose\(/.test(readFileSync(path, 'utf8')) ? [relative(ROOT, path)] : [];
  });
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const hrefsOf = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => decodeEntities(match[1]!));
/** The words of a part, addresses left out: the HTML's as a reader sees them (tags and <wbr> gone). */
const wordsOf = (text: string) =>
  new Set(
    text
      .replace(/https?:\/\/\S+/g, ' ')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0),
  );
const readableTextOf = (html: string) =>
  decodeEntities(
    html
      .replace(/<head>[\s\S]*<\/head>/, '')
      .replace(/<wbr\/?>/g, '')
      .replace(/<[^>]+>/g, ' '),
  );
const urlsOf = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0].replace(/[.,;:!?)]+$/, ''));

describe('every e-mail, as e-mail clients show it', () => {
  let mailpit: Mailpit;
  let app: TestApp;
  const sent = new Map<string, MailpitMessage & { Size: number }>();

  beforeAll(async () => {
    mailpit = await startMailpit();
    app = await startTestApp({
      env: {
        SMTP_URL: mailpit.smtpUrl,
        MAIL_FROM: 'Amigos da Lia <doacoes@amigosdalia.org.br>',
        PUBLIC_URL: 'https://doe.amigosdalia.org.br',
      },
    });
    for (const [name, build] of Object.entries(TEMPLATES))
      await enqueueMessage(app.deps, { eventKey: `clients:${name}`, donationId: null, to: `${name}@exemplo.com.br`, ...build() });
    await deliverDueMessages(app.deps);
    for (const name of Object.keys(TEMPLATES)) {
      const message = await mailpit.waitForMessage(`${name}@exemplo.com.br`, /./);
      const summary = (await mailpit.messages()).find((item) => item.ID === message.ID) as unknown as { Size: number };
      sent.set(name, { ...message, Size: summary.Size });
    }
    // A first run may build Mailpit (tests/e2e/support/mailpit.ts).
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await mailpit?.stop();
  });

  it('covers every template: each export ending in "Mail" of the modules that compose e-mails', () => {
    const exported = Object.values(TEMPLATE_MODULES).flatMap((module) =>
      Object.entries(module)
        .filter(([name, value]) => name.endsWith('Mail') && typeof value === 'function')
        .map(([name]) => name),
    );
    expect(exported.sort()).toEqual(Object.keys(TEMPLATES).sort());
    // An e-mail composed anywhere else would escape this test: it must move to a template module.
    expect(composingFiles().filter((file) => !(file in TEMPLATE_MODULES))).toEqual([]);
  });

  it.each(Object.keys(TEMPLATES))('%s: at least 90 %% supported, nothing unsupported but <body> itself', async (name) => {
    const response = await fetch(`${mailpit.api}/message/${sent.get(name)!.ID}/html-check`);
    expect(response.status).toBe(200);
    const check = (await response.json()) as HtmlCheck;
    const unsupported = check.Warnings.filter(
      (warning) => warning.Score.Found > 0 && warning.Score.Unsupported > 0 && warning.Slug !== 'html-body',
    ).map((warning) => `${warning.Slug} (${warning.Score.Unsupported.toFixed(0)} % of clients)`);
    expect(unsupported).toEqual([]);
    expect(check.Total.Supported).toBeGreaterThanOrEqual(90);
  });

  it.each(Object.keys(TEMPLATES))('%s: light, labelled, the same words and links in both parts', (name) => {
    const { HTML: html, Text: text, Size: size } = sent.get(name)!;
    expect(size).toBeLessThan(100 * 1024);
    expect(html).toMatch(/<html\b[^>]*\blang="pt-BR"/);
    expect(html).toMatch(/<meta name="color-scheme" content="light dark"/);
    const tables = html.match(/<table\b[^>]*>/g) ?? [];
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table).toMatch(/\brole="presentation"/);
    for (const image of html.match(/<img\b[^>]*>/g) ?? []) expect(image).toMatch(/\balt="/);
    expect(html).not.toMatch(/<body\b[^>]*\bstyle=/);
    // The plain-text part carries every address the HTML links, and the HTML links every address the text gives.
    const links = new Set(hrefsOf(html));
    expect(new Set(urlsOf(text))).toEqual(links);
    // The same content: every word of the text part is in the HTML a reader sees.
    const seen = wordsOf(readableTextOf(html));
    expect([...wordsOf(text)].filter((word) => !seen.has(word))).toEqual([]);
    // Where an e-mail names a page, it links it.
    if (/página da sua doação(?! mensal)/.test(text)) expect([...links].some((url) => url.includes('/minha-doacao/'))).toBe(true);
    if (/página da sua doação mensal|nessa página/.test(text))
      expect([...links].some((url) => url.includes('/doacao-mensal/'))).toBe(true);
    if (/\bno painel\b/.test(text)) expect([...links].some((url) => url.includes('/painel'))).toBe(true);
  });
});
