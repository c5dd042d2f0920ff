import { useCallback } from 'react';
import { App } from 'antd';

/** A toast: the text alone, or with the duration the specification asks for (seconds). */
export type Notice = string | { content: string; duration: number };

export interface ConfirmedAction {
  question: string;
  /** The dialog's name (axe: a dialog needs one); it should differ from the question, which antd would show twice. */
  title?: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /** The change itself; a throw (or rejection) goes to `failure`. */
  run: () => Promise<unknown>;
  success?: Notice;
  /** The toast for a failed `run`, or a function that reports the failure itself (e.g. by the error's code). */
  failure: Notice | ((error: unknown) => unknown);
  /** After `run` and the success toast, e.g. reload a grid that should only refresh on success. */
  onSuccess?: () => unknown;
  /** After `run`, whether it worked or not, e.g. reload a grid so a switch shows the server's state again. */
  onSettled?: () => unknown;
  /** When the question is declined (Skip/Cancel), e.g. go on without the change. */
  onSkip?: () => unknown;
}

/** Asks a question (Confirm/Skip unless told otherwise) and, once confirmed, runs the change and reports the outcome. */
export function useConfirmedAction(): (action: ConfirmedAction) => void {
  const { modal, message } = App.useApp();
  return useCallback(
    ({ question, title, okText = 'Confirm', cancelText = 'Skip', danger, run, success, failure, onSuccess, onSettled, onSkip }: ConfirmedAction) => {
      modal.confirm({
        // The question is the content: antd 6 repeats a confirm title in a hidden header (the dialog's name), so a title must differ.
        content: question,
        ...(title ? { title } : {}),
        okText,
        cancelText,
        ...(danger ? { okButtonProps: { danger: true } } : {}),
        // The dialog keeps its OK button busy until this settles, refresh included.
        onOk: async () => {
          try {
            await run();
            if (success) message.success(success);
            await onSuccess?.();
          } catch (error) {
            if (typeof failure === 'function') await failure(error);
            else message.error(failure);
          }
          await onSettled?.();
        },
        ...(onSkip ? { onCancel: () => void onSkip() } : {}),
      });
    },
    [modal, message],
  );
}
