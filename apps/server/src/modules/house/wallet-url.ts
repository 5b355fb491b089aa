import type { FastifyInstance } from 'fastify';

/**
 * Where the house games reach our seamless-wallet API: WALLET_API_URL when set, else
 * this process's own listening address (read per call: a test server listens on
 * port 0), else the configured port.
 */
export function walletBaseUrl(app: FastifyInstance): string {
  if (app.config.walletApiUrl) return app.config.walletApiUrl;
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : app.config.port;
  return `http://127.0.0.1:${port}`;
}
