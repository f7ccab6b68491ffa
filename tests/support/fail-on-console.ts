// Jest setup (setupFilesAfterEnv of both projects): a test that writes to the console without declaring it fails.
import { installConsoleGuard } from './console-guard.js';

installConsoleGuard();
