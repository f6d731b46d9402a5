import { expect } from 'chai';
import { DateTime } from 'luxon';
import { compileCodec } from '../../../../src/connectors/mapping/codecs.js';
import { compileModel, readRecord, writeRecord } from '../../../../src/connectors/mapping/model-mapper.js';
import { PlugboardError } from '../../../../src/errors/plugboard-error.js';

describe('connectors/mapping: codecs', () => {
  it('number accepts numeric strings and rejects garbage on write', () => {
    const c = compileCodec('number');
    expect(c.read('67340.0')).to.equal(67340);
    expect(c.read(' 12.5 ')).to.equal(12.5);
    expect(c.read('abc')).to.equal(null);
    expect(c.write('3')).to.equal(3);
    expect(() => c.write('x')).to.throw(/expected a number/);
    expect(compileCodec({ type: 'number', write_as: 'string' }).write(4.5)).to.equal('4.5');
  });

  it('integer truncates on read and refuses fractions on write', () => {
    const c = compileCodec('integer');
    expect(c.read('42')).to.equal(42);
    expect(c.read(4.9)).to.equal(4);
    expect(() => c.write(1.5)).to.throw(/integer/);
  });

  it('string turns numeric ids into strings; write_as integer turns them back', () => {
    const c = compileCodec({ type: 'string', write_as: 'integer' });
    expect(c.read(123)).to.equal('123');
    expect(c.write('123')).to.equal(123);
    expect(() => c.write('12a')).to.throw(/integer id/);
  });

  it('boolean with declared true/false values round-trips', () => {
    const c = compileCodec({ type: 'boolean', true_values: ['Y'], false_values: ['N'] });
    expect(c.read('Y')).to.equal(true);
    expect(c.read('n')).to.equal(false);
    expect(c.read('maybe')).to.equal(null);
    expect(c.write(true)).to.equal('Y');
    expect(c.write(false)).to.equal('N');
  });

  it('datetime reads every declared format and writes the first, always ISO 8601 UTC on the unified side', () => {
    const c = compileCodec({ type: 'datetime', format: ['epoch_ms', 'iso8601'] });
    expect(c.read(1700000000000)).to.equal('2023-11-14T22:13:20.000Z');
    expect(c.read('1700000000000')).to.equal('2023-11-14T22:13:20.000Z');
    expect(c.read('2023-11-14T23:13:20+01:00')).to.equal('2023-11-14T22:13:20.000Z');
    expect(c.write('2023-11-14T22:13:20Z')).to.equal(1700000000000);
    const s = compileCodec({ type: 'datetime', format: 'epoch_s' });
    expect(s.read(1700000000)).to.equal('2023-11-14T22:13:20.000Z');
    expect(s.write('2023-11-14T22:13:20.000Z')).to.equal(1700000000);
    const p = compileCodec({ type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' });
    expect(p.read('2024-01-02 03:04:05')).to.equal('2024-01-02T03:04:05.000Z');
    expect(p.write('2024-01-02T03:04:05Z')).to.equal('2024-01-02 03:04:05');
    const z = compileCodec({ type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss', zone: 'Europe/Paris' });
    expect(z.read('2024-01-02 03:04:05')).to.equal('2024-01-02T02:04:05.000Z');
    expect(z.write('2024-01-02T02:04:05.000Z')).to.equal('2024-01-02 03:04:05');
    expect(() => c.write('yesterday')).to.throw(/ISO 8601/);
  });

  // Timestamps already in the unified form are returned as they are: the answer must be luxon's (the general way)
  // for every one, and a day that does not exist is never returned as it is.
  it('datetime returns a canonical UTC timestamp as it is, exactly when luxon reads it to the same', () => {
    const c = compileCodec({ type: 'datetime', format: 'iso8601' });
    const days = [
      '2024-01-31',
      '2024-02-28',
      '2024-02-29',
      '2023-02-29',
      '1900-02-29',
      '2000-02-29',
      '2024-04-30',
      '2024-04-31',
      '2024-12-31',
    ];
    const times = ['00:00:00.000', '23:59:59.999', '10:30:00.123'];
    for (const day of days)
      for (const time of times) {
        const v = `${day}T${time}Z`;
        const luxon = DateTime.fromISO(v, { zone: 'UTC' });
        const read = c.read(v);
        if (luxon.isValid) expect(read, v).to.equal(luxon.toUTC().toISO());
        else expect(read, v).to.not.equal(v);
      }
    expect(c.read('2024-01-05T10:00:00.000Z')).to.equal('2024-01-05T10:00:00.000Z');
  });

  it('date reads datetimes as dates and writes the pattern', () => {
    const c = compileCodec('date');
    expect(c.read('2024-03-05T10:00:00Z')).to.equal('2024-03-05');
    expect(c.write('2024-03-05')).to.equal('2024-03-05');
  });

  it('enum maps both ways; several downstream values read as one, write uses the first', () => {
    const c = compileCodec({ type: 'enum', values: { lead: 'lead', other: ['other', 'subscriber'] }, unknown: 'error' });
    expect(c.read('subscriber')).to.equal('other');
    expect(c.read('nope')).to.equal(null);
    expect(c.write('other')).to.equal('other');
    expect(() => c.write('nope')).to.throw(/allowed: lead, other/);
    const p = compileCodec({ type: 'enum', values: { a: 1 } });
    expect(p.read(1)).to.equal('a');
    expect(p.read('zz')).to.equal('zz');
  });
});

describe('connectors/mapping: model mapper', () => {
  const model = compileModel(
    'crm.contact',
    {
      resource: 'contacts',
      operations: ['list'],
      fields: {
        id: { path: 'id', write: false },
        firstName: { path: 'properties.firstname' },
        lastName: { path: 'properties.lastname' },
        email: { path: 'properties.email' },
        ownerId: { path: 'properties.owner', codec: { type: 'string', write_as: 'integer' } },
        createdTime: { path: 'createdAt', codec: 'datetime', write: false },
        modifiedTime: { path: 'properties.lastmodified', codec: { type: 'datetime', format: 'epoch_ms' } },
        title: { read: "$join([properties.firstname, properties.lastname], ' ')" },
      },
      write: { null_as: '' },
      additional: { path: 'properties', exclude: ['hs_object_id'] },
      unsupported: ['phone'],
    },
    ['id', 'firstName', 'lastName', 'email', 'phone', 'createdTime', 'modifiedTime'],
  );

  const raw = {
    id: '51',
    createdAt: '2024-01-01T00:00:00Z',
    properties: {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@x.io',
      owner: 7,
      lastmodified: '1704067200000',
      hs_object_id: '51',
      favourite_color: 'green',
    },
  };

  it('reads mapped, computed, unsupported-as-null, additional and native', async () => {
    expect(await readRecord(model, raw, { includeAdditional: true, includeNative: true })).to.deep.equal({
      id: '51',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@x.io',
      ownerId: '7',
      createdTime: '2024-01-01T00:00:00.000Z',
      modifiedTime: '2024-01-01T00:00:00.000Z',
      title: 'Ada Lovelace',
      phone: null,
      additional: { favourite_color: 'green' },
      $native: raw,
    });
    expect(model.downstreamFields).to.deep.equal(['firstname', 'lastname', 'email', 'owner', 'lastmodified']);
  });

  it('writes only touched fields, null as null_as, additional back into its container', () => {
    expect(
      writeRecord(model, {
        firstName: 'Grace',
        email: null,
        ownerId: '9',
        modifiedTime: '2024-01-01T00:00:00Z',
        additional: { favourite_color: 'blue' },
      }),
    ).to.deep.equal({
      properties: { firstname: 'Grace', email: '', owner: 9, lastmodified: 1704067200000, favourite_color: 'blue' },
    });
  });

  it('round-trips: read(write(x)) gives x back for every writable field', async () => {
    const unified = { firstName: 'Alan', lastName: 'Turing', email: 'alan@x.io', ownerId: '12', modifiedTime: '2024-02-03T04:05:06.000Z' };
    const back = await readRecord(model, { id: '1', ...writeRecord(model, unified) });
    for (const [k, v] of Object.entries(unified)) expect(back[k], k).to.equal(v);
  });

  it('refuses read-only, unsupported, unknown and badly typed fields, naming all of them', () => {
    try {
      writeRecord(model, {
        id: 'x',
        createdTime: '2024-01-01T00:00:00Z',
        title: 'Dr',
        phone: '1',
        shoeSize: 44,
        ownerId: 'abc',
        additional: { firstname: 'A' },
      });
      expect.fail('should throw');
    } catch (e) {
      expect(e).to.be.instanceOf(PlugboardError);
      const err = e as PlugboardError;
      expect(err.code).to.equal('VALIDATION_FAILED');
      expect(err.details).to.deep.equal({
        model: 'crm.contact',
        readOnly: ['id', 'createdTime', 'title'],
        unsupported: ['phone'],
        unknown: ['shoeSize'],
        invalid: [
          { field: 'ownerId', reason: 'expected an integer id, got "abc"' },
          { field: 'additional.firstname', reason: "mapped to the unified field 'firstName'; write that instead" },
        ],
      });
    }
  });

  it('a create adds the on_create constants where the record left them unset; an update never does', () => {
    const orgs = compileModel(
      'crm.account',
      {
        resource: 'organizations',
        operations: ['create', 'update'],
        fields: { id: { path: 'data.id', write: false }, name: { path: 'data.name' } },
        write: { on_create: { 'data.is_organization': true, 'data.kind': 'company' } },
        additional: { path: 'data' },
      },
      [],
    );
    expect(writeRecord(orgs, { name: 'Acme' }, 'create')).to.deep.equal({ data: { name: 'Acme', is_organization: true, kind: 'company' } });
    expect(writeRecord(orgs, { name: 'Acme', additional: { kind: 'club' } }, 'create')).to.deep.equal({
      data: { name: 'Acme', kind: 'club', is_organization: true },
    });
    expect(writeRecord(orgs, { name: 'Acme' }, 'update')).to.deep.equal({ data: { name: 'Acme' } });
    expect(writeRecord(orgs, { name: 'Acme' })).to.deep.equal({ data: { name: 'Acme' } });
  });
});
