import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.js';

/**
 * The framework's request lines, one level down: a request is logged on `debug` as it completes,
 * and a request that failed stays an `error`.
 */
class DebugRequestLines extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
    else {
      const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
      request.log.debug(line, 'request completed');
    }
  }
}

/**
 * How the server logs, by mode (docs/configuration.md, LOG_LEVEL):
 * - production: one JSON object per line (pino), every request included, for a log collector;
 * - demo: one readable line per start, warning and error, for a person watching a terminal.
 *   Requests are logged at `debug` (LOG_LEVEL=debug shows them): a first hour of browsing made
 *   ten thousand request lines, and the lines worth reading scrolled away.
 */
export const loggingOptions = (
  config: Pick<Config, 'mode' | 'logLevel'>,
  destination: NodeJS.WritableStream = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController'> =>
  config.mode === 'production'
    ? { logger: { level: config.logLevel, stream: destination } }
    : {
        logger: {
          level: config.logLevel,
          stream: pretty({
            destination,
            sync: true,
            colorize: false,
            singleLine: true,
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname',
          }),
        },
        logController: new DebugRequestLines(),
      };
