import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { answers, attorneys, questions, users } from "@shared/schema";
import { createApp } from "../../server/app";
import { insertAttorney, insertQuestion, insertUser, signedInAttorney, TEST_PASSWORD } from "../setup/factories";
import { useTestApp } from "../setup/test-app";

// A change and the e-mail about it commit together: if the mail cannot be accepted, the change is undone,
// so nothing is ever reported as done without its message, and no message exists without its change.
const h = useTestApp();

function appWithBrokenMail() {
  const mailer = {
    send: async () => {
      throw new Error("mail queue unavailable");
    },
    sendMany: async () => {
      throw new Error("mail queue unavailable");
    },
    idle: async () => undefined,
    delivers: false,
  };
  return createApp({ ...h.ctx, mailer }).app;
}

describe("data and its e-mail commit together", () => {
  it("an answer whose notification cannot be queued is not saved", async () => {
    const claimer = await signedInAttorney(h);
    const askerRow = await insertUser(h);
    const q = await insertQuestion(h, askerRow.id, {
      status: "claimed",
      claimedBy: claimer.user.id,
      claimedAt: new Date(),
    });
    const broken = request.agent(appWithBrokenMail());
    await broken.post("/api/auth/login").send({ email: claimer.user.email, password: TEST_PASSWORD });
    const res = await broken.post(`/api/questions/${q.id}/answer`).send({
      content: "You should gather every notice you received and write down the dates before doing anything else.",
      includeDisclaimer: true,
    });
    expect(res.status).toBe(500);
    expect(await h.ctx.database.db.select().from(answers)).toHaveLength(0);
    const [row] = await h.ctx.database.db.select().from(questions).where(eq(questions.id, q.id));
    assert(row);
    expect(row.status).toBe("claimed");
    expect(row.answeredAt).toBeNull();
  });

  it("a registration whose verification mail cannot be queued creates no account", async () => {
    const res = await request(appWithBrokenMail()).post("/api/auth/register").send({
      email: "nomail@example.com",
      password: "a-long-password",
      confirmPassword: "a-long-password",
      firstName: "No",
      lastName: "Mail",
    });
    expect(res.status).toBe(500);
    expect(await h.ctx.database.db.select().from(users).where(eq(users.email, "nomail@example.com"))).toHaveLength(0);
  });

  it("an approval whose e-mail cannot be queued leaves the application pending", async () => {
    const application = await insertAttorney(h);
    const admin = await insertUser(h, { role: "admin" });
    const broken = request.agent(appWithBrokenMail());
    await broken.post("/api/auth/login").send({ email: admin.email, password: TEST_PASSWORD });
    expect((await broken.post(`/api/admin/attorneys/${application.id}/approve`).send({})).status).toBe(500);
    const [row] = await h.ctx.database.db.select().from(attorneys).where(eq(attorneys.id, application.id));
    assert(row);
    expect(row.isApproved).toBe(false);
  });

  it("with a working queue, the mail job is committed with the change", async () => {
    const res = await h.agent().post("/api/auth/register").send({
      email: "withmail@example.com",
      password: "a-long-password",
      confirmPassword: "a-long-password",
      firstName: "With",
      lastName: "Mail",
    });
    expect(res.status).toBe(201);
    const { rows } = await h.ctx.database.pool.query("select data->>'to' as to from pgboss.job where name = 'mail'");
    expect(rows.map((r) => r.to)).toContain("withmail@example.com");
  });
});
