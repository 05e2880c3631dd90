import { DEFAULT_OPERATOR, OPERATOR_META_NAME, type Operator } from "@shared/api/operator";

/** Who runs the service and how to reach them, as the server named them in the page's head; else the defaults. */
export function readOperator(): Operator {
  const raw = document.querySelector(`meta[name="${OPERATOR_META_NAME}"]`)?.getAttribute("content");
  if (!raw) return DEFAULT_OPERATOR;
  try {
    const parsed = JSON.parse(raw) as Partial<Operator>;
    const pick = (key: keyof Operator) =>
      typeof parsed[key] === "string" && parsed[key].trim() !== "" ? parsed[key] : DEFAULT_OPERATOR[key];
    return { name: pick("name"), contactEmail: pick("contactEmail") };
  } catch {
    return DEFAULT_OPERATOR;
  }
}
