import type { StreamSegment } from '@svc-scribe/sdk';
import { useEffect, useRef, useState } from 'preact/hooks';
import { client } from '../api.js';
import { showingFailure } from '../failures.js';
import { clock, messageOf } from '../format.js';
import { keepAudio } from '../local-audio.js';
import { navigate } from '../router.js';
import { failedStart } from './discard.js';
import { uploadSession } from './upload-session.js';
import { MicrophoneRecording } from './microphone.js';
import { extraDataOf, type SessionSettings } from './session-settings.js';

type Phase = 'idle' | 'starting' | 'recording' | 'paused' | 'finishing';

/** The input level, redrawn every frame while recording. */
function LevelMeter({ recording }: { recording: MicrophoneRecording | undefined }) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!recording) return setLevel(0);
    let frame = requestAnimationFrame(function draw() {
      setLevel(recording.level());
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [recording]);
  return <meter class="level" aria-label="Input level" min={0} max={1} low={0.05} high={0.9} value={level} />;
}

/**
 * Records from the microphone into a new session, with live captions from the streaming endpoint; stopping ends the
 * stream, which starts the session, and opens its review. When the stream fails, the recording this tab holds can be
 * uploaded instead, so that the consultation is not lost.
 */
export function LiveRecorder({ settings, disabled, onBusy }: { settings: SessionSettings; disabled: boolean; onBusy: (busy: boolean) => void }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [finals, setFinals] = useState<StreamSegment[]>([]);
  const [partial, setPartial] = useState('');
  const [error, setError] = useState<string>();
  /** What a failed stream recorded, to upload instead. */
  const [unsent, setUnsent] = useState<File>();
  const recording = useRef<MicrophoneRecording | undefined>(undefined);

  const start = async () => {
    if (settings.language === '') return;
    const language = settings.language;
    setPhase('starting');
    onBusy(true);
    setError(undefined);
    setUnsent(undefined);
    setFinals([]);
    setPartial('');
    let txnId: string | undefined;
    try {
      txnId = await client.sessions.create({ extraData: extraDataOf(settings) });
      const microphone = await MicrophoneRecording.open();
      recording.current = microphone;
      setPhase('recording');
      const messages = client.stream(microphone.chunks, {
        language,
        encoding: microphone.encoding,
        session: { txnId, templates: settings.templates, mode: settings.mode },
      });
      let closed = false;
      for await (const message of messages) {
        if (message.type === 'partial') setPartial(message.text);
        else if (message.type === 'final') {
          setPartial('');
          setFinals((all) => [...all, message.segment]);
        } else if (message.type === 'closed') closed = true;
        else throw new Error(message.message);
      }
      keepAudio(txnId, await microphone.stop());
      if (!closed) throw new Error('the live stream ended before the session could start');
      navigate({ screen: 'review', txnId });
    } catch (cause) {
      const microphone = recording.current;
      const recorded = await microphone?.stop();
      setError(txnId === undefined ? messageOf(cause) : await failedStart(txnId, messageOf(cause)));
      if (microphone && recorded && recorded.size > 0) setUnsent(new File([recorded], `recording.${microphone.encoding}`, { type: recorded.type }));
      setPhase('idle');
    } finally {
      recording.current = undefined;
      onBusy(false);
    }
  };

  const uploadUnsent = async () => {
    const { language } = settings;
    if (!unsent || language === '') return;
    onBusy(true);
    setPhase('finishing');
    try {
      navigate({ screen: 'review', txnId: await uploadSession(unsent, { ...settings, language }) });
    } finally {
      setPhase('idle');
      onBusy(false);
    }
  };

  const togglePause = () => {
    const microphone = recording.current;
    if (!microphone) return;
    if (microphone.paused) microphone.resume();
    else microphone.pause();
    setPhase(microphone.paused ? 'paused' : 'recording');
  };

  const stop = () => {
    setPhase('finishing');
    // `start` awaits the same end of the recording, and shows its failure too.
    if (recording.current) showingFailure(recording.current.stop(), setError);
  };

  const active = phase === 'recording' || phase === 'paused';
  return (
    <section class="panel recorder" aria-labelledby="record-heading">
      <h2 id="record-heading">Record</h2>
      <div class="controls">
        {phase === 'idle' && (
          <button type="button" disabled={disabled || settings.language === ''} onClick={() => showingFailure(start(), setError)}>
            Start recording
          </button>
        )}
        {phase === 'idle' && unsent && (
          <button type="button" class="secondary" disabled={disabled || settings.language === ''} onClick={() => showingFailure(uploadUnsent(), setError)}>
            Upload the recording instead
          </button>
        )}
        {active && (
          <>
            <button type="button" class="secondary" onClick={togglePause}>
              {phase === 'paused' ? 'Resume' : 'Pause'}
            </button>
            <button type="button" class="danger" onClick={stop}>
              Stop and create session
            </button>
          </>
        )}
        <LevelMeter recording={active ? recording.current : undefined} />
        <span class="status" role="status">
          {phase === 'starting' ? 'Starting…' : phase === 'paused' ? 'Paused' : phase === 'recording' ? 'Recording' : phase === 'finishing' ? 'Creating the session…' : ''}
        </span>
      </div>
      <div class="captions" aria-label="Live captions" aria-live="polite" role="log">
        {finals.map((segment) => (
          <p key={segment.id}>
            <span class="time">{clock(segment.start)}</span> {segment.text}
          </p>
        ))}
        {partial && <p class="partial">{partial}</p>}
      </div>
      {error && <p role="alert" class="error">{error}</p>}
    </section>
  );
}
