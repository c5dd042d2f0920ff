import { useCallback, useState } from 'react';
import { App, Space, Typography } from 'antd';
import { DocumentError, fetchDocument, proposalPath, saveBlob } from '../documents';
import { PROPOSAL_MESSAGES } from '../messages';
import { proposalFileName } from '../model';

/**
 * Downloads the proposal PDF the gateway renders (docs/projects.md §2.4, §2.5) and saves it as
 * 'Proposal {project id} - {project name}.pdf'. A missing project gets the §2.5 message with its prompt.
 */
export function useProposalDownload(project: { uid: string; name: string } | null | undefined) {
  const { modal, message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(async () => {
    if (!project) return;
    setDownloading(true);
    try {
      saveBlob(await fetchDocument(proposalPath(project.uid)), proposalFileName(project.uid, project.name));
    } catch (err) {
      if (err instanceof DocumentError && err.status === 404) {
        // Content only: antd 6 repeats a confirm title in a hidden header.
        modal.error({
          content: (
            <Space orientation="vertical">
              <Typography.Text strong>{PROPOSAL_MESSAGES.noProject}</Typography.Text>
              <Typography.Text>{PROPOSAL_MESSAGES.refreshPrompt}</Typography.Text>
            </Space>
          ),
          okText: 'OK',
        });
      } else {
        message.error(PROPOSAL_MESSAGES.downloadFailed);
      }
    } finally {
      setDownloading(false);
    }
  }, [project, modal, message]);
  return { download, downloading };
}
