import { describe, expect, it } from 'vitest';
import { uuidV5 } from './fhir-ids.js';

describe('uuidV5', () => {
  it('is the RFC 4122 name-based SHA-1 UUID (as Python uuid.uuid5 computes it)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(uuidV5('txn-42/bundle')).toBe('48ec5822-ef9a-5bc5-928b-b3754f43b53d');
  });

  it('differs by name', () => {
    expect(uuidV5('txn-42/finding/0')).not.toBe(uuidV5('txn-42/finding/1'));
  });
});
