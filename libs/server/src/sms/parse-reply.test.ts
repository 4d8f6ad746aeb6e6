import { describe, expect, it } from '@jest/globals';
import { parseSmsReply } from './parse-reply';
import { toE164 } from './phone-number';
import { openSecret, sealSecret } from './seal-secret';

describe('a bride reply', () => {
  it('reads C in any case and with spaces as a confirmation', () => {
    for (const body of ['C', 'c', '  c ', 'C.', '\nC\n']) expect(parseSmsReply(body)).toBe('confirm');
  });

  it("reads STOP and Twilio's synonyms, twice the same", () => {
    for (const body of [
      'STOP',
      'stop',
      ' Stop ',
      'STOPALL',
      'unsubscribe',
      'CANCEL',
      'end',
      'QUIT',
      'revoke',
      'optout',
    ]) {
      expect(parseSmsReply(body)).toBe('stop');
    }
    expect([parseSmsReply('STOP'), parseSmsReply('STOP')]).toEqual(['stop', 'stop']);
  });

  it('reads START, HELP and everything else', () => {
    expect(parseSmsReply('start')).toBe('start');
    expect(parseSmsReply('UNSTOP')).toBe('start');
    expect(parseSmsReply('help')).toBe('help');
    expect(parseSmsReply('INFO')).toBe('help');
    for (const body of ['', 'Can I move it?', 'CC', 'C please', 'stop it', '🙂'])
      expect(parseSmsReply(body)).toBe('other');
  });
});

describe('her number for texts', () => {
  it('keeps a number with its country code, compacted', () => {
    expect(toE164('+1 (212) 555-0100')).toBe('+12125550100');
    expect(toE164(' +44 20 7946 0958 ')).toBe('+442079460958');
  });

  it('refuses a number without a country code or not a number', () => {
    for (const typed of ['212 555 0100', '+0 212 555 0100', '+1 212', '+1 212 555 0100 ext 4', '']) {
      expect(toE164(typed)).toBeUndefined();
    }
  });
});

describe('a sealed token', () => {
  const key = Buffer.alloc(32, 7);

  it('opens with its key and not with another, nor altered', () => {
    const sealed = sealSecret('0123456789abcdef0123456789abcdef', key);
    expect(sealed).not.toContain('0123456789abcdef');
    expect(openSecret(sealed, key)).toBe('0123456789abcdef0123456789abcdef');
    expect(() => openSecret(sealed, Buffer.alloc(32, 8))).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => openSecret(altered, key)).toThrow();
  });
});
