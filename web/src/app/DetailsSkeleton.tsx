import { Card, Skeleton } from 'antd';

/**
 * What a details page shows until its record arrives: the shape of the card to come, never an empty or 'not found'
 * text (issue 10 item 5). Screen readers hear that it is loading.
 */
export function DetailsSkeleton({ what, rows = 4 }: { what: string; rows?: number }) {
  return (
    <Card aria-busy="true" aria-label={`Loading ${what}`} role="status">
      <Skeleton active title={false} paragraph={{ rows }} />
    </Card>
  );
}
