import { Command } from 'commander';
import type { SessionRecord } from '../adapters/db/store.js';
import { SESSION_STATES, type SessionState } from '../domain/sessions.js';
import { withStore } from './with-store.js';

const DEFAULT_LIMIT = 50;

/** How each template of a finished session came out (a note template with the version it used): as its result says, or the svc outputs a session finished by an older version kept. */
function templateOutcomes(session: SessionRecord) {
  if (session.output) return session.output.map(({ template_id, status, errors, warnings }) => ({ template_id, status, errors, warnings }));
  if (session.result?.version !== 2) return undefined;
  return [
    ...session.result.templates.map(({ templateId, status, errors, warnings }) => ({ template_id: templateId, status, errors, warnings })),
    ...(session.result.noteTemplates ?? []).map(({ id, version, status, errors, warnings }) => ({ template_id: id, version, status, errors, warnings })),
  ];
}

/** `scribe sessions …`: what the operator sees of transcription sessions (metadata only: no audio, no transcript). */
export function sessionsCommand(): Command {
  const sessions = new Command('sessions').description('list and inspect transcription sessions');

  sessions
    .command('list')
    .description('newest first')
    .option('--client <client_id>', "only this client's sessions")
    .option('--state <state>', `only sessions in this state (${SESSION_STATES.join(', ')})`)
    .option('--limit <n>', 'how many', (value) => Number.parseInt(value, 10), DEFAULT_LIMIT)
    .option('--json', 'print JSON')
    .action(async (opts: { client?: string; state?: string; limit: number; json?: boolean }) => {
      if (opts.state !== undefined && !(SESSION_STATES as readonly string[]).includes(opts.state)) {
        throw new Error(`--state must be one of ${SESSION_STATES.join(', ')}`);
      }
      const found = await withStore((store) =>
        store.sessions.list({ clientId: opts.client, state: opts.state as SessionState | undefined, limit: opts.limit }),
      );
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(found.map(({ clientId, txnId, state, createdAt, finishedAt }) => ({ clientId, txnId, state, createdAt, finishedAt })))}\n`);
        return;
      }
      for (const s of found) {
        process.stdout.write(`${s.createdAt.toISOString()}  ${s.state.padEnd(10)}  ${s.clientId}  ${s.txnId}\n`);
      }
    });

  sessions
    .command('show <client_id> <txn_id>')
    .description("a session's state, request, files and template outcomes (never its transcript)")
    .action(async (clientId: string, txnId: string) => {
      const shown = await withStore(async (store) => {
        const session = await store.sessions.find({ clientId, txnId });
        if (!session) throw new Error(`no session ${txnId} for client ${clientId}`);
        const files = await store.sessions.files(session);
        return {
          client_id: session.clientId,
          txn_id: session.txnId,
          state: session.state,
          folder_path: session.folderPath,
          created_at: session.createdAt,
          queued_at: session.queuedAt,
          started_at: session.startedAt,
          finished_at: session.finishedAt,
          failure_reason: session.failureReason,
          request: session.request && { ...session.request, additionalData: undefined },
          files: files.map((f) => ({ name: f.name, content_type: f.contentType, size_bytes: f.sizeBytes, uploaded_at: f.uploadedAt })),
          output: templateOutcomes(session),
        };
      });
      process.stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
    });

  return sessions;
}
