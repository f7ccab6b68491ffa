// Jest setup (setupFilesAfterEnv of the browser tests): a test whose pages log an error, or throw one, fails.
import { installBrowserErrorGuard } from './browser-errors.js';

installBrowserErrorGuard();
