import { MultiBar, Presets, type SingleBar } from 'cli-progress';
import type { UploadProgress } from '@svc-scribe/sdk';

export interface ProgressFile {
  /** The name the SDK reports the file by: its base name. */
  name: string;
  size: number;
}

export interface UploadProgressView {
  onProgress: (progress: UploadProgress) => void;
  stop: () => void;
}

/**
 * A bar per file on a terminal, plain lines otherwise (a log or a pipe would get escape codes).
 * The SDK reports running totals and the file the last bytes belonged to: the difference is that file's.
 */
export function uploadProgressView(files: readonly ProgressFile[], stream: NodeJS.WriteStream = process.stderr): UploadProgressView {
  const sent = new Map(files.map((file) => [file.name, 0]));
  const sizes = new Map(files.map((file) => [file.name, file.size]));
  let total = 0;
  const advance = (progress: UploadProgress): number => {
    const bytes = (sent.get(progress.fileName) ?? 0) + progress.bytesUploaded - total;
    total = progress.bytesUploaded;
    sent.set(progress.fileName, bytes);
    return bytes;
  };

  if (!stream.isTTY) {
    return {
      onProgress: (progress) => {
        const bytes = advance(progress);
        stream.write(`uploaded ${progress.fileName}: ${bytes}/${sizes.get(progress.fileName) ?? bytes} bytes\n`);
      },
      stop: () => undefined,
    };
  }
  const multi = new MultiBar({ format: '{file} [{bar}] {percentage}% {value}/{total} bytes', stream, hideCursor: true }, Presets.shades_classic);
  const bars = new Map<string, SingleBar>(files.map((file) => [file.name, multi.create(file.size, 0, { file: file.name })]));
  return {
    onProgress: (progress) => bars.get(progress.fileName)?.update(advance(progress)),
    stop: () => multi.stop(),
  };
}
