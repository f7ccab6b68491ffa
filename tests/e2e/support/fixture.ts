import { MongoClient } from 'mongodb';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startSite, type RunningSite } from './server.js';

export interface SiteFixture {
  readonly site: RunningSite;
  readonly browser: Browser;
  /** A driver connection to the site's own database, when asked for. */
  readonly mongo: MongoClient;
}

/**
 * The built site on its own database and a Chromium, started before this describe
 * block's tests and stopped after them (the database dropped when `mongo` is used).
 */
export function useSiteFixture(env: Record<string, string> = {}, options: { mongo?: boolean } = {}): SiteFixture {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  let mongo: MongoClient | undefined;
  beforeAll(async () => {
    site = await startSite(env);
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
  };
}
