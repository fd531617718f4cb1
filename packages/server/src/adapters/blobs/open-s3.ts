import { HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ConfigError, type S3Config } from '../../config/config.js';
import { S3BlobStore } from './s3.js';

/** How long start-up waits for the bucket to answer before it refuses to start. */
const BUCKET_CHECK_TIMEOUT_MS = 3_000;

/**
 * The bucket of SCRIBE_S3_BUCKET, once it has answered. A bucket that cannot be used is refused here, as a
 * `ConfigError` naming the setting to fix, rather than as a 500 at the first upload.
 */
export async function openS3BlobStore(s3: S3Config): Promise<S3BlobStore> {
  // Credentials come from the standard AWS chain (environment, profile, instance role).
  const settings = { region: s3.region, forcePathStyle: s3.forcePathStyle };
  const client = new S3Client({ ...settings, endpoint: s3.endpoint });
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }), { abortSignal: AbortSignal.timeout(BUCKET_CHECK_TIMEOUT_MS) });
  } catch (error) {
    client.destroy();
    throw bucketRefusal(error, s3);
  }
  // Upload URLs handed to clients name the bucket as clients reach it.
  const presigner = s3.publicEndpoint === undefined ? undefined : new S3Client({ ...settings, endpoint: s3.publicEndpoint });
  return new S3BlobStore(client, s3.bucket, { directUploads: s3.directUploads, presigner });
}

/** Why HeadBucket failed, as one line naming the setting that would fix it. */
function bucketRefusal(error: unknown, s3: S3Config): ConfigError {
  const where = s3.endpoint ?? `AWS S3 in ${s3.region}`;
  const bucket = `bucket "${s3.bucket}" at ${where}`;
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (status === 404) return new ConfigError(`SCRIBE_S3_BUCKET: ${bucket} does not exist; create it or name an existing one`);
    if (status === 403) {
      return new ConfigError(
        `the S3 server refused the credentials for ${bucket} (${error.name}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or the AWS profile or role they come from)`,
      );
    }
    // AWS answers 301 for a bucket of another region.
    if (status === 301) return new ConfigError(`SCRIBE_S3_REGION: ${bucket} is in another region than ${s3.region}; set SCRIBE_S3_REGION to the bucket's`);
    return new ConfigError(`SCRIBE_S3_ENDPOINT: ${where} answered ${status ?? '?'} ${error.name} when asked for ${bucket}; is it an S3-compatible server?`);
  }
  if (error instanceof Error && error.name === 'CredentialsProviderError') {
    return new ConfigError(`no AWS credentials found for ${bucket}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or an AWS profile or role)`);
  }
  const reason = error instanceof Error && error.name === 'AbortError' ? `no answer within ${BUCKET_CHECK_TIMEOUT_MS / 1000} s` : reasonOf(error);
  return new ConfigError(`SCRIBE_S3_ENDPOINT: cannot reach ${where} (${reason}); check the URL and that the server is running`);
}

const reasonOf = (error: unknown): string => (error as NodeJS.ErrnoException | undefined)?.code ?? (error instanceof Error ? error.message : String(error));
