import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { goalInput } from '../support/goal-factories';
import { signedInAgent } from '../support/factories';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();
const ana = await signedInAgent(app);

describe('an error answer names its texts by catalogue key', () => {
  it('gives a schema failure its English, its code, and each field its key', async () => {
    const response = await ana.post('/api/financial-goals', goalInput({ title: '', targetAmount: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Goal title is required',
      key: 'validation.goalTitleRequired',
      fieldErrors: { title: 'Goal title is required', targetAmount: 'Target amount is required' },
      fieldKeys: { title: { key: 'validation.goalTitleRequired' }, targetAmount: { key: 'validation.targetAmountRequired' } },
    });
  });

  it('sends the parameters of a thrown rule, a count among them, beside the sentence they fill', async () => {
    const response = await ana.post('/api/financial-goals', goalInput({ targetAmount: '10.125' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'USD amounts have at most 2 decimal places',
      key: 'validation.tooManyDecimals',
      params: { currency: 'USD', count: 2 },
      fieldErrors: { targetAmount: 'USD amounts have at most 2 decimal places' },
      fieldKeys: { targetAmount: { key: 'validation.tooManyDecimals', params: { currency: 'USD', count: 2 } } },
    });
  });

  it('names the text of a thrown error without fields', async () => {
    const response = await ana.get(`/api/financial-goals/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'The requested resource was not found', key: 'messages.notFound' });
  });

  it('names an unknown field with the fields as a parameter', async () => {
    const response = await ana.post('/api/financial-goals', { ...goalInput(), colour: 'red' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Unknown field: colour', key: 'messages.unknownField', params: { fields: 'colour' } });
  });
});
