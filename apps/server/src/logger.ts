import pino, { type Logger } from 'pino';
import type { Config } from './config';
import { logLimits } from './http/log-limits';

export function createLogger(config: Config): Logger {
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return pino({
    ...logLimits,
    level: config.LOG_LEVEL,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
  });
}
