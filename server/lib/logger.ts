import pino from "pino";
import { loggableError } from "./loggable-error";

export type Logger = pino.Logger;

/** Passwords, tokens, and the second step's secret, its otpauth address and recovery codes. */
const SECRET_KEYS = [
  "password",
  "confirmPassword",
  "currentPassword",
  "token",
  "sessionSecret",
  "secret",
  "otpauthUrl",
  "recoveryCode",
  "recoveryCodes",
];

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
        // Each secret by its name, logged as it is or one level down (`{ body: { password } }`).
        ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
