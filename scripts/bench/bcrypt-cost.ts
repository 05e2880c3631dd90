// What a password check costs at each bcrypt cost on this machine (docs/decisions/037): the median of one check at a
// time, and checks a second with four at once (libuv's four threads; the server checks in that pool too).
// Run: npx tsx scripts/bench/bcrypt-cost.ts
import os from "node:os";
import bcrypt from "bcrypt";

const PASSWORD = "correct-horse-battery";
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(
  `${os.cpus().length} x ${os.cpus()[0]?.model ?? "?"}, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(2)}`,
);
for (const cost of [10, 11, 12, 13]) {
  const hash = await bcrypt.hash(PASSWORD, cost);
  const runs = cost >= 13 ? 5 : 9;
  const one: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await bcrypt.compare(PASSWORD, hash);
    one.push(performance.now() - t);
  }
  const batch = cost >= 13 ? 8 : 16;
  const t = performance.now();
  await Promise.all(Array.from({ length: batch }, () => bcrypt.compare(PASSWORD, hash)));
  const rate = batch / ((performance.now() - t) / 1000);
  console.log(`cost ${cost}: ${median(one).toFixed(0)} ms a check, ${rate.toFixed(1)} checks a second four at a time`);
}
console.log(`load ${os.loadavg()[0]!.toFixed(2)} at the end`);
