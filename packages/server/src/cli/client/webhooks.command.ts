import { Command } from 'commander';
import type { WebhookEventName } from '@svc-scribe/sdk';
import { savedClient } from './credentials.js';

const EVENTS: readonly WebhookEventName[] = ['v2rx.completed', 'v2rx.failed'];
const collect = (value: string, previous: string[]) => [...previous, value];

/** `scribe webhooks subscribe|list|delete`: the client's webhook subscriptions through the SDK. */
export function webhooksCommand(): Command {
  const webhooks = new Command('webhooks').description('subscribe endpoints to session events');

  webhooks
    .command('subscribe')
    .description('subscribe an endpoint; prints the subscription id, then the signing key when the server generated it')
    .requiredOption('--endpoint <url>', 'where the events are POSTed')
    .option('--event <name>', `repeatable: ${EVENTS.join(', ')} (default both)`, collect, [])
    .option('--signing-key <key>', 'your secret for the signatures: any string, or whsec_<base64> (default: the server generates one)')
    .option('--protocol <protocol>', "https or http (default: the endpoint's scheme)")
    .action(async (opts: { endpoint: string; event: string[]; signingKey?: string; protocol?: string }) => {
      const unknown = opts.event.filter((name) => !(EVENTS as readonly string[]).includes(name));
      if (unknown.length) throw new Error(`unknown event(s) ${unknown.join(', ')}: use ${EVENTS.join(', ')}`);
      if (opts.protocol !== undefined && opts.protocol !== 'https' && opts.protocol !== 'http') throw new Error('--protocol must be https or http');
      const client = await savedClient();
      const created = await client.webhooks.subscribe({
        endpoint: opts.endpoint,
        ...(opts.event.length ? { eventNames: opts.event as WebhookEventName[] } : {}),
        ...(opts.signingKey === undefined ? {} : { signingKey: opts.signingKey }),
        ...(opts.protocol === undefined ? {} : { protocol: opts.protocol }),
      });
      process.stdout.write(`${created.id}\n`);
      if (created.signingKeyGenerated) {
        process.stdout.write(`${created.signingKey}\n`);
        process.stderr.write('the second line is the signing key the server generated: shown only this once, keep it to verify the deliveries\n');
      }
    });

  webhooks
    .command('list')
    .description('list the subscriptions (never their signing keys)')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const subscriptions = await (await savedClient()).webhooks.list();
      if (opts.json) return void process.stdout.write(`${JSON.stringify(subscriptions, null, 2)}\n`);
      for (const s of subscriptions) {
        const disabled = s.disabled_at === null ? '' : `  disabled: ${s.disabled_reason ?? s.disabled_at}`;
        process.stdout.write(`${s.id}  ${s.endpoint}  ${s.event_names.join(',')}${disabled}\n`);
      }
    });

  webhooks
    .command('delete')
    .description('delete a subscription and its delivery log')
    .argument('<id>', 'from `scribe webhooks list`')
    .action(async (id: string) => {
      await (await savedClient()).webhooks.delete(id);
      process.stdout.write(`deleted ${id}\n`);
    });

  return webhooks;
}
