/**
 * A note whose answer never reached the browser is stored once (decision 045). The BFF stores
 * each note; the browser's side of the wire loses the answer: as a dropped connection (the text
 * stays, Add note again finds the stored note by its key) and as the BFF's 503 for a COMMIT whose
 * answer it lost itself (the panel reads the notes again and the box empties once the note shows).
 */

import { TEST_STAFF } from '@pc/bff/testing';
import { WRITE_OUTCOME_UNKNOWN } from '@pc/contract/team-work/write-outcome';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { casePanel, openSignedIn } from './support/team-work';

/** The BFF carries out the next note's POST; the browser is told `lost` instead of its answer. */
async function loseNextAnswer(page: Page, lost: (route: Route) => Promise<void>) {
  let kept = 0;
  await page.route('**/api/invoices/*/notes', async (route) => {
    if (kept > 0) return route.continue();
    kept += 1;
    const stored = await route.fetch();
    expect(stored.status()).toBe(201);
    await lost(route);
  });
  return () => page.unroute('**/api/invoices/*/notes');
}

test('a note whose answer was lost is stored once, whether it is sent again or read again', async ({
  page,
  invoices,
  consoleWatch,
}) => {
  test.setTimeout(90_000);
  consoleWatch.allowHttpErrors(401, 503);
  // The dropped connection's own console line ("net::ERR_CONNECTION_RESET") is the point.
  consoleWatch.allowFailedDownload('/notes');
  const invoice = invoices.inState('retries-exhausted');
  await openSignedIn(page, TEST_STAFF, invoice.invoicePath);
  const panel = casePanel(page);
  await expect(panel.addNote).toBeEnabled();
  const before = await panel.notes.count();

  // The connection drops on the way back: the note was stored, the page cannot know it.
  const unroute = await loseNextAnswer(page, (route) => route.abort('connectionreset'));
  await panel.note.fill('Customer will update the card tonight.');
  await panel.addNote.click();
  await expect(panel.panel.getByRole('alert')).toContainText('The note was not added');
  await expect(panel.note).toHaveValue('Customer will update the card tonight.');
  await unroute();
  // Sent again with the same key: the BFF answers with the note it has, and the box empties.
  await panel.addNote.click();
  await expect(panel.note).toHaveValue('');
  await expect(panel.notes.filter({ hasText: 'update the card tonight' })).toHaveCount(1);

  // The BFF lost COMMIT's answer itself: it says the note may have been saved; the panel reads
  // the notes again, finds the note's key among them and empties the box.
  const unrouteAgain = await loseNextAnswer(page, (route) =>
    route.fulfill({
      status: 503,
      json: {
        errors: [
          {
            status: '503',
            title: 'Service Unavailable',
            detail: 'It may have been saved. The panel reads it again.',
            code: WRITE_OUTCOME_UNKNOWN,
          },
        ],
      },
    }),
  );
  await panel.note.fill('Second call: card updated, retry tomorrow.');
  await panel.addNote.click();
  await expect(panel.notes.filter({ hasText: 'card updated, retry tomorrow' })).toHaveCount(1);
  await expect(panel.note).toHaveValue('');
  await expect(panel.panel.getByRole('alert')).toHaveCount(0);
  await unrouteAgain();
  await expect(panel.notes).toHaveCount(before + 2);
});
