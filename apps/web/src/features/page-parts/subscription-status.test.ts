import { describe, expect, it } from 'vitest';
import {
  billsAgain,
  type SubscriptionStatusLabel,
  statusLineText,
  statusTone,
} from './subscription-status';

const at = '2026-05-31T00:00:00Z';
const time = (iso: string) => `<${iso}>`;

describe('statusTone', () => {
  it('gives every label a tone', () => {
    const labels: SubscriptionStatusLabel[] = [
      'Closed',
      'Pending cancel',
      'Canceled',
      'Pending pause',
      'Paused',
      'Pending activation',
      'Suspended',
      'Active',
      'Inactive',
    ];
    expect(labels.map(statusTone)).toEqual([
      'neutral',
      'warning',
      'neutral',
      'warning',
      'neutral',
      'warning',
      'danger',
      'success',
      'neutral',
    ]);
  });
});

describe('statusLineText', () => {
  it('words each line', () => {
    const line = (
      kind: 'ends' | 'canceled' | 'paused' | 'starts' | 'next-billing',
      past = false,
    ) => ({
      kind,
      at,
      past,
    });
    expect(statusLineText({ label: 'Pending cancel', line: line('ends') }, time)).toBe(
      `Ends <${at}>`,
    );
    expect(statusLineText({ label: 'Canceled', line: line('canceled') }, time)).toBe(
      `Canceled <${at}>`,
    );
    expect(statusLineText({ label: 'Pending pause', line: line('paused') }, time)).toBe(
      `Pause requested <${at}>`,
    );
    expect(statusLineText({ label: 'Paused', line: line('paused') }, time)).toBe(`Paused <${at}>`);
    expect(statusLineText({ label: 'Pending activation', line: line('starts') }, time)).toBe(
      `Starts <${at}>`,
    );
    expect(statusLineText({ label: 'Active', line: line('next-billing') }, time)).toBe(
      `Next billing <${at}>`,
    );
  });

  it('says a past time waits for the next billing run', () => {
    expect(
      statusLineText({ label: 'Active', line: { kind: 'next-billing', at, past: true } }, time),
    ).toBe(`Next billing at the next billing run (due <${at}>)`);
  });

  it('is null without a line', () => {
    expect(statusLineText({ label: 'Closed', line: null }, time)).toBeNull();
  });
});

describe('billsAgain', () => {
  it('is true only for a subscription the next billing run invoices', () => {
    expect(billsAgain('Active')).toBe(true);
    expect(billsAgain('Pending activation')).toBe(true);
    for (const label of [
      'Pending cancel',
      'Pending pause',
      'Paused',
      'Canceled',
      'Closed',
    ] as const) {
      expect(billsAgain(label)).toBe(false);
    }
  });
});
