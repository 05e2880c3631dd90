import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { messagesEs } from "./messages-es";
import { makeTranslator, placeholdersOf, shapeOf } from "./translate";
import { loginSchema, questionSchema, registerSchema, personName } from "../validators";
import { refusal } from "../question-life";

// docs/decisions/040: every message a validator or the server can send has its Spanish. The messages are collected
// from the sources, so a new one fails this test until the dictionary has it.

const root = path.resolve(__dirname, "../..");
const sourcesIn = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".d.ts"))
    .map((f) => path.join(dir, f));

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true);

/** A literal's text with each `${...}` blanked, as shapeOf blanks the dictionary's placeholders. */
function literalShape(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join("");
  return undefined;
}

const looksLikeMessage = (text: string) => /^[A-Z]/.test(text) || / /.test(text);

/** Every literal of the validators that reads as words: messages, and the labels that messages are built from. */
function validatorMessages(): Set<string> {
  const found = new Set<string>();
  for (const file of sourcesIn("shared/validators")) {
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      const text = literalShape(node);
      if (text !== undefined) {
        if (looksLikeMessage(text)) found.add(text);
        if (ts.isTemplateExpression(node)) node.templateSpans.forEach((s) => visit(s.expression));
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return found;
}

// The calls whose argument (at this index) is the response's message.
const MESSAGE_ARG: Record<string, number> = {
  badRequest: 0,
  conflict: 0,
  forbidden: 0,
  notFound: 0,
  HttpError: 1,
  PasswordRefused: 1,
  limiter: 2,
  requirePolicy: 2,
};
// Files whose every capitalised literal is a message (the error shapes, a refused move's reasons).
const ALL_MESSAGES = new Set(["server/lib/errors.ts", "server/lib/error-handler.ts", "shared/question-life.ts"]);

/** The server's messages: the arguments of its errors and every `message:` it writes, through the constants named. */
function serverMessages(): Set<string> {
  // The environment's check (server/config.ts) speaks to whoever starts the server, not to a person using it.
  const files = [...sourcesIn("server"), ...sourcesIn("shared")]
    .filter((f) => f !== "server/config.ts" && !f.startsWith("shared/i18n"))
    .map(parse);
  // Constants and one-expression functions by name, each file's own first (names may repeat across files).
  const values = new Map<ts.SourceFile, Map<string, ts.Node[]>>();
  const everywhere = new Map<string, ts.Node[]>();
  const add = (map: Map<string, ts.Node[]>, name: string, node: ts.Node) =>
    map.set(name, [...(map.get(name) ?? []), node]);
  for (const file of files) {
    const own = new Map<string, ts.Node[]>();
    values.set(file, own);
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        add(own, node.name.text, node.initializer);
        add(everywhere, node.name.text, node.initializer);
      } else if (ts.isFunctionDeclaration(node) && node.name) {
        add(own, node.name.text, node);
        add(everywhere, node.name.text, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const found = new Set<string>();
  const lookUp = (file: ts.SourceFile, name: string, constant: boolean) =>
    values.get(file)?.get(name) ?? (constant ? everywhere.get(name) : undefined) ?? [];
  const constantName = (name: string) => /^[A-Z][A-Z0-9_]+$/.test(name);

  // The texts an expression can be: literals, both arms of a choice, constants, what a named function returns.
  const collect = (file: ts.SourceFile, node: ts.Node | undefined, seen = new Set<ts.Node>()): void => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const text = literalShape(node);
    if (text !== undefined) return void found.add(text);
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return collect(file, node.expression, seen);
    if (ts.isConditionalExpression(node)) {
      collect(file, node.whenTrue, seen);
      return collect(file, node.whenFalse, seen);
    }
    if (ts.isBinaryExpression(node)) {
      collect(file, node.left, seen);
      return collect(file, node.right, seen);
    }
    if (ts.isIdentifier(node))
      return lookUp(file, node.text, constantName(node.text)).forEach((n) => collect(file, n, seen));
    if (ts.isPropertyAccessExpression(node) && constantName(node.name.text))
      return lookUp(file, node.name.text, true).forEach((n) => collect(file, n, seen));
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
      return lookUp(file, node.expression.text, true).forEach((n) => collect(file, n, seen));
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return collect(file, node.body, seen);
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node)) {
      const returns = (n: ts.Node): void => {
        if (ts.isReturnStatement(n)) collect(file, n.expression, seen);
        else if (!ts.isFunctionLike(n)) ts.forEachChild(n, returns);
      };
      if (node.body) ts.forEachChild(node.body, returns);
    }
  };

  for (const file of files) {
    const everyLiteral = ALL_MESSAGES.has(path.relative(root, file.fileName));
    const visit = (node: ts.Node): void => {
      const text = everyLiteral ? literalShape(node) : undefined;
      if (text !== undefined && /^[A-Z]/.test(text)) found.add(text);
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : undefined;
        const index = name === undefined ? undefined : MESSAGE_ARG[name];
        if (index !== undefined) collect(file, node.arguments?.[index]);
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === "message")
        collect(file, node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

const known = new Set(Object.keys(messagesEs).map(shapeOf));
const es = makeTranslator(messagesEs);

describe("the Spanish of the server's and the validators' messages", () => {
  it.each([
    ["the validators", validatorMessages],
    ["the server", serverMessages],
  ])("has every message of %s", (_, collect) => {
    const messages = collect();
    expect(messages.size).toBeGreaterThan(20);
    expect([...messages].filter((m) => !known.has(m)).sort()).toEqual([]);
  });

  it("keeps each message's numbers, names no value it does not have, and is not the English", () => {
    for (const [english, spanish] of Object.entries(messagesEs)) {
      const values = placeholdersOf(english);
      expect(spanish.trim(), english).not.toBe("");
      expect(spanish, english).not.toBe(english);
      expect(
        placeholdersOf(spanish).filter((name) => !values.includes(name)),
        english,
      ).toEqual([]);
      // A limit left out would leave "at most characters"; only zod's type names may be dropped.
      for (const name of values.filter((n) => n !== "kind")) expect(spanish, english).toContain(`{${name}}`);
    }
  });

  it("translates the messages the schemas give, numbers and labels included", () => {
    const register = registerSchema.safeParse({
      email: "nobody",
      password: "short",
      confirmPassword: "other",
      firstName: "x".repeat(101),
      lastName: "",
    });
    const messages = register.error?.issues.map((i) => i.message) ?? [];
    expect(messages.length).toBeGreaterThan(2);
    for (const message of messages) expect(es(message), message).toBeDefined();
    expect(es("Password must be at least 8 characters")).toBe("La contraseña debe tener al menos 8 caracteres");
    expect(
      es(personName("First name", "First name is required").safeParse("x".repeat(101)).error!.issues[0]!.message),
    ).toBe("El nombre debe tener como máximo 100 caracteres");
    const long = questionSchema.safeParse({ title: "A fine title", content: "x".repeat(10_001) });
    expect(es(long.error!.issues[0]!.message)).toBe("Por favor, escriba su pregunta con menos de 10.000 caracteres");
    expect(es(loginSchema.safeParse({ email: "a@b.co", password: "" }).error!.issues[0]!.message)).toBe(
      "Escriba su contraseña",
    );
    expect(es(refusal("claim", "claimed"))).toBeDefined();
    expect(es("Something the server never says")).toBeUndefined();
  });
});
