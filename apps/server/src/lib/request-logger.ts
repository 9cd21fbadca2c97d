import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildOptions = Parameters<ChildLoggerFactory>[2];
type Log = (...args: unknown[]) => void;

/**
 * `request.log`: the app's logger with the request's id bound, made only when something logs
 * through it. Fastify makes one for every request, and a pino child with the app's redaction
 * paths runs its bindings through the redaction (`*.password`, …) as it is made: on a cached
 * response that was about a twentieth of the server's CPU, for a logger most requests never use
 * (their access line is written by lib/access-log.ts). The lines it writes are the child's.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level() {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]) {
    (this.logger.fatal as Log)(...args);
  }

  error(...args: unknown[]) {
    (this.logger.error as Log)(...args);
  }

  warn(...args: unknown[]) {
    (this.logger.warn as Log)(...args);
  }

  info(...args: unknown[]) {
    (this.logger.info as Log)(...args);
  }

  debug(...args: unknown[]) {
    (this.logger.debug as Log)(...args);
  }

  trace(...args: unknown[]) {
    (this.logger.trace as Log)(...args);
  }

  silent(...args: unknown[]) {
    (this.logger.silent as Log)(...args);
  }

  child(...args: Parameters<FastifyBaseLogger['child']>) {
    return this.logger.child(...args);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made on first use. */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
