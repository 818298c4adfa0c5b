import { PublicConfigSchema } from '../shared/public-config.schema.ts';
import { defineContract } from './define-contract.ts';

export const publicConfigContract = defineContract({
  method: 'GET',
  path: '/v1/config',
  summary: 'Brand strings, phone numbers and session length for the web',
  tags: ['config'],
  response: { 200: PublicConfigSchema },
});

export const CONFIG_CONTRACTS = [publicConfigContract] as const;
