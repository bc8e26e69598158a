import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import { loadSimulatorData, SimulatorDataError } from './simulator-data.ts';
import { INV, list, SUB } from './test-support.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ep-sim-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A payment in fixture (wire) form; `amount` is raw JSON number text. */
function wirePayment(id: string, amount: string, extra = ''): string {
  return `{"id":"${id}","type":"subscription_invoice_payment",
    "attributes":{"success":true,"gateway":"stripe","amount":{"currency":"USD","amount":${amount}}${extra}},
    "meta":{"owner":"store","subscription_id":"${SUB}","invoice_id":"${INV}","job_id":"${id}",
      "timestamps":{"created_at":"2026-01-0${id.at(-1)}T00:00:00.000Z","updated_at":"2026-01-01T00:00:00.000Z"}}}`;
}

const ID1 = '00000000-0000-4000-8000-000000000001';
const ID2 = '00000000-0000-4000-8000-000000000002';
const EMPTY = '55555555-5555-4555-8555-555555555555';

describe('loadSimulatorData', () => {
  it('loads a fixture and serves its int64 extremes digit for digit', async () => {
    const path = write(
      'int64.json',
      `{"data":[${wirePayment(ID1, '-9223372036854775808', ',"manual_payment":false')},
        ${wirePayment(ID2, '9223372036854775807', ',"manual_payment":false')}],
        "empty":[{"subscription_id":"${SUB}","invoice_id":"${EMPTY}"}]}`,
    );
    const data = loadSimulatorData(path);
    expect(data.data.map((p) => p.attributes.amount.amount)).toEqual([
      '-9223372036854775808',
      '9223372036854775807',
    ]);
    expect(data.empty).toEqual([{ subscription_id: SUB, invoice_id: EMPTY }]);

    const sim = createSimulator({ data });
    const text = await (await list(sim, SUB, INV)).text();
    expect(text).toContain('"amount":-9223372036854775808}');
    expect(text).toContain('"amount":9223372036854775807}');
    expect((await list(sim, SUB, EMPTY)).status).toBe(200);
  });

  it('accepts manual_payment in meta, as the real OpenAPI places it, and nulls for optional fields', () => {
    const path = write(
      'real.json',
      `{"data":[${wirePayment(ID1, '100', ',"pending":null,"external_payment_id":null').replace(
        '"owner":"store"',
        '"owner":"store","manual_payment":true',
      )}]}`,
    );
    const [payment] = loadSimulatorData(path).data;
    expect(payment?.attributes.manual_payment).toBe(true);
    // As the simulator serves it: a null optional is left out of the JSON.
    const wire = JSON.parse(JSON.stringify(payment));
    expect(wire.attributes).not.toHaveProperty('pending');
    expect(wire.attributes).not.toHaveProperty('external_payment_id');
  });

  it.each([
    [
      'an amount outside int64',
      wirePayment(ID1, '9223372036854775808', ',"manual_payment":false'),
      /data\[0\]\.attributes\.amount\.amount: must be an integer/,
    ],
    [
      'a fractional amount',
      wirePayment(ID1, '12.5', ',"manual_payment":false'),
      /data\[0\]\.attributes\.amount\.amount/,
    ],
    [
      'a missing manual_payment',
      wirePayment(ID1, '1'),
      /data\[0\]\.attributes\.manual_payment: manual_payment is required/,
    ],
    [
      'a bad id',
      wirePayment('nope-1', '1', ',"manual_payment":false'),
      /data\[0\]\.id: must be a UUID/,
    ],
  ])('names the file and the field for %s', (_, payment, message) => {
    const path = write('bad.json', `{"data":[${payment}]}`);
    expect(() => loadSimulatorData(path)).toThrow(SimulatorDataError);
    expect(() => loadSimulatorData(path)).toThrow(`${path}: `);
    expect(() => loadSimulatorData(path)).toThrow(message);
  });

  it('rejects duplicate payment ids', () => {
    const p = wirePayment(ID1, '1', ',"manual_payment":false');
    const path = write('dup.json', `{"data":[${p},${p}]}`);
    expect(() => loadSimulatorData(path)).toThrow(
      `${path}: data[1].id: duplicate payment id ${ID1}`,
    );
  });

  it('rejects an "empty" invoice that has payments', () => {
    const p = wirePayment(ID1, '1', ',"manual_payment":false');
    const path = write(
      'conflict.json',
      `{"data":[${p}],"empty":[{"subscription_id":"${SUB}","invoice_id":"${INV}"}]}`,
    );
    expect(() => loadSimulatorData(path)).toThrow(
      `${path}: empty[0]: invoice ${INV} has payments in data`,
    );
  });

  it('serves an invoice listed twice in "empty" once', () => {
    const entry = `{"subscription_id":"${SUB}","invoice_id":"${EMPTY}"}`;
    const path = write('twice.json', `{"data":[],"empty":[${entry},${entry}]}`);
    expect(loadSimulatorData(path).empty).toEqual([{ subscription_id: SUB, invoice_id: EMPTY }]);
  });

  it('rejects a file without a data array', () => {
    const path = write('nodata.json', '{"payments":[]}');
    expect(() => loadSimulatorData(path)).toThrow(`${path}: data: `);
  });

  it('reports text that is not JSON', () => {
    const path = write('broken.json', '{"data":[');
    expect(() => loadSimulatorData(path)).toThrow(new RegExp(`^${path}: not valid JSON`));
  });

  it('reports a file that does not exist', () => {
    const path = join(dir, 'missing.json');
    expect(() => loadSimulatorData(path)).toThrow(`${path}: cannot read file (ENOENT)`);
  });
});
