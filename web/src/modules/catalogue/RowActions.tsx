import { Button, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

/** Edit and Delete as icon buttons, named for the row ('Edit Concrete', 'Delete Concrete'). */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Tooltip title="Edit">
        <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit ${name}`} onClick={onEdit} />
      </Tooltip>
      <Tooltip title="Delete">
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${name}`} onClick={onDelete} />
      </Tooltip>
    </span>
  );
}
