import { useState } from 'preact/hooks';
import { showingFailure } from '../failures.js';
import { messageOf } from '../format.js';
import { navigate } from '../router.js';
import type { SessionSettings } from './session-settings.js';
import { uploadSession } from './upload-session.js';

/** An audio file dropped or chosen, uploaded into a new session (with its progress), which then opens for review. */
export function UploadPanel({ settings, disabled, onBusy }: { settings: SessionSettings; disabled: boolean; onBusy: (busy: boolean) => void }) {
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string>();

  const upload = async (event: Event) => {
    event.preventDefault();
    const { language } = settings;
    if (!file || language === '') return;
    onBusy(true);
    setError(undefined);
    setProgress(0);
    try {
      navigate({ screen: 'review', txnId: await uploadSession(file, { ...settings, language }, setProgress) });
    } catch (cause) {
      setError(messageOf(cause));
      setProgress(undefined);
    } finally {
      onBusy(false);
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer?.files[0];
    if (dropped) setFile(dropped);
  };

  return (
    <section class="panel upload" aria-labelledby="upload-heading">
      <h2 id="upload-heading">Or upload a recording</h2>
      <form onSubmit={(event) => showingFailure(upload(event), setError)}>
        <div
          class={dragging ? 'drop-zone dragging' : 'drop-zone'}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <label>
            Audio file
            <input type="file" accept="audio/*,.wav,.mp3,.m4a,.ogg,.webm,.flac" disabled={disabled} onChange={(e) => setFile(e.currentTarget.files?.[0])} />
          </label>
          <p class="hint">{file ? `${file.name} (${(file.size / 1024).toFixed(0)} KiB)` : 'Drop an audio file here, or choose one.'}</p>
        </div>
        <button type="submit" disabled={disabled || !file || settings.language === ''}>
          Upload and transcribe
        </button>
        {progress !== undefined && <progress aria-label="Upload progress" max={1} value={progress} />}
      </form>
      {error && <p role="alert" class="error">{error}</p>}
    </section>
  );
}
