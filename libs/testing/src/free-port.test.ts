import { readFileSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { freePort } from './free-port';

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('freePort', () => {
  it('gives a port a server can listen on, below the range outgoing connections take theirs from', async () => {
    const ephemeralStart = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    const ports = await Promise.all(Array.from({ length: 5 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(ephemeralStart);
    }
    const server = await listenOn(ports[0]!);
    // A port in use is never given.
    const again = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(again).not.toContain(ports[0]);
    await new Promise((resolve) => server.close(resolve));
  });
});
