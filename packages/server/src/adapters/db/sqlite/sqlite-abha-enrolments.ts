import type Database from 'better-sqlite3';
import type { EnrolmentState } from '../../../domain/abha-enrolment.js';
import type { AbhaEnrolmentRecord, AbhaEnrolmentRepository, AbhaEnrolmentStep } from '../store.js';
import { ABHA_ENROLMENT_COLUMNS, abhaEnrolmentFromRow, abhaEnrolmentValues, type Row } from '../rows.js';

export class SqliteAbhaEnrolments implements AbhaEnrolmentRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(e: AbhaEnrolmentRecord): Promise<void> {
    this.db.prepare(`INSERT INTO abha_enrolments (${ABHA_ENROLMENT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(...abhaEnrolmentValues(e));
  }

  async findOwned(clientId: string, id: string): Promise<AbhaEnrolmentRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM abha_enrolments WHERE id = ? AND client_id = ?').get(id, clientId) as Row | undefined;
    return row && abhaEnrolmentFromRow(row);
  }

  async advance(clientId: string, id: string, from: EnrolmentState, step: AbhaEnrolmentStep): Promise<boolean> {
    const result = this.db
      .prepare(
        `UPDATE abha_enrolments SET state = ?, abdm_txn_id = ?, abha_number = COALESCE(?, abha_number),
                abha_address = COALESCE(?, abha_address), updated_at = ?
         WHERE id = ? AND client_id = ? AND state = ?`,
      )
      .run(step.state, step.abdmTxnId, step.abhaNumber ?? null, step.abhaAddress ?? null, step.at.getTime(), id, clientId, from);
    return result.changes === 1;
  }
}
