import { useState } from 'preact/hooks';
import { LiveRecorder } from '../record/live-recorder.js';
import { DEFAULT_SETTINGS, SessionSettingsForm } from '../record/session-settings.js';
import { UploadPanel } from '../record/upload-panel.js';

export function RecordScreen() {
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const [busy, setBusy] = useState(false);
  return (
    <div class="record-screen">
      <h1>New session</h1>
      <SessionSettingsForm value={settings} onChange={setSettings} disabled={busy} />
      <LiveRecorder settings={settings} disabled={busy} onBusy={setBusy} />
      <UploadPanel settings={settings} disabled={busy} onBusy={setBusy} />
    </div>
  );
}
