import { expect } from 'chai';
import { LookupCache } from '../../../src/store/lookup-cache.js';

interface Doc {
  id: string;
  name: string;
}

/** A load the test resolves when it wants, counting how often the store would have been read. */
function controlledLoad(doc: Doc | null) {
  const calls: ((d: Doc | null) => void)[] = [];
  return {
    load: () =>
      new Promise<Doc | null>((resolve) => {
        calls.push(resolve);
      }),
    calls,
    resolveAll: (d: Doc | null = doc) => {
      for (const r of calls.splice(0)) r(d);
    },
  };
}

describe('store: lookup cache', () => {
  it('requests arriving together share one load; each gets its own copy, and later ones hit the cache', async () => {
    const cache = new LookupCache<Doc>();
    const store = controlledLoad({ id: 'env_1', name: 'dev' });
    const waiting = [cache.getOrLoad('h1', store.load), cache.getOrLoad('h1', store.load), cache.getOrLoad('h1', store.load)];
    expect(store.calls).to.have.length(1);
    store.resolveAll();
    const docs = await Promise.all(waiting);
    expect(docs.map((d) => d?.name)).to.deep.equal(['dev', 'dev', 'dev']);
    docs[0]!.name = 'changed by a caller';
    expect(docs[1]!.name).to.equal('dev');
    const again = await cache.getOrLoad('h1', () => Promise.reject(new Error('must not read the store')));
    expect(again).to.deep.equal({ id: 'env_1', name: 'dev' });
  });

  it('nested values are shared frozen: changing one in place throws instead of changing what later lookups read', async () => {
    interface Nested extends Doc {
      settings: { mappings: { model: string }[] };
      createdAt: Date;
      sealed: Buffer;
    }
    const cache = new LookupCache<Nested>();
    const loaded: Nested = {
      id: 'conn_1',
      name: 'hubspot',
      settings: { mappings: [{ model: 'crm.contact' }] },
      createdAt: new Date(0),
      sealed: Buffer.from('bytes'),
    };
    const first = (await cache.getOrLoad('h1', () => Promise.resolve(loaded)))!;
    expect(() => {
      first.settings.mappings[0]!.model = 'crm.deal';
    }).to.throw(TypeError);
    expect(() => first.settings.mappings.push({ model: 'crm.deal' })).to.throw(TypeError);
    first.name = 'a caller may set its own top-level fields';
    const again = (await cache.getOrLoad('h1', () => Promise.reject(new Error('must not read the store'))))!;
    expect(again.name).to.equal('hubspot');
    expect(again.settings).to.deep.equal({ mappings: [{ model: 'crm.contact' }] });
    // Dates and buffers are not plain objects: they are left as they are (a buffer with bytes cannot be frozen).
    expect(again.createdAt.getTime()).to.equal(0);
    expect(again.sealed.toString()).to.equal('bytes');
  });

  it('a miss is shared but never cached, and a failed load reaches every waiting caller and is not kept', async () => {
    const cache = new LookupCache<Doc>();
    const store = controlledLoad(null);
    const both = [cache.getOrLoad('unknown', store.load), cache.getOrLoad('unknown', store.load)];
    expect(store.calls).to.have.length(1);
    store.resolveAll();
    expect(await Promise.all(both)).to.deep.equal([null, null]);
    let reads = 0;
    const failing = () => {
      reads++;
      return Promise.reject(new Error('store down'));
    };
    const results = await Promise.allSettled([cache.getOrLoad('unknown', failing), cache.getOrLoad('unknown', failing)]);
    expect(results.map((r) => r.status)).to.deep.equal(['rejected', 'rejected']);
    expect(reads).to.equal(1);
    expect(await cache.getOrLoad('unknown', () => Promise.resolve({ id: 'env_2', name: 'now known' }))).to.deep.equal({
      id: 'env_2',
      name: 'now known',
    });
  });

  it('after a write evicts, a load that was on its way is neither joined by later requests nor cached', async () => {
    const cache = new LookupCache<Doc>();
    const before = controlledLoad({ id: 'conn_1', name: 'old' });
    const early = cache.getOrLoad('h2', before.load);
    cache.evictId('conn_1');
    const after = controlledLoad({ id: 'conn_1', name: 'new' });
    const late = cache.getOrLoad('h2', after.load);
    expect(after.calls).to.have.length(1);
    before.resolveAll();
    after.resolveAll();
    expect((await early)?.name).to.equal('old');
    expect((await late)?.name).to.equal('new');
    // Only the load that started after the write was kept.
    expect((await cache.getOrLoad('h2', () => Promise.reject(new Error('must hit'))))?.name).to.equal('new');
  });

  it('an entry lives TTL from when its load STARTED, and a request never joins a load older than the TTL', async () => {
    const cache = new LookupCache<Doc>({ ttlMs: 150 });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    let reads = 0;
    const slowLoad = async () => {
      reads++;
      await sleep(100);
      return { id: 'env_1', name: `read ${reads}` };
    };
    const started = performance.now();
    expect((await cache.getOrLoad('h1', slowLoad))?.name).to.equal('read 1');
    await sleep(Math.max(0, 160 - (performance.now() - started)));
    // 160 ms after the first read began: what it read may predate a write made just after it began.
    expect((await cache.getOrLoad('h1', slowLoad))?.name).to.equal('read 2');
    // A load that has been on its way for the whole TTL is not joined: the request reads again.
    const stuck = controlledLoad({ id: 'env_2', name: 'stuck' });
    const first = cache.getOrLoad('h2', stuck.load);
    await sleep(160);
    const fresh = await cache.getOrLoad('h2', async () => ({ id: 'env_2', name: 'fresh' }));
    expect(fresh?.name).to.equal('fresh');
    stuck.resolveAll();
    expect((await first)?.name).to.equal('stuck');
  });
});
