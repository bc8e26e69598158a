import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createStdoutSink } from './stdout-sink.ts';

describe('createStdoutSink', () => {
  it('writes the lines of one turn in order, as one write, by the next turn', async () => {
    const writes: string[] = [];
    const sink = createStdoutSink((text) => writes.push(text));
    sink('{"msg":"a"}');
    sink('{"msg":"b"}');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n']);
    sink('{"msg":"c"}');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n', '{"msg":"c"}\n']);
  });
});
