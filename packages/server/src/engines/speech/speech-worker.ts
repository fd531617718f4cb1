/**
 * Worker-thread entry of `WorkerSpeechEngine`: loads the local engine (options in `workerData`) and serves its
 * recognitions, and decodes audio for the remote backends, so decoding and onnxruntime's synchronous inference never
 * block the server's event loop.
 */

import { parentPort, workerData } from 'node:worker_threads';
import { decodeAudio } from './audio/decode-audio.js';
import { createLocalSpeechEngine, type LocalSpeechEngineOptions } from './speech-engine.js';
import { ownBuffer, toWireError, type RecognitionReply, type WorkerReady, type WorkerRequest } from './speech-worker-protocol.js';

const port = parentPort;
if (port === null) throw new Error('speech-worker runs as a worker thread, started by WorkerSpeechEngine');
const reply = (message: WorkerReady | RecognitionReply, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);

// A load failure is left uncaught: the worker stops and the main thread gets the error (WorkerSpeechEngine.start).
const engine = await createLocalSpeechEngine(workerData as LocalSpeechEngineOptions);

port.on('message', (request: WorkerRequest) => {
  if (request.type === 'close') {
    // In a worker, process.exit ends only this thread; the main thread is waiting for that exit. It is shutting down
    // either way, so a failure to release the models is only the exit code.
    engine.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    return;
  }
  if (request.type === 'decode') {
    const { id, audio } = request;
    void decodeAudio(audio).then(
      (pcm) => reply({ type: 'decoded', id, pcm }, ownBuffer(pcm)),
      (error: unknown) => reply({ type: 'failure', id, error: toWireError(error) }),
    );
    return;
  }
  const { id, audio, options } = request;
  const { reportProgress, ...recognition } = options;
  const onProgress = reportProgress ? ({ done, total }: { done: number; total: number }) => reply({ type: 'progress', id, done, total }) : undefined;
  void engine.transcribe(audio, { ...recognition, onProgress }).then(
    (transcript) => reply({ type: 'transcript', id, transcript }),
    (error: unknown) => reply({ type: 'failure', id, error: toWireError(error) }),
  );
});
reply({ type: 'ready', languages: engine.installedLanguages() });
