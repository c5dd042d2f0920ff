import { useCallback, useState } from 'react';
import { App } from 'antd';
import { saveBlob as save } from '../../proposal/documents';
import { toCsv, toSheetRows, type ExportTable } from '../export';

/**
 * CSV and .xlsx downloads of a tracker table. SheetJS is loaded on the first Excel export only (a chunk of its own),
 * so it never weighs on the screens' first load.
 */
export function useTrackerExport(table: () => ExportTable | null, fileName: string, sheetName: string) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const csv = useCallback(() => {
    const t = table();
    if (t) save(new Blob([toCsv(t)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  }, [table, fileName]);

  const excel = useCallback(async () => {
    const t = table();
    if (!t) return;
    setBusy(true);
    try {
      const XLSX = await import('@e965/xlsx');
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(toSheetRows(t)), sheetName);
      const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
      save(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${fileName}.xlsx`);
    } catch {
      message.error('The workbook could not be made. Try again.');
    } finally {
      setBusy(false);
    }
  }, [table, fileName, sheetName, message]);

  return { csv, excel, busy };
}
