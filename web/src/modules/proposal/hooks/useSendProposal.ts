import { useCallback } from 'react';
import { App } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { useConfirmedAction } from '../../../app/useConfirmedAction';
import { useFlash } from '../../../app/useFlash';
import { ProposalSendingsQuery, SendProposalMutation } from '../graphql/operations';
import { PROPOSAL_MESSAGES, SENT_BANNER_MS } from '../messages';

/** The send answered ProposalNotSent: nothing was mailed. */
class NotSent extends Error {}

/** Who the proposal goes to: the project's owner, by its email (and CC email when it has one). */
export interface ProposalRecipient {
  name: string;
  email: string;
  ccEmail?: string | null;
}

/**
 * Send to customer (docs/projects.md §2.4, §8): asks first, naming the recipient, mails the proposal, then shows the 3 s success
 * banner and reloads the sendings list, or the alert 'Sorry! Couldn't send email.'. An owner without an email is told at once.
 */
export function useSendProposal(projectUid: string | null | undefined, recipient: ProposalRecipient | null | undefined) {
  const client = useApolloClient();
  const confirm = useConfirmedAction();
  const { modal } = App.useApp();
  const [banner, showBanner] = useFlash<string>(SENT_BANNER_MS);
  const send = useCallback(() => {
    if (!projectUid) return;
    if (!recipient?.email.trim()) {
      modal.error({ title: 'Send to customer', content: PROPOSAL_MESSAGES.noOwnerEmail(recipient?.name ?? ''), okText: 'OK' });
      return;
    }
    confirm({
      title: 'Send to customer',
      question: PROPOSAL_MESSAGES.sendTo(recipient.name, recipient.email.trim(), recipient.ccEmail?.trim() || null),
      okText: 'Send',
      cancelText: 'Cancel',
      run: async () => {
        const { data } = await client.mutate({
          mutation: SendProposalMutation,
          variables: { projectUid },
          refetchQueries: [{ query: ProposalSendingsQuery, variables: { projectUid } }],
          awaitRefetchQueries: true,
        });
        if (data?.sendProposal.__typename !== 'ProposalSent') throw new NotSent();
      },
      onSuccess: () => showBanner(PROPOSAL_MESSAGES.sent),
      failure: () => modal.error({ content: PROPOSAL_MESSAGES.sendFailed, okText: 'OK' }),
    });
  }, [projectUid, recipient, client, confirm, modal, showBanner]);
  return { send, banner };
}
