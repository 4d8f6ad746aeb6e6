import { readFileSync } from 'node:fs';
import net from 'node:net';

/** Where ports are chosen from: above the well-known and registered ports most services use. */
const lowestPort = 10_000;

/**
 * The first port of the kernel's ephemeral range, from which it picks the local end of every
 * outgoing connection (and the port of a listen(0)); 32768 (Linux's default) where it cannot say.
 */
function ephemeralRangeStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return low !== undefined && Number.isInteger(low) && low > lowestPort + 1_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/** Whether `port` can be listened on now (answers false for one in use). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port that was free a moment ago, for a server a test starts (often a process that takes
 * seconds to begin listening). It is chosen at random below the kernel's ephemeral range: a port
 * the kernel hands out for listen(0) is one it also hands out as the local end of outgoing
 * connections, and with tests running side by side, their database and Redis clients took such a
 * port before the server could listen on it (EADDRINUSE). Below that range only another server
 * can take it, and each run picks at random among some twenty thousand.
 */
export async function freePort(): Promise<number> {
  const span = ephemeralRangeStart() - lowestPort;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = lowestPort + Math.floor(Math.random() * span);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port found between ${lowestPort} and ${lowestPort + span}`);
}
