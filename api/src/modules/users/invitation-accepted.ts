import { ROLE_IDS } from '../../auth/areas.js';
import type { Db, UserRow } from '../../db/types.js';
import { notify } from '../notifications/service.js';

export const INVITATION_ACCEPTED = 'invitation_accepted';

/**
 * A Full User or Estimator the company added (Add User) has set its password from the invitation: the
 * company's active admins hear of it on their bell. Runs in the transaction that sets the password.
 */
export async function notifyInvitationAccepted(trx: Db, user: UserRow): Promise<void> {
  if (user.tenant_id === null || (user.role_id !== ROLE_IDS.fullUser && user.role_id !== ROLE_IDS.estimator)) return;
  const admins = await trx.selectFrom('users').select('id')
    .where('tenant_id', '=', user.tenant_id).where('role_id', '=', ROLE_IDS.companyAdmin).where('is_active', '=', true)
    .execute();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  await notify({ tenantId: user.tenant_id }, trx, {
    recipients: admins.map((a) => a.id),
    kind: INVITATION_ACCEPTED,
    title: `${name} accepted the invitation`,
    body: `${user.email} has set a password and can now sign in.`,
    link: `/admin/full-user-details?id=${user.id}`,
  });
}
