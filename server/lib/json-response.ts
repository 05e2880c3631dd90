import type { Response } from "express";
import type { JsonText } from "../db/json";

/** Sends JSON that Postgres already wrote (server/db/json.ts), as res.json would send the same value. */
export function sendJsonText<T>(res: Response, body: JsonText<T>): void {
  res.type("json").send(body);
}
