/** What the start-up code and the CLIs print through (console by default; tests pass a recorder). */
export interface ConsoleLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
