/**
 * The yardstick for the dashboard poll: a bare node:http server and a postgres.js pool of the
 * API's size, answering every GET with the dashboard the API would read for one fixed user, by
 * the same function (readDashboard: the same two SQL queries, the same row mapping), serialised
 * with JSON.stringify. No framework, session, Redis, ETag, compression or request log: what is
 * left of a poll when everything the API adds is taken away. Run by the benchmark in a process
 * of its own (bench-process.ts); it says `{ ready: port }`.
 */
import http from 'node:http';
import { createSql } from '@bridal/server/db/create-sql';
import { readDashboard } from '@bridal/server/dashboard/read-dashboard';
import { serveBareServer } from './bench-process';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) {
    process.send?.({ fatal: `${name} is not set` });
    process.exit(1);
  }
  return value;
};

const sql = createSql({
  url: required('DATABASE_URL'),
  max: Number(required('DATABASE_POOL_SIZE')),
  applicationName: 'bench-bare-dashboard',
});
const boutiqueId = Number(required('BOUTIQUE_ID'));
const userId = required('USER_ID');
const publicUrl = required('PUBLIC_URL');

const server = http.createServer((request, response) => {
  if (request.method !== 'GET') {
    response.writeHead(405).end();
    return;
  }
  // The measured user is the boutique's owner: the API adds the team's appointments today.
  readDashboard({ sql, boutiqueId, userId, publicUrl, today: new Date(), day: { isAdmin: true } }).then(
    (dashboard) => {
      if (!dashboard) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.stringify(dashboard);
      response.writeHead(200, {
        'content-type': 'application/json; charset=UTF-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    },
    (error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : String(error));
    },
  );
});
serveBareServer(server, () => sql.end({ timeout: 2 }));
