/** The same server as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface TestDbInfo {
  adminUrl: string;
  template: string;
  prefix: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}
