import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { chromiumMissing, collectConsoleErrors, launchChromium, startScribeApp, type ScribeApp } from './scribe-app.js';

const audio = (name: string) => path.join(FIXTURES_DIR, 'audio', name);
/** "Patient has type two diabetes. Start metformin five hundred milligrams twice daily." (4.7 s): the fake microphone's. */
const DICTATION = audio('dictation-metformin.wav');
/**
 * Six dictated sentences (25.8 s): chest pain since this morning, vitals, "he takes metformin 500 mg twice daily", no
 * allergies, aspirin and an ECG (which the model hears as "star tasked in 300 mg"), review in two weeks.
 */
const LONG_DICTATION = audio('dictation-25s.ogg');
/** "Tab atomoxetine forty milligrams twice a day after food.", which the engine hears as fourteen: a dose to check. */
const DOUBTFUL_DOSE = audio('prescription-atomoxetine.wav');
/**
 * The docs' screenshots, rewritten only when asked (`SCRIBE_UPDATE_SCREENSHOTS=1 npx vitest run test/browser`): a
 * plain test run takes them into a temp folder, so that it leaves the working tree as it found it.
 */
const SCREENSHOTS = process.env.SCRIBE_UPDATE_SCREENSHOTS
  ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/screenshots')
  : fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-screenshots-'));
/** The speech model runs on the CI machine's two cores: generous, and never a timing assertion. */
const PROCESSING_MS = 240_000;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** A clinic's own template, made with the CLI as its operator would: the built-in General OPD under another name. */
const CLINIC_TEMPLATE = { id: 'diabetes_clinic', name: 'Diabetes clinic', description: "The diabetes clinic's note." };

interface Summary {
  txn_id: string;
  state: string;
  progress: { stage: string; fraction: number } | null;
  chief_complaint: string | null;
}

const title = chromiumMissing ? `the clinician web app in Chromium (SKIPPED: ${chromiumMissing})` : 'the clinician web app in Chromium';

describe.skipIf(chromiumMissing !== undefined)(title, () => {
  let scribe: ScribeApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    scribe = await startScribeApp();
    const { version: _builtInVersion, ...builtIn } = JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, '../../data/note-templates/general_opd.json'), 'utf8')) as Record<string, unknown>;
    const definition = path.join(scribe.dataDir, 'diabetes_clinic.json');
    fs.writeFileSync(definition, JSON.stringify({ ...builtIn, ...CLINIC_TEMPLATE }));
    await scribe.cli(['templates', 'create', '--client', scribe.clientId, definition]);
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

  const screenshot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: false });
  /** The review of a session once its notes are ready. */
  const waitForReview = () => page.getByRole('heading', { name: 'Clinical notes' }).waitFor({ timeout: PROCESSING_MS });
  const templates = () => page.getByRole('group', { name: 'Templates' });
  const upload = async (file: string) => {
    await page.getByLabel('Audio file').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload and transcribe' }).click();
  };
  /** The words marked in the transcript now. */
  const markedWords = async () => (await page.locator('li[data-evidence-active] mark').allInnerTexts()).join(' ').toLowerCase();
  /** The number (1, 2 …) of the medication whose name field holds `name`, while editing. */
  const medicationNumber = async (name: string) => {
    const names = await page.getByLabel(/^Medication \d+ name$/).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    return names.indexOf(name) + 1;
  };

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

  it("offers only the languages the discovery document lists, and the built-in and the clinic's own templates", async () => {
    const served = await page.evaluate(async () => ((await (await fetch('/.well-known/medscribealliance')).json()) as { languages: { supported: string[] } }).languages.supported);
    expect(served).toEqual(['en']);
    const languages = page.getByLabel('Language').locator('option');
    await languages.first().waitFor({ state: 'attached' });
    expect(await languages.allInnerTexts()).toEqual(['English (India)', 'English (United States)']);
    await templates().getByLabel('Diabetes clinic (clinic)').waitFor();
    expect(await templates().getByLabel('General OPD').isChecked()).toBe(false);
    await page.getByLabel('Visit label').fill('Knee pain, review');
    await page.getByLabel('Patient reference').fill('MRN 4471');
    await templates().getByLabel('Diabetes clinic (clinic)').check();
    await screenshot('session-settings.png');
  });

  it('discards a start the server refuses: the error says so, and History has no "Not started" row', async () => {
    await page.route('**/voice/api/v2/transaction/init/**', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: 'input_language is not served' }) }),
    );
    await upload(DICTATION);
    const refusal = page.getByRole('alert').filter({ hasText: 'could not start' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Nothing was kept');
    await refusal.scrollIntoViewIfNeeded();
    await screenshot('failed-start.png');
    await page.unroute('**/voice/api/v2/transaction/init/**');
    // Chromium logs the refused request itself; nothing else went wrong.
    expect(consoleErrors.splice(0).every((error) => error.includes('status of 422'))).toBe(true);

    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText('No sessions.').waitFor();
    await page.getByRole('link', { name: 'New session' }).click();
  });

  it('uploads a dictation with a patient reference and a clinic template; shows the stages the server reports; titles it by its chief complaint', async () => {
    const summaries: Response[] = [];
    page.on('response', (response) => {
      if (/\/voice\/api\/v2\/transactions\/[^/]+$/.test(new URL(response.url()).pathname)) summaries.push(response);
    });
    await page.getByLabel('Mode').selectOption('dictation');
    await page.getByLabel('Patient reference').fill('MRN 4471');
    await templates().getByLabel('Diabetes clinic (clinic)').check();
    await upload(LONG_DICTATION);
    await page.waitForURL(/\/app\/sessions\/[^/]+$/);
    await page.getByRole('list', { name: 'Processing stages' }).waitFor();
    await Promise.race([page.locator('[data-stage="current"] progress').waitFor({ timeout: PROCESSING_MS }), waitForReview()]);
    await screenshot('processing.png');
    await waitForReview();

    const answers = (await Promise.all(summaries.map((response) => response.json()))) as Summary[];
    // The view followed the server: the session was queued or processing when the review opened, and ready at the end.
    expect(['queued', 'processing']).toContain(answers[0]!.state);
    expect(answers.at(-1)).toMatchObject({ state: 'completed', progress: null, chief_complaint: expect.stringMatching(/chest pain/i) });
    const heading = page.locator('.session-heading');
    expect(await heading.getByRole('heading', { level: 1 }).innerText()).toMatch(new RegExp(`^${answers.at(-1)!.chief_complaint} · `));
    expect(await heading.innerText()).toContain('Patient MRN 4471');
    expect(await heading.innerText()).not.toMatch(UUID);
    expect(await page.getByRole('region', { name: 'Diabetes clinic' }).innerText()).not.toBe('');
  });

  it('marks the words of a clicked finding or drug in the transcript, not its whole line', async () => {
    const notes = page.getByRole('region', { name: 'Clinical notes' });
    await notes.getByRole('button', { name: /^chest pain/i }).first().click();
    await page.locator('li[data-evidence-active] mark').first().waitFor();
    expect(await markedWords()).toBe('chest pain');
    expect((await page.locator('li[data-evidence-active]').innerText()).toLowerCase()).toContain('since this morning');

    // The drug's phrase, in a line of four sentences.
    await notes.getByRole('button', { name: /^metformin/i }).first().click();
    await page.waitForFunction(() => document.querySelector('li[data-evidence-active] mark')?.textContent?.toLowerCase().includes('metformin'));
    expect(await markedWords()).toBe('metformin 500 mg twice daily.');
    expect((await page.locator('li[data-evidence-active]').innerText()).toLowerCase()).toContain('chest pain');
    await screenshot('review.png');
  });

  it("plays the session's audio from the server after a reload", async () => {
    await page.reload();
    await waitForReview();
    await page.waitForFunction(() => {
      const player = document.querySelector<HTMLAudioElement>('audio[aria-label="Session audio"]');
      return player !== null && player.src.startsWith('blob:') && player.duration > 20;
    });
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await transcript.getByRole('button', { name: 'Play from 0:00' }).click();
    await transcript.locator('li[aria-current="true"]').first().waitFor();
    await screenshot('audio-after-reload.png');
  });

  it('fits a tablet: no sideways scrolling on the review', async () => {
    await page.setViewportSize({ width: 820, height: 1180 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("edits a medication field by field, adds the one the recogniser missed, removes one, and signs", async () => {
    await page.getByRole('button', { name: 'Edit note' }).click();
    // The drug's name alone in its field, its strength in its own.
    const metformin = await medicationNumber('metformin');
    expect(metformin).toBeGreaterThan(0);
    expect(await page.getByLabel(`Medication ${metformin} strength`).inputValue()).toBe('500 mg');
    await page.getByLabel(`Medication ${metformin} dose`).fill('1 tablet');
    await page.getByLabel(`Medication ${metformin} duration`).fill('30 days');

    const before = await page.getByLabel(/^Medication \d+ name$/).count();
    await page.getByRole('button', { name: 'Add medication' }).click();
    const added = before + 1;
    for (const [field, value] of [['name', 'paracetamol'], ['strength', '500 mg'], ['dose', '1 tablet'], ['frequency', 'TDS'], ['duration', '3 days']]) {
      await page.getByLabel(`Medication ${added} ${field}`).fill(value!);
    }
    await page.getByLabel(`Medication ${added} as needed`).check();
    await page.getByRole('button', { name: 'Add medication' }).click();
    expect(await page.getByLabel(/^Medication \d+ name$/).count()).toBe(before + 2);
    await page.getByRole('button', { name: `Remove medication ${before + 2}` }).click();
    expect(await page.getByLabel(/^Medication \d+ name$/).count()).toBe(before + 1);
    await page.getByRole('region', { name: 'Prescription' }).evaluate((panel) => panel.scrollIntoView({ block: 'center' }));
    await screenshot('medication-editing.png');

    await page.getByRole('button', { name: 'Done editing' }).click();
    await page.getByRole('button', { name: 'Sign note' }).click();
    await page.getByRole('region', { name: 'Signed versions' }).getByText(`Signed by ${scribe.email}`).waitFor();
    await page.reload();
    await waitForReview();
    const prescription = await page.getByRole('region', { name: 'Prescription' }).innerText();
    expect(prescription).toContain('paracetamol 500 mg 1 tablet · TDS · 3 days · as needed');
    expect(prescription).toContain('metformin 500 mg 1 tablet · BD · 30 days');
  });

  it('exports the signed version as FHIR (the edits in its MedicationRequests) and prints it alone', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export FHIR JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.fhir\.json$/);
    const bundle = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { resourceType: string; entry: { resource: Record<string, any> }[] };
    expect(bundle.resourceType).toBe('Bundle');
    const resources = bundle.entry.map((entry) => entry.resource);
    const requests = resources.filter((resource) => resource.resourceType === 'MedicationRequest');
    const named = (name: string) => requests.find((request) => request.medicationCodeableConcept.text === name);
    expect(named('paracetamol 500 mg')?.dosageInstruction[0]).toMatchObject({ asNeededBoolean: true, doseAndRate: [{ doseQuantity: { value: 1, unit: 'tablet' } }] });
    expect(named('metformin 500 mg')?.dispenseRequest.expectedSupplyDuration).toMatchObject({ value: 30, code: 'd' });
    const composition = resources.find((resource) => resource.resourceType === 'Composition')!;
    expect(composition.status).toBe('final');
    expect(composition.attester[0].party.display).toBe(scribe.email);

    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('.prescription-print');
    expect(await printed.isVisible()).toBe(true);
    expect(await printed.innerText()).toContain('paracetamol 500 mg');
    expect(await printed.innerText()).toContain('TDS, as needed');
    expect(await printed.innerText()).toContain(`Signed by ${scribe.email}`);
    expect(await page.getByRole('region', { name: 'Transcript' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });

  it('titles a session by its visit label, and says what to check in words, with the moment to listen to', async () => {
    await page.getByRole('link', { name: 'New session' }).click();
    await page.getByLabel('Mode').selectOption('dictation');
    await page.getByLabel('Visit label').fill('Ward 3, bed 12');
    await upload(DOUBTFUL_DOSE);
    await page.waitForURL(/\/app\/sessions\/[^/]+$/);
    await waitForReview();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Ward 3, bed 12');
    const warnings = page.getByRole('list', { name: 'Warnings' });
    const text = await warnings.innerText();
    expect(text).not.toMatch(/seg_\d/);
    expect(text).toMatch(/atomoxetine/i);
    await warnings.getByRole('button', { name: /^Listen at \d:\d\d$/ }).first().click();
    await screenshot('warnings.png');
  });

  it('keeps what a failed live stream recorded, to upload it instead, and leaves no "Not started" row', async () => {
    await page.getByRole('link', { name: 'New session' }).click();
    await page.getByLabel('Mode').selectOption('dictation');
    // The first stream fails once it has had two seconds of audio (eight of the recorder's 250 ms pieces); the later
    // ones reach the server.
    let failing = true;
    await page.routeWebSocket(/\/voice\/v1\/stream/, (socket) => {
      if (!failing) return void socket.connectToServer();
      failing = false;
      let pieces = 0;
      socket.onMessage(() => {
        pieces += 1;
        if (pieces !== 8) return;
        socket.send(JSON.stringify({ type: 'error', code: 'engine_failed', message: 'the speech engine stopped' }));
        socket.close({ code: 1011 });
      });
    });
    await page.getByRole('button', { name: 'Start recording' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'the speech engine stopped' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Nothing was kept on the server');
    await refusal.scrollIntoViewIfNeeded();
    await screenshot('failed-recording.png');
    await page.getByRole('button', { name: 'Upload the recording instead' }).click();
    await page.waitForURL(/\/app\/sessions\/[^/]+$/, { timeout: PROCESSING_MS });
    await waitForReview();
    await page.waitForFunction(() => (document.querySelector<HTMLAudioElement>('audio[aria-label="Session audio"]')?.duration ?? 0) > 1);
  });

  it("records from the microphone with live captions, pauses and resumes, and stopping creates the session, the clinic's template with it", async () => {
    await page.getByRole('link', { name: 'New session' }).click();
    await page.getByLabel('Mode').selectOption('dictation');
    await templates().getByLabel('Diabetes clinic (clinic)').check();
    await page.getByRole('button', { name: 'Start recording' }).click();
    const captions = page.getByRole('log', { name: 'Live captions' });
    await captions.getByText(/[a-z]{3,}/i).first().waitFor({ timeout: PROCESSING_MS });
    await page.waitForFunction(() => document.querySelector<HTMLMeterElement>('meter.level')!.value > 0);
    await screenshot('record.png');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('status').getByText('Paused').waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Stop and create session' }).click();
    await page.waitForURL(/\/app\/sessions\/[^/]+$/, { timeout: PROCESSING_MS });
    await waitForReview();
    expect((await page.getByRole('region', { name: 'Transcript' }).locator('ol.lines').innerText()).trim()).not.toBe('');
    expect(await page.getByLabel('Session audio').count()).toBe(1);
    // The clinic's note, written from what the microphone said (the fake one loops the dictation from where it is).
    expect((await page.getByRole('region', { name: 'Diabetes clinic' }).innerText()).split('\n').length).toBeGreaterThan(2);
  });

  it("lists the clinician's sessions by title and patient, never by id; searches them by date, and deletes one", async () => {
    await page.getByRole('link', { name: 'History' }).click();
    const rows = page.locator('table.sessions tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(4);
    expect(await page.locator('table.sessions').innerText()).not.toContain('Not started');
    const table = page.locator('table.sessions');
    expect(await table.innerText()).not.toMatch(UUID);
    expect(await table.innerText()).toContain('Ward 3, bed 12');
    expect(await table.innerText()).toMatch(/Chest pain[^\n]* · [^\n]*MRN 4471/i);
    expect(await table.innerText()).toContain('Ready');
    await screenshot('history.png');

    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const tomorrow = await page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA'));
    await page.getByLabel('From').fill(tomorrow);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No sessions.').waitFor();
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await page.getByRole('button', { name: 'Search' }).click();
    await rows.first().waitFor();
    expect(await rows.count()).toBe(4);

    await page.getByRole('button', { name: 'Delete Ward 3, bed 12' }).click();
    await page.getByRole('button', { name: 'Confirm delete Ward 3, bed 12' }).click();
    await page.getByRole('link', { name: 'Ward 3, bed 12' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(3);
  });

  it('signs out: the cookie is gone, and a reload asks to sign in again', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('scribe_refresh');
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
