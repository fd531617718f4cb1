import { failureMessage } from '../error-handler.js';
import type { HttpFailure } from '../http-error.js';

export type OpenAiErrorBody = {
  error: { message: string; type: 'server_error' | 'invalid_request_error'; param: string | null; code: string | null };
};

declare module '../error-handler.js' {
  interface FrontEndErrorBodies {
    /** `{error: {message, type, param, code}}`: the OpenAI-compatible `/v1/audio/transcriptions`, as OpenAI's SDKs read it. */
    openai: OpenAiErrorBody;
  }
}

/** The body of a failure on the OpenAI-compatible route, as the error handler renders it. */
export function openAiErrorBody(failure: HttpFailure): OpenAiErrorBody {
  return {
    error: {
      message: failureMessage(failure),
      type: failure.status >= 500 ? 'server_error' : 'invalid_request_error',
      // The form field at fault: the details of these errors name fields, not JSON pointers.
      param: failure.fields?.[0]?.field ?? null,
      code: failure.status === 401 ? 'invalid_api_key' : (failure.code ?? null),
    },
  };
}
