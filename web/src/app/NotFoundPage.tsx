import { Button, Result } from 'antd';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="Sorry, the page you visited does not exist."
      extra={
        <Link to="/admin/projects">
          <Button type="primary">Back Home</Button>
        </Link>
      }
    />
  );
}
