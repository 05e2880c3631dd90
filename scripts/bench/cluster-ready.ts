/** What the cluster primary (cluster.ts) prints once every server process listens. */
export const ALL_LISTENING = "cluster: every server process is listening";
