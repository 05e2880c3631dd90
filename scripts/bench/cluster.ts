// `npm run bench -- --processes N` (docs/decisions/024): the built server as N processes sharing one port through
// node:cluster. The primary only forks and hands out connections (round robin, the default on Linux); each
// worker is the unchanged production entry, so the app runs exactly as N separately started processes would
// on one database. Usage: node cluster.js <server entry> <N>. SIGTERM stops every worker, then the primary.
import cluster from "node:cluster";
import { ALL_LISTENING } from "./cluster-ready";

const [entry, count] = process.argv.slice(2);
const processes = Number(count);
if (!entry || !Number.isInteger(processes) || processes < 1) {
  console.error("usage: node cluster.js <server entry> <processes>");
  process.exit(2);
}

cluster.setupPrimary({ exec: entry });
let stopping = false;
let running = processes;
for (let i = 0; i < processes; i++) cluster.fork();

const stop = () => {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

// The bench waits for this line: the shared port answers as soon as the first worker listens.
let listening = 0;
cluster.on("listening", () => {
  if (++listening === processes) console.log(ALL_LISTENING);
});

cluster.on("exit", (worker, code, signal) => {
  // A worker that dies on its own is a failed run, not something to hide by forking another.
  if (!stopping) {
    console.error(`server process ${worker.process.pid} exited (${signal ?? code}); stopping the others`);
    process.exitCode = 1;
    stop();
  }
  if (--running === 0) process.exit();
});
