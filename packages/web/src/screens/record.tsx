import { useState } from 'preact/hooks';
import { LiveRecorder } from '../record/live-recorder.js';
import { DEFAULT_SETTINGS, SessionSettingsForm } from '../record/session-settings.js';
import { UploadPanel } from '../record/upload-panel.js';
import { useServerOptions } from '../server-options.js';

export function RecordScreen() {
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const [busy, setBusy] = useState(false);
  const { options, error } = useServerOptions();
  return (
    <div class="record-screen">
      <h1>New session</h1>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <SessionSettingsForm value={settings} onChange={setSettings} disabled={busy} options={options} />
      <LiveRecorder settings={settings} disabled={busy} onBusy={setBusy} />
      <UploadPanel settings={settings} disabled={busy} onBusy={setBusy} />
    </div>
  );
}
