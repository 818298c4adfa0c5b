import { PublicConfigSchema } from '@van/domain/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { publicConfigOf } from './config.routes.ts';

describe('the public configuration (GET /v1/config)', () => {
  it("publishes the firm's disclosures and the insurer, as the web's footer and legal pages show them (decision 041)", () => {
    const published = publicConfigOf(
      loadConfig({
        BROKER_LEGAL_NAME: 'Acme Insurance Services Limited',
        FIRM_FCA_NUMBER: '1234567',
        FIRM_REGISTERED_OFFICE: '2 Acme Road, Leeds, LS1 1AA',
        INSURER_NAME: 'Acme Underwriting Limited',
      }),
    );

    expect(PublicConfigSchema.parse(published)).toEqual(published);
    expect(published).toMatchObject({
      brokerLegalName: 'Acme Insurance Services Limited',
      insurerName: 'Acme Underwriting Limited',
      firm: {
        fcaFirmReferenceNumber: '1234567',
        registeredOffice: '2 Acme Road, Leeds, LS1 1AA',
        icoRegistrationNumber: 'ZA000000',
        complaints: { email: 'complaints@roadwise.example', phone: '0808 157 0120' },
        dataProtectionEmail: 'dataprotection@roadwise.example',
      },
    });
  });

  it('publishes the opening hours from OPENING_HOURS, the one source the web shows them from (decision 056)', () => {
    const published = publicConfigOf(loadConfig({ OPENING_HOURS: 'Monday to Friday 9am to 5pm.' }));
    expect(published.openingHours).toBe('Monday to Friday 9am to 5pm.');
  });

  it('publishes no secret: nothing but what the contract describes', () => {
    const published = publicConfigOf(loadConfig({}));
    const text = JSON.stringify(published);
    expect(text).not.toContain('development_only');
    expect(Object.keys(published).toSorted()).toEqual(
      Object.keys(PublicConfigSchema.shape).toSorted(),
    );
  });
});
