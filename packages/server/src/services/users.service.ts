import { randomUUID } from 'node:crypto';
import type { Store, UserRecord } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import { DUMMY_PASSWORD_HASH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, hashPassword, verifyPassword } from './passwords.js';

/** An account as listed: never its password hash. */
export type User = Omit<UserRecord, 'passwordHash'>;

const withoutPassword = (u: UserRecord): User => ({ id: u.id, clientId: u.clientId, email: u.email, createdAt: u.createdAt, disabledAt: u.disabledAt });

/** An e-mail is compared as the lower-cased, trimmed text: sign-in names no client, so it is unique across the deployment. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();
const EMAIL = /^[^\s@]+@[^\s@]+$/;

const badCredentials = () => new DomainError('unauthenticated', 'invalid e-mail or password');

/** Clinician accounts (the web app's users): created, listed and disabled by the operator's CLI; signed in with e-mail and password. */
export class UsersService {
  constructor(private readonly d: { store: Store; now: () => Date }) {}

  async create(input: { clientId: string; email: string; password: string }): Promise<User> {
    const email = normalizeEmail(input.email);
    if (!EMAIL.test(email)) throw new DomainError('invalid_request', `not an e-mail address: ${input.email}`);
    if (input.password.length < PASSWORD_MIN_LENGTH || input.password.length > PASSWORD_MAX_LENGTH) {
      throw new DomainError('invalid_request', `the password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
    }
    const client = await this.d.store.clients.findById(input.clientId);
    if (!client || client.revokedAt) throw new DomainError('not_found', `no active client ${input.clientId}`);
    const user: UserRecord = {
      id: randomUUID(),
      clientId: client.id,
      email,
      passwordHash: await hashPassword(input.password),
      createdAt: this.d.now(),
      disabledAt: null,
    };
    if (!(await this.d.store.users.insert(user))) throw new DomainError('conflict', `a user with the e-mail ${email} exists already`);
    return withoutPassword(user);
  }

  async list(clientId?: string): Promise<User[]> {
    return (await this.d.store.users.list(clientId)).map(withoutPassword);
  }

  /** By id or e-mail. Their refresh tokens and access tokens are refused from then on (`AuthService` checks the user on each). */
  async disable(idOrEmail: string): Promise<User> {
    const user = (await this.d.store.users.findById(idOrEmail)) ?? (await this.d.store.users.findByEmail(normalizeEmail(idOrEmail)));
    if (!user) throw new DomainError('not_found', `no user ${idOrEmail}`);
    const now = this.d.now();
    if (!(await this.d.store.users.disable(user.id, now))) throw new DomainError('conflict', `${user.email} is disabled already`);
    return withoutPassword({ ...user, disabledAt: now });
  }

  /** The active user these credentials name; one refusal for an unknown e-mail, a wrong password and a disabled account alike. */
  async verifyCredentials(email: string, password: string): Promise<UserRecord> {
    const user = await this.d.store.users.findByEmail(normalizeEmail(email));
    // Verified against a dummy hash when the e-mail is unknown, so that timing does not reveal which accounts exist.
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || !ok || user.disabledAt) throw badCredentials();
    return user;
  }
}
