import { Router } from "express";
import { questions } from "@shared/schema";
import { closeQuestionSchema, followUpSchema, idParamSchema, parseId, questionFields } from "@shared/validators";
import { tableBody } from "../../db/table-body";
import { requireActor } from "../../auth/actor";
import type { AppContext } from "../../context";
import type { ViewLog } from "../audit/view-log";
import { notFound } from "../../lib/errors";
import { sendJsonText } from "../../lib/json-response";
import { parse } from "../../lib/validate";
import { QUESTION_NOT_FOUND } from "./questions.dto";
import * as service from "./questions.service";

const questionBody = tableBody(questions, questionFields);

/** Practice areas, for anyone (mounted at /api/categories). */
export function createCategoriesRouter(ctx: AppContext) {
  const router = Router();
  router.get("/", async (_req, res) => {
    res.json(await service.listCategories(ctx));
  });
  return router;
}

/** The terms, accepted once before a first question (mounted at /api/terms). */
export function createTermsRouter(ctx: AppContext) {
  const router = Router();
  router.post("/accept", async (req, res) => {
    res.json(await service.acceptTerms(ctx, await requireActor(ctx, req)));
  });
  return router;
}

/** The conversation under a question (mounted at /api/followups). */
export function createFollowUpsRouter(ctx: AppContext) {
  const router = Router();
  router.post("/", async (req, res) => {
    const actor = await requireActor(ctx, req);
    const input = parse(followUpSchema, req.body);
    res.status(201).json(await service.addFollowUp(ctx, actor, input));
  });
  return router;
}

/**
 * The asker's side of a question (mounted at /api/questions): asking, their list, reading one, taking it back or
 * closing it. The attorney's side (the queue module) shares the prefix with paths of its own.
 */
export function createQuestionsRouter(ctx: AppContext, views: ViewLog) {
  const router = Router();

  router.post("/", async (req, res) => {
    const actor = await requireActor(ctx, req);
    const input = parse(questionBody, req.body);
    res.status(201).json(await service.submitQuestion(ctx, actor, input));
  });

  router.get("/user", async (req, res) => {
    const actor = await requireActor(ctx, req);
    sendJsonText(res, await service.listOwnQuestions(ctx, actor));
  });

  // Only an id names a question: any other word ("user" above, the queue's "queue") is some other route's.
  router.get("/:id", async (req, res, next) => {
    const id = parseId(req.params.id);
    if (id === null && !/^\d+$/.test(req.params.id)) return next();
    const actor = await requireActor(ctx, req);
    // A number out of range names no question: the same 404 as a missing one.
    if (id === null) throw notFound(QUESTION_NOT_FOUND);
    res.json(await service.getQuestion(ctx, actor, id, views));
  });

  // docs/decisions/020: the asker takes a question back, or says they are done with an answered one.
  router.post("/:id/withdraw", async (req, res) => {
    const actor = await requireActor(ctx, req);
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.changeAskerStatus(ctx, actor, id, "withdraw"));
  });

  // The spec's call has no body; "Did this answer help?" may come in one (docs/decisions/029).
  router.post("/:id/close", async (req, res) => {
    const actor = await requireActor(ctx, req);
    const { id } = parse(idParamSchema, req.params);
    const { helpful } = parse(closeQuestionSchema, req.body);
    res.json(await service.changeAskerStatus(ctx, actor, id, "close", helpful));
  });

  return router;
}
