// Ports nothing listens on, for servers whose own address must be known before they start: an
// auth server's /thirdparty/callback is registered at the identity provider, and its SAML ACS and
// audience are in its own configuration. The probes are held open together, so the ports differ;
// the kernel hands ephemeral ports out in turn, so the short gap between closing a probe and the
// server's listen is not raced in practice.
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";

export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const probe = createServer();
      probes.push(probe);
      await new Promise<void>((resolve, reject) => {
        probe.once("error", reject);
        probe.listen(0, "127.0.0.1", resolve);
      });
    }
    return probes.map((probe) => (probe.address() as AddressInfo).port);
  } finally {
    await Promise.all(
      probes.map((probe) => new Promise<void>((resolve) => probe.close(() => resolve()))),
    );
  }
}
