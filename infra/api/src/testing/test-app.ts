import { loadApiConfig, type ApiConfig } from '../config';

/** The API's configuration with nothing taken from the environment of the test run. */
export function testConfig(env: NodeJS.ProcessEnv = {}): ApiConfig {
  return loadApiConfig({ DATA_DIR: '/nonexistent/thrive-test', ...env });
}
