import type pg from 'pg';
import type { JobQueue } from '../../queue/job-queue.js';
import { PgJobQueue } from '../../queue/pg-job-queue.js';
import type {
  AbhaEnrolmentRepository,
  ClientKeyRepository,
  ClientRepository,
  DocumentRepository,
  MultipartUploadRepository,
  NoteTemplateRepository,
  RefreshTokenRepository,
  SessionRepository,
  SignedNoteRepository,
  SigningKeyRepository,
  Store,
  StreamTicketRepository,
  UserRepository,
  WebhookRepository,
} from '../store.js';
import { migrate } from './migrations.js';
import { PgAbhaEnrolments } from './pg-abha-enrolments.js';
import { PgNoteTemplates } from './pg-note-templates.js';
import { PgClientKeys, PgClients, PgRefreshTokens } from './pg-clients.js';
import { PgDocuments } from './pg-documents.js';
import { PgMultipartUploads } from './pg-multipart-uploads.js';
import { createPool } from './pg-pool.js';
import { PgSessions } from './pg-sessions.js';
import { PgSigningKeys } from './pg-signing-keys.js';
import { PgStreamTickets } from './pg-stream-tickets.js';
import { PgSignedNotes, PgUsers } from './pg-users.js';
import { PgWebhooks } from './pg-webhooks.js';

/**
 * The shared store of a scaled-out deployment (SCRIBE_DATABASE_URL): every API server and worker on one PostgreSQL
 * database, through one pool per process, the job queue included so a state change and its next job commit together.
 */
export class PgStore implements Store {
  readonly clients: ClientRepository;
  readonly refreshTokens: RefreshTokenRepository;
  readonly clientKeys: ClientKeyRepository;
  readonly documents: DocumentRepository;
  readonly sessions: SessionRepository;
  readonly webhooks: WebhookRepository;
  readonly multipartUploads: MultipartUploadRepository;
  readonly users: UserRepository;
  readonly signedNotes: SignedNoteRepository;
  readonly signingKeys: SigningKeyRepository;
  readonly streamTickets: StreamTicketRepository;
  readonly abhaEnrolments: AbhaEnrolmentRepository;
  readonly noteTemplates: NoteTemplateRepository;
  readonly jobs: JobQueue;

  private constructor(
    private readonly pool: pg.Pool,
    now: () => Date,
  ) {
    this.clients = new PgClients(pool);
    this.refreshTokens = new PgRefreshTokens(pool);
    this.clientKeys = new PgClientKeys(pool);
    this.documents = new PgDocuments(pool);
    this.sessions = new PgSessions(pool);
    this.webhooks = new PgWebhooks(pool);
    this.multipartUploads = new PgMultipartUploads(pool);
    this.users = new PgUsers(pool);
    this.signedNotes = new PgSignedNotes(pool);
    this.signingKeys = new PgSigningKeys(pool);
    this.streamTickets = new PgStreamTickets(pool);
    this.abhaEnrolments = new PgAbhaEnrolments(pool);
    this.noteTemplates = new PgNoteTemplates(pool);
    this.jobs = new PgJobQueue(pool, now);
  }

  /** Connects and migrates; rejects (with pg's error, see `connection-failure.ts`) when the database cannot be used. `now`: the job queue's clock. */
  static async open(connectionString: string, now: () => Date = () => new Date()): Promise<PgStore> {
    const pool = createPool(connectionString);
    try {
      await migrate(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PgStore(pool, now);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
