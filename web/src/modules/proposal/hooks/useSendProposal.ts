import { useCallback } from 'react';
import { App } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { useConfirmedAction } from '../../../app/useConfirmedAction';
import { useFlash } from '../../../app/useFlash';
import { ProposalSendingsQuery, SendProposalMutation } from '../graphql/operations';
import { PROPOSAL_MESSAGES, SENT_BANNER_MS } from '../messages';

/** The send answered ProposalNotSent: nothing was mailed. */
class NotSent extends Error {}

/**
 * Send to customer (docs/projects.md §2.4, §8): asks first, mails the proposal, then shows the 3 s success banner and reloads the
 * sendings list, or the alert 'Sorry! Couldn't send email.'.
 */
export function useSendProposal(projectUid: string | null | undefined) {
  const client = useApolloClient();
  const confirm = useConfirmedAction();
  const { modal } = App.useApp();
  const [banner, showBanner] = useFlash<string>(SENT_BANNER_MS);
  const send = useCallback(() => {
    if (!projectUid) return;
    confirm({
      title: 'Send to customer',
      question: PROPOSAL_MESSAGES.sendQuestion,
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
  }, [projectUid, client, confirm, modal, showBanner]);
  return { send, banner };
}
