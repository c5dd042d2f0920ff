import { Result, Typography } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// Generic error page (docs/accounts.md §2): status and text for routing errors, message and stack otherwise.
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return (
      <Result status="error" title={`${error.status} ${error.statusText}`}>
        {typeof error.data === 'string' && <Typography.Paragraph>{error.data}</Typography.Paragraph>}
      </Result>
    );
  }
  if (error instanceof Error) {
    return (
      <Result status="error" title={error.message}>
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{error.stack}</pre>
      </Result>
    );
  }
  return <Result status="error" title="Unknown Error" />;
}
