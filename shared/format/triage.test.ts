import { describe, expect, it } from "vitest";
import {
  DEADLINE_TYPE_LABELS,
  daysBetween,
  deadlineLabel,
  deadlineTypeLabel,
  localIsoDate,
  WAITING_TEXT,
  waitingLevel,
  waitingText,
} from "./triage";

describe("deadlineLabel", () => {
  it("says how far the deadline is, in the contract's words", () => {
    expect(deadlineLabel("2026-11-30", "court_date", "2026-11-25")).toBe("Court date in 5 days");
    expect(deadlineLabel("2026-11-26", "filing_deadline", "2026-11-25")).toBe("Filing deadline tomorrow");
    expect(deadlineLabel("2026-11-25", "other", "2026-11-25")).toBe("Deadline today");
    expect(deadlineLabel("2026-11-25", null, "2026-11-25")).toBe("Deadline today");
    expect(deadlineLabel("2026-11-24", "court_date", "2026-11-25")).toBe("Court date was yesterday");
    expect(deadlineLabel("2026-11-23", "court_date", "2026-11-25")).toBe("Court date was 2 days ago");
  });

  it("counts whole calendar days across a month and a daylight-saving change", () => {
    expect(daysBetween("2026-10-31", "2026-11-02")).toBe(2);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});

describe("waitingLevel", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  it("is plain under 10 days, waiting from 10, urgent from 25", () => {
    expect(waitingLevel(ago(9.9), now)).toBe("plain");
    expect(waitingLevel(ago(10), now)).toBe("waiting");
    expect(waitingLevel(ago(24.9), now)).toBe("waiting");
    expect(waitingLevel(ago(25), now)).toBe("urgent");
  });
});

describe("the triage words in Spanish", () => {
  it("says how far the deadline is, with docs/glossary-es.md's words", () => {
    expect(deadlineLabel("2026-11-30", "court_date", "2026-11-25", "es")).toBe("Fecha de corte: en 5 días");
    expect(deadlineLabel("2026-11-26", "filing_deadline", "2026-11-25", "es")).toBe(
      "Fecha límite para presentar documentos: mañana",
    );
    expect(deadlineLabel("2026-11-25", null, "2026-11-25", "es")).toBe("Fecha límite: hoy");
    expect(deadlineLabel("2026-11-24", "court_date", "2026-11-25", "es")).toBe("Fecha de corte: fue ayer");
    expect(deadlineLabel("2026-11-23", "other", "2026-11-25", "es")).toBe("Fecha límite: fue hace 2 días");
  });

  it("names the badges and the kinds of deadline, and keeps the English ones as they were", () => {
    expect(waitingText("waiting", "es")).toBe("Esperando 10 días o más");
    expect(waitingText("urgent", "es")).toBe("Urgente");
    expect(waitingText("waiting")).toBe(WAITING_TEXT.waiting);
    expect(WAITING_TEXT).toEqual({ waiting: "Waiting 10+ days", urgent: "Urgent" });
    expect(deadlineTypeLabel("other", "es")).toBe("Otra fecha límite");
    expect(deadlineTypeLabel(null)).toBe("Other deadline");
    expect(DEADLINE_TYPE_LABELS.court_date).toBe("Court date");
  });
});
