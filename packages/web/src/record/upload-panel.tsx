import { useState } from 'preact/hooks';
import { client } from '../api.js';
import { showingFailure } from '../failures.js';
import { messageOf } from '../format.js';
import { keepAudio } from '../local-audio.js';
import { navigate } from '../router.js';
import { failedStart } from './discard.js';
import { extraDataOf, type SessionSettings } from './session-settings.js';

/** An audio file dropped or chosen, uploaded into a new session (with its progress), which then opens for review. */
export function UploadPanel({ settings, disabled, onBusy }: { settings: SessionSettings; disabled: boolean; onBusy: (busy: boolean) => void }) {
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string>();

  const upload = async (event: Event) => {
    event.preventDefault();
    if (!file || settings.language === '') return;
    onBusy(true);
    setError(undefined);
    setProgress(0);
    // Chosen here, so that a start that fails can be discarded.
    const txnId = crypto.randomUUID();
    try {
      await client.sessions.upload({
        txnId,
        files: [file],
        extraData: extraDataOf(settings),
        outputFormat: {
          input_language: [settings.language],
          output_template: settings.templates.map((template_id) => ({ template_id, codification_needed: false })),
        },
        onProgress: (done) => setProgress(done.bytesUploaded / Math.max(1, done.bytesTotal)),
      });
      keepAudio(txnId, file);
      navigate({ screen: 'review', txnId });
    } catch (cause) {
      setError(await failedStart(txnId, messageOf(cause)));
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
