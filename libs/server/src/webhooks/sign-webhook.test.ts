import { describe, expect, it } from '@jest/globals';
import { createWebhookSecret, secretHintOf, signWebhook, webhookHeaders } from './sign-webhook';

// The example the Standard Webhooks reference libraries test against (github.com/standard-webhooks/standard-webhooks).
const specExample = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('signWebhook', () => {
  it("gives the specification's published signature for its example", () => {
    const { secret, signature, ...message } = specExample;
    expect(signWebhook(secret, message)).toBe(signature);
  });

  it('signs a different body, id or timestamp differently', () => {
    const { secret, signature, ...message } = specExample;
    expect(signWebhook(secret, { ...message, body: '{"test": 2432232315}' })).not.toBe(signature);
    expect(signWebhook(secret, { ...message, id: 'msg_other' })).not.toBe(signature);
    expect(signWebhook(secret, { ...message, timestamp: message.timestamp + 1 })).not.toBe(signature);
  });

  it('puts every signing secret in the header, space-separated, during a rotation', () => {
    const { secret, signature, ...message } = specExample;
    const other = createWebhookSecret();
    const headers = webhookHeaders([secret, other], message);
    expect(headers['webhook-signature']).toBe(`${signature} ${signWebhook(other, message)}`);
    expect(headers['webhook-id']).toBe(message.id);
    expect(headers['webhook-timestamp']).toBe('1614265330');
  });
});

describe('createWebhookSecret', () => {
  it('makes a whsec_ secret of 32 random bytes, hinted by its start only', () => {
    const secret = createWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(createWebhookSecret()).not.toBe(secret);
    expect(secretHintOf(secret)).toBe(`${secret.slice(0, 10)}…`);
  });
});
