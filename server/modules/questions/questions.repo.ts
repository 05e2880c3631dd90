import { asc, desc, eq, sql } from "drizzle-orm";
import {
  answers,
  categories,
  followUps,
  questions,
  users,
  type Answer,
  type Category,
  type FollowUp,
  type NewQuestion,
  type Question,
} from "@shared/schema";
import type { Db } from "../../db";
import { prepared } from "../../db/prepared";

export const CATEGORY_FK = "questions_category_id_categories_id_fk";

export const listCategories = async (db: Db): Promise<Category[]> =>
  db.select().from(categories).orderBy(asc(categories.id));

/** Sets the acceptance time once; later calls keep the first time (one statement, so concurrent calls agree). */
export const acceptTerms = async (db: Db, userId: string): Promise<Date | null> =>
  (
    await db
      .update(users)
      .set({ termsAcceptedAt: sql`coalesce(${users.termsAcceptedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({ termsAcceptedAt: users.termsAcceptedAt })
  )[0]?.termsAcceptedAt ?? null;

/** Inserts a question; a categoryId that does not exist fails with the foreign key CATEGORY_FK. */
export const insertQuestion = async (db: Db, question: NewQuestion): Promise<Question> =>
  (await db.insert(questions).values(question).returning())[0];

export type QuestionWithCategory = Question & { categoryName: string | null };

/** A user's own questions, newest first (served by questions_user_idx). */
const questionsOfUser = prepared((db, name) =>
  db
    .select({ question: questions, categoryName: categories.name })
    .from(questions)
    .leftJoin(categories, eq(categories.id, questions.categoryId))
    .where(eq(questions.userId, sql.placeholder("userId")))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .prepare(name),
);

export const listQuestionsOfUser = async (db: Db, userId: string): Promise<QuestionWithCategory[]> => {
  const rows = await questionsOfUser(db).execute({ userId });
  return rows.map((r) => ({ ...r.question, categoryName: r.categoryName }));
};

export type QuestionForDetail = QuestionWithCategory & {
  askerFirstName: string | null;
  askerLastName: string | null;
};

/** One question with its category name and its asker's name (the service decides who may see the name). */
const questionForDetail = prepared((db, name) =>
  db
    .select({
      question: questions,
      categoryName: categories.name,
      askerFirstName: users.firstName,
      askerLastName: users.lastName,
    })
    .from(questions)
    .leftJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(users, eq(users.id, questions.userId))
    .where(eq(questions.id, sql.placeholder("id")))
    .limit(1)
    .prepare(name),
);

export const findQuestionForDetail = async (db: Db, id: number): Promise<QuestionForDetail | undefined> => {
  const [row] = await questionForDetail(db).execute({ id });
  return row && { ...row.question, categoryName: row.categoryName, askerFirstName: row.askerFirstName, askerLastName: row.askerLastName };
};

export const findQuestionById = async (db: Db, id: number): Promise<Question | undefined> =>
  (await db.select().from(questions).where(eq(questions.id, id)).limit(1))[0];

const answerOfQuestion = prepared((db, name) =>
  db.select().from(answers).where(eq(answers.questionId, sql.placeholder("questionId"))).limit(1).prepare(name),
);

export const findAnswerOfQuestion = async (db: Db, questionId: number): Promise<Answer | undefined> =>
  (await answerOfQuestion(db).execute({ questionId }))[0];

const followUpsOfQuestion = prepared((db, name) =>
  db
    .select()
    .from(followUps)
    .where(eq(followUps.questionId, sql.placeholder("questionId")))
    .orderBy(asc(followUps.id))
    .prepare(name),
);

/** Oldest first (served by follow_ups_question_idx). */
export const listFollowUpsOfQuestion = async (db: Db, questionId: number): Promise<FollowUp[]> =>
  followUpsOfQuestion(db).execute({ questionId });

export const insertFollowUp = async (
  db: Db,
  values: { questionId: number; userId: string; content: string },
): Promise<FollowUp> => (await db.insert(followUps).values(values).returning())[0];
