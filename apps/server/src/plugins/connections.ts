import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * Caps the open connections of this server process: MAX_CONNECTIONS in all and
 * MAX_CONNECTIONS_PER_ADDRESS from one client address. A connection above either is closed as
 * soon as it is accepted, before a byte of it is read, so that one client holding thousands of
 * half-sent requests cannot use up the process's file descriptors and shut everyone else out
 * (issue 36, item 9). The header timeout (HEADERS_TIMEOUT_MS, app.ts) frees the slots such a
 * client holds. Behind a reverse proxy every connection comes from the proxy: the README says
 * how to set these there.
 */
export default fp(
  async function connectionsPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { max, perAddress } = opts.config.connections;
    const byAddress = new Map<string, number>();
    let open = 0;
    let refusedSinceLog = 0;
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const fromAddress = byAddress.get(address) ?? 0;
      if (open >= max || fromAddress >= perAddress) {
        socket.destroy();
        // One line for a burst of refusals rather than one a connection.
        if (refusedSinceLog++ === 0) {
          app.log.warn(
            { address, open, fromAddress, max, perAddress },
            'connection refused: too many open connections',
          );
        }
        return;
      }
      refusedSinceLog = 0;
      open += 1;
      byAddress.set(address, fromAddress + 1);
      socket.once('close', () => {
        open -= 1;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left === 0) byAddress.delete(address);
        else byAddress.set(address, left);
      });
    });
  },
  { name: 'connections' },
);
