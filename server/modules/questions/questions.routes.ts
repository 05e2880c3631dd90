import { Router } from "express";
import { questions } from "@shared/schema";
import { followUpSchema, idParamSchema, parseId, questionFields } from "@shared/validators";
import { tableBody } from "../../db/table-body";
import { requireActor } from "../../auth/actor";
import type { AppContext } from "../../context";
import type { ViewLog } from "../audit/view-log";
import { notFound } from "../../lib/errors";
import { sendJsonText } from "../../lib/json-response";
import { parse } from "../../lib/validate";
import { QUESTION_NOT_FOUND } from "./questions.dto";
import * as service from "./questions.service";

/**
 * The asker's side (DESIGN.md section 5): categories, terms, asking, reading, following up.
 * Mounted at /api; the queue router, mounted first, owns /questions/queue and /questions/:id/(claim|answer).
 */
const questionBody = tableBody(questions, questionFields);

export function createQuestionsRouter(ctx: AppContext, views: ViewLog) {
  const router = Router();

  router.get("/categories", async (_req, res) => {
    res.json(await service.listCategories(ctx));
  });

  router.post("/terms/accept", async (req, res) => {
    const actor = await requireActor(ctx, req);
    res.json(await service.acceptTerms(ctx, actor));
  });

  router.post("/questions", async (req, res) => {
    const actor = await requireActor(ctx, req);
    const input = parse(questionBody, req.body);
    res.status(201).json(await service.submitQuestion(ctx, actor, input));
  });

  // Before /questions/:id, which would otherwise read "user" as an id.
  router.get("/questions/user", async (req, res) => {
    const actor = await requireActor(ctx, req);
    sendJsonText(res, await service.listOwnQuestions(ctx, actor));
  });

  router.get("/questions/:id", async (req, res) => {
    const actor = await requireActor(ctx, req);
    // A malformed id names no question: the same 404 as a missing one.
    const id = parseId(req.params.id);
    if (id === null) throw notFound(QUESTION_NOT_FOUND);
    res.json(await service.getQuestion(ctx, actor, id, views));
  });

  router.post("/followups", async (req, res) => {
    const actor = await requireActor(ctx, req);
    const input = parse(followUpSchema, req.body);
    res.status(201).json(await service.addFollowUp(ctx, actor, input));
  });

  // DESIGN.md section 9.4: the asker takes a question back, or says they are done with an answered one.
  router.post("/questions/:id/withdraw", async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.changeAskerStatus(ctx, await requireActor(ctx, req), id, "withdraw"));
  });

  router.post("/questions/:id/close", async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.changeAskerStatus(ctx, await requireActor(ctx, req), id, "close"));
  });

  return router;
}
