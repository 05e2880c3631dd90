import net from "node:net";
import { describe, expect, it } from "vitest";
import { runAppProcessToExit } from "../tests/setup/app-process";

// A port another process holds stops the start with a line that says so; the server never reports itself listening
// while the other process answers its requests.
describe("starting on a port that is taken", () => {
  it("exits 1 without saying it is listening", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const { code, output } = await runAppProcessToExit({ PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(`could not listen on port ${port}`);
      expect(output).not.toContain("is listening");
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
