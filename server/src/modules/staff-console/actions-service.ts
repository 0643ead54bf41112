import { greetingName, type StaffActionBody } from '@backstage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { clientAddress } from '../../lib/client-address';
import { requestPasswordReset, resendActivation, signOutEverywhere } from '../accounts';
import { queueMail } from '../mail';
import { clearTwoStepBudget, deletePasskey, liftSignInLock, removeTotp } from '../security-centre';
import { findCustomer } from './account-view-repo';
import { cancelCustomerTransfer, correctPurchaseDate, passkeyName } from './actions-repo';
import { audit } from './audit-service';
import { isDestructive, requireStaffReauth } from './guard';
import { type MailedAction, staffActionMail } from './staff-mail';

const notApplicable = () => new AppError('STAFF_ACTION_NOT_APPLICABLE');

/**
 * `POST admin/users/{id}/actions` (docs/product.md#staff-actions): one support action with its reason. The
 * change, its audit entry and the customer's mail are kept together; an action that does not apply to the
 * account as it is (nothing locked, two-step already off, another customer's passkey) changes nothing.
 */
export async function takeAction(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  body: StaffActionBody,
) {
  if (isDestructive(body.action)) await requireStaffReauth(deps, request, reply);
  const customer = await findCustomer(deps.db, userId);
  if (!customer) throw new AppError('STAFF_USER_NOT_FOUND');
  const ip = clientAddress(request.ip);
  const entry = { action: body.action, userId, reason: body.reason };
  const mail = (action: MailedAction, passkey?: string) =>
    staffActionMail(deps.config, {
      action,
      to: customer.email,
      // Greeted as every mail greets in the account's culture: 山田 太郎 様, Hello Aiko (docs/product.md#name-order).
      name: greetingName(customer.cultureCode, customer),
      cultureCode: customer.cultureCode,
      brand: customer.brand,
      reason: body.reason,
      passkey,
    });

  switch (body.action) {
    case 'resendActivation':
      if (customer.status !== 'pending') throw notApplicable();
      await resendActivation(deps, { email: customer.email }, ip);
      await audit(deps.db, request, entry);
      break;
    case 'unlock':
      if (!(await liftSignInLock(deps, customer))) throw notApplicable();
      await audit(deps.db, request, entry);
      break;
    case 'sendPasswordReset':
      if (!(await requestPasswordReset(deps, customer.email, ip)))
        throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
      await audit(deps.db, request, entry);
      break;
    case 'resetTwoStep':
      if (!customer.twoStep) throw notApplicable();
      await deps.db.transaction(async (tx) => {
        await removeTotp(tx, userId);
        await audit(tx, request, entry);
        await queueMail(tx, mail('resetTwoStep'));
      });
      // No code is asked any more, so used-up code tries lock nothing but the owner out; the wrong passwords
      // stay counted (docs/product.md#staff-actions). Only once the reset is stored: never a fresh budget for
      // a factor still on.
      await clearTwoStepBudget(deps, userId);
      break;
    case 'removePasskey': {
      const name = await passkeyName(deps.db, userId, body.passkeyId);
      if (name === undefined) throw notApplicable();
      await deps.db.transaction(async (tx) => {
        if (!(await deletePasskey(tx, userId, body.passkeyId))) throw notApplicable();
        await audit(tx, request, { ...entry, detail: name });
        await queueMail(tx, mail('removePasskey', name));
      });
      break;
    }
    case 'signOutEverywhere':
      await signOutEverywhere(deps, userId);
      await deps.db.transaction(async (tx) => {
        await audit(tx, request, entry);
        await queueMail(tx, mail('signOutEverywhere'));
      });
      break;
    case 'cancelTransfer':
      await deps.db.transaction(async (tx) => {
        if (!(await cancelCustomerTransfer(tx, userId, body.transferId, deps.clock.now())))
          throw notApplicable();
        await audit(tx, request, { ...entry, detail: body.transferId });
      });
      break;
    case 'correctPurchaseDate':
      await deps.db.transaction(async (tx) => {
        const old = await correctPurchaseDate(tx, userId, body.registeredProductId, body.purchaseDate);
        if (!old) throw notApplicable();
        const detail = `registeredProduct ${body.registeredProductId}: ${old.before} → ${body.purchaseDate}`;
        await audit(tx, request, { ...entry, detail });
      });
      break;
  }
  return { status: 'done' as const, action: body.action };
}
