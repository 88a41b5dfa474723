import { loadConfig, ConfigError } from './platform/config/config.js';
import { startServer } from './server.js';

try {
  await startServer(loadConfig());
} catch (error) {
  // Start-up failures (bad config, locked data folder) are explained in one line, not a stack.
  console.error(
    error instanceof ConfigError ? error.message : `Kênh could not start: ${(error as Error).message}`,
  );
  process.exit(1);
}
