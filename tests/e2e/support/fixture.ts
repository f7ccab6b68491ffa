import { MongoClient } from 'mongodb';
import type { Browser } from 'playwright-core';
import { startTestSmtp, type TestSmtp } from '../../support/smtp.js';
import { launchBrowser } from './browser.js';
import { startSite, type RunningSite } from './server.js';

export interface SiteFixture {
  readonly site: RunningSite;
  readonly browser: Browser;
  /** A driver connection to the site's own database, when asked for. */
  readonly mongo: MongoClient;
  /** The SMTP server the site sends its e-mails to, when asked for. */
  readonly smtp: TestSmtp;
}

interface FixtureOptions {
  mongo?: boolean;
  /** A real SMTP server for the site's e-mails, and the outbox sent every second. */
  smtp?: boolean;
}

/**
 * The built site on its own database and a Chromium (and an SMTP server when asked),
 * started before this describe block's tests and stopped after them (the database
 * dropped when `mongo` is used).
 */
export function useSiteFixture(env: Record<string, string> = {}, options: FixtureOptions = {}): SiteFixture {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  let mongo: MongoClient | undefined;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    if (options.smtp) smtp = await startTestSmtp();
    site = await startSite(smtp ? { SMTP_URL: smtp.url, OUTBOX_INTERVAL_SECONDS: '1', ...env } : env);
    browser = await launchBrowser();
    if (options.mongo) mongo = await MongoClient.connect(site.mongodbUri);
  });
  afterAll(async () => {
    await browser?.close();
    if (mongo && site) {
      await mongo
        .db(site.dbName)
        .dropDatabase()
        .catch(() => {});
      await mongo.close();
    }
    await site?.stop();
    await smtp?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started: use it inside a test`);
    return value;
  };
  return {
    get site() {
      return started(site, 'site');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get mongo() {
      return started(mongo, 'mongo (pass { mongo: true })');
    },
    get smtp() {
      return started(smtp, 'smtp (pass { smtp: true })');
    },
  };
}
