import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Container } from '../container.js';
import type { Config } from '../config/config.js';
import { TXN_ID_MAX_LENGTH } from '../domain/sessions.js';
import { PACKAGE_VERSION } from '../lib/version.js';
import { answerFrameworkError, installErrorHandlers } from './error-handler.js';
import { drainUnreadBodies } from './unread-body.js';
import { refuseDeepJson } from './deep-json.js';
import { withRedactedUrls } from './request-log.js';
import { refuseUpgradesWithoutHandler } from './websocket-upgrades.js';
import { JSON_BODY_LIMIT } from '../lib/json-limits.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { jwePlugin } from './plugins/jwe.js';
import { openapiPlugin } from './plugins/openapi.js';
import { metricsPlugin } from './plugins/metrics.js';
import { CodeError, MessageError } from './shared.schema.js';
import { EncryptedEnvelope, EncryptedResponse } from './encryption.schema.js';
import { msaErrorBody } from './medscribe/error-body.js';
import { medscribeAlliancePlugin } from './medscribe/medscribe.routes.js';
import { abhaRegistrationRoutes } from './svc/abha-registration.routes.js';
import { ABHA_SCHEMAS } from './svc/abha-registration.schema.js';
import { authRoutes } from './svc/auth.routes.js';
import { TokenPair } from './svc/auth.schema.js';
import { documentsRoutes } from './svc/documents.routes.js';
import { DocumentView } from './svc/documents.schema.js';
import { languagesRoutes } from './svc/languages.routes.js';
import { multipartPartRoutes, multipartUploadRoutes } from './svc/multipart-upload.routes.js';
import { sessionsRoutes } from './svc/sessions.routes.js';
import { CodeMsgError, SessionStatus, StatusError, UploadUrl } from './svc/sessions.schema.js';
import { storageRoutes } from './svc/storage.routes.js';
import { streamRoutes } from './svc/stream.routes.js';
import { transcriptionRoutes } from './svc/transcription.routes.js';
import { TranscriptionText } from './svc/transcription.schema.js';
import { voiceUploadRoutes } from './svc/voice-upload.routes.js';
import { webhooksRoutes } from './svc/webhooks.routes.js';
import { WebhookError, WebhookNotification } from './svc/webhooks.schema.js';
import { openAiAudioRoutes } from './openai/openai-audio.routes.js';
import { OpenAiError } from './openai/openai-audio.schema.js';
import { openAiErrorBody } from './openai/error-body.js';
import { appRoutes } from './app/app.routes.js';
import { sessionHistoryRoutes } from './app/session-history.routes.js';
import { sessionAudioRoutes } from './app/session-audio.routes.js';
import { signedNotesRoutes } from './app/signed-notes.routes.js';
import { userAuthRoutes } from './app/user-auth.routes.js';
import { healthRoutes } from './ops/health.routes.js';
import { metricsRoutes } from './ops/metrics.routes.js';
import { PrometheusExposition } from './ops/metrics.schema.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** SCRIBE_TRUST_PROXY as Fastify takes it: a hop count as the function proxy-addr makes of one (Fastify's types omit numbers). */
function trustedProxies(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  return typeof setting === 'number' ? (_address, hop) => hop < setting : [...setting];
}

export function buildApp(c: Container, logger: FastifyServerOptions['logger'] = false): FastifyInstance {
  const app = Fastify({
    // Query values never reach the log (tokens, stream tickets).
    logger: withRedactedUrls(logger),
    bodyLimit: JSON_BODY_LIMIT,
    // Behind a reverse proxy, the client's address (the login rate limit's key) and the scheme and host of the upload URLs come from its X-Forwarded-* headers.
    trustProxy: trustedProxies(c.config.trustProxy),
    // The longest transaction id is the longest path parameter: every id accepted at creation can be read back.
    routerOptions: { maxParamLength: TXN_ID_MAX_LENGTH },
    // Honour a caller's request id so logs correlate across systems; otherwise make one.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // A too-long path parameter or a malformed path: answered in the route's error shape, not Fastify's.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // The error shapes the front-ends bring, each with its body.
  installErrorHandlers(app, { medscribealliance: msaErrorBody, openai: openAiErrorBody });
  // A body refused before it was read must not hang the keep-alive connection: drained, or the connection closed.
  drainUnreadBodies(app);
  refuseDeepJson(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const schemas = [MessageError, CodeError, TokenPair, TranscriptionText, EncryptedEnvelope, EncryptedResponse, DocumentView];
  for (const schema of [...schemas, UploadUrl, StatusError, CodeMsgError, SessionStatus, WebhookError, WebhookNotification, OpenAiError, PrometheusExposition, ...ABHA_SCHEMAS]) {
    app.addSchema(schema);
  }

  // Browser clients (the SDK in a web app, a MedScribeAlliance client naming its `MSA-Version`) on the configured origins:
  // the headers they send, and those they must read (the ETag of an uploaded part, the encryption and request ids).
  if (c.config.corsOrigins) {
    app.register(cors, {
      origin: c.config.corsOrigins === '*' ? true : [...c.config.corsOrigins],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'client-id', 'x-encryption', 'x-encryption-kid', 'x-request-id', 'msa-version'],
      exposedHeaders: ['etag', 'location', 'retry-after', 'x-encryption', 'x-request-id', 'deprecation', 'link'],
      maxAge: 600,
    });
  }
  // Once, at the root, so its hooks cover the public and the authenticated routes alike (PROTOCOL §7).
  app.register(jwePlugin, { clientKeys: c.clientKeys });
  app.register(openapiPlugin, { version: PACKAGE_VERSION, publicUrl: c.config.sessions.publicUrl });
  // After the OpenAPI plugin, which documents only the routes registered after it; the durations' hook before every route.
  app.register(metricsPlugin, { metrics: c.metrics });
  app.register(metricsRoutes, { metrics: c.metrics, token: c.config.metricsToken });
  // Live transcription: a frame over 1 MiB (about 30 s of 16 kHz PCM) closes the socket with 1009. At shutdown the
  // streams close with 1012 (Service Restart), which tells a client to reconnect.
  app.register(websocket, {
    options: { maxPayload: 1024 * 1024 },
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1012, 'server restarting');
      this.websocketServer.close(() => done());
    },
  });
  app.register(refuseUpgradesWithoutHandler);
  app.register(multipart, { limits: { fileSize: c.config.asr.maxUploadBytes } });

  // Public: probes and authentication.
  const languages = () => c.speechBackends.languages();
  app.register(healthRoutes, { store: c.store, speech: c.speech, languages });
  app.register(authRoutes, {
    auth: c.auth,
    keys: c.keys,
    accessTokenTtlS: c.config.auth.accessTokenTtlS,
    loginRateLimitPerMinute: c.config.auth.loginRateLimitPerMinute,
    now: c.now,
  });
  app.register(userAuthRoutes, {
    auth: c.auth,
    users: c.users,
    loginRateLimitPerMinute: c.config.auth.loginRateLimitPerMinute,
    origins: { publicUrl: c.config.sessions.publicUrl, corsOrigins: c.config.corsOrigins },
  });
  // The clinician web app's page and assets; `/` leads to it.
  app.register(appRoutes);

  // The MedScribeAlliance protocol: its public discovery document, and its API under the same bearer tokens, in its error shape.
  app.register(medscribeAlliancePlugin, {
    auth: c.auth,
    publicUrl: c.config.sessions.publicUrl,
    languages,
    beamSize: c.config.asr.beamSize,
    maxUploadBytes: c.config.asr.maxUploadBytes,
    maxSessionDurationS: c.config.sessions.startWithinS,
    sessions: c.sessions,
    webhooks: c.webhooks,
    noteTemplates: c.noteTemplates,
    maxAudioBytes: c.config.sessions.maxPostBytes,
    now: c.now,
  });

  // Presigned uploads: the signed policy in the form is the credential, as with an S3 bucket.
  app.register(storageRoutes, { sessions: c.sessions, maxPostBytes: c.config.sessions.maxPostBytes });
  // Likewise the parts of a multipart upload: the signature in the URL is the credential.
  app.register(multipartPartRoutes, { uploads: c.multipartUploads });

  // Everything else needs a bearer token: one encapsulated context carries the hook.
  app.register(async (api) => {
    await api.register(authenticatePlugin, { auth: c.auth, tickets: c.streamTickets });
    await api.register(transcriptionRoutes, { transcription: c.transcription, maxUploadBytes: c.config.asr.maxUploadBytes });
    await api.register(streamRoutes, { tickets: c.streamTickets, live: c.liveStreams, limits: c.config.stream });
    await api.register(languagesRoutes, { languages });
    await api.register(openAiAudioRoutes, {
      transcription: c.transcription,
      servedLanguages: () => c.speechBackends.servedLanguages(),
      maxUploadBytes: c.config.asr.openAiMaxUploadBytes,
    });
    await api.register(documentsRoutes, { documents: c.documents, maxBytes: c.config.docs.maxBytes });
    await api.register(sessionsRoutes, { sessions: c.sessions, publicUrl: c.config.sessions.publicUrl });
    await api.register(sessionHistoryRoutes, { sessions: c.sessions });
    await api.register(signedNotesRoutes, { signedNotes: c.signedNotes });
    await api.register(sessionAudioRoutes, { audio: c.sessionAudio });
    await api.register(multipartUploadRoutes, { uploads: c.multipartUploads, publicUrl: c.config.sessions.publicUrl });
    await api.register(webhooksRoutes, { webhooks: c.webhooks });
    await api.register(voiceUploadRoutes, { sessions: c.sessions, maxBytes: c.config.sessions.maxPostBytes });
    await api.register(abhaRegistrationRoutes, { registration: c.abhaRegistration, otpPerClientPerMinute: c.config.abdm.otpPerClientPerMinute });
  });

  return app;
}
