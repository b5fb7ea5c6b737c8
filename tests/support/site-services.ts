/**
 * Test sites wired to the loopback stand-ins of the services they talk to: the PayPal
 * emulator and the SMTP receiver. Each started with the site and stopped with it.
 */
import { startPayPalEmulator, type PayPalEmulator } from './paypal-emulator';
import { startTestSite, type TestSite } from './site';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

/** A test site that pays through its own PayPal emulator. */
export interface PayPalSite extends TestSite {
  emulator: PayPalEmulator;
}

/** A test site that sends its mail to its own SMTP receiver. */
export interface MailSite extends TestSite {
  smtp: SmtpReceiver;
}

/** Starts the site with `env`; its stop() also runs `close` (run as well if the site does not start). */
async function startWith(env: Record<string, string>, close: () => Promise<void>): Promise<TestSite> {
  const site = await startTestSite(env).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  const stopSite = site.stop;
  return Object.assign(site, {
    async stop() {
      await stopSite();
      await close();
    },
  });
}

/** A site with PayPal credentials, pointed at a fresh emulator (webhook id 'wh'), plus `env`. */
export async function startPayPalSite(env: Record<string, string> = {}): Promise<PayPalSite> {
  const emulator = await startPayPalEmulator();
  const site = await startWith(
    {
      PAYPAL_API_BASE: emulator.url,
      PAYPAL_CLIENT_ID: 'x',
      PAYPAL_CLIENT_SECRET: 'y',
      PAYPAL_WEBHOOK_ID: 'wh',
      ...env,
    },
    () => emulator.close(),
  );
  return Object.assign(site, { emulator });
}

/** A site that sends its mail over SMTP to a fresh receiver, plus `env`. */
export async function startMailSite(env: Record<string, string> = {}): Promise<MailSite> {
  const smtp = await startSmtpReceiver();
  const site = await startWith({ SMTP_URL: smtp.url, ...env }, () => smtp.stop());
  return Object.assign(site, { smtp });
}
