import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { chromiumMissing, collectConsoleErrors, launchChromium, startScribeApp, type ScribeApp } from './scribe-app.js';

/** "Patient has type two diabetes. Start metformin five hundred milligrams twice daily." (4.7 s): short, with a drug and a dose. */
const DICTATION = path.join(FIXTURES_DIR, 'audio', 'dictation-metformin.wav');
/**
 * The README's screenshots, rewritten only when asked (`SCRIBE_UPDATE_SCREENSHOTS=1 npx vitest run test/browser`): a
 * plain test run takes them into a temp folder, so that it leaves the working tree as it found it.
 */
const SCREENSHOTS = process.env.SCRIBE_UPDATE_SCREENSHOTS
  ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/screenshots')
  : fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-screenshots-'));
/** The speech model runs on the CI machine's two cores: generous, and never a timing assertion. */
const PROCESSING_MS = 240_000;

const title = chromiumMissing ? `the clinician web app in Chromium (SKIPPED: ${chromiumMissing})` : 'the clinician web app in Chromium';

describe.skipIf(chromiumMissing !== undefined)(title, () => {
  let scribe: ScribeApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    scribe = await startScribeApp();
    browser = await launchChromium(DICTATION);
    context = await browser.newContext({ baseURL: scribe.baseUrl, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    context.setDefaultTimeout(30_000);
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await scribe?.close();
  });
  afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  /** The review of a session once its notes are ready. */
  const waitForReview = () => page.getByRole('heading', { name: 'Clinical notes' }).waitFor({ timeout: PROCESSING_MS });

  it('leads from / to /app/, where the CLI-made clinician signs in with the keyboard', async () => {
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/app/');
    await page.getByLabel('E-mail').focus();
    await page.keyboard.type(scribe.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(scribe.password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'New session' }).waitFor();
    // Chromium keeps the Secure cookie over plain http://localhost, out of the page's reach.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'scribe_refresh')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/connect-auth/v1/users' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('scribe_refresh');
  });

  it('uploads a recording, shows the notes when ready, and marks the evidence of a clicked medication', async () => {
    await page.getByLabel('Mode').selectOption('dictation');
    await page.getByLabel('Audio file').setInputFiles(DICTATION);
    await page.getByRole('button', { name: 'Upload and transcribe' }).click();
    await page.waitForURL(/\/app\/sessions\/[^/]+$/);
    await waitForReview();

    const transcript = page.getByRole('region', { name: 'Transcript' });
    expect((await transcript.locator('ol.lines').innerText()).toLowerCase()).toContain('metformin');
    expect(await page.locator('[data-evidence-active]').count()).toBe(0);
    const notes = page.getByRole('region', { name: 'Clinical notes' });
    await notes.getByRole('button', { name: /metformin/i }).first().click();
    const marked = page.locator('[data-evidence-active] mark');
    await marked.first().waitFor();
    expect((await marked.allInnerTexts()).join(' ').toLowerCase()).toContain('metformin');
    const prescription = page.getByRole('region', { name: 'Prescription' });
    expect((await prescription.innerText()).toLowerCase()).toContain('metformin');
    expect(await page.getByRole('region', { name: 'SOAP note' }).innerText()).not.toBe('');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'review.png'), fullPage: false });

    // A line's time plays the audio from there, and the line playing is highlighted.
    await transcript.getByRole('button', { name: 'Play from 0:00' }).click();
    await transcript.locator('li[aria-current="true"]').first().waitFor();
  });

  it('fits a tablet: no sideways scrolling on the review', async () => {
    await page.setViewportSize({ width: 820, height: 1180 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('edits the prescription and signs it: the signed version is kept with who and when, and reopens as signed', async () => {
    await page.getByRole('button', { name: 'Edit note' }).click();
    const dose = page.getByLabel('Medication 1 dose');
    await dose.fill('1 g');
    await page.getByRole('button', { name: 'Done editing' }).click();
    await page.getByRole('button', { name: 'Sign note' }).click();
    const versions = page.getByRole('region', { name: 'Signed versions' });
    await versions.getByText(`Signed by ${scribe.email}`).waitFor();

    await page.reload();
    await waitForReview();
    expect(await page.getByRole('region', { name: 'Prescription' }).innerText()).toContain('1 g');
    expect(await page.getByRole('region', { name: 'Signed versions' }).getByRole('listitem').count()).toBe(1);
  });

  it('exports the FHIR document and prints the prescription alone', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export FHIR JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.fhir\.json$/);
    const bundle = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { resourceType: string };
    expect(bundle.resourceType).toBe('Bundle');

    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('.prescription-print');
    expect(await printed.isVisible()).toBe(true);
    expect(await printed.innerText()).toContain('1 g');
    expect(await printed.innerText()).toContain(`Signed by ${scribe.email}`);
    expect(await page.getByRole('region', { name: 'Transcript' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });

  it('records from the microphone with live captions, pauses and resumes, and stopping creates the session', async () => {
    await page.getByRole('link', { name: 'New session' }).click();
    await page.getByLabel('Mode').selectOption('dictation');
    await page.getByRole('button', { name: 'Start recording' }).click();
    const captions = page.getByRole('log', { name: 'Live captions' });
    await captions.getByText(/[a-z]{3,}/i).first().waitFor({ timeout: PROCESSING_MS });
    await page.waitForFunction(() => document.querySelector<HTMLMeterElement>('meter.level')!.value > 0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'record.png'), fullPage: false });
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('status').getByText('Paused').waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Stop and create session' }).click();
    await page.waitForURL(/\/app\/sessions\/[^/]+$/, { timeout: PROCESSING_MS });
    await waitForReview();
    expect((await page.getByRole('region', { name: 'Transcript' }).locator('ol.lines').innerText()).trim()).not.toBe('');
    expect(await page.getByLabel('Session audio').count()).toBe(1);
  });

  it("lists the clinician's sessions with their status, searches them by date, and deletes one", async () => {
    await page.getByRole('link', { name: 'History' }).click();
    const rows = page.locator('table.sessions tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await page.locator('table.sessions').innerText()).toContain('Ready');

    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const tomorrow = await page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA'));
    await page.getByLabel('From').fill(tomorrow);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No sessions.').waitFor();
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await page.getByRole('button', { name: 'Search' }).click();
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);

    const txnId = (await rows.first().getByRole('link').innerText()).replace(/^Open /, '');
    await page.getByRole('button', { name: `Delete ${txnId}` }).click();
    await page.getByRole('button', { name: `Confirm delete ${txnId}` }).click();
    await page.getByRole('link', { name: `Open ${txnId}` }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
  });

  it('signs out: the cookie is gone, and a reload asks to sign in again', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('scribe_refresh');
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
