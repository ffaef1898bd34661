import type { FastifyInstance } from 'fastify';
import { creditsContract } from '@console/contracts/credits.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { listTransactions } from './credit-transactions';
import { addCreditCustomer, changeCreditBalances, importCreditCustomers, listCreditCustomers } from './credits.service';
import { exportCreditCustomers, exportCreditTransactions } from './credit-reports.service';
import { idempotencyKeyOf } from './idempotency';
import { listReviewMoves, settleReviewMove } from './store-credit-review';
import { creditOrderWebhook } from './store-credit-mirror.jobs';
import { registerWebhookTopic } from '../../platform/webhook-topics';

export function registerCreditRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, creditsContract.customers, ({ ctx, query }) => listCreditCustomers(ctx, query));
  registerCall(app, creditsContract.addCustomer, ({ ctx, operator, body, request }) =>
    addCreditCustomer(ctx, operator, body, idempotencyKeyOf(request.headers['idempotency-key'], body.idempotencyKey)),
  );
  registerCall(app, creditsContract.issueCredits, ({ ctx, operator, body, request }) =>
    changeCreditBalances(ctx, operator, body, 'issue', idempotencyKeyOf(request.headers['idempotency-key'], body.idempotencyKey)),
  );
  registerCall(app, creditsContract.adjustBalances, ({ ctx, operator, body, request }) =>
    changeCreditBalances(ctx, operator, body, 'adjust', idempotencyKeyOf(request.headers['idempotency-key'], body.idempotencyKey)),
  );
  registerCall(app, creditsContract.importCustomers, ({ ctx, operator, body, request }) =>
    importCreditCustomers(ctx, operator, body, idempotencyKeyOf(request.headers['idempotency-key'], body.idempotencyKey)),
  );
  registerCall(app, creditsContract.exportCustomers, ({ ctx, operator, body }) => exportCreditCustomers(ctx, operator, body.search));
  registerCall(app, creditsContract.transactions, ({ ctx, query }) => listTransactions(ctx, query));
  registerCall(app, creditsContract.exportTransactions, ({ ctx, operator, body }) => exportCreditTransactions(ctx, operator, body));
  registerCall(app, creditsContract.reviewMoves, ({ ctx }) => listReviewMoves(ctx));
  registerCall(app, creditsContract.settleReview, ({ ctx, operator, params, body }) => settleReviewMove(ctx, operator, params.id, body));
  // An order paid with or refunded to store credit moves the customer's credit on the store.
  registerWebhookTopic('orders/create', creditOrderWebhook);
  registerWebhookTopic('orders/updated', creditOrderWebhook);
}
