// docs/decisions/029: how the outcome figures read on screen. A figure that cannot be given (nothing finished yet)
// reads as a dash, and the table says so.
export const NO_FIGURE = "—";

export const percent = (share: number | null): string => (share === null ? NO_FIGURE : `${Math.round(share * 100)}%`);

export const hours = (h: number | null): string =>
  h === null ? NO_FIGURE : h < 48 ? `${h < 10 ? h.toFixed(1) : Math.round(h)} h` : `${(h / 24).toFixed(1)} days`;
