import type { Config } from "tailwindcss";

// The real theme: client/src/index.css loads this file with `@config`.
// Colours are chosen for WCAG 2.1 AA: every text pair below is at least 4.5:1,
// and input borders and the focus ring are at least 3:1 against white.
const colors = {
  transparent: "transparent",
  current: "currentColor",
  white: "#ffffff",
  black: "#000000",
  background: "#ffffff",
  foreground: "#0f172a", // slate-900
  surface: "#f8fafc", // page sections
  card: { DEFAULT: "#ffffff", foreground: "#0f172a" },
  popover: { DEFAULT: "#ffffff", foreground: "#0f172a" },
  primary: {
    DEFAULT: "#1e40af", // 8.7:1 with white
    hover: "#1e3a8a",
    foreground: "#ffffff",
    soft: "#eff6ff", // tinted backgrounds; primary text on it is 8.1:1
  },
  secondary: { DEFAULT: "#e2e8f0", hover: "#cbd5e1", foreground: "#0f172a" },
  muted: { DEFAULT: "#f1f5f9", foreground: "#475569" }, // 6.9:1 on muted, 7.5:1 on white
  accent: { DEFAULT: "#f1f5f9", foreground: "#0f172a" },
  destructive: { DEFAULT: "#b91c1c", hover: "#991b1b", foreground: "#ffffff", soft: "#fef2f2" },
  success: { DEFAULT: "#15803d", foreground: "#ffffff", soft: "#f0fdf4", strong: "#166534" },
  warning: { DEFAULT: "#b45309", foreground: "#ffffff", soft: "#fffbeb", strong: "#92400e" },
  border: "#e2e8f0", // decorative dividers and card edges
  input: "#64748b", // form control borders: 4.8:1 on white
  ring: "#2563eb", // focus ring: 5.2:1 on white
};

export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    colors,
    fontFamily: {
      // System fonts only: nothing is fetched from a CDN.
      sans: [
        "system-ui",
        "-apple-system",
        '"Segoe UI"',
        "Roboto",
        '"Helvetica Neue"',
        "Arial",
        '"Noto Sans"',
        "sans-serif",
        '"Apple Color Emoji"',
        '"Segoe UI Emoji"',
      ],
      mono: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", '"Liberation Mono"', "monospace"],
    },
    borderRadius: {
      none: "0",
      sm: "0.25rem",
      DEFAULT: "0.375rem",
      md: "0.375rem",
      lg: "0.5rem",
      xl: "0.75rem",
      full: "9999px",
    },
    extend: {
      maxWidth: { content: "72rem" },
      keyframes: {
        "toast-in": { from: { transform: "translateX(calc(100% + 1rem))" }, to: { transform: "translateX(0)" } },
        "toast-out": { from: { opacity: "1" }, to: { opacity: "0" } },
        "fade-in": { from: { opacity: "0" }, to: { opacity: "1" } },
      },
      animation: {
        "toast-in": "toast-in 150ms ease-out",
        "toast-out": "toast-out 100ms ease-in",
        "fade-in": "fade-in 120ms ease-out",
      },
    },
  },
} satisfies Config;
