import { stateName, type StateCode } from "./states";

// docs/glossary-es.md: a state takes its usual Spanish name where one is common, else its English one.
const SPANISH: Partial<Record<StateCode, string>> = {
  DC: "Distrito de Columbia",
  HI: "Hawái",
  LA: "Luisiana",
  MO: "Misuri",
  MS: "Misisipi",
  NC: "Carolina del Norte",
  ND: "Dakota del Norte",
  NH: "Nuevo Hampshire",
  NJ: "Nueva Jersey",
  NM: "Nuevo México",
  NY: "Nueva York",
  PA: "Pensilvania",
  SC: "Carolina del Sur",
  SD: "Dakota del Sur",
  WV: "Virginia Occidental",
};

/** The state's name in Spanish for a code; the code itself if it is not one of ours. */
export const stateNameEs = (code: string): string => SPANISH[code as StateCode] ?? stateName(code);
