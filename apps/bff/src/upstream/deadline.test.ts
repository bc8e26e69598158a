import { describe, expect, it } from 'vitest';
import { startDeadline } from './deadline.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startDeadline', () => {
  it('aborts its signal with a TimeoutError once the time is up', async () => {
    const deadline = startDeadline(10);
    expect(deadline.signal.aborted).toBe(false);
    await wait(60);
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('never aborts once cleared', async () => {
    const deadline = startDeadline(10);
    deadline.clear();
    await wait(60);
    expect(deadline.signal.aborted).toBe(false);
  });
});
