import net from 'node:net';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { startTestGateway, type TestGateway } from './start-gateway.js';

const CONNECT_CONNECTORS_DIR = path.join(PACKAGE_ROOT, 'test/fixtures/connect-connectors');

/** A free loopback port (the gateway needs its public address before it listens, for the OAuth redirect URI). */
export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) =>
    s.listen(0, '127.0.0.1', () => {
      r();
    }),
  );
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) =>
    s.close(() => {
      r();
    }),
  );
  return port;
}

/** The gateway with the connect-flow test connectors, their hosts pointed at the fake provider (which also answers keydialer's verify request). */
export async function startConnectGateway(opts: { providerOrigin: string; env?: Record<string, string> }): Promise<TestGateway> {
  const port = await freePort();
  return startTestGateway({
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    PLUGBOARD_CONNECTORS_DIR: CONNECT_CONNECTORS_DIR,
    PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({
      oauthcrm: { authorize: opts.providerOrigin, token: opts.providerOrigin, api: opts.providerOrigin },
      keydialer: { api: opts.providerOrigin },
    }),
    ...(opts.env ?? {}),
  });
}
