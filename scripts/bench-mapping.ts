/**
 * Unified mapping throughput: HubSpot contacts through the compiled manifest mapping (read and inverse write)
 * versus a hand-written TypeScript function doing the same mapping, in one run, alternating rounds. Two more read
 * rows measure JSONata `read` expressions: HubSpot users (the manifest's `name` and `isActive` expressions, under
 * jsonata's guardrails) and contacts with a connection's field mapping (a tenant expression, under the subset's
 * runtime bounds: docs/security.md), each against the same mapping by hand. Times are CPU time of this process.
 *
 *   npm run bench:mapping          (BENCH_RECORDS=50000 BENCH_ROUNDS=5)
 *
 * Target (issue 3): the compiled mapping reaches at least half the hand-written speed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConnectorRegistry } from '../src/connectors/index.js';
import { withFieldMappings } from '../src/connectors/compile/field-overrides.js';
import { readRecord, writeRecord, type CompiledModel } from '../src/connectors/mapping/model-mapper.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const n = Number(process.env.BENCH_RECORDS ?? 50_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

interface Raw {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
}

const records: Raw[] = Array.from({ length: n }, (_, i) => ({
  id: String(1000 + i),
  properties: {
    firstname: `First${i}`,
    lastname: `Last${i}`,
    email: `person${i}@example.com`,
    phone: i % 3 ? `+1 555 01${String(i % 100).padStart(2, '0')}` : null,
    jobtitle: 'Engineer',
    hubspot_owner_id: String(i % 17),
    hs_object_id: String(1000 + i),
    createdate: '2024-01-05T10:00:00.000Z',
    lastmodifieddate: '2024-02-01T09:30:00.000Z',
  },
  createdAt: '2024-01-05T10:00:00.000Z',
  updatedAt: new Date(Date.UTC(2024, 1, 1, 9, 30, i % 60)).toISOString(),
  archived: false,
}));

const iso = (v: unknown) => (typeof v === 'string' && v ? new Date(v).toISOString() : null);
const str = (v: unknown) => (v === undefined || v === null ? null : String(v));

/** What an engineer would write by hand for the same mapping. */
function handRead(r: Raw) {
  const p = r.properties;
  return {
    id: str(r.id),
    firstName: str(p.firstname),
    lastName: str(p.lastname),
    email: str(p.email),
    phone: str(p.phone),
    jobTitle: str(p.jobtitle),
    ownerId: str(p.hubspot_owner_id),
    createdTime: iso(r.createdAt),
    modifiedTime: iso(r.updatedAt),
  };
}

function handWrite(u: Record<string, unknown>) {
  const props: Record<string, unknown> = {};
  const set = (k: string, v: unknown) => {
    if (v !== undefined) props[k] = v ?? '';
  };
  set('firstname', u.firstName);
  set('lastname', u.lastName);
  set('email', u.email);
  set('phone', u.phone);
  set('jobtitle', u.jobTitle);
  set('hubspot_owner_id', u.ownerId);
  return { properties: props };
}

/** CPU seconds (user + system) of this process: wall time on a shared machine measures the neighbours too. */
async function time(fn: () => unknown): Promise<number> {
  const t = process.cpuUsage();
  await fn();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1e6;
}

/** A HubSpot user as the owners API answers it, and the manifest's crm.user mapping by hand. */
const owners = records.map((r, i) => ({
  id: r.id,
  firstName: i % 5 ? `First${i}` : null,
  lastName: `Last${i}`,
  email: `owner${i}@example.com`,
  archived: i % 7 === 0,
}));
function handUser(o: (typeof owners)[number]) {
  return {
    id: str(o.id),
    name: [o.firstName, o.lastName].filter((x) => x !== null && x !== '').join(' ') || null,
    email: str(o.email),
    isActive: !o.archived,
  };
}

/** A tenant's field mapping: jobTitle computed by JSONata, the rest as the manifest maps it. */
const TENANT_READ = "$uppercase(properties.jobtitle) & ' / ' & $join([properties.firstname, properties.lastname][$ != null], ' ')";
function handTenant(r: Raw) {
  const p = r.properties;
  return {
    ...handRead(r),
    jobTitle: `${(p.jobtitle ?? '').toUpperCase()} / ${[p.firstname, p.lastname].filter((x) => x !== null).join(' ')}`,
  };
}

async function readRow(model: CompiledModel, input: unknown[], hand: (x: never) => unknown): Promise<{ c: number; h: number }> {
  const c = await time(async () => {
    for (const rec of input) await readRecord(model, rec);
  });
  const h = await time(() => {
    for (const rec of input) hand(rec as never);
  });
  return { c, h };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const registry = await loadConnectorRegistry({ dir: path.join(root, 'connectors') });
  const model = registry.require('hubspot').models['crm.contact'];
  if (!model) throw new Error('hubspot has no crm.contact model');

  // Same answers first: a benchmark of two functions that disagree measures nothing.
  const sample = records[7]!;
  const compiled = await readRecord(model, sample);
  const hand = handRead(sample);
  for (const [k, v] of Object.entries(hand)) {
    if (compiled[k] !== v) throw new Error(`mappings disagree on ${k}: ${JSON.stringify(compiled[k])} vs ${JSON.stringify(v)}`);
  }
  const writeInput = { firstName: 'A', lastName: null, email: 'a@example.com', jobTitle: 'CTO' };
  if (JSON.stringify(writeRecord(model, writeInput)) !== JSON.stringify(handWrite(writeInput))) {
    throw new Error(`write mappings disagree: ${JSON.stringify(writeRecord(model, writeInput))}`);
  }

  const users = registry.require('hubspot').models['crm.user'];
  if (!users) throw new Error('hubspot has no crm.user model');
  const tenant = withFieldMappings(registry.require('hubspot'), { 'crm.contact': { fields: { jobTitle: { read: TENANT_READ } } } }).models[
    'crm.contact'
  ]!;
  for (const [m, input, hand] of [
    [users, owners[7], handUser],
    [tenant, records[7], handTenant],
  ] as const) {
    const got = await readRecord(m, input);
    for (const [k, v] of Object.entries((hand as (x: unknown) => Record<string, unknown>)(input))) {
      if (got[k] !== v) throw new Error(`${m.id} mappings disagree on ${k}: ${JSON.stringify(got[k])} vs ${JSON.stringify(v)}`);
    }
  }

  const tCompiledRead: number[] = [];
  const tHandRead: number[] = [];
  const tCompiledWrite: number[] = [];
  const tHandWrite: number[] = [];
  const tUsers: { c: number[]; h: number[] } = { c: [], h: [] };
  const tTenant: { c: number[]; h: number[] } = { c: [], h: [] };
  const unified = records.map(handRead).map(({ id: _id, createdTime: _c, modifiedTime: _m, ...w }) => w);
  for (let r = 0; r < rounds + 1; r++) {
    const cr = await time(async () => {
      for (const rec of records) await readRecord(model, rec);
    });
    const hr = await time(() => {
      for (const rec of records) handRead(rec);
    });
    const cw = await time(() => {
      for (const u of unified) writeRecord(model, u);
    });
    const hw = await time(() => {
      for (const u of unified) handWrite(u);
    });
    const u = await readRow(users, owners, handUser);
    const t = await readRow(tenant, records, handTenant);
    if (r === 0) continue; // warm-up round
    tUsers.c.push(u.c);
    tUsers.h.push(u.h);
    tTenant.c.push(t.c);
    tTenant.h.push(t.h);
    tCompiledRead.push(cr);
    tHandRead.push(hr);
    tCompiledWrite.push(cw);
    tHandWrite.push(hw);
  }
  const rate = (t: number[]) => n / median(t);
  console.log(`\nUnified mapping benchmark: HubSpot crm.contact, ${n} records, ${rounds} rounds (median), node ${process.version}\n`);
  console.log('direction | compiled manifest rec/s | hand-written rec/s | ratio (target >= 0.50)');
  const row = (name: string, c: number[], h: number[]) => {
    console.log(
      `${name.padEnd(9)} | ${rate(c).toFixed(0).padStart(23)} | ${rate(h).toFixed(0).padStart(18)} | ${(rate(c) / rate(h)).toFixed(2)}`,
    );
  };
  row('read', tCompiledRead, tHandRead);
  row('write', tCompiledWrite, tHandWrite);
  console.log('\nJSONata read expressions (no target: the ratio shows what the expressions and their bounds cost)');
  row('users', tUsers.c, tUsers.h);
  row('tenant', tTenant.c, tTenant.h);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
