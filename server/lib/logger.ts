import pino from "pino";
import { loggableError } from "./loggable-error";

export type Logger = pino.Logger;

// Secrets never reach the logs: cookies, auth headers, passwords and tokens are redacted wherever they appear. Nor do
// an asker's words: an error is logged without the values its statement carried (loggable-error.ts).
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: { err: loggableError },
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.confirmPassword",
        "*.token",
        "*.sessionSecret",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
