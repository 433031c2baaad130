/**
 * The reference the list bench measures the app against: a minimal Fastify + node-postgres server that runs, for
 * GET /l/:name, the very statements the app ran for that list (same text, same values, in the same order) and
 * answers their rows as JSON. No auth, no validation, no ORM: what a list costs at the least in Node.
 * Usage: node --import tsx bench/minimal-handler.ts STATEMENTS.json (PORT, DATABASE_URL from the environment).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

type Statement = { text: string; values: unknown[] };
const lists = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Record<string, Statement[]>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });

app.get('/health', async () => ({ code: 0 }));
app.get<{ Params: { name: string } }>('/l/:name', async (request, reply) => {
  const statements = lists[request.params.name];
  if (!statements) return reply.code(404).send({ code: 404 });
  const data: unknown[] = [];
  for (const statement of statements) data.push((await pool.query(statement.text, statement.values)).rows);
  return { code: 0, msg: 'ok', data };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
