// docs/decisions/014: throttles beyond failed sign-ins (docs/decisions/014).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, signedIn, TEST_PASSWORD } from "../setup/factories";
import { useTestApp } from "../setup/test-app";

const h = useTestApp({
  RATE_LIMIT_LOGIN_ATTEMPTS_PER_MINUTE: "4",
  RATE_LIMIT_AUTH_MAX: "3",
  RATE_LIMIT_QUESTIONS_PER_DAY: "3",
});

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer(h.app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A JSON POST from `ip` as its source address (every 127.0.0.x is this machine). */
function post(ip: string, path: string, payload: unknown): Promise<number> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        localAddress: ip,
        port,
        method: "POST",
        path,
        headers: { "content-type": "application/json" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const application = (email: string) => ({
  firstName: "Dana",
  lastName: "Reyes",
  email,
  licenseNumber: "TN-1",
  practiceState: "TN",
  yearsExperience: 3,
  lawSchool: "Vanderbilt",
  graduationYear: 2015,
  practiceAreas: "Housing",
});

describe("sign-ins of any outcome per IP bound the hashing work (finding 6)", () => {
  it("refuses a fifth sign-in within the minute from one address, even a successful one; another address signs in", async () => {
    const user = await insertUser(h);
    for (let i = 0; i < 4; i++)
      expect(await post("127.0.0.1", "/api/auth/login", { email: user.email, password: TEST_PASSWORD })).toBe(200);
    expect(await post("127.0.0.1", "/api/auth/login", { email: user.email, password: TEST_PASSWORD })).toBe(429);
    expect(await post("127.0.0.2", "/api/auth/login", { email: user.email, password: TEST_PASSWORD })).toBe(200);
  });
});

describe("signed-out applications count against RATE_LIMIT_AUTH_MAX (finding 5)", () => {
  it("answers 429 to the fourth application from one address within the hour, and stores three", async () => {
    for (let i = 0; i < 3; i++)
      expect(await post("127.0.0.3", "/api/attorney-application", application(`a${i}@example.com`))).toBe(201);
    expect(await post("127.0.0.3", "/api/attorney-application", application("a3@example.com"))).toBe(429);
    expect(Number((await h.ctx.database.pool.query("select count(*) from attorneys")).rows[0].count)).toBe(3);
  });

  it("does not count an application made signed in", async () => {
    for (let i = 0; i < 3; i++) await post("127.0.0.4", "/api/attorney-application", application(`b${i}@example.com`));
    const { agent } = await signedIn(h);
    expect((await agent.post("/api/attorney-application").send(application("ignored@example.com"))).status).toBe(201);
  });
});

describe("questions per account per day (finding 5)", () => {
  const question = (n: number) => ({
    title: `A question about my lease, number ${n}`,
    content: "My landlord wants to end my lease early and keep the deposit. What are my rights here, please?",
    categoryId: 5,
  });

  it("refuses the fourth question in 24 hours with a plain 429, then takes questions again a day later", async () => {
    const { agent } = await signedIn(h, { termsAcceptedAt: new Date() });
    for (let i = 0; i < 3; i++) expect((await agent.post("/api/questions").send(question(i))).status).toBe(201);
    const refused = await agent.post("/api/questions").send(question(3));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/asked 3 questions in the last 24 hours/);
    const other = await signedIn(h, { termsAcceptedAt: new Date() });
    expect((await other.agent.post("/api/questions").send(question(4))).status).toBe(201);

    h.clock.advance(24 * 60 * 60 * 1000 + 60_000);
    expect((await agent.post("/api/questions").send(question(5))).status).toBe(201);
  });
});
