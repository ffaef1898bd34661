import { connection, type ConnectionArgs } from './stand-in-connection';
import type { StandInModule } from './stand-in-module';

/** Webhook subscriptions (`webhookSubscriptions`, `webhookSubscriptionCreate` by `uri`): what the store would deliver to. */
export const webhooksModule: StandInModule = {
  name: 'webhooks',
  query: {
    webhookSubscriptions: (_source, args, ctx) => connection(ctx.state.all('WebhookSubscription'), args as ConnectionArgs),
  },
  mutation: {
    webhookSubscriptionCreate: (_source, args, ctx) => {
      const input = args.webhookSubscription as { uri?: string | null; format?: string | null; metafieldNamespaces?: string[] | null };
      if (!input.uri || !/^https?:\/\//.test(input.uri))
        return { webhookSubscription: null, userErrors: [{ field: ['webhookSubscription', 'uri'], message: 'Address is invalid' }] };
      const topic = String(args.topic);
      if (ctx.state.all('WebhookSubscription').some((s) => s.topic === topic && s.uri === input.uri)) {
        return {
          webhookSubscription: null,
          userErrors: [{ field: ['webhookSubscription', 'uri'], message: 'Address for this topic has already been taken' }],
        };
      }
      const now = new Date().toISOString();
      const subscription = ctx.state.create('WebhookSubscription', {
        topic,
        uri: input.uri,
        format: input.format ?? 'JSON',
        metafieldNamespaces: input.metafieldNamespaces ?? [],
        createdAt: now,
        updatedAt: now,
      });
      return { webhookSubscription: subscription, userErrors: [] };
    },
  },
};
