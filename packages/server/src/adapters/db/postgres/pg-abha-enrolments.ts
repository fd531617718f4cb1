import type pg from 'pg';
import type { EnrolmentState } from '../../../domain/abha-enrolment.js';
import type { AbhaEnrolmentRecord, AbhaEnrolmentRepository, AbhaEnrolmentStep } from '../store.js';
import { ABHA_ENROLMENT_COLUMNS, abhaEnrolmentFromRow, abhaEnrolmentValues, type Row } from '../rows.js';

export class PgAbhaEnrolments implements AbhaEnrolmentRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(e: AbhaEnrolmentRecord): Promise<void> {
    await this.pool.query(`INSERT INTO abha_enrolments (${ABHA_ENROLMENT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`, abhaEnrolmentValues(e));
  }

  async findOwned(clientId: string, id: string): Promise<AbhaEnrolmentRecord | undefined> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM abha_enrolments WHERE id = $1 AND client_id = $2', [id, clientId]);
    return rows[0] && abhaEnrolmentFromRow(rows[0]);
  }

  async advance(clientId: string, id: string, from: EnrolmentState, step: AbhaEnrolmentStep): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE abha_enrolments SET state = $1, abdm_txn_id = $2, abha_number = COALESCE($3, abha_number),
              abha_address = COALESCE($4, abha_address), updated_at = $5
       WHERE id = $6 AND client_id = $7 AND state = $8`,
      [step.state, step.abdmTxnId, step.abhaNumber ?? null, step.abhaAddress ?? null, step.at.getTime(), id, clientId, from],
    );
    return result.rowCount === 1;
  }
}
