/** The first cookie a response set, as `name=value` for a Cookie header; fails the test if there is none. */
export function firstCookie(res: { headers: Record<string, unknown> }): string {
  const set = res.headers["set-cookie"];
  const first = Array.isArray(set) ? (set[0] as unknown) : undefined;
  if (typeof first !== "string") throw new Error("the response set no cookie");
  return first.split(";")[0] ?? "";
}
