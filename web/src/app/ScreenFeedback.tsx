import type { ReactNode } from 'react';
import { App as AntApp } from 'antd';

/**
 * antd's App (message, modal and notification through App.useApp) for the signed-in screens only: the public
 * screens never show them, and leaving them out keeps the login page's download small (issue 8).
 */
export function ScreenFeedback({ children }: { children: ReactNode }) {
  return <AntApp>{children}</AntApp>;
}
