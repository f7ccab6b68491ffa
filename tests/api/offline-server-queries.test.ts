// The offline server answers some filters and sorts in SQL (tools/offline-mongo/README.md):
// `_id` bounded by ObjectIds, sorts on `_id`, top-level equality with a string or an
// ObjectId. These queries must still give MongoDB's answers, including where SQL alone
// would be wrong: arrays holding the value, `_id`s of other types, escaped strings,
// skips, limits and small batches. The test runs against whichever server the tests use.
import { randomUUID } from 'node:crypto';
import { MongoClient, ObjectId, type Collection, type Document } from 'mongodb';
import { testDatabaseUri } from '../support/harness.js';

const AFTER_EVERY_ID = new ObjectId('ffffffffffffffffffffffff');
const STATUSES = ['paid', 'expired', 'pending'] as const;
const ESCAPED = 'Força "aspas" <b> & \\ barra';

const ids = Array.from({ length: 30 }, (_, i) => ObjectId.createFromTime(1_780_000_000 + i * 60));
/** ids[i]'s status, except the array of ids[10] and the escaped name of ids[11]. */
const statusOf = (i: number) => STATUSES[i % 3]!;

let client: MongoClient;
let items: Collection<Document>;

beforeAll(async () => {
  client = await MongoClient.connect(testDatabaseUri());
  items = client.db(`offline-queries-${randomUUID().slice(0, 8)}`).collection('items');
  await items.insertMany([
    ...ids.map((_id, i) => ({
      _id,
      n: i,
      status: i === 10 ? ['paid', 'refunded'] : statusOf(i),
      name: i === 11 ? ESCAPED : `Doadora ${i}`,
      // ids[2] as an ObjectId on even documents, as its hex text on odd ones.
      ref: i % 2 === 0 ? ids[2] : ids[2]!.toHexString(),
    })),
    // Other types of _id sort before ObjectIds in MongoDB and must never enter an ObjectId range.
    { _id: 'a' as never, n: -1, status: 'paid' },
    { _id: 'ffff' as never, n: -2, status: 'paid' },
    { _id: 'zzz' as never, n: -3, status: 'paid' },
    { _id: 5 as never, n: -4, status: 'paid' },
    { _id: 1_000_000 as never, n: -5, status: 'paid' },
  ]);
});

afterAll(async () => {
  await items.db.dropDatabase();
  await client.close();
});

const ns = (docs: Document[]) => docs.map((doc) => doc.n as number);
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, k) => (from < to ? from + k : from - k));
const paidNs = ids.map((_, i) => i).filter((i) => i === 10 || (i !== 10 && statusOf(i) === 'paid'));

describe('_id bounded by ObjectIds, sorted on _id', () => {
  it('a page below a cursor, newest first', async () => {
    expect(
      ns(
        await items
          .find({ _id: { $lt: ids[20] } })
          .sort({ _id: -1 })
          .limit(5)
          .toArray(),
      ),
    ).toEqual(range(19, 15));
  });

  it('a first page below every id holds only ObjectIds', async () => {
    expect(
      ns(
        await items
          .find({ _id: { $lt: AFTER_EVERY_ID } })
          .sort({ _id: -1 })
          .limit(3)
          .toArray(),
      ),
    ).toEqual([29, 28, 27]);
  });

  it('a closed range, oldest first', async () => {
    expect(
      ns(
        await items
          .find({ _id: { $gte: ids[3], $lt: ids[8] } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual(range(3, 7));
  });

  it('with another condition, which an array holding the value also meets', async () => {
    const page = await items
      .find({ status: 'paid', _id: { $lt: AFTER_EVERY_ID } })
      .sort({ _id: -1 })
      .limit(4)
      .toArray();
    expect(ns(page)).toEqual([...paidNs].reverse().slice(0, 4));
    const all = await items
      .find({ status: 'paid', _id: { $lt: AFTER_EVERY_ID } })
      .sort({ _id: 1 })
      .toArray();
    expect(ns(all)).toEqual(paidNs);
    expect(ns(all)).toContain(10);
  });

  it('with an operator SQL leaves to the server ($nin)', async () => {
    const page = await items
      .find({ _id: { $lt: AFTER_EVERY_ID, $nin: [ids[29]!, ids[27]!] } })
      .sort({ _id: -1 })
      .limit(2)
      .toArray();
    expect(ns(page)).toEqual([28, 26]);
  });

  it('with a skip', async () => {
    expect(
      ns(
        await items
          .find({ _id: { $lt: AFTER_EVERY_ID } })
          .sort({ _id: -1 })
          .skip(2)
          .limit(3)
          .toArray(),
      ),
    ).toEqual([27, 26, 25]);
  });

  it('in small batches, every document once and in order', async () => {
    const seen: number[] = [];
    for await (const doc of items
      .find({ _id: { $gt: ids[0] } })
      .sort({ _id: 1 })
      .batchSize(4))
      seen.push(doc.n as number);
    expect(seen).toEqual(range(1, 29));
  });

  it("a sort on _id with no bound keeps MongoDB's order of types: numbers, strings, ObjectIds", async () => {
    expect(ns(await items.find({}).sort({ _id: 1 }).limit(8).toArray())).toEqual([-4, -5, -1, -2, -3, 0, 1, 2]);
  });

  it('one id by $eq, of the right type only', async () => {
    expect(
      ns(
        await items
          .find({ _id: { $eq: ids[7] } })
          .sort({ _id: -1 })
          .toArray(),
      ),
    ).toEqual([7]);
    expect(await items.countDocuments({ _id: ids[7]!.toHexString() as never })).toBe(0);
  });
});

describe('equality with a string or an ObjectId', () => {
  it('a status, arrays holding it included, other _id types included', async () => {
    expect((await items.find({ status: 'paid' }).toArray()).length).toBe(paidNs.length + 5);
    expect(await items.countDocuments({ status: 'paid' })).toBe(paidNs.length + 5);
    expect(ns(await items.find({ status: 'refunded' }).toArray())).toEqual([10]);
  });

  it('a string with quotes, an accent, markup and a backslash', async () => {
    expect(ns(await items.find({ name: ESCAPED }).toArray())).toEqual([11]);
    expect(await items.countDocuments({ name: 'Forca "aspas" <b> & \\ barra' })).toBe(0);
  });

  it('an ObjectId matches ObjectIds only, and its hex text strings only', async () => {
    const evens = range(0, 29).filter((i) => i % 2 === 0);
    const odds = range(0, 29).filter((i) => i % 2 === 1);
    expect(ns(await items.find({ ref: ids[2] }).sort({ n: 1 }).toArray())).toEqual(evens);
    expect(ns(await items.find({ ref: ids[2]!.toHexString() }).sort({ n: 1 }).toArray())).toEqual(odds);
  });

  it('filters SQL does not take still hold: $ne, $or, a missing field', async () => {
    expect(await items.countDocuments({ status: { $ne: 'paid' } })).toBe(30 - paidNs.length);
    expect(await items.countDocuments({ $or: [{ status: 'pending' }, { n: -1 }] })).toBe(10 + 1);
    expect(await items.countDocuments({ missing: 'x' })).toBe(0);
  });
});

describe('writes through the same filters', () => {
  it('a conditional update by _id changes only a document that meets the condition', async () => {
    const pending = ids.findIndex((_, i) => statusOf(i) === 'pending' && i !== 10 && i !== 11);
    expect((await items.updateOne({ _id: ids[pending], status: 'paid' }, { $set: { touched: true } })).matchedCount).toBe(0);
    expect((await items.updateOne({ _id: ids[pending], status: 'pending' }, { $set: { touched: true } })).matchedCount).toBe(1);
    expect(await items.countDocuments({ touched: true })).toBe(1);
  });

  it('a delete over an _id range and a status', async () => {
    const doomed = range(25, 29).filter((i) => statusOf(i) === 'expired');
    const result = await items.deleteMany({ status: 'expired', _id: { $gt: ids[24] } });
    expect(result.deletedCount).toBe(doomed.length);
    expect(
      ns(
        await items
          .find({ _id: { $gt: ids[24] } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual(range(25, 29).filter((i) => !doomed.includes(i)));
  });
});
