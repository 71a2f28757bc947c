import { loadConfig, type Config } from '../../server/config';

/** The address every test shop answers on: sign-in callbacks, sitemaps and structured data are made from it. */
export const TEST_PUBLIC_URL = 'http://shop.test';

/**
 * The configuration a test shop runs on: the demo defaults with PUBLIC_URL set, read through
 * loadConfig itself. Spreading `publicUrl` over `loadConfig({})` left the settings derived from the
 * address behind (the sign-in origin stayed taken from each request, the mail sender stayed localhost).
 */
export const testConfig = (env: NodeJS.ProcessEnv = {}, overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, ...env }),
  ...overrides,
});
