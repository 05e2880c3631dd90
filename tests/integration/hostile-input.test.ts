// docs/decisions/014: phishing text through names, and the inputs that answered 500 (and logged a stack).
// Each attack as the tester sent it, then fast-check over every form that takes a name or free text.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signedIn, signedInAttorney, insertQuestion, TEST_PASSWORD } from "../setup/factories";
import { useTestApp } from "../setup/test-app";

const h = useTestApp();

const PHISH = "there,\n\nURGENT: your account is locked. Unlock it now at https://evil.example/unlock";
const register = (overrides: Record<string, unknown>) => ({
  email: `stranger${Math.random().toString(36).slice(2)}@example.com`,
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  firstName: "Dana",
  lastName: "Reyes",
  ...overrides,
});
const application = (overrides: Record<string, unknown>) => ({
  firstName: "Dana",
  lastName: "Reyes",
  email: `applicant${Math.random().toString(36).slice(2)}@example.com`,
  licenseNumber: "TN-1",
  practiceState: "TN",
  yearsExperience: 3,
  lawSchool: "Vanderbilt",
  graduationYear: 2015,
  practiceAreas: "Housing",
  ...overrides,
});
const rowCount = async (table: string) =>
  Number((await h.ctx.database.pool.query(`select count(*) from ${table}`)).rows[0].count);

describe("names refuse line breaks, control characters and links (finding 3)", () => {
  it.each([
    ["the tester's phishing text", PHISH],
    ["a bare link", "https://evil.example"],
    ["www.", "visit www.evil.example"],
    ["a newline", "Dana\nReyes"],
    ["a tab", "Dana\tReyes"],
    ["a right-to-left override", "Dana\u202eReyes"],
    ["a line separator", "Dana\u2028Reyes"],
    ["a paragraph separator", "Dana\u2029Reyes"],
  ])("register and apply refuse %s in a name, store nothing and send no mail", async (_what, bad) => {
    const reg = await h
      .agent()
      .post("/api/auth/register")
      .send(register({ firstName: bad }));
    expect(reg.status).toBe(400);
    expect(reg.body.errors).toContainEqual({
      path: "firstName",
      message: "First name must not contain links, line breaks or hidden characters",
    });
    const app = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ lastName: bad }));
    expect(app.status).toBe(400);
    expect(app.body.errors).toContainEqual({
      path: "lastName",
      message: "Last name must not contain links, line breaks or hidden characters",
    });
    expect(await rowCount("users")).toBe(0);
    expect(await rowCount("attorneys")).toBe(0);
    expect(await h.mails()).toEqual([]);
  });

  it("still takes names with accents, apostrophes, hyphens and spaces", async () => {
    const res = await h
      .agent()
      .post("/api/auth/register")
      .send(register({ firstName: "Zoë-Anne", lastName: "O'Brien de la Cruz" }));
    expect(res.status).toBe(201);
  });
});

describe("inputs that answered 500 now answer 400 (finding 9)", () => {
  it("refuses U+0000 in any text field with a plain 400, including the login e-mail before the rate limiter", async () => {
    const { agent } = await signedIn(h, { termsAcceptedAt: new Date() });
    const cases: [string, () => Promise<{ status: number; body: { message: string } }>][] = [
      [
        "register",
        () =>
          h
            .agent()
            .post("/api/auth/register")
            .send(register({ lastName: "Re\u0000yes" })),
      ],
      [
        "login",
        () => h.agent().post("/api/auth/login").send({ email: "a\u0000@example.com", password: "whatever-password" }),
      ],
      ["forgot", () => h.agent().post("/api/auth/forgot-password").send({ email: "\u0000" })],
      [
        "question",
        () =>
          agent
            .post("/api/questions")
            .send({ title: "A title with \u0000 inside it", content: "x".repeat(60), categoryId: 1 }),
      ],
      [
        "application",
        () =>
          h
            .agent()
            .post("/api/attorney-application")
            .send(application({ practiceAreas: "Hou\u0000sing" })),
      ],
      ["query", () => agent.get("/api/questions/user?x=%00")],
    ];
    for (const [name, call] of cases) {
      const res = await call();
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toBe("Text must not contain a null character");
    }
    expect(await rowCount("questions")).toBe(0);
  });

  it("refuses half of a surrogate pair and text made only of invisible characters, and keeps emoji as sent", async () => {
    const { agent } = await signedIn(h, { termsAcceptedAt: new Date() });
    const ask = (fields: Record<string, unknown>) =>
      agent
        .post("/api/questions")
        .send({ title: "About my deposit", content: "x".repeat(60), categoryId: 1, ...fields });
    const broken = await ask({ title: "My deposit \ud800 was kept" });
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toEqual([
      { path: "title", message: "Text must not contain a broken character (half of a surrogate pair)" },
    ]);
    const invisible = await ask({ title: "\u200b".repeat(12), content: "\u200b\ufeff".repeat(30) });
    expect(invisible.status).toBe(400);
    expect(invisible.body.errors).toEqual([
      { path: "title", message: "Title must be at least 10 characters" },
      { path: "content", message: "Please provide more detail (at least 50 characters)" },
    ]);
    expect(await rowCount("questions")).toBe(0);
    const emoji = await ask({ title: "My deposit 🏠 was kept" });
    expect(emoji.status).toBe(201);
    const { rows } = await h.ctx.database.pool.query("select title from questions");
    expect(rows).toEqual([{ title: "My deposit 🏠 was kept" }]);
  });

  it("answers 400 to a path with malformed percent-encoding", async () => {
    const { agent } = await signedIn(h);
    const res = await agent.get("/api/questions/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Bad request" });
  });

  it("answers 400 to a gzip body that does not decompress, and takes a good one", async () => {
    const server = h.app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const port = (server.address() as AddressInfo).port;
    const send = (body: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/api/auth/forgot-password",
            headers: { "Content-Type": "application/json", "Content-Encoding": "gzip" },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    try {
      expect(await send(Buffer.from("this is not gzip at all"))).toBe(400);
      expect(await send(zlib.gzipSync(Buffer.from("\x1f\x8b broken")).subarray(0, 12))).toBe(400);
      expect(await send(zlib.gzipSync(Buffer.from(JSON.stringify({ email: "someone@example.com" }))))).toBe(200);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe("fuzzing every form that takes a name or free text", () => {
  // Strings a hostile visitor would try: control characters, links, U+0000, lone surrogates, very long text.
  const hostile = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.constantFrom(
      "\u0000",
      "a\u0000b",
      "\ud800",
      "x\udfffy",
      "https://evil.example",
      "www.evil.example",
      PHISH,
      "\u202e\u200b",
      "x".repeat(20_000),
    ),
    fc
      .tuple(fc.string({ maxLength: 20 }), fc.constantFrom("\n", "\r", "\t", "\u0007", "://", "WWW."))
      .map(([a, b]) => a + b + a),
  );
  const isBadName = (s: string) => /[\p{Cc}\p{Cf}]/u.test(s) || /:\/\/|www\./i.test(s);

  it("never answers 5xx, and always refuses a name with a control character or a link", async () => {
    const asker = await signedIn(h, { termsAcceptedAt: new Date() });
    const lawyer = await signedInAttorney(h);
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (a, b) => {
        const forms: [string, () => Promise<{ status: number }>, boolean][] = [
          [
            "register",
            () =>
              h
                .agent()
                .post("/api/auth/register")
                .send(register({ firstName: a, lastName: b })),
            isBadName(a.trim()) || isBadName(b.trim()),
          ],
          [
            "apply",
            () =>
              h
                .agent()
                .post("/api/attorney-application")
                .send(application({ firstName: a, lastName: b, practiceAreas: a })),
            isBadName(a.trim()) || isBadName(b.trim()),
          ],
          ["login", () => h.agent().post("/api/auth/login").send({ email: a, password: b }), false],
          ["forgot", () => h.agent().post("/api/auth/forgot-password").send({ email: a }), false],
          [
            "reset",
            () => h.agent().post("/api/auth/reset-password").send({ token: a, password: b, confirmPassword: b }),
            false,
          ],
          ["question", () => asker.agent.post("/api/questions").send({ title: a, content: b, categoryId: 1 }), false],
        ];
        for (const [name, call, mustRefuse] of forms) {
          const res = await call();
          expect(res.status, `${name}: ${JSON.stringify([a, b]).slice(0, 200)}`).toBeLessThan(500);
          if (mustRefuse) expect(res.status, name).toBe(400);
        }
      }),
      { numRuns: 60 },
    );
    // Answers and follow-ups go to a claimed question.
    const q = await insertQuestion(h, asker.user.id);
    expect((await lawyer.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(hostile, async (text) => {
        const answer = await lawyer.agent
          .post(`/api/questions/${q.id}/answer`)
          .send({ content: text, includeDisclaimer: true });
        expect(answer.status).toBeLessThan(500);
        const followUp = await asker.agent.post("/api/followups").send({ questionId: q.id, content: text });
        expect(followUp.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    // Each run hashes a password at the real cost (register) and checks one (login): about 30 s of bcrypt on two busy
    // cores. The limit catches a hang, not a slow machine.
  }, 120_000);
});
