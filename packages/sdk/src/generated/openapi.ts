// GENERATED FILE, DO NOT EDIT: the wire types of the server's OpenAPI document (GET /openapi.json),
// written by `npm run sdk:types` (packages/server/scripts/sdk-wire-types.ts) with openapi-typescript 7.13.0.
// The SDK names them in its own types (sessions/types.ts, webhooks/types.ts …); it imports nothing from the server.

export interface paths {
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of this process
         * @description HTTP request durations by route, job queue depth, job durations, recognition real-time factor, webhook delivery outcomes and the process metrics. The bearer token is `SCRIBE_METRICS_TOKEN`, not an access token; while it is unset the endpoint answers 404.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the speech engine is loaded and the store answers; what serves each language */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect-auth/v1/account/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange client credentials for a token pair */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect-auth/v1/oidc-client/{client_id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new token pair
         * @description Refresh tokens are single use. Presenting a spent one revokes every token issued since that login.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect-auth/v1/account/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for a new token pair (legacy path) */
        post: operations["refreshTokenLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys of the access-token signatures */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect-auth/v1/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a clinician in with e-mail and password
         * @description Answers the access token and sets the refresh token as the `scribe_refresh` cookie (HttpOnly, Secure, SameSite=Strict).
         */
        post: operations["loginUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect-auth/v1/users/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new access token for the refresh cookie
         * @description The cookie is single use: it is replaced by a new one. Presenting a spent one signs out every session of that sign-in. A browser must send it from the server's own origin (`SCRIBE_PUBLIC_URL`, or the host the request names) or from one listed in `SCRIBE_CORS_ORIGINS` (not the wildcard), as its `Origin` (else `Sec-Fetch-Site`, else `Referer`) says: any other is refused with 403. A client that sends none of these headers is not a browser and is not checked.
         */
        post: operations["refreshUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect-auth/v1/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: the refresh cookie is revoked and cleared
         * @description The access token already issued stays valid until it expires (its lifetime is short). A browser must send it from the server's own origin (`SCRIBE_PUBLIC_URL`, or the host the request names) or from one listed in `SCRIBE_CORS_ORIGINS` (not the wildcard), as its `Origin` (else `Sec-Fetch-Site`, else `Referer`) says: any other is refused with 403. A client that sends none of these headers is not a browser and is not checked.
         */
        post: operations["logoutUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/medscribealliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The MedScribeAlliance discovery document
         * @description Public. The protocol version, the base URL of the protocol's API, how to get a token, the audio formats, models and languages this server serves now. Cached for an hour (`Cache-Control: max-age=3600`).
         */
        get: operations["getMedscribeDiscovery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medscribealliance/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The templates a MedScribeAlliance session may ask for
         * @description The protocol's `transcript`, `soap` and `medications`, this server's own, the built-in note templates and the client's own. `available: false`: listed, not produced yet.
         */
        get: operations["listMedscribeTemplates"];
        put?: never;
        /**
         * Create a note template of yours (an extension)
         * @description Its version 1. A session asks for it by its `id`, as for any template, and is answered with `{template, sections, warnings, markdown}` written from the clinical model of the visit.
         */
        post: operations["createMedscribeNoteTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medscribealliance/templates/{template_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A note template: built in, or yours (an extension) */
        get: operations["getMedscribeNoteTemplate"];
        /**
         * Change a note template of yours: its next version (an extension)
         * @description Sessions started before keep the version they used; those started after use this one.
         */
        put: operations["updateMedscribeNoteTemplate"];
        post?: never;
        /**
         * Delete a note template of yours (an extension)
         * @description It is no longer listed or asked for; the sessions that used it keep the version they used.
         */
        delete: operations["deleteMedscribeNoteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medscribealliance/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a MedScribeAlliance session
         * @description The session to send audio to (`upload_url`), then end. Expires unless ended within the discovery document's `max_session_duration_seconds`.
         */
        post: operations["createMedscribeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medscribealliance/sessions/{session_id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an audio file of a session (its `upload_url`)
         * @description A multipart part `file`, or the raw bytes with `Content-Disposition: attachment; filename="audio_0.webm"`. A chunked session's files are named `{base_name}_{sequence_number}.{extension}` (`audio_0.webm`, `audio_1.webm` …) and are transcribed in that order whatever order they arrive in; the same name again replaces the file. A single-upload session takes one file of any name. A file is kept under its name's last path segment without control characters (a single upload's cut to 255 bytes of UTF-8; a longer chunk name is refused), which the answer's `file` gives.
         */
        post: operations["uploadMedscribeAudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medscribealliance/sessions/{session_id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a session: its processing starts
         * @description No more audio is taken. A count in `audio_files_sent` other than the files received does not refuse the end (06-sessions.md §6.4): what came is processed, and the session ends `partial` with an `audio_files_missing` processing error.
         */
        post: operations["endMedscribeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medscribealliance/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's state, and its results once processed
         * @description 202 while it takes audio or is processed, 200 completed (or failed), 206 partial, 410 expired. An extension: `?templates=fhir,clinical_notes_template` answers a finished session with these templates instead of those it was created with, rendered from what was recognised, without recognising the audio again.
         */
        get: operations["getMedscribeSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medscribealliance/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your MedScribeAlliance webhooks (never their secrets) */
        get: operations["listMedscribeWebhooks"];
        put?: never;
        /**
         * Register a webhook for session events
         * @description Events: `session.started` (created), `session.ended` (ended, processing starts), `session.completed`, `session.partial`, `session.failed` (processed), `session.expired` (not ended in time), of your MedScribeAlliance sessions only. Each is a POST of `{event, timestamp, session_id}`; with a `secret`, signed with the Standard Webhooks headers and `X-MSA-Signature`. A 2xx within 10 s is success; otherwise it is retried for about 27.5 h with the same `webhook-id`; 410 Gone disables the webhook. The url must be https on a public address (checked at registration and on every connection; redirects are not followed).
         */
        post: operations["createMedscribeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medscribealliance/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook: nothing more is sent to it */
        delete: operations["deleteMedscribeWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/file-upload/storage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file with a presigned POST
         * @description The target of `uploadData.url`: `multipart/form-data` with every field of `uploadData.fields`, then the part `file` last. 204 with an empty body once the file is stored. 403 for an expired or forged policy or a key outside the folder, 413 over 100 MiB (use the multipart upload), 409 once the session has started. Uploading `<folderPath><txn_id>.json` (the manifest) starts the session.
         */
        post: operations["uploadToStorage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/file-upload/multipart/{upload_id}/parts/{part_number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload one part of a multipart upload
         * @description The target of a `part_urls[].url`: PUT the part's raw bytes (any Content-Type) to the URL as given. No bearer token: the signature in the URL is the credential. 200 with the part's `ETag` header (quoted hex MD5) and an empty body. A part uploaded again replaces the first. 403 for a forged or expired URL, 404 once the upload is completed or aborted, 409 once the session has started, 413 over the largest part size (5 GiB). Where the server keeps files in an S3 bucket, `part_urls` are the bucket's own presigned UploadPart URLs instead, and S3 answers the PUTs.
         */
        put: operations["uploadMultipartPart"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/get-asr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transcribe one medical audio file
         * @description Multipart form with the audio in a part named `file` (wav, mp3, m4a; also ogg/opus, webm/opus, flac), at most 5 MB. An optional form field `keyterms` sent before the file (one term per line or comma-separated, up to 100 of up to 100 characters each; 400 beyond) biases recognition towards extra words such as drug or patient-specific names.
         */
        post: operations["transcribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/v1/stream/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use ticket to open a live transcription stream from a browser
         * @description Browsers cannot set headers on a WebSocket upgrade: pass the ticket as `?ticket=` instead. One use, 60 s.
         */
        post: operations["createStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/v1/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live transcription over a WebSocket
         * @description Upgrade to a WebSocket with `Authorization: Bearer`, or from a browser with `?ticket=` from `POST /voice/v1/stream/tickets`. Send binary frames of 16-bit little-endian mono PCM (`encoding=pcm_s16le`, at `sample_rate`), and text frames `{"type":"finalize"}` (end the segment in progress) or `{"type":"close"}`. The server sends `{"type":"partial","text","start"}` while a segment grows (revised), `{"type":"final","segment":{"id","start","end","text","confidence"}}` once its speaker pauses (never revised), `{"type":"closed","transcript"}` after `close`, and `{"type":"error","code","message"}` before closing on a fault. `encoding=webm` or `ogg` takes what a browser's MediaRecorder makes (Opus), decoded as it arrives. Without an upgrade the route answers 426. A stream that sends no audio for `SCRIBE_STREAM_IDLE_TIMEOUT_S` (empty frames are not audio), or more than `SCRIBE_STREAM_MAX_DURATION_S` of it, or stays open twice that long, is closed with 1008.
         */
        get: operations["streamTranscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The languages of the interface and the backend serving each
         * @description Every language code of the interface, whether a backend serves it, which kind (`local` or `openai`) and its model. Whether a remote backend is up right now is in `/readyz`.
         */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio/transcriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transcribe audio with OpenAI's transcription API
         * @description OpenAI's `POST /v1/audio/transcriptions`: a multipart form with the audio in `file` (at most 25 MiB) and the fields in any order. The language (default `en-IN`) picks the backend, as on `/voice/get-asr`; `model` is accepted and not honoured, `prompt` is read as keyterms, `temperature` is ignored, and `timestamp_granularities[]` may only be `segment`. Errors come in OpenAI's shape. `/v1/audio/translations` is not offered.
         */
        post: operations["createTranscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mr/api/v2/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the caller's documents, newest first */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Upload a document (PDF, JPEG or PNG)
         * @description Either `multipart/form-data` with the file in a part named `file` (metadata fields before it), or JSON `{"file": "<base64>", …metadata}`, which is also the plaintext of an encrypted upload (`X-Encryption: JWE`). The format is judged by the bytes, not the name. Size limit: `SCRIBE_DOCS_MAX_BYTES` of file (default 25 MiB = 26,214,400 bytes); a multipart upload is cut off while streaming. Answers 201 with the stored document and its `Location`. The query parameter `task` (report processing such as PII or SRP) is not supported: any value is refused with 422 before anything is stored.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mr/api/v2/docs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document's metadata */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a document and its file
         * @description Answers 204 without a body; the document and its file are gone.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mr/api/v2/docs/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document's file
         * @description The bytes with their detected Content-Type. With `X-Encryption: JWE` the response is instead an encrypted envelope whose plaintext is `{"file": "<base64>", "content_type": "…"}`, the mirror of an encrypted upload.
         */
        get: operations["downloadDocumentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/file-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an upload URL for a session (creates it on first call)
         * @description The JSON body is the session's `extra_data`. Call it once per file or once per session: every answer signs the same folder until the session starts. POST each file to `uploadData.url` with the `fields`, then start the session with init or by uploading the manifest `<folderPath><txn_id>.json`. Where the server keeps audio in an S3 bucket, `uploadData.url` is the bucket and `fields` S3's own presigned POST: the files go straight to the bucket, and only init starts the session (a manifest posted there is never seen). 409 once the session has started, and for a `txn_id` already in use by a session you do not reach (another user's; the answer does not say whose).
         */
        post: operations["getUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/api/v2/transaction/init/{txn_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start processing a session
         * @description Starts once. A manifest uploaded before init started the session: the first init after it answers 201 with that batch id, any other init 409; a manifest uploaded after init changes nothing. 400 when no audio was uploaded for the txn; 422 (with `details`) for invalid values, a language no backend serves, or a file that was not uploaded. The clinical notes, EMR and SOAP templates are extracted from the transcript in English, whatever the language of the conversation: a transcript in an Indian language is read into English first.
         */
        post: operations["initTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/api/v3/status/{txn_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's status and results
         * @description 202 while queued or processing (also before init), 200 when every template succeeded, 206 when some failed, 500 `output_not_available` when all failed, 400 `transaction_not_found` for an id this client does not have (or `transaction_expired`). Each item's `value` is base64 of a UTF-8 JSON document.
         */
        get: operations["getTransactionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice-record/api/status/{txn_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's status, v1 (FHIR)
         * @description `data.output.fhir` is base64 of a FHIR R4 document Bundle (India's OPConsultRecord sections) made from the session's clinical model; `status` is `completed`, or `partial_completed` when some files or templates failed (their errors are the `warning`s). A session whose audio gave no speech answers `error` with `output_not_available`. Also the result of the deprecated voice upload.
         */
        get: operations["getTransactionStatusV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/api/v2/transaction/{txn_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a session's audio and results
         * @description For patient-data requests: the audio files, results and session record go at once. 409 while it is being processed.
         */
        delete: operations["deleteTransaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/api/v2/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your sessions, newest first
         * @description A user's token lists the sessions the user's own token made (all of the client's where the server shares sessions within a client: SCRIBE_SESSIONS_SHARED_WITHIN_CLIENT); a client's token lists all of the client's. At most the newest 1000 of them.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/api/v2/transactions/{txn_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your sessions: its state, and how far its processing has gone
         * @description The summary the history lists, of one session the caller reaches (another user's or client's answers 404): the web app's processing view polls it.
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/api/v2/signed-notes/{txn_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session's signed versions, newest first */
        get: operations["listSignedNotes"];
        put?: never;
        /**
         * Sign the session's documents as corrected
         * @description Only a user (a clinician signed in through the web app) signs: a client's own token is refused with 403. 409 until the session has results.
         */
        post: operations["signNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/api/v2/transactions/{txn_id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's recorded audio, whole or a byte range
         * @description One audio file of the session as uploaded or recorded (`file`: which, in the order they are transcribed). The caller's own sessions only, as for its status: another user's or client's session answers 404. `Range: bytes=…` answers 206 with `Content-Range`; a range past the end or malformed answers 416 with `Content-Range: bytes *\/<size>`.
         */
        get: operations["getTransactionAudio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/file-upload/multipart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a multipart upload of a large session file
         * @description For files over the presigned POST's 100 MiB, with S3's multipart semantics: one presigned URL per part. PUT each part (at least 5 MiB, except the last) to its URL, in any order and in parallel, keep each answer's ETag, then complete with the ordered list — or abort. The session must be yours (created by `POST /v1/file-upload`) and not started: 404 otherwise unknown, 409 once started. Uploads neither completed nor aborted within 24 h are aborted.
         */
        post: operations["createMultipartUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/file-upload/multipart/{upload_id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a multipart upload
         * @description Joins the listed parts, in order, into the session file `key` (as a presigned POST would have stored it) and removes the parts. List the parts in ascending `part_number` order with the ETags their PUTs answered; every part but the last must be at least 5 MiB. 400 `InvalidPartOrder`, `InvalidPart` (not uploaded, or another ETag) or `EntityTooSmall` otherwise. 404 for an upload you do not have, 409 once the session has started.
         */
        post: operations["completeMultipartUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/file-upload/multipart/{upload_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Abort a multipart upload
         * @description Removes the upload and every part uploaded so far; its part URLs answer 404 from then on.
         */
        delete: operations["abortMultipartUpload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification/v1/connect/webhook/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's subscriptions (never their signing keys) */
        get: operations["listWebhookSubscriptions"];
        put?: never;
        /**
         * Subscribe an endpoint to session events
         * @description Events: `v2rx.completed` (a session finished with results, `data.status: "completed"`, also when some templates failed: its status then answers 206 `partial`) and `v2rx.failed` (every template failed). Each notification is a POST of compact JSON `{event, data:{transaction_id, status, session_id}, timestamp}`, signed: without a `signing_key` the server generates one (`whsec_…`) and answers it once, as `signing_key` in this 201. Each carries the Standard Webhooks headers `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>` over `<id>.<timestamp>.<body>` and `Svc-Webhook-Signature: t=<unix s>,v1=<hex>` over `<t>.<body>`, both HMAC-SHA256. A 2xx within 10 s is success; otherwise it is retried for about 27.5 h (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, plus up to 20% jitter) with the same `webhook-id`; 410 Gone disables the subscription. Endpoints must be https on a public address (checked at registration and on every connection; redirects are not followed).
         */
        post: operations["createWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification/v1/connect/webhook/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a subscription and its delivery log */
        delete: operations["deleteWebhookSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification/v1/connect/webhook/subscriptions/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subscription's deliveries, newest first, with every attempt
         * @description For debugging a receiver: what was sent when, what it answered, and what is still pending.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a recording (deprecated: use a transcription session)
         * @deprecated
         * @description Deprecated since 2024-12-01T12:09:09Z (every answer carries `Deprecation` and `Link` headers). The audio in the part `file` becomes the session `txnid`, transcribed in English at once; read the result through `GET /voice-record/api/status/{txnid}` (FHIR, once the notes engine exists) or `GET /voice/api/v3/status/{txnid}`.
         */
        post: operations["uploadVoiceRecording"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abdm/na/v1/registration/aadhaar/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an ABHA enrolment: ABDM sends an OTP to the mobile the patient's Aadhaar holds
         * @description Takes `{"aadhaar_number": "<12 digits>"}`, best sent encrypted (`X-Encryption: JWE`, the answer is encrypted back). The number is checked (12 digits, Verhoeff check digit) before anything leaves the server, encrypted with ABDM's public key, and never logged or stored. Rate limited per client (`SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE`).
         */
        post: operations["abhaAadhaarInit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abdm/na/v1/registration/aadhaar/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the Aadhaar OTP: ABDM enrols the patient and answers the ABHA number and profile
         * @description When `mobile` is not the one Aadhaar holds, ABDM texts it an OTP and `skip_state` is `confirm_mobile_otp`; otherwise `abha_create` (choose an address), or `abha_end` for a patient who had an ABHA with an address. A wrong OTP is 400 and can be tried again until ABDM's limit (then 429).
         */
        post: operations["abhaAadhaarVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abdm/na/v1/registration/aadhaar/mobile/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the OTP sent to the patient's own mobile (when it is not Aadhaar's) */
        post: operations["abhaMobileVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abdm/na/v1/registration/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ABHA addresses ABDM offers the enrolled patient
         * @description After the OTPs (`skip_state: abha_create`). The vendor's name, date of birth query parameters are not needed: ABDM suggests from the enrolment.
         */
        get: operations["abhaSuggestAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abdm/na/v1/registration/aadhaar/create-phr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the chosen ABHA address and complete the enrolment */
        post: operations["abhaCreateAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * MessageError
         * @description Error body of the transcription, upload and other bearer-authenticated endpoints.
         */
        MessageError: {
            message: string;
        };
        /**
         * CodeError
         * @description Error body of login and refresh.
         */
        CodeError: {
            /** @description Repeats the HTTP status. */
            code: number;
            error: string;
        };
        /** TokenPair */
        TokenPair: {
            /** @description JWT (ES256), sent as `Authorization: Bearer …`. */
            access_token: string;
            /** @description Seconds until the access token expires. */
            expires_in: number;
            /** @description The client's configured redirect URL, or an empty string. */
            redirect_url: string;
            /** @description Opaque, single use. */
            refresh_token: string;
            /** @description Seconds until the refresh token expires. */
            refresh_token_expires_in: number;
        };
        /** TranscriptionText */
        TranscriptionText: {
            text: string;
        };
        /**
         * EncryptedEnvelope
         * @description JWE JSON serialization (RFC 7516), `alg: dir`, `enc: A128CBC-HS256`: sent with `X-Encryption: JWE` instead of the plain body.
         */
        EncryptedEnvelope: {
            /** @description The JSON header `{"alg":"dir","enc":"A128CBC-HS256"}` (it may hold the `kid` too); its ASCII is the AAD, base64url without padding. */
            protected: string;
            /** @description 16 random bytes, fresh for every request, base64url without padding. */
            iv: string;
            /** @description AES-128-CBC (PKCS#7 padding) of the JSON body the endpoint takes, base64url without padding. */
            ciphertext: string;
            /** @description The 16-byte HMAC-SHA-256 authentication tag, base64url without padding. */
            tag: string;
            /** @description Names the shared key; required here unless the protected header carries it. */
            kid?: string;
        };
        /**
         * EncryptedResponse
         * @description Any response to an encrypted request, with the same status and `X-Encryption: JWE`.
         */
        EncryptedResponse: {
            /** @description The encrypted JSON response, base64url without padding. */
            ciphertext: string;
            /** @description 16 random bytes, fresh for every response, base64url without padding. */
            iv: string;
            /** @description The 16-byte HMAC-SHA-256 authentication tag, over an empty AAD, base64url without padding. */
            tag: string;
        };
        /** Document */
        Document: {
            /** @description Server-assigned identifier (UUID). */
            id: string;
            /**
             * @description What the document is.
             * @enum {string}
             */
            document_type: "lab_report" | "prescription" | "discharge_summary" | "imaging_report" | "other";
            /** Format: date */
            document_date: string | null;
            title: string | null;
            patient_reference: string | null;
            /**
             * @description Detected from the bytes.
             * @enum {string}
             */
            content_type: "application/pdf" | "image/jpeg" | "image/png";
            /** @description Size of the file in bytes. */
            size_bytes: number;
            /** @description SHA-256 of the file, lowercase hex. */
            sha256: string;
            /** Format: date-time */
            created_at: string;
        };
        /** UploadUrl */
        UploadUrl: {
            uploadData: {
                /** @description Where to POST each file, as `multipart/form-data`: every field, then the part `file` last. */
                url: string;
                /** @description A signed upload policy in the style of an S3 presigned POST: `key` (`<folderPath>${filename}`), `policy` (base64 JSON: expiry, key prefix, size range 1 B–100 MiB), `x-scribe-algorithm` and `x-scribe-signature`. On an S3 bucket, S3's own presigned POST (`key`, `policy`, `bucket` and the `X-Amz-*` fields), with the same key prefix and size range. */
                fields: {
                    [key: string]: string;
                };
            };
            /** @description `<client>/<txn_id>/<YYYYMMDD_HHMMSS>/`: every key of the session starts with it. */
            folderPath: string;
            txn_id: string;
        };
        /**
         * StatusError
         * @description Error body of session init and delete.
         */
        StatusError: {
            /** @enum {string} */
            status: "error";
            message: string;
            details?: {
                field: string;
                message: string;
            }[];
        };
        /**
         * CodeMsgError
         * @description Error body of the session status.
         */
        CodeMsgError: {
            error: {
                code: string;
                msg: string;
            };
        };
        /** SessionStatus */
        SessionStatus: {
            /** @enum {string} */
            status: "in-progress" | "completed" | "partial";
            data: {
                output: {
                    /** @description The three templates of PROTOCOL §5, and `soap` (the MedScribeAlliance protocol's name), an addition of this service; or a note template's id. */
                    template_id: "transcript_template" | "clinical_notes_template" | "svc_emr_template" | "soap" | string;
                    /** @description Standard base64 (padded) of the UTF-8 JSON document; empty when the template failed. For `soap`: `{subjective, objective, assessment, plan, sections: [{key, title, sentences: [{text, evidence: [segment ids], style?, part?}]}], warnings, markdown}`. For a note template: `{template: {id, version, name}, sections: [{heading, sources, style, lines: [{text, evidence, style?}]}], warnings, markdown}`. */
                    value: string;
                    /** @enum {string} */
                    type: "json";
                    /** @description The template's display name. */
                    name: string;
                    /** @enum {string} */
                    status: "success" | "partial_success" | "failure";
                    errors: {
                        code: string;
                        msg: string;
                    }[];
                    warnings: {
                        code: string;
                        msg: string;
                    }[];
                    lang: string;
                }[];
                additional_data: {
                    [key: string]: unknown;
                };
            };
        };
        /**
         * WebhookError
         * @description Error body of the webhook subscription endpoints.
         */
        WebhookError: {
            error: {
                message: string;
                /** @enum {string} */
                code: "INVALID_REQUEST" | "NOT_FOUND" | "SERVER_ERROR";
            };
        };
        /**
         * WebhookNotification
         * @description The body of a webhook notification (PROTOCOL §6): compact JSON, signed.
         */
        WebhookNotification: {
            /** @enum {string} */
            event: "v2rx.completed" | "v2rx.failed";
            data: {
                transaction_id: string;
                /**
                 * @description `completed` also when some templates failed (the status then answers 206 `partial`); `failed` when every one did.
                 * @enum {string}
                 */
                status: "completed" | "failed";
                /** @description Equals `transaction_id`: the id to ask the status about. */
                session_id: string;
            };
            /**
             * Format: date-time
             * @description When the session finished, ISO 8601 UTC.
             */
            timestamp: string;
        };
        /**
         * OpenAiError
         * @description Error body of `/v1/audio/transcriptions`, in OpenAI's shape.
         */
        OpenAiError: {
            error: {
                message: string;
                /** @description `invalid_request_error` (4xx) or `server_error` (5xx). */
                type: string;
                /** @description The form field at fault, if one is. */
                param: string | null;
                /** @description e.g. `invalid_api_key`, `language_not_installed`, `speech_backend_failed`, `speech_backend_timeout`. */
                code: string | null;
            };
        };
        /**
         * PrometheusExposition
         * @description The metrics in the Prometheus text exposition format 0.0.4 (`# HELP`, `# TYPE`, then one sample a line), as a Prometheus server scrapes it.
         */
        PrometheusExposition: string;
        /**
         * AbhaProfile
         * @description The ABHA profile, as far as the step knows it. The profile is returned, never stored (only the ABHA number and address are kept).
         */
        AbhaProfile: {
            /** @description The ABHA address, once it exists (`name@sbx`, `name@abdm`). */
            abha_address?: string;
            /** @description The 14-digit ABHA number, `NN-NNNN-NNNN-NNNN`. */
            abha_number?: string;
            /** @description As Aadhaar holds it. */
            first_name?: string;
            /** @description As Aadhaar holds it. */
            middle_name?: string;
            /** @description As Aadhaar holds it. */
            last_name?: string;
            /** @description `M`, `F` or `O`. */
            gender?: string;
            /** @description As Aadhaar holds it. */
            year_of_birth?: number;
            /** @description As Aadhaar holds it. */
            month_of_birth?: number;
            /** @description As Aadhaar holds it. */
            day_of_birth?: number;
            /** @description The mobile linked to the ABHA, once verified. */
            mobile?: string;
            /** @description As Aadhaar holds it. */
            address?: string;
            /** @description As Aadhaar holds it. */
            pincode?: string;
            /** @description Enrolled by Aadhaar OTP: true. */
            kyc_verified?: boolean;
        };
        /**
         * AbhaInitResponse
         * @description The Aadhaar OTP was sent to the mobile Aadhaar holds.
         */
        AbhaInitResponse: {
            /** @description Names the enrolment in the next calls; it lasts 30 minutes. */
            txn_id: string;
            /** @description ABDM's words on where the OTP went (`OTP sent to Aadhaar registered mobile number ending with ******1234`). */
            hint?: string;
        };
        /**
         * AbhaEnrolmentStep
         * @description Where the enrolment stands after the step.
         */
        AbhaEnrolmentStep: {
            txn_id: string;
            /**
             * @description `confirm_mobile_otp`: an OTP went to the mobile given, verify it with `aadhaar/mobile/verify`; `abha_create`: choose an ABHA address (`suggest`, then `aadhaar/create-phr`); `abha_end`: the enrolment is complete.
             * @enum {string}
             */
            skip_state: "confirm_mobile_otp" | "abha_create" | "abha_end";
            /** @description ABDM's words on the step (where an OTP went). */
            hint?: string;
            profile?: components["schemas"]["AbhaProfile"];
        };
        /**
         * AbhaAddressSuggestions
         * @description Suggested ABHA addresses.
         */
        AbhaAddressSuggestions: {
            /** @description ABHA addresses (without the `@` suffix) ABDM offers the enrolled person. */
            suggestions: string[];
        };
        /**
         * MsaDiscoveryDocument
         * @description The MedScribeAlliance v0.1 discovery document of this server.
         */
        MsaDiscoveryDocument: {
            /** @enum {string} */
            protocol: "medscribealliance";
            protocol_version: string;
            supported_versions: string[];
            service: {
                name: string;
                /**
                 * Format: uri
                 * @description The interactive API page of this server.
                 */
                documentation_url: string;
            };
            endpoints: {
                /**
                 * Format: uri
                 * @description The protocol's API root: `/templates` and `/sessions` hang below it.
                 */
                base_url: string;
                /**
                 * Format: uri
                 * @description `POST`, `GET`, `DELETE /{webhook_id}`: the webhooks of session events (10-webhooks.md).
                 */
                webhooks_url: string;
                /**
                 * Format: uri
                 * @description `GET`: the templates a session may ask for.
                 */
                templates_url: string;
            };
            authentication: {
                /** @description Empty: neither of the protocol's methods; tokens come from `bearer`. */
                supported_methods: ("api_key" | "oidc")[];
                bearer: {
                    /**
                     * Format: uri
                     * @description `POST {"client_id","client_secret"}` as JSON (and `"api_key"` when the operator sets SCRIBE_LOGIN_API_KEY).
                     */
                    token_endpoint: string;
                    /** @description A URL template: `POST {"refresh_token"}` there, with the client id in place of `{client_id}`. */
                    refresh_endpoint: string;
                    description: string;
                };
            };
            capabilities: {
                audio_formats: string[];
                max_chunk_duration_seconds: number;
                upload_methods: ("chunked" | "single" | "stream")[];
                webhook_delivery: boolean;
                client_sdk_delivery: boolean;
            };
            models: {
                /**
                 * @description The id a session names in `model`.
                 * @enum {string}
                 */
                id: "pro" | "lite";
                display_name: string;
                /** @description An extension: what recognises each language. */
                description: string;
                /** @description ISO 639-1 codes some backend of this server serves now. */
                languages: string[];
                /** @description A session not ended within this time expires. */
                max_session_duration_seconds: number;
                /** @enum {string} */
                response_speed: "fast" | "standard" | "thorough";
                features: {
                    realtime_transcription: boolean;
                    /** @description Two speakers told apart in consultation mode, by the local model only. */
                    speaker_diarization: boolean;
                    custom_templates: boolean;
                };
            }[];
            languages: {
                /** @description ISO 639-1 codes some backend of this server serves now. */
                supported: string[];
                auto_detection: boolean;
            };
        };
        /**
         * MsaTemplateList
         * @description The templates of MedScribeAlliance sessions on this server, for the client asking.
         */
        MsaTemplateList: {
            templates: {
                /** @description The id a session asks for in `templates`. */
                id: string;
                name: string;
                /** @description What the template holds. */
                description: string;
                /** @description An extension: false for a template listed but not produced yet, which a session gets `template_not_found` for. */
                available: boolean;
                /**
                 * @description An extension: one of this server's own documents (`catalogue`), a note template built in (`built_in`: a specialty's) or one of the client's own (`clinic`, 08-templates.md §8.6's custom templates, made with `POST {base}/templates`).
                 * @enum {string}
                 */
                kind: "catalogue" | "built_in" | "clinic";
                /** @description A note template's current version: a session uses the version current when it starts. */
                version?: number;
            }[];
        };
        /**
         * NoteTemplateDefinition
         * @description A note template: its sections in order.
         */
        NoteTemplateDefinition: {
            /** @description Lower-case letters, digits and `_`, starting with a letter: `ortho_opd`. */
            id: string;
            name: string;
            description: string;
            sections: {
                /** @description As written in the note: "Chief complaint", "ON EXAMINATION". */
                heading: string;
                /** @description What the section is written from, in this order: `chief_complaint` (Why the patient came, as the SOAP note states it.); `history_of_present_illness` (The history of the presenting complaint, as the SOAP note's narrative tells it.); `review_of_systems` (Symptoms asked about, by body system, reported and denied.); `past_medical_history` (Past conditions and findings of the patient, or "No past medical history" when said.); `current_medications` (What the patient already takes.); `allergies` (Allergies, or "No known allergies" when said.); `family_history` (Relatives' conditions, and those denied.); `social_history` (Smoking, alcohol, occupation, living situation …); `vitals` (The latest reading of each vital sign.); `examination` (Examination findings, by body system.); `results` (Results of tests reviewed in the visit, one line per test.); `assessment` (The current diagnoses.); `plan` (The SOAP note's plan: treatment, tests, advice and follow-up.); `assessment_and_plan` (The SOAP note's assessment and plan, problem by problem.); `medications` (Medicines prescribed, changed or stopped in the visit.); `investigations_advised` (Tests ordered.); `procedures` (Procedures done or advised.); `advice` (The doctor's advice and instructions.); `follow_up` (When to come back.) */
                sources: ("chief_complaint" | "history_of_present_illness" | "review_of_systems" | "past_medical_history" | "current_medications" | "allergies" | "family_history" | "social_history" | "vitals" | "examination" | "results" | "assessment" | "plan" | "assessment_and_plan" | "medications" | "investigations_advised" | "procedures" | "advice" | "follow_up")[];
                /** @description `prose`: sentences run on as a paragraph; `bullets` (the default): one line each. */
                style?: "prose" | "bullets";
                /** @description Hidden when empty: the section is left out when nothing was said for it; by default it is written with "None recorded." */
                optional?: boolean;
            }[];
        };
        /**
         * MsaNoteTemplate
         * @description A note template (issue 33): its sections in order, each with its heading and sources.
         */
        MsaNoteTemplate: {
            /** @description Lower-case letters, digits and `_`, starting with a letter: `ortho_opd`. */
            id: string;
            name: string;
            description: string;
            sections: {
                /** @description As written in the note: "Chief complaint", "ON EXAMINATION". */
                heading: string;
                /** @description What the section is written from, in this order: `chief_complaint` (Why the patient came, as the SOAP note states it.); `history_of_present_illness` (The history of the presenting complaint, as the SOAP note's narrative tells it.); `review_of_systems` (Symptoms asked about, by body system, reported and denied.); `past_medical_history` (Past conditions and findings of the patient, or "No past medical history" when said.); `current_medications` (What the patient already takes.); `allergies` (Allergies, or "No known allergies" when said.); `family_history` (Relatives' conditions, and those denied.); `social_history` (Smoking, alcohol, occupation, living situation …); `vitals` (The latest reading of each vital sign.); `examination` (Examination findings, by body system.); `results` (Results of tests reviewed in the visit, one line per test.); `assessment` (The current diagnoses.); `plan` (The SOAP note's plan: treatment, tests, advice and follow-up.); `assessment_and_plan` (The SOAP note's assessment and plan, problem by problem.); `medications` (Medicines prescribed, changed or stopped in the visit.); `investigations_advised` (Tests ordered.); `procedures` (Procedures done or advised.); `advice` (The doctor's advice and instructions.); `follow_up` (When to come back.) */
                sources: ("chief_complaint" | "history_of_present_illness" | "review_of_systems" | "past_medical_history" | "current_medications" | "allergies" | "family_history" | "social_history" | "vitals" | "examination" | "results" | "assessment" | "plan" | "assessment_and_plan" | "medications" | "investigations_advised" | "procedures" | "advice" | "follow_up")[];
                /** @description `prose`: sentences run on as a paragraph; `bullets` (the default): one line each. */
                style?: "prose" | "bullets";
                /** @description Hidden when empty: the section is left out when nothing was said for it; by default it is written with "None recorded." */
                optional?: boolean;
            }[];
            /** @description 1 when created, one more at each update. */
            version: number;
            /** @description A built-in specialty template, the same for every client: it cannot be changed or deleted. */
            built_in: boolean;
            /**
             * Format: date-time
             * @description When this version was written; null for a built-in one.
             */
            created_at: string | null;
        };
        /**
         * MsaError
         * @description A MedScribeAlliance error (11-errors.md).
         */
        MsaError: {
            error: {
                /** @description Machine-readable: `authentication_failed`, `forbidden`, `not_found`, `unsupported_version` … */
                code: string;
                message: string;
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        /**
         * MsaCreateSessionRequest
         * @description A new MedScribeAlliance session.
         */
        MsaCreateSessionRequest: {
            /** @description Template ids from `GET {base}/templates`. An unknown or unavailable one: 400 `template_not_found`. */
            templates: string[];
            /**
             * @description Absent: `lite`. The same engine serves both (see discovery).
             * @enum {string}
             */
            model?: "pro" | "lite";
            /** @description ISO 639-1 codes of the speech, the first recognised. Absent: `en`. One no backend serves: 422 `language_unsupported`. */
            language_hint?: string | string[];
            /** @description The transcript is in the language spoken: only that language is accepted. */
            transcript_language?: string | string[];
            /**
             * @description Absent: `chunked`. `stream` is not offered: 400.
             * @enum {string}
             */
            upload_type?: "chunked" | "single" | "stream";
            /**
             * @description Only `http` is offered: anything else is 400.
             * @enum {string}
             */
            communication_protocol?: "websocket" | "http" | "rpc";
            /** @description Returned unchanged in every answer; never read. At most 64 levels of nested objects and arrays (400 beyond), within the body limit of 1 MiB (413 beyond). */
            additional_data?: {
                [key: string]: unknown;
            };
            /** @description An extension (issue 33), PHI redaction: the notes are made from the transcript with its identifiers (names, phone, Aadhaar, ABHA, PAN, record numbers, e-mail, addresses, PIN/ZIP codes, dates of birth) replaced by typed tags such as `[NAME]`, so none reaches the notes engine or an operator's language model, and the redacted transcript is kept beside the original. The session answers the original to its owner, and the redacted one with `?redacted=true`. */
            redact?: boolean;
        };
        /**
         * MsaCreatedSession
         * @description A MedScribeAlliance session, created (06-sessions.md §6.2).
         */
        MsaCreatedSession: {
            /** @description `ses_` and 24 letters or digits. */
            session_id: string;
            /** @enum {string} */
            status: "created";
            /**
             * Format: date-time
             * @description When it was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description A session not ended by then expires.
             */
            expires_at: string;
            /**
             * Format: uri
             * @description POST each audio file here, with the same bearer token.
             */
            upload_url: string;
            templates: string[];
            /** @enum {string} */
            model: "pro" | "lite";
            /** @enum {string} */
            upload_type: "chunked" | "single";
            /** @description The `additional_data` of the creation, unchanged. */
            additional_data: {
                [key: string]: unknown;
            };
        };
        /**
         * MsaAudioReceived
         * @description An audio file of a session, received (07-audio-ingestion.md).
         */
        MsaAudioReceived: {
            /** @description `ses_` and 24 letters or digits. */
            session_id: string;
            /** @description The name the file is kept under. */
            file: string;
            audio_files_received: number;
            /** @description The names of the audio files received, in the order they arrived. */
            audio_files: string[];
        };
        /**
         * MsaEndSessionRequest
         * @description The end of a session (06-sessions.md §6.4).
         */
        MsaEndSessionRequest: {
            /** @description How many files the client sent; another count than received makes the session partial. */
            audio_files_sent: number;
        };
        /**
         * MsaEndedSession
         * @description A session ended, its processing started (06-sessions.md §6.4).
         */
        MsaEndedSession: {
            /** @description `ses_` and 24 letters or digits. */
            session_id: string;
            /** @enum {string} */
            status: "processing";
            message: string;
            audio_files_received: number;
            /** @description The names of the audio files received, in the order they arrived. */
            audio_files: string[];
        };
        /**
         * MsaSessionInProgress
         * @description A session taking audio or being processed (06-sessions.md §6.3).
         */
        MsaSessionInProgress: {
            /** @description `ses_` and 24 letters or digits. */
            session_id: string;
            /**
             * @description `created`: no audio yet; `initialized`: taking audio (§6.1's recording); `processing`: ended.
             * @enum {string}
             */
            status: "created" | "initialized" | "processing";
            /**
             * Format: date-time
             * @description When it was created.
             */
            created_at: string;
            audio_files_received: number;
            /** @description The names of the audio files received, in the order they arrived. */
            audio_files: string[];
            /** @description The `additional_data` of the creation, unchanged. */
            additional_data: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description A session not ended by then expires.
             */
            expires_at: string;
            /** @description Empty: the transcript comes with the templates. */
            transcript: string;
        };
        /**
         * MsaSessionFinished
         * @description A session completed, or failed with nothing made (06-sessions.md §6.3, 09-extraction.md §9.7).
         */
        MsaSessionFinished: {
            /** @description `ses_` and 24 letters or digits. */
            session_id: string;
            /** @enum {string} */
            status: "completed" | "failed";
            /**
             * Format: date-time
             * @description When it was created.
             */
            created_at: string;
            audio_files_received: number;
            /** @description The names of the audio files received, in the order they arrived. */
            audio_files: string[];
            /** @description The `additional_data` of the creation, unchanged. */
            additional_data: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description When processing ended.
             */
            completed_at?: string;
            /** @enum {string} */
            model_used: "pro" | "lite";
            /** @description The language recognised: the one asked for (no detection). */
            language_detected: string;
            /** @description Each asked template's result, by its id. */
            templates: {
                [key: string]: {
                    /** @enum {string} */
                    status: "success" | "failed" | "processing";
                    /** @description The template's document: an object, or a list for `medications`. */
                    data?: unknown;
                    error?: {
                        /** @description `extraction_failed`, `language_not_supported`, `audio_unreadable` … */
                        code: string;
                        message: string;
                    };
                };
            };
            /** @description `Doctor: …` / `Patient: …` lines in a consultation whose voices were told apart; plain text otherwise. */
            transcript?: string;
            /** @description Failed: why (09-extraction.md §9.7). */
            error?: {
                /** @enum {string} */
                code: "processing_failed";
                message: string;
            };
        };
        /**
         * MsaSessionPartial
         * @description A session finished with some results (06-sessions.md §6.3).
         */
        MsaSessionPartial: {
            /** @description `ses_` and 24 letters or digits. */
            session_id: string;
            /** @enum {string} */
            status: "partial";
            /**
             * Format: date-time
             * @description When it was created.
             */
            created_at: string;
            audio_files_received: number;
            /** @description The names of the audio files received, in the order they arrived. */
            audio_files: string[];
            /** @description The `additional_data` of the creation, unchanged. */
            additional_data: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description When processing ended.
             */
            completed_at?: string;
            /** @enum {string} */
            model_used: "pro" | "lite";
            /** @description The language recognised: the one asked for (no detection). */
            language_detected: string;
            /** @description Each asked template's result, by its id. */
            templates: {
                [key: string]: {
                    /** @enum {string} */
                    status: "success" | "failed" | "processing";
                    /** @description The template's document: an object, or a list for `medications`. */
                    data?: unknown;
                    error?: {
                        /** @description `extraction_failed`, `language_not_supported`, `audio_unreadable` … */
                        code: string;
                        message: string;
                    };
                };
            };
            /** @description `Doctor: …` / `Patient: …` lines in a consultation whose voices were told apart; plain text otherwise. */
            transcript?: string;
            audio_files_processed: number;
            /** @description `audio_unreadable`, `file_missing`, `audio_files_missing` (fewer files than `audio_files_sent`), a template's failure … */
            processing_errors: {
                type: string;
                message: string;
            }[];
        };
        /**
         * MsaSessionExpired
         * @description A session not ended in time (06-sessions.md §6.5).
         */
        MsaSessionExpired: {
            /** @description `ses_` and 24 letters or digits. */
            session_id: string;
            /** @enum {string} */
            status: "expired";
            /**
             * Format: date-time
             * @description When it was created.
             */
            created_at: string;
            audio_files_received: number;
            /** @description The names of the audio files received, in the order they arrived. */
            audio_files: string[];
            /** @description The `additional_data` of the creation, unchanged. */
            additional_data: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description When it expired.
             */
            expired_at: string;
            message: string;
            /** @description Empty: a session expires only before it was ended. */
            templates: Record<string, never>;
            /** @enum {object|null} */
            transcript: never | null;
        };
        /**
         * MsaWebhookRegistration
         * @description A MedScribeAlliance webhook registration (10-webhooks.md §10.2).
         */
        MsaWebhookRegistration: {
            /** @description The endpoint notifications are POSTed to: https on a public address (checked at registration and on every connection). */
            url: string;
            /** @description The events to receive. */
            events: ("session.started" | "session.ended" | "session.completed" | "session.partial" | "session.failed" | "session.expired")[];
            /** @description Signs every notification (without one they are sent unsigned). `whsec_` and base64 (the Standard Webhooks form), or any other text. */
            secret?: string;
        };
        /**
         * MsaWebhook
         * @description A MedScribeAlliance webhook (10-webhooks.md §10.2, §10.3); its secret is never shown.
         */
        MsaWebhook: {
            /** @description `wh_` and 24 hex digits. */
            webhook_id: string;
            /** @description As registered (normalised). */
            url: string;
            events: ("session.started" | "session.ended" | "session.completed" | "session.partial" | "session.failed" | "session.expired")[];
            /**
             * @description `disabled` once the endpoint answered 410 Gone: nothing more is sent to it.
             * @enum {string}
             */
            status: "active" | "disabled";
            /** Format: date-time */
            created_at: string;
        };
        /**
         * MsaWebhookList
         * @description The caller's MedScribeAlliance webhooks (10-webhooks.md §10.3).
         */
        MsaWebhookList: {
            /** @description Yours only, oldest first. */
            webhooks: components["schemas"]["MsaWebhook"][];
        };
        /**
         * MsaWebhookPayload
         * @description A MedScribeAlliance webhook notification: no clinical data (10-webhooks.md §10.5).
         */
        MsaWebhookPayload: {
            /** @enum {string} */
            event: "session.started" | "session.ended" | "session.completed" | "session.partial" | "session.failed" | "session.expired";
            /**
             * Format: date-time
             * @description When the event happened.
             */
            timestamp: string;
            /** @description GET `{base}/sessions/{session_id}` for the data. */
            session_id: string;
        };
        /**
         * UserAccount
         * @description A clinician account of the web app, as `scribe users create` made it.
         */
        UserAccount: {
            /** @description The user's id: the access token's subject. */
            id: string;
            email: string;
            /** @description The client the user works under (the tenant): its sessions, scopes and keys. */
            client_id: string;
        };
        /**
         * UserTokens
         * @description A signed-in user's access token. The refresh token is not in the body: it is set as the HttpOnly `scribe_refresh` cookie.
         */
        UserTokens: {
            /** @description JWT (ES256), sent as `Authorization: Bearer …`: subject the user, `client_id` the tenant, the client's scopes. */
            access_token: string;
            /** @description Seconds until the access token expires. */
            expires_in: number;
            user: components["schemas"]["UserAccount"];
        };
        /** StreamTicket */
        StreamTicket: {
            /** @description Pass as `?ticket=` on the upgrade; good for one stream. */
            ticket: string;
            /** @description Seconds the ticket stays valid. */
            expires_in: number;
        };
        /**
         * SessionProgress
         * @description How far a processing session has gone.
         */
        SessionProgress: {
            /** @description `transcribing` the audio, then `writing_note` from the transcript. */
            stage: "transcribing" | "writing_note";
            /** @description The share of the stage done: of `transcribing`, of the audio recognised. */
            fraction: number;
        };
        /** SessionSummary */
        SessionSummary: {
            txn_id: string;
            state: "created" | "queued" | "processing" | "completed" | "partial" | "failed" | "expired";
            /** @description dictation or consultation; null before the session started. */
            mode: string | null;
            languages: string[];
            /** @description `extra_data.visit_label` as given at creation (what the clinician calls the visit); null when none. */
            visit_label: string | null;
            /** @description `extra_data.patient_ref` as given at creation (the clinic's reference for the patient); null when none. */
            patient_ref: string | null;
            /** @description A finished session's chief complaints as its clinical notes list them (at most three); null before, or when none was said. */
            chief_complaint: string | null;
            /** @description While `processing`: its stage and how far it has gone; null otherwise. */
            progress: components["schemas"]["SessionProgress"] | (never | null);
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            finished_at: string | null;
        };
        /** SessionHistory */
        SessionHistory: {
            /** @description Newest first. */
            sessions: components["schemas"]["SessionSummary"][];
        };
        /** SignedNoteBody */
        SignedNoteBody: {
            /** @description The documents as the clinician corrected them (the web app's clinical notes, SOAP note and prescription): stored as sent. At most 64 levels of nested objects and arrays (400 beyond), within the body limit of 1 MiB (413 beyond). */
            content: {
                [key: string]: unknown;
            };
        };
        /**
         * SignedNote
         * @description A signed version of a session's documents: what was signed, by whom and when. Never changed once written.
         */
        SignedNote: {
            id: string;
            txn_id: string;
            signed_by: {
                id: string;
                /** @description Empty when the account no longer exists. */
                email: string;
            };
            /** Format: date-time */
            signed_at: string;
            content: {
                [key: string]: unknown;
            };
        };
        /** SignedNoteList */
        SignedNoteList: {
            /** @description Newest first. */
            signed_notes: components["schemas"]["SignedNote"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMetrics: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["PrometheusExposition"];
                };
            };
            /** @description An `X-Encryption: JWE` request whose envelope or key is unusable: `{"message":"Invalid encrypted payload"}`, in plaintext. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description No bearer token, or not `SCRIBE_METRICS_TOKEN`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description `SCRIBE_METRICS_TOKEN` is not set: the metrics are not served. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description An `X-Encryption: JWE` request whose envelope or key is unusable: `{"message":"Invalid encrypted payload"}`, in plaintext. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "ready" | "not_ready";
                        checks: {
                            /** @description `ok`, or the reason the database does not answer. */
                            store: string;
                            /** @description `ready`, `loading` or `failed`. */
                            speech: string;
                        };
                        /** @description Languages the loaded speech engine serves (none while it loads). */
                        languages: string[];
                        /** @description What serves each configured language (SCRIBE_ASR_BACKENDS), known before the engine has loaded. */
                        backends: {
                            code: string;
                            backend: "local" | "openai";
                            model: string;
                            /** @description A remote backend's circuit breaker: `open` while its requests fail fast (503) after repeated failures, `half_open` when the next request is a trial. It does not make this instance unready: the other languages are served. */
                            circuit?: "closed" | "open" | "half_open";
                        }[];
                    };
                };
            };
            /** @description An `X-Encryption: JWE` request whose envelope or key is unusable: `{"message":"Invalid encrypted payload"}`, in plaintext. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "ready" | "not_ready";
                        checks: {
                            /** @description `ok`, or the reason the database does not answer. */
                            store: string;
                            /** @description `ready`, `loading` or `failed`. */
                            speech: string;
                        };
                        /** @description Languages the loaded speech engine serves (none while it loads). */
                        languages: string[];
                        /** @description What serves each configured language (SCRIBE_ASR_BACKENDS), known before the engine has loaded. */
                        backends: {
                            code: string;
                            backend: "local" | "openai";
                            model: string;
                            /** @description A remote backend's circuit breaker: `open` while its requests fail fast (503) after repeated failures, `half_open` when the next request is a trial. It does not make this instance unready: the other languages are served. */
                            circuit?: "closed" | "open" | "half_open";
                        }[];
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                    client_secret: string;
                    /** @description Checked only when the operator configures SCRIBE_LOGIN_API_KEY. */
                    api_key?: string;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Malformed body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Bad credentials, or an invalid, expired, spent, revoked or other-client refresh token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Too many attempts; retry later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                    /** @description Accepted for compatibility and ignored. */
                    access_token?: string;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Malformed body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Bad credentials, or an invalid, expired, spent, revoked or other-client refresh token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Too many attempts; retry later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    refreshTokenLegacy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                    /** @description Accepted for compatibility and ignored. */
                    access_token?: string;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Malformed body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Bad credentials, or an invalid, expired, spent, revoked or other-client refresh token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Too many attempts; retry later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Public keys that verify access tokens (RFC 7517). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description An `X-Encryption: JWE` request whose envelope or key is unusable: `{"message":"Invalid encrypted payload"}`, in plaintext. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    loginUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTokens"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Malformed body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Wrong e-mail or password, a disabled account; or a missing, expired, spent or revoked refresh cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Too many attempts; retry later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    refreshUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A signed-in user's access token. The refresh token is not in the body: it is set as the HttpOnly `scribe_refresh` cookie. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTokens"];
                };
            };
            /** @description A request with a body: the route takes none. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description Wrong e-mail or password, a disabled account; or a missing, expired, spent or revoked refresh cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description Sent by a page of another site (see the description). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description Too many attempts; retry later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
        };
    };
    logoutUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when there was nothing to sign out of). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A request with a body: the route takes none. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description Sent by a page of another site (see the description). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
        };
    };
    getMedscribeDiscovery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The MedScribeAlliance v0.1 discovery document of this server. */
            200: {
                headers: {
                    /** @description Always `max-age=3600`. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaDiscoveryDocument"];
                };
            };
            /** @description An `X-Encryption: JWE` request whose envelope or key is unusable: `{"message":"Invalid encrypted payload"}`, in plaintext. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
        };
    };
    listMedscribeTemplates: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates of MedScribeAlliance sessions on this server, for the client asking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaTemplateList"];
                };
            };
            /** @description `unsupported_version`: an `MSA-Version` this server does not speak. (An unusable `X-Encryption: JWE` envelope is answered `{"message":"Invalid encrypted payload"}`, as on every route.) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `forbidden`: the token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
        };
    };
    createMedscribeNoteTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoteTemplateDefinition"] | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description A note template (issue 33): its sections in order, each with its heading and sources. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaNoteTemplate"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `invalid_request` (the field at fault named in `message`), `invalid_template` (`details.fields`), `unsupported_version`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `forbidden`: the token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `template_exists`: the id is a catalogue template's, a built-in one's, or one of yours. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    getMedscribeNoteTemplate: {
        parameters: {
            query?: {
                /** @description That version (a session records the one it used); default the latest. */
                version?: string;
            };
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description A note template's id. */
                template_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A note template (issue 33): its sections in order, each with its heading and sources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaNoteTemplate"];
                };
            };
            /** @description `unsupported_version`: an `MSA-Version` this server does not speak. (An unusable `X-Encryption: JWE` envelope is answered `{"message":"Invalid encrypted payload"}`, as on every route.) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `forbidden`: the token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `template_not_found`: neither a built-in note template nor one of yours has this id (or this version). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
        };
    };
    updateMedscribeNoteTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description A note template's id. */
                template_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoteTemplateDefinition"] | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description A note template (issue 33): its sections in order, each with its heading and sources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaNoteTemplate"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `invalid_request` (the field at fault named in `message`), `invalid_template` (`details.fields`), `unsupported_version`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `forbidden`: the token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `template_not_found`: neither a built-in note template nor one of yours has this id (or this version). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `template_built_in`: a built-in template cannot be changed or deleted. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    deleteMedscribeNoteTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description A note template's id. */
                template_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unsupported_version`: an `MSA-Version` this server does not speak. (An unusable `X-Encryption: JWE` envelope is answered `{"message":"Invalid encrypted payload"}`, as on every route.) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `forbidden`: the token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `template_not_found`: neither a built-in note template nor one of yours has this id (or this version). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `template_built_in`: a built-in template cannot be changed or deleted. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
        };
    };
    createMedscribeSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MsaCreateSessionRequest"] | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description A MedScribeAlliance session, created (06-sessions.md §6.2). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaCreatedSession"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `template_not_found`, `invalid_request` (an invalid body, `upload_type: stream`, a transport other than http), `unsupported_version`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `forbidden`: the token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `language_unsupported`: no backend serves the language hinted, or a transcript language other than it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    uploadMedscribeAudio: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The `session_id` of the creation. */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description An audio file of a session, received (07-audio-ingestion.md). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaAudioReceived"];
                };
            };
            /** @description `invalid_request`: no file or file name, a chunk name without its sequence number, with one taken or longer than 255 bytes (UTF-8), a second file of a single upload, an empty file, a session already ended. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `forbidden`: the token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `session_not_found`: no session of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `session_expired`: the session was not ended in time. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description The file is larger than a session file may be. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
        };
    };
    endMedscribeSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The `session_id` of the creation. */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MsaEndSessionRequest"] | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description A session ended, its processing started (06-sessions.md §6.4). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaEndedSession"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `invalid_request`: an invalid body, no audio received, or a session ended already. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `forbidden`: the token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `session_not_found`: no session of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `session_expired`: the session was not ended in time. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    getMedscribeSession: {
        parameters: {
            query?: {
                /** @description Comma-separated template ids to answer a finished session with (an extension). */
                templates?: string;
                /** @description Answer the templates and the transcript from the redacted transcript (identifiers replaced by typed tags such as `[NAME]`). Only for a session started with `redact: true` (409 `not_redacted` otherwise). Default: the original, for its owner. */
                redacted?: "true" | "false";
            };
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The `session_id` of the creation. */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A session completed, or failed with nothing made (06-sessions.md §6.3, 09-extraction.md §9.7). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaSessionFinished"];
                };
            };
            /** @description A session taking audio or being processed (06-sessions.md §6.3). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaSessionInProgress"];
                };
            };
            /** @description A session finished with some results (06-sessions.md §6.3). */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaSessionPartial"];
                };
            };
            /** @description `template_not_found`: a template of `?templates=` that is not listed or not produced; `unsupported_version`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `forbidden`: the token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `session_not_found`: no session of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `not_redacted`: `?redacted=true` for a session not created with `redact: true`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description A session not ended in time (06-sessions.md §6.5). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaSessionExpired"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
        };
    };
    listMedscribeWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's MedScribeAlliance webhooks (10-webhooks.md §10.3). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaWebhookList"];
                };
            };
            /** @description `unsupported_version`: an `MSA-Version` this server does not speak. (An unusable `X-Encryption: JWE` envelope is answered `{"message":"Invalid encrypted payload"}`, as on every route.) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `forbidden`: The token lacks the `webhooks` scope. A user's token (the web app's) never has it: a subscription is the client's and receives the events of every session of the client, other users' included. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
        };
    };
    createMedscribeWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MsaWebhookRegistration"] | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description A MedScribeAlliance webhook (10-webhooks.md §10.2, §10.3); its secret is never shown. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaWebhook"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `invalid_request`: an invalid body, an unknown event, a url refused (not https, not public), a `whsec_` secret not followed by base64. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `forbidden`: The token lacks the `webhooks` scope. A user's token (the web app's) never has it: a subscription is the client's and receives the events of every session of the client, other users' included. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    deleteMedscribeWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the client speaks: `0.1`. Absent: `0.1`. */
                "MSA-Version"?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The `webhook_id` of the registration. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with its pending deliveries. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unsupported_version`: an `MSA-Version` this server does not speak. (An unusable `X-Encryption: JWE` envelope is answered `{"message":"Invalid encrypted payload"}`, as on every route.) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `authentication_failed`: a missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `forbidden`: The token lacks the `webhooks` scope. A user's token (the web app's) never has it: a subscription is the client's and receives the events of every session of the client, other users' included. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description `webhook_not_found`: no webhook of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
            /** @description A MedScribeAlliance error (11-errors.md). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsaError"];
                };
            };
        };
    };
    uploadToStorage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description `folderPath` + the file name (`${filename}` is replaced by the part's file name). */
                    key: string;
                    policy: string;
                    "x-scribe-algorithm": string;
                    "x-scribe-signature": string;
                    /**
                     * Format: binary
                     * @description Last. An audio file, or the manifest `<txn_id>.json`, which starts processing.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Stored. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed form, a key with control characters, empty file, or a manifest that is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Expired or forged policy, or a key outside the folder. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The session has already started. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The file passes the policy's size range. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description A manifest with unsupported values. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    uploadMultipartPart: {
        parameters: {
            query?: {
                /** @description Unix seconds, as signed. */
                expires?: string;
                /** @description Hex HMAC-SHA-256, as signed. */
                signature?: string;
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The `upload_id` initiate answered. */
                upload_id: string;
                /** @description 1–10000. */
                part_number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Stored. Keep the ETag for complete. */
            200: {
                headers: {
                    /** @description The quoted hex MD5 of the part, as S3 answers: `"<md5>"`. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed part number. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Forged or expired part URL. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Unknown upload: completed, aborted, or never initiated. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The session has already started. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The part passes the largest part size. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    transcribe: {
        parameters: {
            query?: {
                /** @description One of the interface's language codes; default en-IN. */
                language?: "en-IN" | "en-US" | "hi" | "ta" | "te" | "kn" | "ml" | "bn" | "gu" | "mr" | "pa";
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Extra terms to bias recognition towards; send before `file`. */
                    keyterms?: string;
                    /**
                     * Format: binary
                     * @description The audio, at most 5 MB.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranscriptionText"];
                };
            };
            /** @description No `file` part, an empty file, or an unknown language code. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the scope this endpoint needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The file is over 5 MB (5,242,880 bytes); decided while streaming. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The file is not decodable audio. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description No backend serves this language (`GET /voice/languages`); the message lists the ones served. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The remote speech backend serving this language failed (after its retries) or answered nonsense. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Too many recognitions waiting, the speech engine failed, or the remote backend serving this language keeps failing (its circuit is open); retry after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The remote speech backend serving this language did not answer in time. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    createStreamTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamTicket"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the scope this endpoint needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    streamTranscription: {
        parameters: {
            query?: {
                language?: "en-IN" | "en-US" | "hi" | "ta" | "te" | "kn" | "ml" | "bn" | "gu" | "mr" | "pa";
                encoding?: "pcm_s16le" | "webm" | "ogg";
                /** @description Of `pcm_s16le` audio, in Hz: 8000 to 48000; default 16000. */
                sample_rate?: string;
                /** @description Comma-separated extra terms to bias recognition towards. */
                keyterms?: string;
                /** @description A single-use ticket from `POST /voice/v1/stream/tickets`, for browsers, instead of the `Authorization` header. */
                ticket?: string;
                /** @description A session of yours not yet started: the audio becomes its file, and on `close` it starts, so the notes follow as with an upload. */
                txn_id?: string;
                /** @description With `txn_id`: comma-separated templates to produce, the catalogue's or note templates (built in or your own) by id; default transcript_template,clinical_notes_template. */
                templates?: string;
                /** @description With `txn_id`: default dictation. */
                mode?: "dictation" | "consultation";
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching Protocols: the WebSocket is open. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query value it does not take (a key given twice, too many or too long keyterms …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the scope this endpoint needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description A language no backend serves. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Not a WebSocket upgrade. */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The client holds as many streams as one client may (`SCRIBE_STREAM_MAX_PER_CLIENT`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description As many streams are open as the server takes (`SCRIBE_STREAM_MAX_CONCURRENT`); with `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    listLanguages: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every language of the interface, in its order. */
                        languages: {
                            /**
                             * @description A language code of the interface, as `/voice/get-asr` and sessions take it.
                             * @enum {string}
                             */
                            code: "en-IN" | "en-US" | "hi" | "ta" | "te" | "kn" | "ml" | "bn" | "gu" | "mr" | "pa";
                            /** @description A backend is configured for it; otherwise requests for it answer 422. */
                            served: boolean;
                            /** @description `local`: the model of this server (English only); `openai`: an OpenAI-compatible transcription API; null: none. */
                            backend: "local" | "openai" | (never | null);
                            /** @description The model that recognises it: `moonshine-base`, or the remote model configured. */
                            model?: string;
                        }[];
                    };
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the scope this endpoint needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    createTranscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The audio (wav, mp3, m4a, ogg/opus, webm/opus, flac), at most 25 MiB.
                     */
                    file: string;
                    /** @description Accepted and not honoured (`whisper-1` or any other name): the language decides the backend (`GET /voice/languages`). */
                    model?: string;
                    /** @description ISO 639-1 (`en`, `hi`, `ta` …; `en` is en-IN when served, else en-US) or a code of the interface (`en-IN`). Default `en-IN`: there is no language detection. */
                    language?: string;
                    /** @description Read as keyterms to bias recognition towards: comma- or newline-separated, up to 100 of up to 100 characters each (400 beyond). */
                    prompt?: string;
                    /**
                     * @default json
                     * @enum {string}
                     */
                    response_format?: "json" | "text" | "verbose_json" | "srt" | "vtt";
                    /** @description Accepted and ignored: decoding is deterministic. */
                    temperature?: number;
                    /** @description Only `segment`: there are no word timestamps (`word` answers 400). */
                    "timestamp_granularities[]"?: "segment"[];
                };
            };
        };
        responses: {
            /** @description By `response_format`: `json` `{text}`, `verbose_json` with segments, `text` as plain text, `srt` or `vtt` subtitles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        task: "transcribe";
                        /** @description The language recognised, in English, lower case (`english`, `hindi`), as Whisper names it. */
                        language: string;
                        /** @description Of the audio, in seconds. */
                        duration: number;
                        text: string;
                        segments: {
                            id: number;
                            /** @description The segment start in 10 ms frames. */
                            seek: number;
                            start: number;
                            end: number;
                            text: string;
                            /** @description Always empty. */
                            tokens: number[];
                            /** @description Always 0. */
                            temperature: number;
                            /** @description ln of the segment's confidence (the geometric mean of its tokens' probabilities). */
                            avg_logprob: number;
                            /** @description The text's length over its deflated length. */
                            compression_ratio: number;
                            /** @description Always 0: segments are only cut where speech was found. */
                            no_speech_prob: number;
                        }[];
                    } | {
                        text: string;
                    };
                    "text/plain": string;
                    "application/x-subrip": string;
                    "text/vtt": string;
                };
            };
            /** @description No `file` part, an empty file, not multipart, an unknown language, or a field value not supported (`response_format`, `timestamp_granularities[]`, `stream`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAiError"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token (the `apiKey` of an OpenAI client). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAiError"];
                };
            };
            /** @description The token lacks the `transcription` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAiError"];
                };
            };
            /** @description The file is over 25 MiB (26,214,400 bytes). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAiError"];
                };
            };
            /** @description The file is not decodable audio. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAiError"];
                };
            };
            /** @description No backend serves this language; the message lists the ones served. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAiError"];
                };
            };
            /** @description Error body of `/v1/audio/transcriptions`, in OpenAI's shape. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAiError"];
                };
            };
            /** @description The remote speech backend serving this language failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAiError"];
                };
            };
            /** @description Too many recognitions waiting, the engine failed, or the remote backend keeps failing; see `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAiError"];
                };
            };
            /** @description The remote speech backend serving this language did not answer in time. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAiError"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; default 20. */
                limit?: string;
                /** @description Documents to skip; default 0. */
                offset?: string;
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the caller's documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first. */
                        documents: components["schemas"]["Document"][];
                        /** @description The client's number of documents. */
                        total: number;
                        limit: number;
                        offset: number;
                    };
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the `records` scope. A user's token (the web app's) never has it: documents are the client's, not one user's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    uploadDocument: {
        parameters: {
            query?: {
                /** @description Report-processing task to run on the upload (such as PII redaction or SRP). Not supported by this server: any value is answered with 422 `{"message":"task not supported"}` and nothing is stored. */
                task?: string;
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The file bytes in standard base64 (`+/`, padding optional, no line breaks). */
                    file: string;
                    /**
                     * @description What the document is; `other` when not given.
                     * @default other
                     * @enum {string}
                     */
                    document_type?: "lab_report" | "prescription" | "discharge_summary" | "imaging_report" | "other";
                    /**
                     * Format: date
                     * @description Date of the document itself (not of the upload), `YYYY-MM-DD`.
                     */
                    document_date?: string;
                    /** @description A human-readable title. */
                    title?: string;
                    /** @description The client's own identifier of the patient, stored as given and returned as is; never logged. Do not send names. */
                    patient_reference?: string;
                } | components["schemas"]["EncryptedEnvelope"];
                "multipart/form-data": {
                    /**
                     * @description What the document is; `other` when not given.
                     * @default other
                     * @enum {string}
                     */
                    document_type?: "lab_report" | "prescription" | "discharge_summary" | "imaging_report" | "other";
                    /**
                     * Format: date
                     * @description Date of the document itself (not of the upload), `YYYY-MM-DD`.
                     */
                    document_date?: string;
                    /** @description A human-readable title. */
                    title?: string;
                    /** @description The client's own identifier of the patient, stored as given and returned as is; never logged. Do not send names. */
                    patient_reference?: string;
                    /**
                     * Format: binary
                     * @description The document: PDF, JPEG or PNG. Send the metadata fields before it.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored document; `Location` names it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description No `file`, an empty file, bad base64, or invalid metadata. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the `records` scope. A user's token (the web app's) never has it: documents are the client's, not one user's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The file is over the size limit (`SCRIBE_DOCS_MAX_BYTES`, default 25 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The file is not a PDF, JPEG or PNG (judged by its bytes), or the body is neither multipart nor JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `task` was given: report-processing tasks are not supported. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the `records` scope. A user's token (the web app's) never has it: documents are the client's, not one user's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description No such document among the caller's (another client's document is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the `records` scope. A user's token (the web app's) never has it: documents are the client's, not one user's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description No such document among the caller's (another client's document is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    downloadDocumentFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with the `Content-Type` detected at upload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the `records` scope. A user's token (the web app's) never has it: documents are the client's, not one user's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description No such document among the caller's (another client's document is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    getUploadUrl: {
        parameters: {
            query?: {
                /** @description Your id for the session: a letter or digit, then letters, digits, `.`, `_` or `-`, at most 100 characters; default: a new UUID. */
                txn_id?: string;
                /** @description The session action: `svc-scribe-v2` unless the operator accepts others (SCRIBE_SESSION_ACTIONS); 400 for any other. */
                action?: string;
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Invalid txn_id or action. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The session has already started, or the `txn_id` is already in use. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    initTransaction: {
        parameters: {
            query?: {
                /** @description The session action: `svc-scribe-v2` unless the operator accepts others (SCRIBE_SESSION_ACTIONS); 400 for any other. */
                action?: string;
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The transaction (session) id. */
                txn_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    /** @description `null` or absent: `dictation`. */
                    mode?: "dictation" | "consultation" | (never | null);
                    /** @description The first is the one recognised. */
                    input_language: ("en-IN" | "en-US" | "hi" | "ta" | "te" | "kn" | "ml" | "bn" | "gu" | "mr" | "pa")[];
                    output_format_template: ({
                        /** @description `transcript_template`, `clinical_notes_template`, `svc_emr_template` (PROTOCOL §5), or `soap`: the narrative note a clinician signs (CHIEF COMPLAINT, HISTORY OF PRESENT ILLNESS, REVIEW OF SYSTEMS, PHYSICAL EXAMINATION, RESULTS, ASSESSMENT AND PLAN), decoded as `{subjective, objective, assessment, plan, sections, warnings, markdown}`, every sentence with the transcript segment ids it rests on (`evidence`). Or a note template's id (a built-in one such as `general_opd`, or one of the client's own: `GET /medscribealliance/templates` lists them), decoded as `{template, sections, warnings, markdown}`; an id that is neither is refused (422). */
                        template_id: "transcript_template" | "clinical_notes_template" | "svc_emr_template" | "soap" | string;
                        /** @description Add ICD-10 / SNOMED CT / LOINC / RxNorm codes where known, to `clinical_notes_template`, `svc_emr_template` and the v1 FHIR document. No effect on `soap`, a narrative note that carries no codes. */
                        codification_needed?: boolean;
                    } & {
                        [key: string]: unknown;
                    })[];
                    /** @description `null` or absent: `pro`. */
                    model_type?: "pro" | "lite" | (never | null);
                    /** @description The files to transcribe, in order: bare names or `s3://<bucket>/<folderPath><name>`. Default: every uploaded file, in upload order. */
                    client_generated_files?: string[];
                    s3_url?: string;
                    batch_s3_url?: string;
                    transfer?: unknown;
                    /** @description Kept with the session and returned in its status. At most 64 levels of nested objects and arrays (400 beyond), within the body limit of 1 MiB (413 beyond). */
                    additional_data?: {
                        [key: string]: unknown;
                    };
                    speciality?: string;
                    Section?: string;
                    output_language?: string;
                    /** @description PHI redaction (issue 33): the notes are made from the transcript with its identifiers (names, phone, Aadhaar, ABHA, PAN, record numbers, e-mail, addresses, PIN/ZIP codes, dates of birth) replaced by typed tags such as `[NAME]`, so none reaches the notes engine or an operator's language model, and the redacted transcript is kept beside the original. The status answers the original to its owner, and the redacted transcript with `?redacted=true`. */
                    redact?: boolean;
                } & {
                    [key: string]: unknown;
                }) | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        message: string;
                        txn_id: string;
                        /** @description Batch id of this start. */
                        b_id: string;
                    } | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description No audio uploaded for this transaction, or an unknown action. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Transaction already initialized. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Invalid values; `details` names each. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    getTransactionStatus: {
        parameters: {
            query?: {
                /** @description The session action: `svc-scribe-v2` unless the operator accepts others (SCRIBE_SESSION_ACTIONS); 400 for any other. */
                action?: string;
                /** @description Answer the templates and the transcript from the redacted transcript (identifiers replaced by typed tags such as `[NAME]`). Only for a session started with `redact: true` (409 `not_redacted` otherwise). Default: the original, for its owner. */
                redacted?: "true" | "false";
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The transaction (session) id. */
                txn_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Completed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStatus"];
                };
            };
            /** @description Queued or processing: `output` is empty. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStatus"];
                };
            };
            /** @description Partial: some templates failed. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStatus"];
                };
            };
            /** @description `transaction_not_found`, `transaction_expired`, or `invalid_action`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeMsgError"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeMsgError"];
                };
            };
            /** @description The token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeMsgError"];
                };
            };
            /** @description `not_redacted`: `redacted=true` for a session not started with `redact: true`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeMsgError"];
                };
            };
            /** @description `output_not_available`: every template failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeMsgError"];
                };
            };
        };
    };
    getTransactionStatusV1: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The transaction (session) id. */
                txn_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "queued" | "inprogress" | "completed" | "partial_completed" | "error";
                        error: {
                            code: string;
                            message: string;
                        }[];
                        warning: {
                            code: string;
                            message: string;
                        }[];
                        data: {
                            output: {
                                /** @description Base64 of a FHIR R4 Bundle (JSON). */
                                fhir?: string;
                            };
                        };
                    };
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Unknown id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    deleteTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The transaction (session) id. */
                txn_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"];
                };
            };
            /** @description The token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"];
                };
            };
            /** @description Unknown id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"];
                };
            };
            /** @description Queued or processing. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusError"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description Only sessions created at or after this instant. */
                created_from?: string;
                /** @description Only sessions created before this instant. */
                created_before?: string;
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionHistory"];
                };
            };
            /** @description A malformed date. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the scope this endpoint needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The transaction (session) id. */
                txn_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionSummary"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the scope this endpoint needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description No such session among the caller's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    listSignedNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The transaction (session) id. */
                txn_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedNoteList"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the scope this endpoint needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description No such session for this client. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    signNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The transaction (session) id. */
                txn_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignedNoteBody"] | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedNote"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Malformed body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the scope this endpoint needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description No such session for this client. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The session has no results yet (or failed). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    getTransactionAudio: {
        parameters: {
            query?: {
                /** @description Which of the session's audio files, zero-based, in the order they are transcribed. Default 0. */
                file?: string;
            };
            header?: {
                /** @description One byte range, `bytes=first-last`, `bytes=first-` or `bytes=-suffix` (several ranges get the whole file). */
                range?: string;
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The transaction (session) id. */
                txn_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file, with `Accept-Ranges: bytes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            /** @description The range asked for, with `Content-Range: bytes first-last/size`. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the scope this endpoint needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description No such session among the caller's, or no such file in it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The range is malformed or starts past the end of the file. */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Error body of the transcription, upload and other bearer-authenticated endpoints. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    createMultipartUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A session of yours, created by `POST /v1/file-upload` and not started yet. */
                    txn_id: string;
                    /** @description The file's name in the session folder, as init's `client_generated_files` names it: no `/`, no control character. The same name again replaces the file. */
                    file_name: string;
                    /** @description Default: from the extension (`.wav`, `.mp3`, `.m4a`, `.ogg`, `.webm`, `.flac`), else `application/octet-stream`. */
                    content_type?: string;
                    /** @description How many parts you will send (1–10000): one URL each. */
                    parts: number;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        upload_id: string;
                        /** @description `folderPath` + `file_name`: the file's key once completed. */
                        key: string;
                        part_urls: {
                            part_number: number;
                            /** @description Presigned: PUT the part's bytes here, no other credential, until `expires_at`. */
                            url: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description When the part URLs stop working.
                         */
                        expires_at: string;
                    } | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Invalid values, or the manifest (`<txn_id>.json`, which goes through the presigned POST). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Unknown transaction. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The session has already started. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    completeMultipartUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The `upload_id` initiate answered. */
                upload_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ascending by `part_number`; uploaded parts left out are discarded. */
                    parts: {
                        part_number: number;
                        /** @description The ETag the part's PUT answered (the quotes are optional). */
                        etag: string;
                    }[];
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `folderPath` + `file_name`. */
                        key: string;
                        size_bytes: number;
                        /** @description S3-style: `"<md5 of the parts' binary MD5s>-<part count>"`. */
                        etag: string;
                    } | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description `InvalidPartOrder`, `InvalidPart` or `EntityTooSmall`, or invalid values. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Unknown upload. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The session has already started. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    abortMultipartUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                /** @description The `upload_id` initiate answered. */
                upload_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Aborted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Unknown upload. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    listWebhookSubscriptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            event_names: ("v2rx.completed" | "v2rx.failed")[];
                            endpoint: string;
                            protocol: string;
                            has_signing_key: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            /**
                             * Format: date-time
                             * @description Set when the endpoint answered 410 Gone.
                             */
                            disabled_at: string | null;
                            disabled_reason: string | null;
                        }[];
                        /** @enum {string} */
                        msg: "success";
                    };
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
            /** @description The token lacks the `webhooks` scope. A user's token (the web app's) never has it: a subscription is the client's and receives the events of every session of the client, other users' included. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
        };
    };
    createWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Among: v2rx.completed, v2rx.failed. */
                    event_names: string[];
                    /** @description An https URL on a public address. */
                    endpoint: string;
                    /** @description Your secret: the HMAC key is its UTF-8 bytes, or for `whsec_…` the base64 decoding of the rest. Never shown again. Absent: the server generates one and answers it once. */
                    signing_key?: string;
                    /** @description `https` (`http` only when the server allows insecure webhooks). */
                    protocol: string;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "success";
                        /** @description Only when the request had no `signing_key`: the one the server generated, `whsec_` and the base64 of 32 random bytes (the Standard Webhooks form). Shown only this once: keep it to verify the deliveries. */
                        signing_key?: string;
                    } | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Invalid or refused subscription. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the `webhooks` scope. A user's token (the web app's) never has it: a subscription is the client's and receives the events of every session of the client, other users' included. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    deleteWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "webhook deleted successfully";
                        /** @enum {string} */
                        msg: "success";
                    };
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
            /** @description The token lacks the `webhooks` scope. A user's token (the web app's) never has it: a subscription is the client's and receives the events of every session of the client, other users' included. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
            /** @description Unknown subscription. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The `webhook-id` header, the same on every attempt. */
                            id: string;
                            /** @enum {string} */
                            event: "v2rx.completed" | "v2rx.failed";
                            transaction_id: string;
                            /** @enum {string} */
                            state: "pending" | "delivered" | "failed" | "abandoned";
                            attempts: number;
                            last_status: number | null;
                            last_error: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            log: {
                                attempt: number;
                                /** Format: date-time */
                                at: string;
                                /** @description The endpoint's HTTP status; null when none came back. */
                                status: number | null;
                                error: string | null;
                                duration_ms: number;
                            }[];
                        }[];
                        total: number;
                        /** @enum {string} */
                        msg: "success";
                    };
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
            /** @description The token lacks the `webhooks` scope. A user's token (the web app's) never has it: a subscription is the client's and receives the events of every session of the client, other users' included. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
            /** @description Unknown subscription. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookError"];
                };
            };
        };
    };
    uploadVoiceRecording: {
        parameters: {
            query: {
                mode: "dictation" | "consultation";
                /** @description Becomes the session id. */
                txnid: string;
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The audio.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        message: "Upload successful!";
                        /** @description The name the file is stored under in its session. */
                        filename: string;
                    };
                };
            };
            /** @description A missing or invalid query parameter, or no file. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The token lacks the `sessions` scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The session txnid exists and has started, or is already in use by a session you do not reach. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Over 100 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description Unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    abhaAadhaarInit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The patient's 12-digit Aadhaar number, checked (Verhoeff check digit) before anything is sent. Never logged or stored: the enrolment keeps a keyed hash and the last four digits. Send it encrypted (`X-Encryption: JWE`). */
                    aadhaar_number: string;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description The Aadhaar OTP was sent to the mobile Aadhaar holds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbhaInitResponse"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description A malformed body, an Aadhaar number that is not 12 digits or fails its check digit, an OTP that is not 6 digits, or a wrong OTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the `records` scope (a user's token never has it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description No such `txn_id` among the caller's enrolments. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The enrolment is at another step, or ABDM says the ABHA address exists already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The enrolment has expired (30 minutes, or ABDM no longer knows its transaction), or ABDM refused the request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Too many OTP requests from this client (`SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE`), or ABDM's limit of OTPs and attempts. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description ABHA registration is not configured on this server: the message names the `SCRIBE_ABDM_*` settings to set. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description ABDM failed, did not answer, or refused this server's gateway credentials. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    abhaAadhaarVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The `txn_id` `aadhaar/init` answered. */
                    txn_id: string;
                    /** @description The 6-digit OTP the patient received. */
                    otp: string;
                    /** @description The 10-digit mobile to link with the ABHA. When it is not the Aadhaar's, ABDM texts it an OTP (`skip_state: confirm_mobile_otp`). */
                    mobile: string;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Where the enrolment stands after the step. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbhaEnrolmentStep"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description A malformed body, an Aadhaar number that is not 12 digits or fails its check digit, an OTP that is not 6 digits, or a wrong OTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the `records` scope (a user's token never has it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description No such `txn_id` among the caller's enrolments. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The enrolment is at another step, or ABDM says the ABHA address exists already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The enrolment has expired (30 minutes, or ABDM no longer knows its transaction), or ABDM refused the request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Too many OTP requests from this client (`SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE`), or ABDM's limit of OTPs and attempts. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description ABHA registration is not configured on this server: the message names the `SCRIBE_ABDM_*` settings to set. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description ABDM failed, did not answer, or refused this server's gateway credentials. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    abhaMobileVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The `txn_id` `aadhaar/init` answered. */
                    txn_id: string;
                    /** @description The 6-digit OTP the patient received. */
                    otp: string;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Where the enrolment stands after the step. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbhaEnrolmentStep"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description A malformed body, an Aadhaar number that is not 12 digits or fails its check digit, an OTP that is not 6 digits, or a wrong OTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the `records` scope (a user's token never has it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description No such `txn_id` among the caller's enrolments. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The enrolment is at another step, or ABDM says the ABHA address exists already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The enrolment has expired (30 minutes, or ABDM no longer knows its transaction), or ABDM refused the request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Too many OTP requests from this client (`SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE`), or ABDM's limit of OTPs and attempts. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description ABHA registration is not configured on this server: the message names the `SCRIBE_ABDM_*` settings to set. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description ABDM failed, did not answer, or refused this server's gateway credentials. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
    abhaSuggestAddresses: {
        parameters: {
            query: {
                /** @description The `txn_id` `aadhaar/init` answered. */
                transactionId: string;
            };
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggested ABHA addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbhaAddressSuggestions"];
                };
            };
            /** @description A malformed body, an Aadhaar number that is not 12 digits or fails its check digit, an OTP that is not 6 digits, or a wrong OTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description The token lacks the `records` scope (a user's token never has it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description No such `txn_id` among the caller's enrolments. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description The enrolment is at another step, or ABDM says the ABHA address exists already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description The enrolment has expired (30 minutes, or ABDM no longer knows its transaction), or ABDM refused the request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description Too many OTP requests from this client (`SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE`), or ABDM's limit of OTPs and attempts. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description ABHA registration is not configured on this server: the message names the `SCRIBE_ABDM_*` settings to set. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
            /** @description ABDM failed, did not answer, or refused this server's gateway credentials. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"];
                };
            };
        };
    };
    abhaCreateAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`. */
                "X-Encryption"?: "JWE";
                /** @description Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; on endpoints without a bearer token it is required. */
                "X-Encryption-Kid"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The `txn_id` `aadhaar/init` answered. */
                    txn_id: string;
                    /** @description The ABHA address chosen (one of `suggest`, or the patient's own), with or without its `@` suffix, which ABDM adds. */
                    abha_address: string;
                } | components["schemas"]["EncryptedEnvelope"];
            };
        };
        responses: {
            /** @description Where the enrolment stands after the step. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbhaEnrolmentStep"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description A malformed body, an Aadhaar number that is not 12 digits or fails its check digit, an OTP that is not 6 digits, or a wrong OTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Missing, malformed, expired or revoked access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The token lacks the `records` scope (a user's token never has it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description No such `txn_id` among the caller's enrolments. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The enrolment is at another step, or ABDM says the ABHA address exists already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description The enrolment has expired (30 minutes, or ABDM no longer knows its transaction), or ABDM refused the request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Too many OTP requests from this client (`SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE`), or ABDM's limit of OTPs and attempts. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description Error body of login and refresh. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description ABHA registration is not configured on this server: the message names the `SCRIBE_ABDM_*` settings to set. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
            /** @description ABDM failed, did not answer, or refused this server's gateway credentials. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeError"] | components["schemas"]["EncryptedResponse"];
                };
            };
        };
    };
}
