import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signDelivery } from '../../../../../src/server/areas/webhooks/signDelivery';
import { eventPayload } from '../../../../../src/server/areas/webhooks/emitEvent';

describe('webhook signing', () => {
  it('signs a delivery so a receiver verifies it with the package, keeping the delivery id as webhook-id', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const body = JSON.stringify(eventPayload('collaborator.created', { id: 'u1' }, new Date()));
    const headers = signDelivery(secret, 'd1', new Date(), body);
    expect(headers['webhook-id']).toBe('msg_d1');
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({ type: 'collaborator.created', data: { id: 'u1' } });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });
});
