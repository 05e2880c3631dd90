/** The words smtp-sink.ts prints, followed by its port, once it accepts mail. */
export const SMTP_SINK_READY = "smtp sink listening on port";
